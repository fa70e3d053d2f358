/**
 * Ministry story missions (spec 002 sections 3, 4 and 9; DESIGN.md section 6, "Ministry missions").
 * Plain functions of plain data.
 */

/** The four pages a player walks through, in order. */
export const MISSION_PAGES = ['intro', 'scene1', 'scene2', 'scene3'] as const;
export type MissionPage = (typeof MISSION_PAGES)[number];

/** The pages whose first choice is worth a point (spec 002 section 4: the intro gives none). */
export const SCORED_PAGES: readonly MissionPage[] = ['scene1', 'scene2', 'scene3'];

/** Ending and reward keys: points gained, 0 to 3. */
export const MISSION_POINTS = [0, 1, 2, 3] as const;
export type MissionPoints = (typeof MISSION_POINTS)[number];

/** One ending's reward: experience, money and blackcoins (whole units). */
export interface MissionReward {
  exp: number;
  money: number;
  blackcoins: number;
}

/** Spec 002 section 9: the default rewards by ending points 0, 1, 2, 3. */
export const DEFAULT_MISSION_REWARDS: Readonly<Record<MissionPoints, MissionReward>> = Object.freeze({
  0: { exp: 200, money: 0, blackcoins: 0 },
  1: { exp: 500, money: 0, blackcoins: 0 },
  2: { exp: 800, money: 1000, blackcoins: 0 },
  3: { exp: 1200, money: 2000, blackcoins: 5 },
});

/** Spec 002 section 9: a new mission's minLevel, order and active state. */
export const NEW_MISSION_DEFAULTS = { minLevel: 5, order: 0, isActive: true } as const;

/**
 * Whether choosing `choice` (0 = first, 1 = second) on `page` gives a point: the first choice of each
 * scene does, the second does not, the intro's choices never do (spec 002 section 4).
 */
export function choiceGivesPoint(page: MissionPage, choice: number): boolean {
  return page !== 'intro' && choice === 0;
}

/**
 * Points of a played mission: `choices` holds the choice index (0 or 1) taken on the intro, scene1,
 * scene2 and scene3, in that order. @returns 0 to 3, the key of the ending and of the reward.
 * @throws RangeError unless there are exactly four choices, each 0 or 1.
 */
export function scoreMission(choices: readonly number[]): MissionPoints {
  if (choices.length !== MISSION_PAGES.length || choices.some((choice) => choice !== 0 && choice !== 1))
    throw new RangeError('a mission is played with four choices, each 0 or 1');
  return MISSION_PAGES.filter((page, index) => choiceGivesPoint(page, choices[index]))
    .length as MissionPoints;
}
