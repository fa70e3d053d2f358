import { act, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { PlayerMissionDto } from '../../api/generated/model/playerMissionDto';
import { MissionPlayer } from './MissionPlayer';

const mutate = jest.fn();
jest.mock('../../api/generated/ministry-missions/ministry-missions', () => ({
  ...jest.requireActual('../../api/generated/ministry-missions/ministry-missions'),
  usePlayMinistryMission: () => ({ mutate, isPending: false, isError: false }),
}));

const scene = (label: string) => ({
  text: `نص ${label}`,
  image: '',
  choices: [{ text: `${label} أ` }, { text: `${label} ب` }],
});

const mission: PlayerMissionDto = {
  id: 7,
  missionId: 'm7',
  title: 'مهمة الاختبار',
  description: 'وصف',
  minLevel: 5,
  thumbnail: '',
  order: 0,
  intro: scene('مقدمة'),
  scene1: scene('أول'),
  scene2: scene('ثان'),
  scene3: scene('ثالث'),
  rewards: {
    '0': { exp: 200, money: 0, blackcoins: 0 },
    '1': { exp: 500, money: 0, blackcoins: 0 },
    '2': { exp: 800, money: 1000, blackcoins: 0 },
    '3': { exp: 1200, money: 2000, blackcoins: 5 },
  },
  completed: false,
  result: null,
};

describe('MissionPlayer', () => {
  it('walks the four pages, sends the four choices once and shows the ending and rewards', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MissionPlayer mission={mission} onExit={() => undefined} />
      </QueryClientProvider>,
    );
    for (const [label, choice] of [
      ['مقدمة', 1],
      ['أول', 0],
      ['ثان', 1],
      ['ثالث', 0],
    ] as const) {
      expect(screen.getByTestId('scene-text').textContent).toBe(`نص ${label}`);
      fireEvent.click(screen.getByTestId(`mission-choice-${choice}`));
    }
    expect(mutate).toHaveBeenCalledTimes(1);
    const [variables, options] = mutate.mock.calls[0];
    expect(variables).toEqual({ id: 7, data: { choices: [1, 0, 1, 0] } });
    expect(screen.queryByTestId('mission-scene')).toBeNull();

    act(() =>
      options.onSuccess({
        id: 7,
        title: mission.title,
        levelsGained: 1,
        level: 6,
        result: {
          points: 2,
          ending: 'نهاية جيدة',
          reward: { exp: 800, money: 1000, blackcoins: 0 },
          choices: [1, 0, 1, 0],
          completedAt: '2026-11-26T10:00:00.000Z',
        },
      }),
    );
    expect((await screen.findByTestId('mission-ending')).textContent).toBe('نهاية جيدة');
    expect(screen.getByTestId('mission-result').dataset.points).toBe('2');
    expect(screen.getByTestId('mission-rewards').textContent).toContain('٨٠٠');
    expect(screen.getByTestId('mission-rewards').textContent).not.toContain('عملة سوداء');
  });
});
