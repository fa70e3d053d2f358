import { useCallback, useState } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
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

/** The callbacks a generated mutation's `mutate` takes. */
export interface MutationCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** What the editor needs of a generated mutation hook's result. */
interface Mutation<V> {
  mutate: (variables: V, callbacks: MutationCallbacks) => void;
  isPending: boolean;
}

/**
 * How a section shows a refused change, given the error and the action's fallback sentence. The
 * default is an error toast with the server's Arabic text or the fallback (`errorText`).
 */
export type ShowError = (error: unknown, fallback: string) => void;

const toastError: ShowError = (error, fallback) => toast.error(errorText(error, { fallback }));

/**
 * The callbacks of one admin change: `success` toasted, then `done` (close the form or the dialog),
 * then every key of `invalidates` re-fetched; a failure goes to `showError` with `failure`.
 */
export type Outcome = (success: string, failure: string, done?: () => void) => MutationCallbacks;

/**
 * The outcome of an admin section's changes (create, update, toggle, delete, status moves): every
 * success re-fetches `invalidates` (the admin list, and the players' view of the same content).
 */
export function useAdminOutcome(
  invalidates: readonly QueryKey[],
  showError: ShowError = toastError,
): Outcome {
  const queryClient = useQueryClient();
  return (success, failure, done) => ({
    onSuccess: () => {
      toast.success(success);
      done?.();
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => showError(error, failure),
  });
}

/**
 * Delete after a confirmation: `askDelete(item)` opens the section's `ConfirmDialog` (spread
 * `deleteDialog` into it, the question being the section's own, about `deleting`); confirming sends
 * `remove` and closes on success. Without `remove` the section has no delete and nothing opens.
 */
export function useDeleteConfirmation<Item extends { id: number }>(
  remove: Mutation<{ id: number }> | undefined,
  outcome: Outcome,
  messages: Pick<EditorMessages, 'deleted' | 'deleteFailed'>,
) {
  const [deleting, setDeleting] = useState<Item | null>(null);
  const close = useCallback(() => setDeleting(null), []);
  return {
    /** The item the open confirmation asks about. */
    deleting,
    askDelete: (item: Item) => {
      if (remove) setDeleting(item);
    },
    /** The props of the section's `ConfirmDialog` (its question is the section's own). */
    deleteDialog: {
      open: deleting !== null && remove !== undefined,
      pending: remove?.isPending ?? false,
      onCancel: close,
      onConfirm: () => {
        if (deleting && remove)
          remove.mutate({ id: deleting.id }, outcome(messages.deleted, messages.deleteFailed, close));
      },
    },
  };
}

/**
 * The list-and-form flow of an admin section whose items are created, edited and deleted through
 * generated mutations (the catalogues, tasks, rankings, packages, special items, missions, news;
 * spec 002 sections 2.2 to 2.10): the page shown, the item being edited (looked up by id in `items`),
 * save (create or update by the page, then back to the list), the delete confirmation, and the
 * toasts; every success re-fetches `invalidates`. `outcome` gives a section's other changes (a
 * toggle) the same toasts and re-fetch.
 */
export function useAdminEditor<Item extends { id: number }, Body>({
  items,
  invalidates,
  messages,
  create,
  update,
  remove,
  showError,
}: {
  items: readonly Item[] | undefined;
  invalidates: readonly QueryKey[];
  messages: EditorMessages;
  create: Mutation<{ data: Body }>;
  update: Mutation<{ id: number; data: Body }>;
  /** Without it the section has no delete (the weapons catalogue). */
  remove?: Mutation<{ id: number }>;
  showError?: ShowError;
}) {
  const [mode, setMode] = useState<EditorMode>({ kind: 'list' });
  const outcome = useAdminOutcome(invalidates, showError);
  const deletion = useDeleteConfirmation<Item>(remove, outcome, messages);
  // Stable, so a form in a modal does not re-run its effects on every render.
  const showList = useCallback(() => setMode({ kind: 'list' }), []);

  const save = (data: Body) => {
    if (mode.kind === 'edit')
      update.mutate({ id: mode.id, data }, outcome(messages.updated, messages.updateFailed, showList));
    else create.mutate({ data }, outcome(messages.created, messages.createFailed, showList));
  };

  return {
    mode,
    /** The form's item when editing one (undefined for a new one, or one no longer listed). */
    editing: mode.kind === 'edit' ? items?.find((item) => item.id === mode.id) : undefined,
    /** Keys the form so a new page starts from fresh values. */
    formKey: mode.kind === 'edit' ? mode.id : 'new',
    saving: create.isPending || update.isPending,
    save,
    showList,
    startCreate: () => setMode({ kind: 'create' }),
    startEdit: (id: number) => setMode({ kind: 'edit', id }),
    outcome,
    ...deletion,
  };
}
