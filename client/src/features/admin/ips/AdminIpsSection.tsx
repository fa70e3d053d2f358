import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/toast';
import { Globe, ShieldAlert, ShieldBan, Users } from 'lucide-react';
import {
  getGetAdminUserStatsQueryKey,
  getGetBlockedUsersQueryKey,
  getGetFlaggedIpsQueryKey,
  getListAdminCharactersQueryKey,
  useBlockUser,
  useGetAdminUserStats,
  useGetBlockedUsers,
  useGetFlaggedIps,
  useUnblockUser,
} from '../../../api/generated/admin/admin';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { TextField } from '../../../components/TextField';
import { useConfirm } from '../../../components/use-confirm';
import { SelectField } from '../../../components/SelectField';
import { ar } from '../../../i18n/ar-admin';
import { formatLongDateTime, formatNumber } from '../../../lib/format';
import { StatCardGrid } from '../AdminListControls';
import { FlaggedIpsTable } from './FlaggedIpsTable';
import {
  BLOCKED_SORTS,
  blockedRows,
  blockFormError,
  REASON_FILTERS,
  type BlockedSort,
  type ReasonFilter,
} from './ips';

const STALE_MS = 30_000;

/**
 * Spec 001 section 2.9: the cards, the block form (a UUID or a username: our ids are not numbers),
 * addresses shared by more than one user with their characters, and the blocked users table
 * (sortable, filterable, unblock after confirmation), with the spec's toasts.
 */
