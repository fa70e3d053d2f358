/** @jest-environment node */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import {
  drawStream,
  fairMessage,
  rollCombat,
  rollCrime,
  type CombatRollInputs,
  type CrimeRollInputs,
  type ProvenFighter,
  type RollInputs,
  type RollOutcome,
} from '../../lib/fairness-rules';
import { checkProof, type RevealedProof } from './replay';

const constants = {
  vipFactor: 1.5,
  fightHospitalMinutes: 20,
  contractHospitalMinutes: 30,
  contractJailMinutes: 30,
};
const bonuses = {
  trainedStrength: 0,
  trainedDefense: 0,
  strengthBonus: 0,
  defenseBonus: 0,
  hpBonus: 0,
  energyBonus: 0,
};

function fighter(id: string, index: number): ProvenFighter {
  return {
    id,
    name: `لاعب${index}`,
    level: 6 + (index % 30),
    hp: 500 + ((index * 37) % 1500),
    maxHp: 2000,
    fame: 100 + ((index * 53) % 4000),
    defense: (index * 11) % 300,
    isVip: index % 3 === 0,
    money: (index * 997) % 100_000,
    bonuses: { ...bonuses, trainedStrength: index % 50 },
  };
}

/** A roll recorded as the server records one: Node's HMAC stream, the pure rules, the proof. */
function record(serverSeed: Buffer, clientSeed: string, nonce: number, inputs: RollInputs): RevealedProof {
  const stream = drawStream((round) =>
    createHmac('sha256', serverSeed)
      .update(fairMessage(clientSeed, nonce, round))
      .digest(),
  );
  const outcome: RollOutcome =
    inputs.kind === 'crime' ? rollCrime(inputs, stream.draw) : rollCombat(inputs, stream.draw);
  return {
    serverSeed: serverSeed.toString('hex'),
    commitment: createHash('sha256').update(serverSeed).digest('hex'),
    clientSeed,
    nonce,
    draws: stream.count(),
    inputs: JSON.parse(JSON.stringify(inputs)),
    outcome: JSON.parse(JSON.stringify(outcome)),
  };
}

function recordings(count: number): RevealedProof[] {
  const serverSeed = randomBytes(32);
  return Array.from({ length: count }, (_, nonce) => {
    const inputs: RollInputs =
      nonce % 2 === 0
        ? ({
            kind: nonce % 4 === 0 ? 'fight' : 'contract',
            attacker: fighter('a', nonce),
            defender: fighter('d', nonce + 7),
            constants,
          } satisfies CombatRollInputs)
        : ({
            kind: 'crime',
            crimeId: 1,
            crimeName: 'سرقة',
            terms: {
              successRate: (nonce % 99) / 100 + 0.01,
              reward: 100,
              expReward: 50,
              failOutcome: 'jail',
              jailMinutes: 3,
              hospitalMinutes: 2,
            },
            isVip: nonce % 5 === 0,
            constants,
          } satisfies CrimeRollInputs);
    return record(serverSeed, 'client-seed', nonce, inputs);
  });
}

describe('the browser replay of a roll (WebCrypto HMAC + the pure rules)', () => {
  it('reproduces 1,000 recorded fights, contracts and crimes exactly, line by line', async () => {
    const recorded = recordings(1000);
    const checks = await Promise.all(recorded.map(checkProof));
    expect(checks.filter((check) => !check.matches)).toEqual([]);
    expect(checks.every((check) => check.commitmentMatches && check.error === null)).toBe(true);
    // Fights read several rounds of HMAC blocks: the stream crossed a block boundary somewhere.
    expect(Math.max(...recorded.map((proof) => proof.draws))).toBeGreaterThan(8);
    // 1,000 replays take about 2 s alone and over 5 s on a busy machine (jest's default limit).
  }, 60_000);

  it('shows a changed log line, a changed number or a wrong seed as a mismatch', async () => {
    const [fight] = recordings(1);
    const log = [...(fight.outcome as { log: string[] }).log];
    log[1] = log[1] + ' ';
    const tamperedLine = await checkProof({ ...fight, outcome: { ...fight.outcome, log } as RollOutcome });
    expect(tamperedLine.matches).toBe(false);
    expect(tamperedLine.lines.filter((line) => !line.matches).map((line) => line.label)).toEqual(['log[1]']);

    const tamperedHp = await checkProof({
      ...fight,
      outcome: { ...fight.outcome, defenderFinalHp: 1 } as RollOutcome,
    });
    expect(tamperedHp.lines.filter((line) => !line.matches).map((line) => line.label)).toEqual([
      'defenderFinalHp',
    ]);

    const otherSeed = await checkProof({ ...fight, serverSeed: randomBytes(32).toString('hex') });
    expect(otherSeed).toMatchObject({ commitmentMatches: false, matches: false });
  });

  it('refuses to read past the draws the proof declares', async () => {
    const [fight] = recordings(1);
    const short = await checkProof({ ...fight, draws: 1 });
    expect(short.matches).toBe(false);
  });
});
