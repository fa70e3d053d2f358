import { answer, calls, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { AdminIpsSection } from './AdminIpsSection';

jest.mock('../../../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

const BLOCKED = [
  { id: 'u1', username: 'zed', email: null, banReason: 'غش', bannedAt: '2026-11-01T10:00:00.000Z' },
  { id: 'u2', username: 'amir', email: null, banReason: null, bannedAt: '2026-11-03T10:00:00.000Z' },
];

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AdminIpsSection />
    </QueryClientProvider>,
  );
}

describe('AdminIpsSection (spec 001 section 2.9)', () => {
  beforeEach(() => {
    resetFakeApi();
    jest.mocked(toast.success).mockClear();
    answer('/api/admin/users/stats', 200, { totalUsers: 12, blockedUsers: 2, totalIps: 5, flaggedIps: 1 });
    answer('/api/admin/ips/flagged', 200, [
      {
        ipAddress: '::1',
        userCount: 2,
        users: [
          { id: 'a', username: 'ali', email: null, isBanned: false, characters: [{ name: 'ali', level: 4 }] },
          { id: 'b', username: 'badr', email: 'b@x.com', isBanned: true, characters: [] },
        ],
        transferPairs: [
          {
            senderUserId: 'a',
            senderName: 'ali',
            receiverUserId: 'b',
            receiverName: 'badr',
            sharedIps: ['::1'],
            transferCount: 3,
            totalMoney: 12500,
            lastTransferAt: '2026-11-20T10:00:00.000Z',
          },
        ],
      },
    ]);
    answer('/api/admin/users/blocked', 200, BLOCKED);
  });

  it('shows the cards, the flagged loopback address as localhost with users and characters, and the blocked users', async () => {
    renderSection();
    await waitFor(() => expect(screen.getByTestId('ips-stat-users').dataset.value).toBe('12'));
    expect(screen.getByTestId('ips-stat-flagged').dataset.value).toBe('1');
    expect((await screen.findByTestId('flagged-ip-address')).textContent).toBe('localhost');
    const flagged = screen.getByTestId('flagged-ip');
    expect(within(flagged).getByText('ali (مستوى ٤)')).toBeTruthy();
    expect(within(flagged).getByText('بدون شخصية')).toBeTruthy();
    const pair = within(flagged).getByTestId('flagged-transfer');
    expect(within(pair).getByText('من ali إلى badr')).toBeTruthy();
    expect(within(pair).getByText('عدد التحويلات: ٣')).toBeTruthy();
    expect(within(pair).getByText('$١٢٬٥٠٠')).toBeTruthy();
    const rows = await screen.findAllByTestId('blocked-row');
    expect(rows.map((row) => within(row).getByText(/^(zed|amir)$/).textContent)).toEqual(['amir', 'zed']);
    fireEvent.change(screen.getByTestId('blocked-filter'), { target: { value: 'with' } });
    expect(screen.getAllByTestId('blocked-row')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('blocked-filter'), { target: { value: 'all' } });
    fireEvent.change(screen.getByTestId('blocked-sort'), { target: { value: 'username' } });
    expect(
      screen.getAllByTestId('blocked-row').map((row) => within(row).getByText(/^(zed|amir)$/).textContent),
    ).toEqual(['amir', 'zed']);
  });

  it('checks the block form in order, then blocks and toasts the username', async () => {
    answer('/api/admin/users/block', 200, {
      success: true,
      message: 'ok',
      user: { id: 'u9', username: 'sami' },
    });
    renderSection();
    fireEvent.click(screen.getByTestId('block-submit'));
    expect(screen.getByTestId('block-form-error').textContent).toBe('يرجى إدخال معرف المستخدم');
    fireEvent.change(screen.getByTestId('block-user-id'), { target: { value: 'sami' } });
    fireEvent.click(screen.getByTestId('block-submit'));
    expect(screen.getByTestId('block-form-error').textContent).toBe('يرجى إدخال سبب الحظر');
    expect(calls).not.toContain('/api/admin/users/block');
    fireEvent.change(screen.getByTestId('block-reason'), { target: { value: 'حسابات متعددة' } });
    fireEvent.click(screen.getByTestId('block-submit'));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('تم حظر المستخدم sami بنجاح'));
    expect(calls).toContain('/api/admin/users/block');
  });

  it('shows the server message when blocking fails', async () => {
    answer('/api/admin/users/block', 404, { code: 'ADMIN_USER_NOT_FOUND', message: 'المستخدم غير موجود' });
    renderSection();
    fireEvent.change(screen.getByTestId('block-user-id'), { target: { value: 'nobody' } });
    fireEvent.change(screen.getByTestId('block-reason'), { target: { value: 'سبب' } });
    fireEvent.click(screen.getByTestId('block-submit'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('المستخدم غير موجود'));
  });
});
