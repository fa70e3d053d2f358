import { answer, calls, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formatNumber, formatPercent } from '../../../lib/format';
import { AdminOverviewSection } from './AdminOverviewSection';
import { reloadPage } from './overview';

jest.mock('./overview', () => ({ ...jest.requireActual('./overview'), reloadPage: jest.fn() }));

jest.setTimeout(20_000);

const STATS = {
  totalUsers: 200,
  activeUsers: 50,
  bannedUsers: 10,
  totalCharacters: 190,
  totalMoney: 1_900_000,
  totalBlackcoins: 3800,
  totalExperience: 1,
  averageLevel: 7.25,
  maxLevel: 42,
  totalCrimes: 12,
  totalMinistryMissions: 3,
  totalJobs: 6,
  totalRides: 4,
  totalPets: 4,
  totalWeapons: 8,
  totalBodyArmors: 4,
  totalHeadArmors: 4,
  totalSpecialItems: 0,
  totalVipPackages: 0,
  totalMoneyPackages: 0,
  totalBlackcoinPackages: 0,
  totalHouses: 4,
  totalTasks: 0,
  totalRanks: 0,
  totalGangs: 2,
  generatedAt: '2026-11-26T10:00:00.000Z',
};

const books = (currency: string) => ({
  currency,
  created: [{ reason: 'crime_reward', amount: 500 }],
  destroyed: [],
  legacy: [],
  totalCreated: 500,
  totalDestroyed: 0,
  totalLegacy: 0,
  held: [{ kind: 'cash', accounts: 3, amount: 500 }],
  totalHeld: 500,
  ledgerSum: 0,
  balanced: true,
});

function renderOverview() {
  const queryClient = new QueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <AdminOverviewSection />
    </QueryClientProvider>,
  );
}

describe('AdminOverviewSection (spec 001 section 2.8)', () => {
  beforeEach(resetFakeApi);

  it('shows the figures, the derived shares, the content counts and whether the economy balances', async () => {
    answer('/api/admin/stats', 200, STATS);
    answer('/api/admin/economy/audit', 200, {
      ok: true,
      checkedAt: '2026-11-26T10:00:00.000Z',
      currencies: [books('money'), books('blackcoins')],
      mismatchedAccounts: [],
      unbalancedTransfers: [],
    });
    answer('/api/admin/stats/charts', 200, { days: [], levels: [] });
    renderOverview();
    expect((await screen.findByTestId('overview-total-users')).textContent).toBe('٢٠٠');
    expect(screen.getByText(`${formatPercent(0.25)} من المستخدمين`)).toBeTruthy();
    expect(screen.getByText(`نسبة الحظر ${formatPercent(0.05)}`)).toBeTruthy();
    expect(screen.getByText(`المتوسط لكل شخصية: $${formatNumber(10_000)}`)).toBeTruthy();
    expect(screen.getByTestId('overview-system-status').textContent).toBe('مستقر');
    expect(screen.getByTestId('overview-count-totalWeapons').textContent).toBe('٨');
    await waitFor(() => expect(screen.getByTestId('audit-status').dataset.ok).toBe('true'));
    expect(screen.getByTestId('audit-money').dataset.balanced).toBe('true');
  });

  it('retries 3 times, then shows the spec error with a retry button that reloads the page', async () => {
    answer('/api/admin/stats', 500, { message: 'boom' });
    renderOverview();
    const alert = await screen.findByTestId('overview-error', {}, { timeout: 15_000 });
    expect(calls.filter((url) => url === '/api/admin/stats')).toHaveLength(4);
    expect(alert.textContent).toContain('خطأ في تحميل البيانات');
    expect(alert.textContent).toContain('فشل في الاتصال بالخادم');
    fireEvent.click(screen.getByRole('button', { name: 'إعادة المحاولة' }));
    expect(reloadPage).toHaveBeenCalled();
  });
});
