import { act, render, screen, waitFor } from '@testing-library/react';
import { useToasterStore } from 'react-hot-toast';
import { loadToasts, toast, toastsLoaded } from './toast';

/** The visible toasts in react-hot-toast's own store, as the Toaster would show them. */
function ShownToasts() {
  const { toasts } = useToasterStore();
  return (
    <ul>
      {toasts
        .filter((shown) => shown.visible)
        .map((shown) => (
          <li key={shown.id} data-type={shown.type}>
            {String(shown.message)}
          </li>
        ))}
    </ul>
  );
}

/** Issue 28 point 8: the toasts' library loads on first use, and the calls made before reach it in order. */
describe('toast (react-hot-toast loaded on first use)', () => {
  it('shows what was asked before the library loaded, with its type and id, and dismisses by id', async () => {
    render(<ShownToasts />);
    act(() => {
      toast.error('فشل الطلب', { id: 'failure' });
      toast.success('تم الحفظ');
      toast('بانتظار الموافقة');
    });
    await toastsLoaded;
    expect((await screen.findByText('فشل الطلب')).dataset.type).toBe('error');
    expect((await screen.findByText('تم الحفظ')).dataset.type).toBe('success');
    expect((await screen.findByText('بانتظار الموافقة')).dataset.type).toBe('blank');

    // Same id: the error is replaced in place, then dismissed.
    act(() => toast.error('فشل مرة أخرى', { id: 'failure' }));
    await screen.findByText('فشل مرة أخرى');
    expect(screen.queryByText('فشل الطلب')).toBeNull();
    act(() => toast.dismiss('failure'));
    await waitFor(() => expect(screen.queryByText('فشل مرة أخرى')).toBeNull());
    expect(screen.getByText('تم الحفظ')).toBeTruthy();
  });

  it('loads the library once, whoever asks', async () => {
    const first = loadToasts();
    expect(loadToasts()).toBe(first);
    expect((await first).Toaster).toBe((await toastsLoaded).Toaster);
  });
});
