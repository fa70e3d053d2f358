import { act, screen, waitFor } from '@testing-library/react';
import type { FightResultDto } from '../../api/generated/model/fightResultDto';
import { renderWithRouter } from '../../test/render-with-router';
import { FightResultPage } from './FightResultPage';

function fightFactory(over: Partial<FightResultDto> = {}): FightResultDto {
  return {
    fightId: 'f1',
    winner: 'a',
    rounds: 2,
    totalDamage: 90,
    attackerDamage: 60,
    defenderDamage: 30,
    log: ['سامر يضرب ليث بـ 30', 'ليث يضرب سامر بـ 30', 'سامر يضرب ليث بـ 30', 'فاز سامر'],
    xpGain: 105,
    attackerFinalHp: 70,
    defenderFinalHp: 0,
    attackerId: 'a',
    defenderId: 'd',
    attackerName: 'سامر',
    defenderName: 'ليث',
    isAttackerWinner: true,
    narrative: 'سحق سامر خصمه ليث.',
    isVIP: true,
    attackerIsVIP: true,
    defenderIsVIP: false,
    amountStolen: 150,
    attackerMoneyGained: 150,
    attackerMoneyLost: 0,
    attackerXpGain: 105,
    defenderXpGain: 0,
    hospitalMinutes: 20,
    attackerHospitalized: false,
    defenderHospitalized: true,
    createdAt: '2026-11-21T12:00:00Z',
    fairness: null,
    ...over,
  };
}

describe('FightResultPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reveals the log line by line, then the summary with the VIP split and a button to /dashboard', async () => {
    renderWithRouter(<FightResultPage result={fightFactory()} />);
    await act(async () => void (await jest.advanceTimersByTimeAsync(0)));
    expect(screen.queryAllByTestId('combat-log-line')).toHaveLength(0);
    await act(async () => void (await jest.advanceTimersByTimeAsync(800)));
    expect(screen.getAllByTestId('combat-log-line')).toHaveLength(2);
    expect(screen.queryByTestId('fight-summary')).toBeNull();
    await act(async () => void (await jest.advanceTimersByTimeAsync(800)));
    expect(screen.getAllByTestId('combat-log-line')).toHaveLength(4);
    expect(screen.queryByTestId('fight-summary')).toBeNull();
    await act(async () => void (await jest.advanceTimersByTimeAsync(400)));
    expect(screen.getByTestId('fight-summary')).toBeTruthy();
    // 150 stolen by a VIP: base 100 and a VIP extra of 50; 105 XP: base 70 and extra 35.
    expect(screen.getByTestId('summary-money').textContent).toContain('١٠٠');
    expect(screen.getByTestId('summary-money-vip').textContent).toBe('+ ٥٠ مكافأة VIP (٥٠٪)');
    expect(screen.getByTestId('summary-xp').textContent).toContain('٧٠');
    expect(screen.getByTestId('summary-xp-vip').textContent).toContain('٣٥');
    expect(screen.getByTestId('fight-back').getAttribute('href')).toBe('/dashboard');
  });

  it('links the summary to the check page of its proof, and shows no link for a fight without one', async () => {
    const proofId = '0b7a3c1d-5e6f-4a8b-9c0d-1e2f3a4b5c6d';
    const fairness = {
      proofId,
      nonce: 4,
      draws: 3,
      commitment: 'ab'.repeat(32),
      clientSeed: 'seed',
      ruleVersion: 'v1',
    };
    const { unmount } = renderWithRouter(<FightResultPage result={fightFactory({ fairness })} />);
    // waitFor moves jest's fake clock on while it waits: the log is revealed, then the summary.
    await waitFor(
      () =>
        expect(screen.getByTestId('fairness-link').getAttribute('href')).toBe(
          `/dashboard/fairness?proof=${proofId}`,
        ),
      { timeout: 10_000 },
    );
    unmount();
    renderWithRouter(<FightResultPage result={fightFactory()} />);
    await waitFor(() => expect(screen.getByTestId('fight-summary')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.queryByTestId('fairness-link')).toBeNull();
  }, 30_000);
});
