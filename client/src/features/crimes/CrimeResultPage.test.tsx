import { screen } from '@testing-library/react';
import type { CrimeResultDto } from '../../api/generated/model/crimeResultDto';
import { renderWithRouter } from '../../test/render-with-router';
import { CrimeResultPage } from './CrimeResultPage';

function resultFactory(over: Partial<CrimeResultDto> = {}): CrimeResultDto {
  return {
    crimeId: 1,
    crimeName: 'نشل المحافظ',
    message: 'نجحت في نشل المحافظ وحصلت على 180$',
    success: true,
    moneyGained: 180,
    expGained: 30,
    isVip: false,
    levelsGained: 0,
    level: 1,
    energyLeft: 95,
    cooldownSeconds: 60,
    confinement: null,
    confinedUntil: null,
    confinementMinutes: 0,
    fairness: {
      proofId: '6f1c2b9e-8a57-4c1e-9d1a-2b3c4d5e6f70',
      commitment: 'ab'.repeat(32),
      clientSeed: 'seed',
      nonce: 3,
      draws: 1,
      ruleVersion: 'fair-1',
    },
    ...over,
  };
}

describe('CrimeResultPage', () => {
  it('shows the money and experience of a success, the VIP marker and a level-up', async () => {
    renderWithRouter(<CrimeResultPage result={resultFactory({ isVip: true, levelsGained: 1, level: 2 })} />);
    expect((await screen.findByTestId('result-money')).textContent).toBe('$١٨٠');
    expect(screen.getByTestId('result-exp').textContent).toBe('٣٠');
    expect(screen.getByTestId('fairness-link').getAttribute('href')).toBe(
      '/dashboard/fairness?proof=6f1c2b9e-8a57-4c1e-9d1a-2b3c4d5e6f70',
    );
    expect(screen.getByTestId('result-vip')).toBeTruthy();
    // 180 paid to a VIP: 120 base + 60 VIP extra; 30 exp: 20 + 10.
    expect(screen.getByText('$١٢٠ + $٦٠ مكافأة VIP')).toBeTruthy();
    expect(screen.getByText('٢٠ + ١٠ مكافأة VIP')).toBeTruthy();
    expect(screen.getByTestId('result-level-up').textContent).toContain('مستواك الآن ٢');
    expect(screen.queryByTestId('result-confinement')).toBeNull();
  });

  it('sends a jailed player to the jail with the minutes', async () => {
    renderWithRouter(
      <CrimeResultPage
        result={resultFactory({
          success: false,
          moneyGained: 0,
          expGained: 0,
          confinement: 'jail',
          confinementMinutes: 2,
        })}
      />,
    );
    expect((await screen.findByTestId('result-confinement')).textContent).toContain('دقيقتان في السجن');
    expect(screen.getByRole('link', { name: 'الذهاب إلى السجن' }).getAttribute('href')).toBe(
      '/dashboard/jail',
    );
    expect(screen.queryByTestId('result-money')).toBeNull();
  });

  it('sends a hospitalised player to the hospital', async () => {
    renderWithRouter(
      <CrimeResultPage
        result={resultFactory({ success: false, confinement: 'hospital', confinementMinutes: 5 })}
      />,
    );
    expect((await screen.findByRole('link', { name: 'الذهاب إلى المستشفى' })).getAttribute('href')).toBe(
      '/dashboard/hospital',
    );
  });
});
