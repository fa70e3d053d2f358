import { Children, type ReactNode } from 'react';
import { Search, type LucideIcon } from 'lucide-react';
import { fieldClass } from '../../components/TextField';
import { SelectField } from '../../components/SelectField';
import { ar } from '../../i18n/ar-admin';
import { formatNumber } from '../../lib/format';
import { STATUS_FILTERS, type StatusFilter } from './admin-list';

/** A stat card of an admin section's summary; `hint` is a line under the number (a percentage). */
export function StatCard({
  label,
  value,
  icon,
  testId,
  hint,
}: {
  label: string;
  value: number;
  icon: ReactNode;
  testId: string;
  hint?: string;
}) {
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-night-800">{icon}</span>
      <div>
        <p className="text-sm text-night-400">{label}</p>
        <p className="text-2xl font-black text-white" data-testid={testId} data-value={value}>
          {formatNumber(value)}
        </p>
        {hint && <p className="text-xs text-night-400">{hint}</p>}
      </div>
    </div>
  );
}

/** The icon colours of the stat cards. */
const STAT_TONES = {
  sky: 'text-sky-400',
  emerald: 'text-emerald-400',
  gold: 'text-gold-400',
  violet: 'text-violet-400',
  blood: 'text-blood-400',
} as const;

/** One card of a `StatCardGrid`: its test id is `<testIdPrefix>-stat-<key>`; a missing value shows 0. */
export interface StatCardSpec {
  key: string;
  label: string;
  value: number | undefined;
  Icon: LucideIcon;
  tone: keyof typeof STAT_TONES;
}

/** A section's row of summary cards: two columns from `sm`, four from `lg` (characters, IPs). */
export function StatCardGrid({ testIdPrefix, cards }: { testIdPrefix: string; cards: StatCardSpec[] }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map(({ key, label, value, Icon, tone }) => (
        <StatCard
          key={key}
          label={label}
          value={value ?? 0}
          testId={`${testIdPrefix}-stat-${key}`}
          icon={<Icon className={`size-5 ${STAT_TONES[tone]}`} aria-hidden />}
        />
      ))}
    </div>
  );
}

/**
 * A search box with the magnifier at its start (the admin lists' searches). Put it in a `<label>`
 * with its name, or give `ariaLabel` where the placeholder is the only visible name.
 */
export function SearchInput({
  value,
  onChange,
  placeholder,
  testId,
  maxLength,
  ariaLabel,
}: {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
  maxLength?: number;
  ariaLabel?: string;
}) {
  return (
    <span className="relative">
      <Search
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-night-500"
        aria-hidden
      />
      <input
        type="search"
        className={`${fieldClass(false)} ps-9`}
        placeholder={placeholder}
        value={value}
        maxLength={maxLength}
        aria-label={ariaLabel}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </span>
  );
}

interface ControlsProps<S extends string> {
  sort: S;
  sorts: readonly S[];
  sortLabels: Record<string, string>;
  onSort: (sort: S) => void;
  status: StatusFilter;
  onStatus: (status: StatusFilter) => void;
  search: string;
  onSearch: (search: string) => void;
  count: number;
  /** The status filter's option names; default `ar.adminCommon.filters` (enabled / disabled). */
  statusLabels?: Record<string, string>;
  /** More controls after the status filter (rarity, slot, view). */
  children?: ReactNode;
}

/**
 * Sort (hidden when the screen has no sort options), status filter (all / enabled / disabled), the
 * screen's own controls, search and the result count of an admin content list.
 */
export function AdminListControls<S extends string>(props: ControlsProps<S>) {
  const t = ar.adminCommon;
  const fields = (props.sorts.length > 0 ? 3 : 2) + Children.count(props.children);
  return (
    <div
      className={`grid gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3 ${
        fields >= 4 ? 'sm:grid-cols-2 lg:grid-cols-4' : 'sm:grid-cols-3'
      }`}
    >
      {props.sorts.length > 0 && (
        <SelectField
          label={t.sort}
          value={props.sort}
          onChange={(event) => props.onSort(event.target.value as S)}
          data-testid="admin-sort"
        >
          {props.sorts.map((sort) => (
            <option key={sort} value={sort}>
              {props.sortLabels[sort]}
            </option>
          ))}
        </SelectField>
      )}
      <SelectField
        label={t.filter}
        value={props.status}
        onChange={(event) => props.onStatus(event.target.value as StatusFilter)}
        data-testid="admin-filter"
      >
        {STATUS_FILTERS.map((status) => (
          <option key={status} value={status}>
            {(props.statusLabels ?? t.filters)[status]}
          </option>
        ))}
      </SelectField>
      {props.children}
      <label className="flex flex-col gap-1 text-sm font-semibold text-night-200">
        {t.search}
        <SearchInput
          value={props.search}
          onChange={props.onSearch}
          placeholder={t.searchPlaceholder}
          testId="admin-search"
        />
      </label>
      <p
        className="text-xs text-night-400 sm:col-span-full"
        data-testid="admin-result-count"
        data-value={props.count}
      >
        {t.results(formatNumber(props.count))}
      </p>
    </div>
  );
}
