import { useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { errorText } from '../../api/error-text';
import { ar } from '../../i18n/ar-admin';

/**
 * The words of the back office's delete confirmation, spread into the shared `ConfirmDialog`:
 * "تأكيد الحذف", "نعم، احذف" / "إلغاء", and the confirm button's test id `confirm-delete`.
 */
export const DELETE_CONFIRMATION = {
  title: ar.adminCommon.confirmDelete,
  confirmLabel: ar.adminCommon.confirm,
  cancelLabel: ar.adminCommon.cancel,
  confirmTestId: 'confirm-delete',
} as const;

/** Which page of a list-and-form admin section shows: the list, the new-item form, or one item's form. */
export type EditorMode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; id: number };

/** The toasts of a section's changes (spec 002 section 8: success and failure per action). */
export interface EditorMessages {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/** What the editor needs of a generated mutation hook's result. */
interface Mutation<V> {
  mutate: (variables: V, callbacks: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
  isPending: boolean;
}

/**
 * The list-and-form flow of an admin section whose items are created, edited and deleted through
 * generated mutations (tasks, rankings; spec 002 sections 2.5 and 2.6): the page shown, the item
 * being edited (looked up by id in `items`), save (create or update by the page, then back to the
 * list), the delete confirmation, and the toasts; every success re-fetches `queryKey` (the list).
 */
export function useAdminEditor<Item extends { id: number }, Body>({
  items,
  queryKey,
  messages,
  create,
  update,
  remove,
}: {
  items: readonly Item[] | undefined;
  queryKey: QueryKey;
  messages: EditorMessages;
  create: Mutation<{ data: Body }>;
  update: Mutation<{ id: number; data: Body }>;
  remove: Mutation<{ id: number }>;
}) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<EditorMode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<Item | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  const failed = (fallback: string) => (error: unknown) => toast.error(errorText(error, { fallback }));

  const save = (data: Body) => {
    const done = (message: string) => () => {
      toast.success(message);
      refresh();
      setMode({ kind: 'list' });
    };
    if (mode.kind === 'edit')
      update.mutate(
        { id: mode.id, data },
        { onSuccess: done(messages.updated), onError: failed(messages.updateFailed) },
      );
    else
      create.mutate({ data }, { onSuccess: done(messages.created), onError: failed(messages.createFailed) });
  };

  /** The props of the section's `ConfirmDialog` (its question is the section's own). */
  const deleteDialog = {
    open: deleting !== null,
    pending: remove.isPending,
    onCancel: () => setDeleting(null),
    onConfirm: () => {
      if (!deleting) return;
      remove.mutate(
        { id: deleting.id },
        {
          onSuccess: () => {
            toast.success(messages.deleted);
            setDeleting(null);
            refresh();
          },
          onError: failed(messages.deleteFailed),
        },
      );
    },
  };

  return {
    mode,
    /** The form's item when editing one (undefined for a new one, or one no longer listed). */
    editing: mode.kind === 'edit' ? items?.find((item) => item.id === mode.id) : undefined,
    /** Keys the form so a new page starts from fresh values. */
    formKey: mode.kind === 'edit' ? mode.id : 'new',
    saving: create.isPending || update.isPending,
    save,
    showList: () => setMode({ kind: 'list' }),
    startCreate: () => setMode({ kind: 'create' }),
    startEdit: (id: number) => setMode({ kind: 'edit', id }),
    askDelete: setDeleting,
    deleteDialog,
  };
}
