import { useCallback, useState, type ComponentType, type ReactNode } from 'react';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CircleCheck, Plus } from 'lucide-react';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { countEnabled, filterAndSort, type StatusFilter } from './admin-list';
import { AdminListControls, StatCard } from './AdminListControls';
import { ConfirmDialog } from './ConfirmDialog';

/** What the section reads of a catalogue item: its id, and the fields the filters and the search use. */
interface CatalogueItem {
  id: number;
  name: string;
  description?: string | null;
  isEnabled: boolean;
}

/** The props the section gives a catalogue's create/edit form. */
export interface CatalogueFormProps<V> {
  mode: 'create' | 'edit';
  initial: V;
  /** A create or update is being sent. */
  pending: boolean;
  /** Called with valid values only. */
  onSubmit: (values: V) => void;
  onCancel: () => void;
}

/** What a list row may ask of the section. */
export interface CatalogueItemActions<T> {
  edit: (item: T) => void;
  /** Sends the opposite of the item's `isEnabled` through the update. */
  toggle: (item: T) => void;
  /** Asks for confirmation, then deletes. */
  remove: (item: T) => void;
  /** A toggle of this item is being sent. */
  isToggling: (item: T) => boolean;
}

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

/** The part of a generated mutation hook's result that the section drives. */
interface Mutation<V> {
  mutate: (variables: V, callbacks: Callbacks) => void;
  isPending: boolean;
}

/** The catalogue's own sentences (`ar.adminCrimes`, `ar.adminJobs`, ...). */
interface CatalogueTexts {
  add: string;
  total: string;
  /** The stat card of the enabled count. */
  enabled: string;
  empty: string;
  sorts: Record<string, string>;
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
  deleteQuestion: (name: string) => string;
}

interface AdminCatalogueSectionProps<T extends CatalogueItem, S extends string, V, B> {
  testIds: { section: string; total: string; enabled: string; add: string };
  texts: CatalogueTexts;
  totalIcon: ReactNode;
  /** The generated query of the admin list. */
  items: {
    data: T[] | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  /** Refetched after every change: the admin list and the players' view of the catalogue. */
  invalidates: QueryKey[];
  create: Mutation<{ data: B }>;
  update: Mutation<{ id: number; data: B | { isEnabled: boolean } }> & { variables?: { id: number } };
  remove: Mutation<{ id: number }>;
  /** The sort options; the first is the default. */
  sorts: readonly S[];
  compare: (sort: S) => (a: T, b: T) => number;
  form: {
    Component: ComponentType<CatalogueFormProps<V>>;
    defaults: V;
    fromItem: (item: T) => V;
    toBody: (values: V) => B;
    /** The form replaces the list (spec's "full-page form") instead of opening over it in a modal. */
    fullPage?: boolean;
  };
  /** Renders the filtered, sorted items (a card grid or a table). */
  children: (items: T[], actions: CatalogueItemActions<T>) => ReactNode;
}

type Mode<T> = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; item: T };

/**
 * The shape every admin catalogue screen shares (spec 001 sections 2.4 and 2.7): total and enabled
 * stat cards, the add button, sort, status filter and search, the list the caller renders, the
 * create/edit form, and delete after a confirmation. Each change shows a toast and refetches `invalidates`.
 */
export function AdminCatalogueSection<T extends CatalogueItem, S extends string, V, B>({
  testIds,
  texts: t,
  totalIcon,
  items,
  invalidates,
  create,
  update,
  remove,
  sorts,
  compare,
  form,
  children,
}: AdminCatalogueSectionProps<T, S, V, B>) {
  const queryClient = useQueryClient();
  const [sort, setSort] = useState<S>(sorts[0]);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<Mode<T>>({ kind: 'list' });
  const [deleting, setDeleting] = useState<T | null>(null);
  // Stable, so an open modal does not re-run its focus effect on every render.
  const closeForm = useCallback(() => setMode({ kind: 'list' }), []);
  const closeConfirm = useCallback(() => setDeleting(null), []);

  const outcome = (success: string, failure: string, close?: () => void): Callbacks => ({
    onSuccess: () => {
      toast.success(success);
      close?.();
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toast.error(errorText(error, { fallback: failure })),
  });

  const onSubmit = (values: V) => {
    const data = form.toBody(values);
    if (mode.kind === 'edit')
      update.mutate({ id: mode.item.id, data }, outcome(t.updated, t.updateFailed, closeForm));
    else create.mutate({ data }, outcome(t.created, t.createFailed, closeForm));
  };

  const onDelete = () => {
    if (deleting) remove.mutate({ id: deleting.id }, outcome(t.deleted, t.deleteFailed, closeConfirm));
  };

  const actions: CatalogueItemActions<T> = {
    edit: (item) => setMode({ kind: 'edit', item }),
    toggle: (item) =>
      update.mutate(
        { id: item.id, data: { isEnabled: !item.isEnabled } },
        outcome(t.updated, t.updateFailed),
      ),
    remove: setDeleting,
    isToggling: (item) => update.isPending && update.variables?.id === item.id && mode.kind === 'list',
  };

  const editor = mode.kind !== 'list' && (
    <form.Component
      key={mode.kind === 'edit' ? mode.item.id : 'new'}
      mode={mode.kind}
      initial={mode.kind === 'edit' ? form.fromItem(mode.item) : form.defaults}
      pending={create.isPending || update.isPending}
      onSubmit={onSubmit}
      onCancel={closeForm}
    />
  );
  if (form.fullPage && editor) return editor;

  const list = items.data ?? [];
  const shown = filterAndSort(list, { status, search, compare: compare(sort) });
  const counts = countEnabled(list);

  return (
    <div className="flex flex-col gap-4" data-testid={testIds.section}>
      <div className="grid grid-cols-2 gap-3">
        <StatCard label={t.total} value={counts.total} testId={testIds.total} icon={totalIcon} />
        <StatCard
          label={t.enabled}
          value={counts.enabled}
          testId={testIds.enabled}
          icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={() => setMode({ kind: 'create' })} data-testid={testIds.add}>
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      <AdminListControls
        sort={sort}
        sorts={sorts}
        sortLabels={t.sorts}
        onSort={setSort}
        status={status}
        onStatus={setStatus}
        search={search}
        onSearch={setSearch}
        count={shown.length}
      />
      {items.isPending && <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />}
      {items.isError && <ErrorPanel detail={errorText(items.error)} onRetry={() => items.refetch()} />}
      {items.data && list.length === 0 && <EmptyState title={t.empty} />}
      {items.data && list.length > 0 && shown.length === 0 && <EmptyState title={ar.adminCommon.noResults} />}
      {children(shown, actions)}
      {editor}
      <ConfirmDialog
        open={deleting !== null}
        question={deleting ? t.deleteQuestion(deleting.name) : ''}
        pending={remove.isPending}
        onConfirm={onDelete}
        onCancel={closeConfirm}
      />
    </div>
  );
}
