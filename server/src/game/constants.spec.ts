import { DEFAULT_GAME_CONSTANTS, GAME } from './constants';

describe('DEFAULT_GAME_CONSTANTS (spec 000 section 9, DESIGN 4 and 6)', () => {
  it('regenerates 5 energy and 5% of max HP every 300 seconds', () => {
    expect(DEFAULT_GAME_CONSTANTS).toMatchObject({
      energyRegenAmount: 5,
      energyRegenIntervalSeconds: 300,
      hpRegenPercent: 5,
      hpRegenIntervalSeconds: 300,
    });
  });

  it('multiplies VIP gains by 1.5', () => {
    expect(DEFAULT_GAME_CONSTANTS.vipFactor).toBe(1.5);
  });

  it('charges 10 energy per fight and sends the loser to hospital for 20 minutes', () => {
    expect(DEFAULT_GAME_CONSTANTS.fightEnergyCost).toBe(10);
    expect(DEFAULT_GAME_CONSTANTS.fightHospitalMinutes).toBe(20);
  });

  it('confines for 30 minutes after a contract, and early release costs 1 blackcoin per started minute', () => {
    expect(DEFAULT_GAME_CONSTANTS.contractHospitalMinutes).toBe(30);
    expect(DEFAULT_GAME_CONSTANTS.contractJailMinutes).toBe(30);
    expect(DEFAULT_GAME_CONSTANTS.earlyReleaseBlackcoinsPerMinute).toBe(1);
  });

  it('keeps 50 players per leaderboard, rebuilt every 300 seconds, and 50 search results from 2 characters', () => {
    expect(DEFAULT_GAME_CONSTANTS).toMatchObject({
      leaderboardSize: 50,
      leaderboardRefreshSeconds: 300,
      searchLimit: 50,
      searchMinQueryLength: 2,
    });
  });

  it('starts settings at notification volume 0.5 and music 0.3, both unmuted', () => {
    expect(DEFAULT_GAME_CONSTANTS.defaultSettings).toEqual({
      notificationSoundVolume: 0.5,
      notificationSoundMuted: false,
      backgroundMusicVolume: 0.3,
      backgroundMusicMuted: false,
    });
  });

  it('names guests ضيف_…, keeps the calendar in Asia/Riyadh and issues 3600-second access tokens', () => {
    expect(DEFAULT_GAME_CONSTANTS.guestNamePrefix).toBe('ضيف_');
    expect(DEFAULT_GAME_CONSTANTS.gameTimeZone).toBe('Asia/Riyadh');
    expect(DEFAULT_GAME_CONSTANTS.accessTokenTtlSeconds).toBe(3600);
  });

  it('caps levels at 100', () => {
    expect(DEFAULT_GAME_CONSTANTS.maxLevel).toBe(100);
  });

  it('cannot be changed in place, only overridden by a copy', () => {
    expect(Object.isFrozen(DEFAULT_GAME_CONSTANTS)).toBe(true);
    expect(Object.isFrozen(DEFAULT_GAME_CONSTANTS.defaultSettings)).toBe(true);
    const shortened = { ...DEFAULT_GAME_CONSTANTS, fightHospitalMinutes: 1 };
    expect(shortened.fightHospitalMinutes).toBe(1);
    expect(DEFAULT_GAME_CONSTANTS.fightHospitalMinutes).toBe(20);
  });

  it('exports GAME as the same production object', () => {
    expect(GAME).toBe(DEFAULT_GAME_CONSTANTS);
  });
});
