import { useState } from 'react';
import { ChevronDown, CircleCheck, Package, Plus } from 'lucide-react';
import { errorText } from '../../../api/error-text';
import { Button } from '../../../components/Button';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { SelectField } from '../../../components/SelectField';
import { Switch } from '../../../components/Switch';
import { ar } from '../../../i18n/ar-admin';
import { formatBlackcoins, formatMoney, formatPercent, formatUsd } from '../../../lib/format';
import { SearchInput, StatCard } from '../AdminListControls';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { DELETE_CONFIRMATION, useAdminEditor } from '../use-admin-editor';
import { PACKAGE_API, type AdminPackage } from './package-api';
import {
  blankPackageForm,
  packageBody,
  packageFormFrom,
  type PackageFormValues,
  type PackageKind,
} from './package-form';
import { PackageFormModal } from './PackageFormModal';
import { StatusPill } from '../CatalogueItemControls';

const STATUSES = ['all', 'active', 'inactive'] as const;
type Status = (typeof STATUSES)[number];

/**
 * The derived lines of an expanded card: totals and bonus percent (spec 002 section 2.7), every
 * amount in its currency through lib/format (issue 31): game money '$١٬٥٠٠', blackcoins
 * '١٬٥٠٠ بلاك كوين', the real price in US dollars.
 */
export function packageDetails(kind: PackageKind, item: AdminPackage): string[] {
  const t = ar.adminPackages;
  const coins = (field: string) => formatBlackcoins(Number(item[field] ?? 0));
  const money = (field: string) => formatMoney(Number(item[field] ?? 0));
  if (kind === 'blackcoin')
    return [
      `${t.fields.usdPrice}: ${formatUsd(Number(item.usdPrice))}`,
      `${t.fields.blackcoinAmount}: ${coins('blackcoinAmount')} · ${t.fields.bonus}: ${coins('bonus')}`,
      t.totalBlackcoins(coins('totalBlackcoins')),
      t.bonusPercent(formatPercent(Number(item.bonusPercent ?? 0) / 100)),
    ];
  if (kind === 'money')
    return [
      `${t.fields.blackcoinCost}: ${coins('blackcoinCost')}`,
      `${t.fields.moneyAmount}: ${money('moneyAmount')} · ${t.fields.bonus}: ${money('bonus')}`,
      t.totalMoney(money('totalMoney')),
      ...(item.description ? [String(item.description)] : []),
    ];
  return [t.days(Number(item.durationDays ?? 0)), `${t.fields.price}: ${coins('price')}`];
}

/**
 * One package catalogue of the admin panel (spec 002 section 2.7): summary cards (total, active with
 * percentage), search by name (money packages also by description), status filter, expandable cards,
 * the create/edit modal, delete after 'are you sure', and the activation toggle. Render it with
 * `key={kind}`: the catalogue's hooks are chosen by `kind`.
 */
