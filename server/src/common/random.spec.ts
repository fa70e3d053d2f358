import { createHmac } from 'node:crypto';
import { DomainError } from './errors/domain-error';
import { CommittedSeed, commitmentOf, RandomSource } from './random';

describe('RandomSource (provably fair streams, issue 29)', () => {
  const random = new RandomSource();
  const seedA = Buffer.alloc(32, 7);
  const seedB = Buffer.alloc(32, 8);
  const committed = (serverSeed: Buffer, clientSeed = 'player-seed'): CommittedSeed => ({
    serverSeed,
    commitment: commitmentOf(serverSeed),
    clientSeed,
  });
  const drawsOf = (seed: CommittedSeed, nonce: number, count = 20) => {
    const stream = random.stream(seed, nonce);
    return Array.from({ length: count }, () => random.next(stream));
  };

  it('gives the same draws for the same server seed, client seed and nonce', () => {
    expect(drawsOf(committed(seedA), 3)).toEqual(drawsOf(committed(seedA), 3));
  });

  it('changes every draw when the nonce, the client seed or the server seed changes', () => {
    const base = drawsOf(committed(seedA), 3);
    for (const other of [
      drawsOf(committed(seedA), 4),
      drawsOf(committed(seedA, 'other-seed'), 3),
      drawsOf(committed(seedB), 3),
    ]) {
      // Independent streams: no position agrees (20 numbers of 2^-32 resolution).
      expect(other.filter((value, index) => value === base[index])).toEqual([]);
    }
  });

  it('reads draw n from HMAC-SHA256(server seed, "clientSeed:nonce:round"), four bytes big-endian per number', () => {
    const seed = committed(seedA, 'abc');
    const draws = drawsOf(seed, 12, 10);
    const round0 = createHmac('sha256', seedA).update('abc:12:0').digest();
    const round1 = createHmac('sha256', seedA).update('abc:12:1').digest();
    expect(draws[0]).toBe(round0.readUInt32BE(0) / 2 ** 32);
    expect(draws[7]).toBe(round0.readUInt32BE(28) / 2 ** 32);
    expect(draws[8]).toBe(round1.readUInt32BE(0) / 2 ** 32);
    expect(draws[9]).toBe(round1.readUInt32BE(4) / 2 ** 32);
  });

  it('is uniform on [0, 1): chi-square over 100 bins of 160,000 draws stays under the 0.1% critical value', () => {
    const bins = new Array<number>(100).fill(0);
    let total = 0;
    let min = 1;
    let max = 0;
    for (let nonce = 0; nonce < 20_000; nonce += 1) {
      const stream = random.stream(committed(seedA), nonce);
      for (let index = 0; index < 8; index += 1) {
        const value = random.next(stream);
        min = Math.min(min, value);
        max = Math.max(max, value);
        bins[Math.floor(value * 100)] += 1;
        total += 1;
      }
    }
    expect(min).toBeGreaterThanOrEqual(0);
    expect(max).toBeLessThan(1);
    const expected = total / bins.length;
    const chiSquare = bins.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0);
    // 99 degrees of freedom: P(chi2 > 148.23) = 0.001.
    expect(chiSquare).toBeLessThan(148.23);
    // And not suspiciously perfect (P(chi2 < 66.51) = 0.005): a counter would pass the upper bound.
    expect(chiSquare).toBeGreaterThan(66.51);
  });

  it('refuses to draw from a server seed that does not hash to its commitment', () => {
    const forged = { ...committed(seedA), serverSeed: seedB };
    expect(() => random.stream(forged, 0)).toThrow(DomainError);
    expect(() => random.stream(forged, 0)).toThrow(
      expect.objectContaining({ code: 'SEED_COMMITMENT_MISMATCH' }),
    );
  });

  it('commits fresh 32-byte server seeds from the OS generator', () => {
    const one = random.newServerSeed();
    expect(one).toHaveLength(32);
    expect(random.newServerSeed().equals(one)).toBe(false);
    expect(commitmentOf(one)).toMatch(/^[0-9a-f]{64}$/);
  });
});
