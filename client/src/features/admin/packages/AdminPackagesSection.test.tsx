import { answer, calls, resetFakeApi } from '../../../test/fake-api';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { AdminPackagesSection } from './AdminPackagesSection';

const LIST = '/api/admin/money-packages';
const pack = { id: 7, name: 'حقيبة نقود', description: 'مال', isActive: true, money: 5000, price: 10 };

function renderSection() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AdminPackagesSection kind="money" />
    </QueryClientProvider>,
  );
}

describe('AdminPackagesSection on the shared editor hook', () => {
  beforeEach(() => {
    resetFakeApi();
    answer(LIST, 200, [pack]);
  });
  afterEach(() => jest.restoreAllMocks());

  it('deletes a package only after the shared confirmation, then toasts and re-fetches the list', async () => {
    const success = jest.spyOn(toast, 'success');
    answer(`${LIST}/7`, 200, { message: 'ok' });
    renderSection();
    // The card opens on a click on its header, showing its edit, on/off and delete buttons.
    fireEvent.click(await screen.findByText('حقيبة نقود'));
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    expect(calls).not.toContain(`${LIST}/7`);
    const dialog = await screen.findByTestId('modal');
    expect(dialog.textContent).toContain('تأكيد الحذف');
    const listCalls = calls.filter((url) => url === LIST).length;
    fireEvent.click(screen.getByTestId('confirm-delete'));
    await waitFor(() => expect(success).toHaveBeenCalledWith('تم حذف الباقة'));
    expect(calls).toContain(`${LIST}/7`);
    await waitFor(() => expect(calls.filter((url) => url === LIST).length).toBe(listCalls + 1));
    expect(screen.queryByTestId('modal')).toBeNull();
  });

  it('keeps the dialog open and shows the failure when the delete is refused', async () => {
    const failure = jest.spyOn(toast, 'error');
    answer(`${LIST}/7`, 409, { code: 'CONFLICT' });
    renderSection();
    // The card opens on a click on its header, showing its edit, on/off and delete buttons.
    fireEvent.click(await screen.findByText('حقيبة نقود'));
    fireEvent.click(screen.getByRole('button', { name: 'حذف' }));
    fireEvent.click(await screen.findByTestId('confirm-delete'));
    await waitFor(() => expect(failure).toHaveBeenCalled());
    expect(screen.getByTestId('modal')).toBeTruthy();
  });

  it('switches a package off with the kit switch through its status call', async () => {
    const success = jest.spyOn(toast, 'success');
    answer(`${LIST}/7/toggle-status`, 200, { ...pack, isActive: false });
    renderSection();
    fireEvent.click(await screen.findByText('حقيبة نقود'));
    const toggle = screen.getByRole('switch', { name: 'مفعلة' });
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(success).toHaveBeenCalledWith('تم تحديث حالة الباقة'));
    expect(calls).toContain(`${LIST}/7/toggle-status`);
  });
});
