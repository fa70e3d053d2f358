import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CircleCheck, Pencil, Plus, Power, Skull, Trash2 } from 'lucide-react';
import {
  getGetCrimesQueryKey,
  getListCrimesForAdminQueryKey,
  useCreateCrime,
  useDeleteCrime,
  useListCrimesForAdmin,
  useUpdateCrime,
} from '../../../api/generated/crimes/crimes';
import type { CrimeAdminDto } from '../../../api/generated/model/crimeAdminDto';
import { errorMessage } from '../../../api/http';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar';
import { Countdown } from '../../../components/Countdown';
import { formatNumber, formatPercent } from '../../../lib/format';
import { adminErrorText } from '../admin-error';
import { byField, countEnabled, filterAndSort, type StatusFilter } from '../admin-list';
import { AdminListControls, StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../ConfirmDialog';
import {
  CRIME_FORM_DEFAULTS,
  CRIME_SORT_FIELD,
  CRIME_SORTS,
  crimeToForm,
  formToCrimeBody,
  type CrimeFormValues,
  type CrimeSort,
} from './crime-form';
import { CrimeFormModal } from './CrimeFormModal';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; crime: CrimeAdminDto };

/** Spec 001 section 2.4: stat cards, sort, filter, search, the crime list and its modal form. */
export function AdminCrimesSection() {
  const t = ar.adminCrimes;
  const queryClient = useQueryClient();
  const crimes = useListCrimesForAdmin({ query: { staleTime: 30_000 } });
  const [sort, setSort] = useState<CrimeSort>('req_level');
  const [status, setStatus] = useState<StatusFilter>('all');
  const [search, setSearch] = useState('');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [deleting, setDeleting] = useState<CrimeAdminDto | null>(null);
  const create = useCreateCrime();
  const update = useUpdateCrime();
  const remove = useDeleteCrime();
  // Stable, so the open modal does not re-run its focus effect on every render.
  const closeForm = useCallback(() => setMode({ kind: 'list' }), []);
  const closeConfirm = useCallback(() => setDeleting(null), []);

  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: getListCrimesForAdminQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetCrimesQueryKey() });
  };

  const onSubmit = (values: CrimeFormValues) => {
    const data = formToCrimeBody(values);
    if (mode.kind === 'edit') {
      update.mutate(
        { id: mode.crime.id, data },
        {
          onSuccess: () => {
            toast.success(t.updated);
            setMode({ kind: 'list' });
            refresh();
          },
          onError: (error) => toast.error(adminErrorText(error, t.updateFailed)),
        },
      );
    } else {
      create.mutate(
        { data },
        {
          onSuccess: () => {
            toast.success(t.created);
            setMode({ kind: 'list' });
            refresh();
          },
          onError: (error) => toast.error(adminErrorText(error, t.createFailed)),
        },
      );
    }
  };

  const onToggle = (crime: CrimeAdminDto) =>
    update.mutate(
      { id: crime.id, data: { isEnabled: !crime.isEnabled } },
      {
        onSuccess: () => {
          toast.success(t.updated);
          refresh();
        },
        onError: (error) => toast.error(adminErrorText(error, t.updateFailed)),
      },
    );

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(
      { id: deleting.id },
      {
        onSuccess: () => {
          toast.success(t.deleted);
          setDeleting(null);
          refresh();
        },
        onError: (error) => toast.error(adminErrorText(error, t.deleteFailed)),
      },
    );
  };

  const list = crimes.data ?? [];
  const shown = filterAndSort(list, {
    status,
    search,
    compare: byField<CrimeAdminDto>(CRIME_SORT_FIELD[sort]),
  });
  const counts = countEnabled(list);

  return (
    <div className="flex flex-col gap-4" data-testid="admin-crimes">
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label={t.total}
          value={counts.total}
          testId="admin-crimes-total"
          icon={<Skull className="size-5 text-blood-400" aria-hidden />}
        />
        <StatCard
          label={t.active}
          value={counts.enabled}
          testId="admin-crimes-active"
          icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
        />
      </div>
      <div className="flex justify-end">
        <Button onClick={() => setMode({ kind: 'create' })} data-testid="admin-crime-add">
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      <AdminListControls
        sort={sort}
        sorts={CRIME_SORTS}
        sortLabels={t.sorts}
        onSort={setSort}
        status={status}
        onStatus={setStatus}
        search={search}
        onSearch={setSearch}
        count={shown.length}
      />
      {crimes.isPending && <div className="h-48 animate-pulse rounded-2xl bg-night-900/80" />}
      {crimes.isError && <ErrorPanel detail={errorMessage(crimes.error)} onRetry={() => crimes.refetch()} />}
      {crimes.data && list.length === 0 && <EmptyState title={t.empty} />}
      {crimes.data && list.length > 0 && shown.length === 0 && (
        <EmptyState title={ar.adminCommon.noResults} />
      )}
      <ul className="grid gap-3 lg:grid-cols-2">
        {shown.map((crime) => (
          <AdminCrimeRow
            key={crime.id}
            crime={crime}
            toggling={update.isPending && update.variables?.id === crime.id && mode.kind === 'list'}
            onEdit={() => setMode({ kind: 'edit', crime })}
            onToggle={() => onToggle(crime)}
            onDelete={() => setDeleting(crime)}
          />
        ))}
      </ul>
      {mode.kind !== 'list' && (
        <CrimeFormModal
          key={mode.kind === 'edit' ? mode.crime.id : 'new'}
          mode={mode.kind}
          initial={mode.kind === 'edit' ? crimeToForm(mode.crime) : CRIME_FORM_DEFAULTS}
          pending={create.isPending || update.isPending}
          onSubmit={onSubmit}
          onCancel={closeForm}
        />
      )}
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

function AdminCrimeRow({
  crime,
  toggling,
  onEdit,
  onToggle,
  onDelete,
}: {
  crime: CrimeAdminDto;
  toggling: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const c = ar.adminCommon;
  const f = ar.adminCrimes.fields;
  const outcome = ar.adminCrimes.outcomes[crime.failOutcome];
  const minutes = crime.failOutcome === 'jail' ? crime.jailMinutes : crime.hospitalMinutes;
  return (
    <li
      data-testid="admin-crime-row"
      data-name={crime.name}
      data-enabled={crime.isEnabled}
      className="flex gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-3"
    >
      <img
        src={crime.imageUrl}
        alt=""
        className="size-20 shrink-0 rounded-xl bg-night-800 object-cover"
        loading="lazy"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="truncate font-extrabold text-white">{crime.name}</h3>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-bold ${
              crime.isEnabled ? 'bg-emerald-500/15 text-emerald-300' : 'bg-night-800 text-night-400'
            }`}
          >
            {crime.isEnabled ? c.enabled : c.disabled}
          </span>
        </div>
        <p className="text-xs leading-5 text-night-300">
          {f.reqLevel} {formatNumber(crime.req_level)} · {f.energyCost} {formatNumber(crime.energyCost)} ·{' '}
          {ar.crimes.successRate} {formatPercent(crime.successRate)} · ${formatNumber(crime.reward)} ·{' '}
          {f.expReward} {formatNumber(crime.expReward)} · {ar.crimes.cooldown}{' '}
          <Countdown seconds={crime.cooldown} /> · {outcome} {ar.adminCrimes.minutes(formatNumber(minutes))}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" className="min-h-9 px-3 py-1 text-sm" onClick={onEdit}>
            <Pencil className="size-4" aria-hidden />
            {c.edit}
          </Button>
          <Button
            variant="secondary"
            className="min-h-9 px-3 py-1 text-sm"
            onClick={onToggle}
            pending={toggling}
            data-testid="admin-crime-toggle"
          >
            <Power className="size-4" aria-hidden />
            {crime.isEnabled ? c.disable : c.enable}
          </Button>
          <Button variant="ghost" className="min-h-9 px-3 py-1 text-sm text-blood-300" onClick={onDelete}>
            <Trash2 className="size-4" aria-hidden />
            {c.delete}
          </Button>
        </div>
      </div>
    </li>
  );
}
