import { DEFAULT_GAME_CONSTANTS } from './constants';
import { CrimeTerms, resolveCrime } from './crimes.rules';

const crime: CrimeTerms = {
  successRate: 0.6,
  reward: 101,
  expReward: 51,
  failOutcome: 'jail',
  jailMinutes: 3,
  hospitalMinutes: 2,
};

describe('crime resolution', () => {
  it('succeeds when the draw is below the success rate and pays reward and experience', () => {
    expect(resolveCrime(crime, 0.59, false, DEFAULT_GAME_CONSTANTS)).toEqual({
      success: true,
      moneyGained: 101,
      expGained: 51,
      confinement: null,
    });
  });

  it('fails when the draw equals the success rate', () => {
    expect(resolveCrime(crime, 0.6, false, DEFAULT_GAME_CONSTANTS).success).toBe(false);
  });

  it('pays a VIP 1.5 times the reward and experience, rounded down', () => {
    const outcome = resolveCrime(crime, 0, true, DEFAULT_GAME_CONSTANTS);
    expect(outcome.moneyGained).toBe(151);
    expect(outcome.expGained).toBe(76);
  });

  it('sends a failed attempt to jail for the jail minutes', () => {
    expect(resolveCrime(crime, 0.99, false, DEFAULT_GAME_CONSTANTS).confinement).toEqual({
      kind: 'jail',
      minutes: 3,
    });
  });

  it('sends a failed attempt to hospital for the hospital minutes when that is the outcome', () => {
    const outcome = resolveCrime({ ...crime, failOutcome: 'hospital' }, 0.99, false, DEFAULT_GAME_CONSTANTS);
    expect(outcome.confinement).toEqual({ kind: 'hospital', minutes: 2 });
  });

  it('confines nobody when the outcome has zero minutes', () => {
    expect(
      resolveCrime({ ...crime, jailMinutes: 0 }, 0.99, false, DEFAULT_GAME_CONSTANTS).confinement,
    ).toBeNull();
  });
});
