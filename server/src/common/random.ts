import { createHash, createHmac, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type CountedDraw, drawStream, fairMessage, SERVER_SEED_BYTES } from '../game/fairness.rules';
import { CommonErrorCode, commonError } from './errors/common.errors';

/** A player's committed server seed as a roll reads it (issue 29). */
export interface CommittedSeed {
  /** The secret server seed (32 bytes). */
  serverSeed: Buffer;
  /** SHA-256 of the server seed, lower-case hex: what the player was shown before any roll. */
  commitment: string;
  clientSeed: string;
}

/** One roll's stream: the draws of `nonce` under a committed seed, counted. */
export interface SeededStream extends CountedDraw {
  nonce: number;
}

/** SHA-256 of a server seed, lower-case hex: its commitment. */
export function commitmentOf(serverSeed: Buffer): string {
  return createHash('sha256').update(serverSeed).digest('hex');
}

/**
 * The one source of chance for every roll that moves value (crimes, fights, blood contracts): each
 * roll is a seeded stream, HMAC-SHA256(server seed, `clientSeed:nonce:round`) cut into uniform
 * numbers by `game/fairness.rules.ts`, so the player can recompute it once the seed is revealed.
 * Every draw goes through `next(stream)`: that is the test seam (`jest.spyOn(random, 'next')`).
 */
@Injectable()
export class RandomSource {
  /** A fresh server seed: 32 bytes from the OS generator. */
  newServerSeed(): Buffer {
    return randomBytes(SERVER_SEED_BYTES);
  }

  /** A default client seed: 16 random bytes in hex. */
  newClientSeed(): string {
    return randomBytes(16).toString('hex');
  }

  /**
   * The draws of roll `nonce`. Refuses to start when the stored seed does not hash to its commitment,
   * so the server can never roll with a seed other than the one it committed.
   * @throws SEED_COMMITMENT_MISMATCH (409)
   */
  stream(seed: CommittedSeed, nonce: number): SeededStream {
    if (commitmentOf(seed.serverSeed) !== seed.commitment)
      throw commonError(CommonErrorCode.SEED_COMMITMENT_MISMATCH);
    const blocks: Buffer[] = [];
    const counted = drawStream((round) => {
      blocks[round] ??= createHmac('sha256', seed.serverSeed)
        .update(fairMessage(seed.clientSeed, nonce, round))
        .digest();
      return blocks[round];
    });
    return { ...counted, nonce };
  }

  /** The next uniform number in [0, 1) of a roll's stream (the one place every draw passes). */
  next(stream: SeededStream): number {
    return stream.draw();
  }
}
