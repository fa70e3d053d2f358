import {
  fairMessage,
  fromHex,
  roundsFor,
  toHex,
  verifyRoll,
  type ReplayVerdict,
  type RollInputs,
  type RollOutcome,
} from '../../lib/fairness-rules';

/** What the browser needs to recompute a roll (a `RollProofDto` whose seed is revealed). */
export interface RevealedProof {
  serverSeed: string;
  commitment: string;
  clientSeed: string;
  nonce: number;
  draws: number;
  inputs: RollInputs;
  outcome: RollOutcome;
}

/** The verdict of a check: the seed against its commitment, then the replay line by line. */
export interface ProofCheck extends ReplayVerdict {
  commitmentMatches: boolean;
}

const encoder = new TextEncoder();

/** SHA-256 of bytes, lower-case hex (WebCrypto). */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as BufferSource)));
}

/**
 * The HMAC-SHA256 blocks of one roll, rounds 0..rounds-1: key = the server seed, message =
 * `clientSeed:nonce:round` (WebCrypto, so the check runs in the browser, not on our server).
 */
export async function hmacBlocks(
  serverSeed: Uint8Array,
  clientSeed: string,
  nonce: number,
  rounds: number,
): Promise<Uint8Array[]> {
  const key = await crypto.subtle.importKey(
    'raw',
    serverSeed as BufferSource,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return Promise.all(
    Array.from(
      { length: rounds },
      async (_, round) =>
        new Uint8Array(
          await crypto.subtle.sign('HMAC', key, encoder.encode(fairMessage(clientSeed, nonce, round))),
        ),
    ),
  );
}

/**
 * Recomputes a revealed roll in the browser: checks that the seed hashes to the commitment shown
 * before the roll, derives the draws, runs the game's pure rules (`server/src/game/`) on the stored
 * inputs and compares every log line and number with the stored outcome.
 */
export async function checkProof(proof: RevealedProof): Promise<ProofCheck> {
  const seed = fromHex(proof.serverSeed);
  const [digest, blocks] = await Promise.all([
    sha256Hex(seed),
    hmacBlocks(seed, proof.clientSeed, proof.nonce, roundsFor(proof.draws)),
  ]);
  const verdict = verifyRoll(proof.inputs, proof.outcome, proof.draws, (round) => blocks[round]);
  const commitmentMatches = digest === proof.commitment.trim();
  return { ...verdict, commitmentMatches, matches: verdict.matches && commitmentMatches };
}
