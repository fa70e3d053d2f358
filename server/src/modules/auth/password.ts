import type * as Argon2 from 'argon2';

/** The OWASP Password Storage Cheat Sheet's first argon2id parameter set: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

let argon2Module: Promise<typeof Argon2> | undefined;
/** The argon2 binding, loaded on the first hash or check. */
function argon2(): Promise<typeof Argon2> {
  // Lazy: the native binding serves sign-up and sign-in only, not a worker's boot (issue 16).
  argon2Module ??= import('argon2');
  return argon2Module;
}

/** A hash of a password nobody has, verified when the e-mail is unknown so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;

export async function hashPassword(password: string): Promise<string> {
  const { hash, argon2id } = await argon2();
  return hash(password, { type: argon2id, ...OPTIONS });
}

/** @returns true when `password` matches `hash`; with no hash it still spends the same time and returns false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  const { verify } = await argon2();
  if (!hash) {
    dummyHash ??= hashPassword('no-such-account-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(hash, password);
}
