import {
  FEATURE_UNLOCK_LEVELS,
  FEATURES,
  featureInfo,
  isFeature,
  isFeatureUnlocked,
  lockedFeatureProgress,
} from './features.rules';

const LEVEL_1_FEATURES = [
  'home',
  'character',
  'shop',
  'hospital',
  'jail',
  'inventory',
  'globalChat',
  'loginGifts',
  'crimes',
  'gym',
  'jobs',
  'suggestions',
  'settings',
  'activePlayers',
  'friends',
  'messages',
  'specialShop',
  'tasks',
];

describe('FEATURE_UNLOCK_LEVELS (spec 000 section 9)', () => {
  it('unlocks the 18 everyday features at level 1', () => {
    expect(FEATURES.filter((f) => FEATURE_UNLOCK_LEVELS[f] === 1)).toEqual(LEVEL_1_FEATURES);
  });

  it('lists the later features at the spec levels, with fights beside blood contracts at 6', () => {
    expect(
      FEATURES.filter((f) => FEATURE_UNLOCK_LEVELS[f] > 1).map((f) => [f, FEATURE_UNLOCK_LEVELS[f]]),
    ).toEqual([
      ['ministryMissions', 5],
      ['bloodContracts', 6],
      ['fights', 6],
      ['gangs', 10],
      ['bank', 11],
      ['houses', 16],
      ['rides', 18],
      ['blackMarket', 20],
      ['pets', 21],
      ['transfers', 25],
      ['leaderboard', 30],
    ]);
  });
});

describe('isFeatureUnlocked (spec 000 section 4)', () => {
  it('keeps the bank locked at level 10', () => {
    expect(isFeatureUnlocked('bank', 10)).toBe(false);
  });

  it('opens the bank at level 11', () => {
    expect(isFeatureUnlocked('bank', 11)).toBe(true);
  });

  it('keeps fights locked at level 5 and opens them at 6', () => {
    expect(isFeatureUnlocked('fights', 5)).toBe(false);
    expect(isFeatureUnlocked('fights', 6)).toBe(true);
  });

  it('keeps the leaderboard open above its level', () => {
    expect(isFeatureUnlocked('leaderboard', 45)).toBe(true);
  });
});

describe('isFeature', () => {
  it('accepts a table key and rejects anything else', () => {
    expect(isFeature('blackMarket')).toBe(true);
    expect(isFeature('casino')).toBe(false);
    expect(isFeature('toString')).toBe(false);
  });
});

describe('lockedFeatureProgress (spec 000 section 4)', () => {
  it('gives 0.8 at level 9 toward gangs (10): 1 − 1/5', () => {
    expect(lockedFeatureProgress(10, 9)).toBe(0.8);
  });

  it('gives 0.8 at level 4 toward ministry missions (5)', () => {
    expect(lockedFeatureProgress(5, 4)).toBe(0.8);
  });

  it('gives 0.8 at level 10 toward the bank (11)', () => {
    expect(lockedFeatureProgress(11, 10)).toBe(0.8);
  });

  it('gives 0.2 with four levels missing', () => {
    expect(lockedFeatureProgress(10, 6)).toBe(0.2);
  });

  it('gives 0 with five levels missing', () => {
    expect(lockedFeatureProgress(10, 5)).toBe(0);
  });

  it('floors at 0 at level 1 toward the bank (11): 1 − 10/5 would be −1', () => {
    expect(lockedFeatureProgress(11, 1)).toBe(0);
  });

  it('caps at 0.9 even with less than one level missing', () => {
    expect(lockedFeatureProgress(10, 9.9)).toBe(0.9);
    expect(lockedFeatureProgress(10, 10)).toBe(0.9);
  });
});

