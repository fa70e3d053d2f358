/**
 * The story player's walk (spec 002 sections 3 and 4; DESIGN.md section 6, "Ministry missions"): the
 * intro, then scene1, scene2, scene3, one choice each (0 = first, 1 = second); the server scores them.
 */
export const MISSION_PAGES = ['intro', 'scene1', 'scene2', 'scene3'] as const;
export type MissionPage = (typeof MISSION_PAGES)[number];

/** A choice: 0 for the first, 1 for the second. */
export type MissionChoice = 0 | 1;

/** The page shown after `choices` were taken, or null once all four are in. */
export function currentPage(choices: readonly MissionChoice[]): MissionPage | null {
  return MISSION_PAGES[choices.length] ?? null;
}

/** The choices after taking `choice` on the current page (ignored once four are in). */
export function choose(choices: readonly MissionChoice[], choice: MissionChoice): MissionChoice[] {
  return choices.length >= MISSION_PAGES.length ? [...choices] : [...choices, choice];
}
