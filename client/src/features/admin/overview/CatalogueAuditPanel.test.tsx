import { answer, resetFakeApi } from '../../../test/fake-api';
import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CatalogueAuditPanel } from './CatalogueAuditPanel';

const URL = '/api/admin/audit-log/catalogue';

const entry = (id: number, action: string, targetId: string, body: unknown) => ({
  id,
  adminUsername: 'boss_admin',
  action,
  targetId,
  before: null,
  after: { method: action.split(' ')[0], path: `/api/x/${targetId}`, params: {}, body },
  createdAt: '2026-11-20T10:00:00.000Z',
});

function renderPanel() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <CatalogueAuditPanel />
    </QueryClientProvider>,
  );
}

describe('CatalogueAuditPanel (issue 15: the catalogue audit log in the admin panel)', () => {
  afterEach(resetFakeApi);

  it('shows each change with its verb, section, target, admin and request', async () => {
    answer(URL, 200, {
      entries: [
        entry(3, 'DELETE /api/admin/houses/:id', '7', null),
        entry(2, 'PUT /api/shop/admin/weapons/:id', '5', { price: 80 }),
        entry(1, 'POST /api/tasks/rankings', '/api/tasks/rankings', { title: 'رتبة' }),
      ],
      total: 3,
      totalPages: 1,
      page: 1,
      limit: 20,
    });
    renderPanel();
    const rows = await screen.findAllByTestId('catalogue-audit-row');
    expect(rows).toHaveLength(3);
    expect(rows[0].textContent).toContain('حذف');
    expect(rows[0].textContent).toContain('المنازل');
    expect(rows[0].textContent).toContain('رقم ٧');
    expect(rows[1].textContent).toContain('تعديل');
    expect(rows[1].textContent).toContain('الأسلحة');
    expect(rows[1].textContent).toContain('بواسطة boss_admin');
    expect(within(rows[1]).getByText(/"price":80/)).toBeTruthy();
    // A create's target is its path: no number is shown for it.
    expect(rows[2].textContent).toContain('إضافة');
    expect(rows[2].textContent).toContain('الرتب');
    expect(rows[2].textContent).not.toContain('رقم');
    expect(screen.getByTestId('catalogue-audit-total').textContent).toBe('عدد التعديلات: ٣');
    expect(screen.getByTestId('pager-label').textContent).toBe('صفحة ١ من ١');
  });

  it('says when there is nothing yet, and when loading fails', async () => {
    answer(URL, 200, { entries: [], total: 0, totalPages: 1, page: 1, limit: 20 });
    const { unmount } = renderPanel();
    expect((await screen.findByTestId('catalogue-audit-empty')).textContent).toBe(
      'لا توجد تعديلات على المحتوى بعد',
    );
    unmount();
    answer(URL, 500, {});
    renderPanel();
    expect(await screen.findByText('تعذر تحميل سجل التعديلات')).toBeTruthy();
  });
});
