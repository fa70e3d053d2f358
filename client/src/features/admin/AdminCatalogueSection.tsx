import { useState, type ComponentType, type ReactNode } from 'react';
import type { QueryKey } from '@tanstack/react-query';
import { CircleCheck, LoaderCircle, Plus } from 'lucide-react';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState } from '../../components/SectionPage';
import { ar } from '../../i18n/ar-admin';
import { countEnabled, filterAndSort, type OnOffItem, type StatusFilter } from './admin-list';
import { AdminListControls, StatCard } from './AdminListControls';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import {
  DELETE_CONFIRMATION,
  useAdminEditor,
  type EditorMessages,
  type MutationCallbacks,
} from './use-admin-editor';

/** What the section reads of a catalogue item: its id, and the fields the filters and the search use. */
interface CatalogueItem extends OnOffItem {
  id: number;
  name: string;
  description?: string | null;
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
  /** Sends the opposite of the item's state through the section's `toggle`. */
  toggle: (item: T) => void;
  /** Asks for confirmation, then deletes. */
  remove: (item: T) => void;
  /** A toggle of this item is being sent. */
  isToggling: (item: T) => boolean;
}

/** The part of a generated mutation hook's result that the section drives. */
interface Mutation<V> {
  mutate: (variables: V, callbacks: MutationCallbacks) => void;
  isPending: boolean;
}

/** How a screen switches an item on or off (spec 002 section 4: the opposite of its current state). */
export interface CatalogueToggle<T> {
  send: (item: T, callbacks: MutationCallbacks) => void;
  isPending: boolean;
  /** The id of the item whose toggle is being sent. */
  pendingId?: number;
}

/**
 * A toggle sent through a mutation by id, with the body `body(item)`: the update with only the flag
 * (crimes `{ isEnabled }`, weapons `{ isActive }`) or a catalogue's toggle-status call.
 */
export function toggleVia<T extends { id: number }, D>(
  mutation: Mutation<{ id: number; data: D }> & { variables?: { id: number } },
  body: (item: T) => D,
): CatalogueToggle<T> {
  return {
    send: (item, callbacks) => mutation.mutate({ id: item.id, data: body(item) }, callbacks),
    isPending: mutation.isPending,
    pendingId: mutation.variables?.id,
  };
}

/** The catalogue's own sentences (`ar.adminCrimes`, `ar.adminJobs`, ...). */
interface CatalogueTexts extends EditorMessages {
  add: string;
  total: string;
  /** The stat card of the enabled count. */
  enabled: string;
  empty: string;
  sorts: Record<string, string>;
  deleteQuestion: (name: string) => string;
  /** The toggle's own toasts (spec 002 section 8: "status updated"); default `updated`, `updateFailed`. */
  toggled?: string;
  toggleFailed?: string;
  /** Shown with a spinner while the list loads (spec 002 section 2.2); default a skeleton. */
  loading?: string;
  /** A create button in the empty state (spec 002 section 2.2: "create the first house"). */
  createFirst?: string;
  /** The status filter's option names; default enabled / disabled. */
  statusLabels?: Record<string, string>;
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
  update: Mutation<{ id: number; data: B }>;
  /** Without it the screen has no delete (spec 001 section 2.5: weapons). */
  remove?: Mutation<{ id: number }>;
  /** Without it the screen has no toggle (its flag is set in the form). */
  toggle?: CatalogueToggle<T>;
  /** The sort options, the first being the default; none: the server's order and no sort control. */
  sorts: readonly S[];
  compare?: (sort: S) => (a: T, b: T) => number;
  /** The screen's own filters (rarity, slot): which items they keep. */
  keep?: (item: T) => boolean;
  /** The controls of those filters (and a view toggle), shown after the status filter. */
  controls?: ReactNode;
  /** Replaces the total and enabled stat cards (armors count by slot). */
  summary?: (items: T[]) => ReactNode;
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

/**
 * The shape every admin catalogue screen shares (spec 001 sections 2.4 to 2.7, spec 002 sections 2.2
 * to 2.4): total and enabled (active) stat cards or the screen's own summary, the add button, sort,
 * status filter, the screen's own filters and search with the result count, the list the caller
 * renders, the create/edit form (modal or full page), the toggle and delete after a confirmation,
 * each where the screen has one. Each change shows a toast and refetches `invalidates`.
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
  toggle,
  sorts,
  compare,
  keep,
  controls,
  summary,
  form,
  children,
}: AdminCatalogueSectionProps<T, S, V, B>) {
  const [sort, setSort] = useState<S>(sorts[0]);
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const editor = useAdminEditor<T, B>({
    items: items.data,
    invalidates,
    messages: t,
    create,
    update,
    remove,
  });

  const actions: CatalogueItemActions<T> = {
    edit: (item) => editor.startEdit(item.id),
    toggle: (item) =>
      toggle?.send(item, editor.outcome(t.toggled ?? t.updated, t.toggleFailed ?? t.updateFailed)),
    remove: editor.askDelete,
    isToggling: (item) =>
      toggle !== undefined && toggle.isPending && toggle.pendingId === item.id && editor.mode.kind === 'list',
  };

  const editorForm = editor.mode.kind !== 'list' && (
    <form.Component
      key={editor.formKey}
      mode={editor.mode.kind}
      initial={editor.editing ? form.fromItem(editor.editing) : form.defaults}
      pending={editor.saving}
      onSubmit={(values) => editor.save(form.toBody(values))}
      onCancel={editor.showList}
    />
  );
  if (form.fullPage && editorForm) return editorForm;

  const list = items.data ?? [];
  const shown = filterAndSort(list, { status, search, keep, compare: compare?.(sort) });
  const counts = countEnabled(list);

  return (
    <div className="flex flex-col gap-4" data-testid={testIds.section}>
      {summary ? (
        summary(list)
      ) : (
        <div className="grid grid-cols-2 gap-3">
          <StatCard label={t.total} value={counts.total} testId={testIds.total} icon={totalIcon} />
          <StatCard
            label={t.enabled}
            value={counts.enabled}
            testId={testIds.enabled}
            icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
          />
        </div>
      )}
      <div className="flex justify-end">
        <Button onClick={editor.startCreate} data-testid={testIds.add}>
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
        statusLabels={t.statusLabels}
      >
        {controls}
      </AdminListControls>
      {items.isPending &&
        (t.loading ? (
          <div className="flex items-center justify-center gap-3 py-12 text-night-300" role="status">
            <LoaderCircle className="size-7 animate-spin text-blood-500" aria-hidden />
            {t.loading}
          </div>
        ) : (
          <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />
        ))}
      {items.isError && <ErrorPanel detail={errorText(items.error)} onRetry={() => items.refetch()} />}
      {items.data && list.length === 0 && (
        <div className="flex flex-col items-center gap-3">
          <EmptyState title={t.empty} />
          {t.createFirst && (
            <Button variant="secondary" onClick={editor.startCreate}>
              <Plus className="size-5" aria-hidden />
              {t.createFirst}
            </Button>
          )}
        </div>
      )}
      {items.data && list.length > 0 && shown.length === 0 && <EmptyState title={ar.adminCommon.noResults} />}
      {children(shown, actions)}
      {editorForm}
      <ConfirmDialog
        {...DELETE_CONFIRMATION}
        {...editor.deleteDialog}
        question={editor.deleting ? t.deleteQuestion(editor.deleting.name) : ''}
      />
    </div>
  );
}
