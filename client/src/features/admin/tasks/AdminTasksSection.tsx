import { useState, type ReactNode } from 'react';
import { ListChecks, Plus, X } from 'lucide-react';
import {
  getGetAllTasksQueryKey,
  useCreateTask,
  useDeleteTask,
  useGetAllTasks,
  useUpdateTask,
} from '../../../api/generated/admin/admin';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { SelectField } from '../../../components/SelectField';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { SearchInput, StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DELETE_CONFIRMATION } from '../use-admin-editor';
import { useAdminEditor } from '../use-admin-editor';
import { formToTaskBody, TASK_FORM_DEFAULTS, taskToForm } from './task-form';
import {
  filterAndSortTasks,
  hasFilters,
  NO_TASK_FILTERS,
  REWARD_TYPES,
  TASK_METRICS,
  TASK_SORTS,
  TASK_STATUS_FILTERS,
  type RewardType,
  type TaskFilters,
  type TaskSort,
  type TaskStatusFilter,
} from './task-list';
import { TaskAdminCard } from './TaskAdminCard';
import { TaskForm } from './TaskForm';

/**
 * Spec 002 section 2.5: list mode (total and active counts, search, sorts, status/metric/reward
 * filters, clear filters, result count, task cards) and a form page for create and edit (the edit
 * remembers the task's id). Lists are cached 30 s and re-fetched after each change.
 */
export function AdminTasksSection() {
  const t = ar.adminTasks;
  const tasks = useGetAllTasks({ query: { staleTime: 30_000 } });
  const editor = useAdminEditor({
    items: tasks.data,
    invalidates: [getGetAllTasksQueryKey()],
    messages: t,
    create: useCreateTask(),
    update: useUpdateTask(),
    remove: useDeleteTask(),
  });
  const [filters, setFilters] = useState<TaskFilters>(NO_TASK_FILTERS);
  const [sort, setSort] = useState<TaskSort>('title');

  if (editor.mode.kind !== 'list')
    return (
      <TaskForm
        key={editor.formKey}
        mode={editor.mode.kind}
        initial={editor.editing ? taskToForm(editor.editing) : TASK_FORM_DEFAULTS}
        pending={editor.saving}
        onSubmit={(values) => editor.save(formToTaskBody(values))}
        onCancel={editor.showList}
      />
    );

  const all = tasks.data ?? [];
  const shown = filterAndSortTasks(all, filters, sort);
  const setFilter = <K extends keyof TaskFilters>(key: K, value: TaskFilters[K]) =>
    setFilters((current) => ({ ...current, [key]: value }));
  const c = ar.adminCommon;
  return (
    <div className="flex flex-col gap-4" data-testid="admin-tasks">
      <div className="grid gap-3 sm:grid-cols-2">
        <StatCard
          label={t.total}
          value={all.length}
          testId="admin-tasks-total"
          icon={<ListChecks className="size-5 text-gold-400" aria-hidden />}
        />
        <StatCard
          label={t.active}
          value={all.filter((task) => task.isActive).length}
          testId="admin-tasks-active"
          icon={<ListChecks className="size-5 text-emerald-400" aria-hidden />}
        />
      </div>
      <div className="flex justify-end">
        <Button data-testid="admin-task-add" onClick={editor.startCreate}>
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      <div className="grid gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3 sm:grid-cols-2 lg:grid-cols-6">
        {/* Two columns wide from lg on, so the whole placeholder shows beside the four pickers. */}
        <label className="flex flex-col gap-1 text-sm font-semibold text-night-200 sm:col-span-2">
          {c.search}
          <SearchInput
            value={filters.search}
            onChange={(search) => setFilter('search', search)}
            placeholder={t.searchPlaceholder}
            testId="admin-search"
          />
        </label>
        <Picker label={c.sort} value={sort} onChange={(v) => setSort(v as TaskSort)} testId="admin-sort">
          {TASK_SORTS.map((key) => (
            <option key={key} value={key}>
              {t.sorts[key]}
            </option>
          ))}
        </Picker>
        <Picker
          label={t.statusFilter}
          value={filters.status}
          onChange={(v) => setFilter('status', v as TaskStatusFilter)}
          testId="admin-filter-status"
        >
          {TASK_STATUS_FILTERS.map((key) => (
            <option key={key} value={key}>
              {t.statuses[key]}
            </option>
          ))}
        </Picker>
        <Picker
          label={t.metricFilter}
          value={filters.metric}
          onChange={(v) => setFilter('metric', v)}
          testId="admin-filter-metric"
        >
          <option value="">{t.allMetrics}</option>
          {TASK_METRICS.map((metric) => (
            <option key={metric} value={metric}>
              {ar.tasks.metrics[metric]}
            </option>
          ))}
        </Picker>
        <Picker
          label={t.rewardFilter}
          value={filters.reward}
          onChange={(v) => setFilter('reward', v as RewardType | '')}
          testId="admin-filter-reward"
        >
          <option value="">{t.allRewards}</option>
          {REWARD_TYPES.map((key) => (
            <option key={key} value={key}>
              {t.fields[key]}
            </option>
          ))}
        </Picker>
        <div className="flex flex-wrap items-center justify-between gap-2 sm:col-span-2 lg:col-span-6">
          <p className="text-xs text-night-400" data-testid="admin-result-count">
            {c.results(formatNumber(shown.length))}
          </p>
          {hasFilters(filters) && (
            <Button variant="ghost" size="sm" onClick={() => setFilters(NO_TASK_FILTERS)}>
              <X className="size-4" aria-hidden />
              {t.clearFilters}
            </Button>
          )}
        </div>
      </div>
      {tasks.isError && (
        <ErrorPanel
          detail={errorText(tasks.error, { fallback: c.loadFailed })}
          onRetry={() => tasks.refetch()}
        />
      )}
      {tasks.isPending && <div className="h-48 animate-pulse rounded-3xl bg-night-900/80" />}
      {tasks.data && all.length === 0 && <EmptyState title={t.empty} />}
      {tasks.data && all.length > 0 && shown.length === 0 && <EmptyState title={c.noResults} />}
      <div className="grid gap-3 md:grid-cols-2">
        {shown.map((task) => (
          <TaskAdminCard
            key={task.id}
            task={task}
            onEdit={() => editor.startEdit(task.id)}
            onDelete={() => editor.askDelete(task)}
          />
        ))}
      </div>
      <ConfirmDialog {...DELETE_CONFIRMATION} {...editor.deleteDialog} question={t.confirmDelete} />
    </div>
  );
}

/** A labelled select of the list controls. */
function Picker({
  label,
  value,
  onChange,
  testId,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      data-testid={testId}
    >
      {children}
    </SelectField>
  );
}