export function AdminPackagesSection({ kind }: { kind: PackageKind }) {
  const t = ar.adminPackages;
  const api = PACKAGE_API[kind];
  const list = api.useList();
  const create = api.useCreate();
  const update = api.useUpdate();
  const remove = api.useRemove();
  const toggle = api.useToggle();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [expanded, setExpanded] = useState<number | null>(null);
  const vip = kind === 'vip';
  const editor = useAdminEditor<AdminPackage, never>({
    items: list.data,
    invalidates: [api.queryKey],
    messages: {
      created: t.created,
      updated: t.updated,
      deleted: t.deleted,
      createFailed: vip ? t.vipCreateFailed : t.createFailed,
      updateFailed: vip ? t.vipUpdateFailed : t.updateFailed,
      deleteFailed: vip ? t.vipDeleteFailed : t.deleteFailed,
    },
    create,
    update,
    remove,
  });

  const items = list.data ?? [];
  const query = search.trim().toLowerCase();
  const shown = items
    .filter((item) => status === 'all' || item.isActive === (status === 'active'))
    .filter(
      (item) =>
        !query ||
        item.name.toLowerCase().includes(query) ||
        (kind === 'money' &&
          String(item.description ?? '')
            .toLowerCase()
            .includes(query)),
    );
  const active = items.filter((item) => item.isActive).length;

  return (
    <div className="flex flex-col gap-4" data-testid={`admin-${kind}-packages`}>
      <div className="grid grid-cols-2 gap-3">
        <StatCard
          label={t.total}
          value={items.length}
          testId="packages-total"
          icon={<Package className="size-5 text-gold-300" aria-hidden />}
        />
        <div className="flex flex-col">
          <StatCard
            label={t.active}
            value={active}
            testId="packages-active"
            icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
          />
          <span className="mt-1 text-xs text-night-400">
            {formatPercent(items.length ? active / items.length : 0)}
          </span>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <span className="flex min-w-48 flex-1 flex-col">
          <SearchInput
            value={search}
            onChange={setSearch}
            placeholder={t.search}
            ariaLabel={t.search}
            testId="packages-search"
          />
        </span>
        <SelectField
          label={t.statusLabel}
          hideLabel
          className="w-40 shrink-0"
          value={status}
          onChange={(event) => setStatus(event.target.value as Status)}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t.statuses[s]}
            </option>
          ))}
        </SelectField>
        <Button onClick={editor.startCreate} data-testid="package-add">
          <Plus className="size-5" aria-hidden />
          {t.add}
        </Button>
      </div>
      {list.isPending && <div className="h-40 animate-pulse rounded-2xl bg-night-900/80" />}
      {list.isError && <ErrorPanel detail={errorText(list.error)} onRetry={() => list.refetch()} />}
      {list.data && shown.length === 0 && (
        <EmptyState title={items.length ? ar.adminCommon.noResults : t.empty} />
      )}
      <ul className="grid items-start gap-3 md:grid-cols-2">
        {shown.map((item) => {
          const open = expanded === item.id;
          return (
            <li
              key={item.id}
              data-testid="package-card"
              className="rounded-2xl border border-night-800 bg-night-900/80 p-4"
            >
              <button
                type="button"
                className="flex w-full items-center justify-between gap-3 text-start"
                aria-expanded={open}
                onClick={() => setExpanded(open ? null : item.id)}
              >
                <span className="min-w-0 truncate text-lg font-bold text-white">{item.name}</span>
                <span className="flex shrink-0 items-center gap-2">
                  <StatusPill enabled={item.isActive} labels={t.statuses} />
                  <ChevronDown
                    className={`size-5 text-night-400 transition ${open ? 'rotate-180' : ''}`}
                    aria-hidden
                  />
                </span>
              </button>
              {open && (
                <div className="mt-3 flex flex-col gap-3">
                  <ul className="flex flex-col gap-1 text-sm text-night-200">
                    {packageDetails(kind, item).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                  <div className="flex flex-wrap gap-2">
                    <Button variant="secondary" onClick={() => editor.startEdit(item.id)}>
                      {t.editAction}
                    </Button>
                    <Switch
                      checked={item.isActive}
                      label={t.fields.isActive}
                      pending={toggle.isPending && toggle.variables?.id === item.id}
                      onChange={(isActive) =>
                        toggle.mutate(
                          { id: item.id, data: { isActive } },
                          editor.outcome(t.statusUpdated, vip ? t.vipStatusFailed : t.statusFailed),
                        )
                      }
                    />
                    <Button variant="ghost" onClick={() => editor.askDelete(item)}>
                      {t.delete}
                    </Button>
                  </div>
                </div>
              )}
            </li>
          );
        })}
      </ul>
      {editor.mode.kind !== 'list' && (
        <PackageFormModal
          key={editor.formKey}
          kind={kind}
          mode={editor.mode.kind}
          initial={editor.editing ? packageFormFrom(kind, editor.editing) : blankPackageForm(kind)}
          pending={editor.saving}
          onSubmit={(values: PackageFormValues) => editor.save(packageBody(kind, values) as never)}
          onCancel={editor.showList}
        />
      )}
      <ConfirmDialog {...DELETE_CONFIRMATION} {...editor.deleteDialog} question={t.confirmDelete} />
    </div>
  );
}