export function AdminIpsSection() {
  const t = ar.adminUsers;
  const queryClient = useQueryClient();
  const stats = useGetAdminUserStats({ query: { staleTime: STALE_MS } });
  const flagged = useGetFlaggedIps({ query: { staleTime: STALE_MS } });
  const blocked = useGetBlockedUsers({ query: { staleTime: STALE_MS } });
  const block = useBlockUser();
  const unblock = useUnblockUser();
  const { confirm, dialog } = useConfirm();
  const [userId, setUserId] = useState('');
  const [reason, setReason] = useState('');
  const [formError, setFormError] = useState<string | null>(null);
  const [sort, setSort] = useState<BlockedSort>('date');
  const [reasonFilter, setReasonFilter] = useState<ReasonFilter>('all');

  const refresh = () => {
    for (const queryKey of [
      getGetAdminUserStatsQueryKey(),
      getGetBlockedUsersQueryKey(),
      getGetFlaggedIpsQueryKey(),
      getListAdminCharactersQueryKey(),
    ])
      void queryClient.invalidateQueries({ queryKey });
  };

  const onBlock = (event: FormEvent) => {
    event.preventDefault();
    const error = blockFormError(userId, reason, t);
    setFormError(error);
    if (error) return;
    block.mutate(
      { data: { userId: userId.trim(), reason: reason.trim() } },
      {
        onSuccess: (result) => {
          toast.success(t.blocked(result.user.username ?? userId.trim()));
          setUserId('');
          setReason('');
          refresh();
        },
        onError: (failure) => toast.error(errorText(failure, { fallback: t.blockFailed })),
      },
    );
  };

  const onUnblock = async (id: string, name: string) => {
    if (!(await confirm(t.confirmUnblock(name)))) return;
    unblock.mutate(
      { userId: id },
      {
        onSuccess: (result) => {
          toast.success(t.unblocked(result.user.username ?? name));
          refresh();
        },
        onError: (failure) => toast.error(errorText(failure, { fallback: t.unblockFailed })),
      },
    );
  };

  const rows = blocked.data ? blockedRows(blocked.data, sort, reasonFilter) : [];

  return (
    <div className="flex flex-col gap-4" data-testid="admin-ips">
      <StatCardGrid
        testIdPrefix="ips"
        cards={[
          { key: 'users', label: t.totalUsers, value: stats.data?.totalUsers, Icon: Users, tone: 'sky' },
          {
            key: 'blocked',
            label: t.blockedUsers,
            value: stats.data?.blockedUsers,
            Icon: ShieldBan,
            tone: 'blood',
          },
          { key: 'ips', label: t.uniqueIps, value: stats.data?.totalIps, Icon: Globe, tone: 'emerald' },
          {
            key: 'flagged',
            label: t.flaggedIps,
            value: stats.data?.flaggedIps,
            Icon: ShieldAlert,
            tone: 'gold',
          },
        ]}
      />

      <form
        onSubmit={onBlock}
        noValidate
        className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-4"
        data-testid="block-form"
      >
        <h3 className="text-lg font-bold text-white">{t.blockTitle}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label={t.userIdLabel}
            hint={t.userIdHint}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            dir="auto"
            data-testid="block-user-id"
          />
          <TextField
            label={t.reasonLabel}
            value={reason}
            required
            onChange={(event) => setReason(event.target.value)}
            data-testid="block-reason"
          />
        </div>
        {formError && (
          <p role="alert" className="text-sm text-blood-300" data-testid="block-form-error">
            {formError}
          </p>
        )}
        <Button type="submit" className="self-start" pending={block.isPending} data-testid="block-submit">
          {t.block}
        </Button>
      </form>

      <section className="flex flex-col gap-2">
        <h3 className="text-lg font-bold text-white">{t.flaggedTitle}</h3>
        {flagged.isError ? (
          <ErrorPanel detail={t.loadFailed} onRetry={() => void flagged.refetch()} />
        ) : (
          <FlaggedIpsTable entries={flagged.data} />
        )}
      </section>

      <section className="flex flex-col gap-2" data-testid="blocked-users">
        <h3 className="text-lg font-bold text-white">{t.blockedTitle}</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label={t.sortBy}
            value={sort}
            onChange={(event) => setSort(event.target.value as BlockedSort)}
            data-testid="blocked-sort"
          >
            {BLOCKED_SORTS.map((key) => (
              <option key={key} value={key}>
                {t.sorts[key]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t.reasonFilter}
            value={reasonFilter}
            onChange={(event) => setReasonFilter(event.target.value as ReasonFilter)}
            data-testid="blocked-filter"
          >
            {REASON_FILTERS.map((key) => (
              <option key={key} value={key}>
                {t.reasonFilters[key]}
              </option>
            ))}
          </SelectField>
        </div>
        {blocked.isError ? (
          <ErrorPanel detail={t.loadFailed} onRetry={() => void blocked.refetch()} />
        ) : !blocked.data ? (
          <div className="h-24 animate-pulse rounded-2xl bg-night-900" />
        ) : rows.length === 0 ? (
          <p className="rounded-2xl bg-night-900 p-4 text-center text-night-400">{t.blockedEmpty}</p>
        ) : (
          <DataTable
            rows={rows}
            rowKey={(user) => user.id}
            rowProps={() => ({ 'data-testid': 'blocked-row' })}
            minWidthClass="min-w-[640px]"
            columns={[
              {
                key: 'username',
                header: t.columns.username,
                cell: (user) => <span className="font-bold text-white">{user.username ?? user.id}</span>,
              },
              {
                key: 'email',
                header: t.columns.email,
                cell: (user) => (
                  <span className="text-xs text-night-400" dir="ltr">
                    {user.email ?? ''}
                  </span>
                ),
              },
              {
                key: 'reason',
                header: t.columns.reason,
                cell: (user) => user.banReason || ar.adminCharacters.noReason,
                className: 'text-night-200',
              },
              {
                key: 'date',
                header: t.columns.date,
                cell: (user) => formatLongDateTime(user.bannedAt) ?? '—',
                className: 'text-xs text-night-400',
              },
            ]}
            actionsHeader={t.columns.actions}
            actions={(user) => (
              <Button
                variant="secondary"
                size="sm"
                pending={unblock.isPending}
                onClick={() => void onUnblock(user.id, user.username ?? user.id)}
                data-testid="unblock-button"
              >
                {t.unblock}
              </Button>
            )}
          />
        )}
        {blocked.data && <p className="text-xs text-night-400">{formatNumber(rows.length)}</p>}
      </section>
      {dialog}
    </div>
  );
}