describe('featureInfo (spec 000 sections 3, 4 and 7)', () => {
  it('at level 1 unlocks the everyday features and points at ministry missions', () => {
    expect(featureInfo(1)).toEqual({
      playerLevel: 1,
      unlockedFeatures: LEVEL_1_FEATURES,
      lockedFeatures: [
        { feature: 'ministryMissions', requiredLevel: 5, progress: 0.2 },
        { feature: 'bloodContracts', requiredLevel: 6, progress: 0 },
        { feature: 'fights', requiredLevel: 6, progress: 0 },
        { feature: 'gangs', requiredLevel: 10, progress: 0 },
        { feature: 'bank', requiredLevel: 11, progress: 0 },
        { feature: 'houses', requiredLevel: 16, progress: 0 },
        { feature: 'rides', requiredLevel: 18, progress: 0 },
        { feature: 'blackMarket', requiredLevel: 20, progress: 0 },
        { feature: 'pets', requiredLevel: 21, progress: 0 },
        { feature: 'transfers', requiredLevel: 25, progress: 0 },
        { feature: 'leaderboard', requiredLevel: 30, progress: 0 },
      ],
      nextFeature: { feature: 'ministryMissions', requiredLevel: 5, levelsRemaining: 4 },
      featuresAtCurrentLevel: LEVEL_1_FEATURES,
    });
  });

  it('at level 5 unlocks ministry missions and picks blood contracts (first at 6) as next', () => {
    const info = featureInfo(5);
    expect(info.unlockedFeatures).toEqual([...LEVEL_1_FEATURES, 'ministryMissions']);
    expect(info.featuresAtCurrentLevel).toEqual(['ministryMissions']);
    expect(info.nextFeature).toEqual({ feature: 'bloodContracts', requiredLevel: 6, levelsRemaining: 1 });
    expect(info.lockedFeatures.slice(0, 4)).toEqual([
      { feature: 'bloodContracts', requiredLevel: 6, progress: 0.8 },
      { feature: 'fights', requiredLevel: 6, progress: 0.8 },
      { feature: 'gangs', requiredLevel: 10, progress: 0 },
      { feature: 'bank', requiredLevel: 11, progress: 0 },
    ]);
  });

  it('at level 10 unlocks gangs and shows the bank one level away', () => {
    const info = featureInfo(10);
    expect(info.featuresAtCurrentLevel).toEqual(['gangs']);
    expect(info.unlockedFeatures).toContain('gangs');
    expect(info.nextFeature).toEqual({ feature: 'bank', requiredLevel: 11, levelsRemaining: 1 });
    expect(info.lockedFeatures).toEqual([
      { feature: 'bank', requiredLevel: 11, progress: 0.8 },
      { feature: 'houses', requiredLevel: 16, progress: 0 },
      { feature: 'rides', requiredLevel: 18, progress: 0 },
      { feature: 'blackMarket', requiredLevel: 20, progress: 0 },
      { feature: 'pets', requiredLevel: 21, progress: 0 },
      { feature: 'transfers', requiredLevel: 25, progress: 0 },
      { feature: 'leaderboard', requiredLevel: 30, progress: 0 },
    ]);
  });

  it('at level 28 shows transfers open and the leaderboard at 0.6', () => {
    const info = featureInfo(28);
    expect(info.lockedFeatures).toEqual([{ feature: 'leaderboard', requiredLevel: 30, progress: 0.6 }]);
    expect(info.nextFeature).toEqual({ feature: 'leaderboard', requiredLevel: 30, levelsRemaining: 2 });
    expect(info.featuresAtCurrentLevel).toEqual([]);
  });

  it('at level 30 unlocks the leaderboard, the last feature', () => {
    const info = featureInfo(30);
    expect(info.unlockedFeatures).toHaveLength(29);
    expect(info.lockedFeatures).toEqual([]);
    expect(info.nextFeature).toBeNull();
    expect(info.featuresAtCurrentLevel).toEqual(['leaderboard']);
  });

  it.each([31, 100])('at level %i everything is unlocked and nothing is new', (level) => {
    expect(featureInfo(level)).toEqual({
      playerLevel: level,
      unlockedFeatures: [...FEATURES],
      lockedFeatures: [],
      nextFeature: null,
      featuresAtCurrentLevel: [],
    });
  });

  it('never shows a locked feature above 0.9 progress at any level', () => {
    for (let level = 1; level <= 31; level++) {
      for (const locked of featureInfo(level).lockedFeatures) {
        expect(locked.progress).toBeGreaterThanOrEqual(0);
        expect(locked.progress).toBeLessThanOrEqual(0.9);
      }
    }
  });
});
