import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { useAdminEditor } from './use-admin-editor';

const messages = {
  created: 'أنشئ',
  updated: 'حدّث',
  deleted: 'حذف',
  createFailed: 'فشل الإنشاء',
  updateFailed: 'فشل التحديث',
  deleteFailed: 'فشل الحذف',
};

/** A generated mutation's result that settles at once with `outcome`, recording its variables. */
function mutation<V>(outcome: 'ok' | 'fail' = 'ok') {
  const calls: V[] = [];
  return {
    calls,
    isPending: false,
    mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => {
      calls.push(variables);
      if (outcome === 'ok') callbacks.onSuccess();
      else callbacks.onError(new Error('refused'));
    },
  };
}

function renderEditor(
  outcome: 'ok' | 'fail' = 'ok',
  options: { withDelete?: boolean; showError?: (error: unknown, fallback: string) => void } = {},
) {
  const queryClient = new QueryClient();
  const invalidate = jest.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const create = mutation<{ data: { title: string } }>(outcome);
  const update = mutation<{ id: number; data: { title: string } }>(outcome);
  const remove = mutation<{ id: number }>(outcome);
  const items = [
    { id: 1, title: 'أولى' },
    { id: 2, title: 'ثانية' },
  ];
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () =>
      useAdminEditor({
        items,
        invalidates: [['items'], ['shop']],
        messages,
        create,
        update,
        remove: options.withDelete === false ? undefined : remove,
        showError: options.showError,
      }),
    { wrapper },
  );
  return { result, create, update, remove, invalidate };
}

describe('useAdminEditor (the list-and-form flow of the admin sections)', () => {
  const success = jest.spyOn(toast, 'success');
  const error = jest.spyOn(toast, 'error');
  afterEach(() => jest.clearAllMocks());

  it('creates from the new-item form, then shows the re-fetched list', () => {
    const { result, create, update, invalidate } = renderEditor();
    act(() => result.current.startCreate());
    expect(result.current.mode).toEqual({ kind: 'create' });
    expect(result.current.editing).toBeUndefined();
    act(() => result.current.save({ title: 'جديدة' }));
    expect(create.calls).toEqual([{ data: { title: 'جديدة' } }]);
    expect(update.calls).toEqual([]);
    expect(success).toHaveBeenCalledWith('أنشئ');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['shop'] });
    expect(result.current.mode).toEqual({ kind: 'list' });
  });

  it('updates the edited item by its id from its own form', () => {
    const { result, create, update } = renderEditor();
    act(() => result.current.startEdit(2));
    expect(result.current.editing).toEqual({ id: 2, title: 'ثانية' });
    expect(result.current.formKey).toBe(2);
    act(() => result.current.save({ title: 'معدلة' }));
    expect(update.calls).toEqual([{ id: 2, data: { title: 'معدلة' } }]);
    expect(create.calls).toEqual([]);
    expect(success).toHaveBeenCalledWith('حدّث');
  });

  it('keeps the form open with the failure toast when a save is refused', () => {
    const { result, invalidate } = renderEditor('fail');
    act(() => result.current.startEdit(1));
    act(() => result.current.save({ title: 'مرفوضة' }));
    expect(error).toHaveBeenCalledWith('فشل التحديث');
    expect(invalidate).not.toHaveBeenCalled();
    expect(result.current.mode).toEqual({ kind: 'edit', id: 1 });
  });

  it('deletes only after the confirmation, then closes it', () => {
    const { result, remove, invalidate } = renderEditor();
    expect(result.current.deleteDialog.open).toBe(false);
    act(() => result.current.askDelete({ id: 1, title: 'أولى' }));
    expect(result.current.deleteDialog.open).toBe(true);
    expect(remove.calls).toEqual([]);
    act(() => result.current.deleteDialog.onConfirm());
    expect(remove.calls).toEqual([{ id: 1 }]);
    expect(success).toHaveBeenCalledWith('حذف');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['items'] });
    expect(result.current.deleteDialog.open).toBe(false);
  });

  it('cancels a delete without calling the server', () => {
    const { result, remove } = renderEditor();
    act(() => result.current.askDelete({ id: 2, title: 'ثانية' }));
    act(() => result.current.deleteDialog.onCancel());
    expect(result.current.deleteDialog.open).toBe(false);
    expect(remove.calls).toEqual([]);
  });

  it('has no delete without a remove mutation: asking opens nothing', () => {
    const { result, remove } = renderEditor('ok', { withDelete: false });
    act(() => result.current.askDelete({ id: 1, title: 'أولى' }));
    expect(result.current.deleteDialog.open).toBe(false);
    act(() => result.current.deleteDialog.onConfirm());
    expect(remove.calls).toEqual([]);
  });

  it("gives a section's other changes (a toggle) the same toasts and re-fetch through outcome", () => {
    const { result, invalidate } = renderEditor();
    const done = jest.fn();
    act(() => result.current.outcome('تغيرت الحالة', 'فشل التغيير', done).onSuccess());
    expect(success).toHaveBeenCalledWith('تغيرت الحالة');
    expect(done).toHaveBeenCalled();
    expect(invalidate).toHaveBeenCalledTimes(2);
    act(() => result.current.outcome('تغيرت الحالة', 'فشل التغيير').onError(new Error('x')));
    expect(error).toHaveBeenCalledWith('فشل التغيير');
  });

  it('shows a refused change the section’s own way when it gives showError (the news alert)', () => {
    const shown: [unknown, string][] = [];
    const { result } = renderEditor('fail', {
      showError: (failure, fallback) => shown.push([failure, fallback]),
    });
    act(() => result.current.startCreate());
    act(() => result.current.save({ title: 'مرفوضة' }));
    expect(shown).toHaveLength(1);
    expect(shown[0][1]).toBe('فشل الإنشاء');
    expect(error).not.toHaveBeenCalled();
    expect(result.current.mode).toEqual({ kind: 'create' });
  });

  it('keeps showList the same function across renders (a modal form keys its effects on it)', () => {
    const { result } = renderEditor();
    const first = result.current.showList;
    act(() => result.current.startCreate());
    expect(result.current.showList).toBe(first);
  });
});
