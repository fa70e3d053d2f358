import { screen, waitFor } from '@testing-library/react';
import type { ContractResultDto } from '../../api/generated/model/contractResultDto';
import { renderWithRouter } from '../../test/render-with-router';
import { ContractResultPage } from './ContractResultPage';

const PROOF_ID = '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a';

function contractResultFactory(over: Partial<ContractResultDto> = {}): ContractResultDto {
  return {
    contractId: 7,
    rounds: 1,
    totalDamage: 120,
    attackerDamage: 120,
    defenderDamage: 0,
    xpGain: 40,
    attackerFinalHp: 100,
    defenderFinalHp: 0,
    attackerXpGain: 40,
    defenderXpGain: 0,
    reward: 5000,
    contractStatus: 'completed',
    confinementKind: 'hospital',
    confinementMinutes: 30,
    winner: 'a',
    log: ['قاتل يضرب هدف بـ 120', 'فاز قاتل'],
    attackerId: 'a',
    defenderId: 'd',
    attackerName: 'قاتل',
    defenderName: 'هدف',
    isAttackerWinner: true,
    narrative: 'نفّذ قاتل العقد.',
    isVIP: false,
    attackerIsVIP: false,
    defenderIsVIP: false,
    confinedUserId: 'd',
    confinedUntil: '2026-11-27T12:30:00Z',
    fairness: {
      proofId: PROOF_ID,
      nonce: 2,
      draws: 2,
      commitment: 'cd'.repeat(32),
      clientSeed: 'seed',
      ruleVersion: 'v1',
    },
    ...over,
  };
}

describe('ContractResultPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("links the execution's summary to the check page of its proof", async () => {
    renderWithRouter(<ContractResultPage result={contractResultFactory()} />);
    // waitFor moves jest's fake clock on while it waits: the log is revealed, then the summary.
    await waitFor(() => expect(screen.getByTestId('contract-summary')).toBeTruthy(), { timeout: 10_000 });
    expect(screen.getByTestId('fairness-link').getAttribute('href')).toBe(
      `/dashboard/fairness?proof=${PROOF_ID}`,
    );
    expect(screen.getByTestId('contract-back').getAttribute('href')).toBe('/dashboard/blood-contracts');
  }, 30_000);
});
