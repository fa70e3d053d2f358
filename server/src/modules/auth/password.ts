import argon2 from 'argon2';

/** argon2id with the OWASP Password Storage Cheat Sheet's first parameter set: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A hash of a password nobody has, verified when the e-mail is unknown so timing does not reveal accounts. */
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

/** @returns true when `password` matches `hash`; with no hash it still spends the same time and returns false. */
export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash) {
    dummyHash ??= hashPassword('no-such-account-password');
    await argon2.verify(await dummyHash, password);
    return false;
  }
  return argon2.verify(hash, password);
}
