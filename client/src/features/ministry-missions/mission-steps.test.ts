import { choose, currentPage, type MissionChoice } from './mission-steps';

describe('mission steps', () => {
  it('walks intro, scene1, scene2, scene3 and stops after four choices', () => {
    let choices: MissionChoice[] = [];
    const seen: (string | null)[] = [];
    for (const choice of [1, 0, 1, 0] as const) {
      seen.push(currentPage(choices));
      choices = choose(choices, choice);
    }
    expect(seen).toEqual(['intro', 'scene1', 'scene2', 'scene3']);
    expect(choices).toEqual([1, 0, 1, 0]);
    expect(currentPage(choices)).toBeNull();
    expect(choose(choices, 0)).toEqual([1, 0, 1, 0]);
  });
});
