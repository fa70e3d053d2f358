import { answer, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AdminReportedMessagesSection } from './AdminReportedMessagesSection';

jest.mock('../../../lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <AdminReportedMessagesSection />
    </QueryClientProvider>,
  );
}

describe('AdminReportedMessagesSection (spec 002 section 2.12)', () => {
  beforeEach(() => {
    resetFakeApi();
    answer('/api/global-chat/reports', 200, { reports: [] });
    answer('/api/messages/reports', 200, { reports: [], total: 0, totalPages: 1, page: 1, limit: 20 });
  });

  it('switches between global and private reports on a named strip of two tabs', async () => {
    renderSection();
    const strip = screen.getByRole('tablist', { name: 'نوع البلاغات' });
    const tabs = within(strip).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['بلاغات الدردشة العامة', 'بلاغات الرسائل الخاصة']);
    fireEvent.click(tabs[1]);
    expect(tabs[1].getAttribute('aria-selected')).toBe('true');
    expect(await screen.findByText('لا توجد بلاغات')).toBeTruthy();
  });
});
