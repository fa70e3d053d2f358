import { answer, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdminCharactersSection } from './AdminCharactersSection';

const character = (id: number, name: string) => ({
  id,
  name,
  level: 3,
  exp: 0,
  nextLevelExp: 300,
  money: 1500,
  blackcoins: 20,
  energy: 100,
  maxEnergy: 104,
  hp: 1200,
  maxHp: 1200,
  strength: 14,
  defense: 7,
  fame: 2000,
  createdAt: '2026-11-01T10:00:00.000Z',
  lastActive: null,
  User: {
    id: `u${id}`,
    email: id === 1 ? 'a@example.com' : null,
    username: name,
    isOnline: id === 1,
    isBanned: id === 2,
    banReason: id === 2 ? 'غش' : null,
    bannedAt: null,
    isAdmin: false,
  },
});

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AdminCharactersSection />
    </QueryClientProvider>,
  );
}

describe('AdminCharactersSection (spec 001 section 2.3)', () => {
  beforeEach(() => {
    resetFakeApi();
    answer('/api/admin/stats', 200, { totalCharacters: 950, totalMoney: 10, totalBlackcoins: 5 });
  });

  it('lists characters with email, statuses and settings, with a pager of at most 5 page buttons', async () => {
    answer('/api/admin/characters', 200, {
      characters: [character(1, 'ali'), character(2, 'badr')],
      total: 950,
      totalPages: 19,
      page: 1,
      limit: 50,
    });
    renderSection();
    const rows = await screen.findAllByTestId('character-row');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('a@example.com');
    expect(rows[0].textContent).toContain('متصل');
    expect(rows[1].textContent).toContain('بدون بريد');
    expect(rows[1].textContent).toContain('محظور');
    expect(screen.getAllByTestId('pager-page').map((button) => button.textContent)).toEqual([
      '١',
      '٢',
      '٣',
      '٤',
      '٥',
    ]);
    await waitFor(() => expect(screen.getByTestId('characters-stat-total').dataset.value).toBe('950'));
  });

  it("opens a character's settings on a named strip of its five tabs", async () => {
    answer('/api/admin/characters', 200, {
      characters: [character(1, 'ali')],
      total: 1,
      totalPages: 1,
      page: 1,
      limit: 50,
    });
    renderSection();
    // The table (wide screens) and the cards (phones) each carry the button.
    fireEvent.click((await screen.findAllByTestId('character-settings-1'))[0]);
    const strip = await screen.findByRole('tablist', { name: 'أقسام إعدادات الشخصية' });
    expect(within(strip).getAllByRole('tab')).toHaveLength(5);
  });

  it('shows the empty state without a pager', async () => {
    answer('/api/admin/characters', 200, { characters: [], total: 0, totalPages: 1, page: 1, limit: 50 });
    renderSection();
    expect(await screen.findByText('لا توجد شخصيات')).toBeTruthy();
    expect(screen.queryByTestId('characters-pager')).toBeNull();
  });
});
