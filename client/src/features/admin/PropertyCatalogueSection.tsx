import { useState, type ComponentProps, type ReactNode } from 'react';
import { ChevronDown, CircleCheck, LayoutGrid, List } from 'lucide-react';
import { ar } from '../../i18n/ar-admin';
import { formatNumber } from '../../lib/format';
import { AdminCatalogueSection, toggleVia, type CatalogueItemActions } from './AdminCatalogueSection';
import { StatCard } from './AdminListControls';
import { Switch } from '../../components/Switch';
import { DeleteButton, EditButton, StatusPill } from './CatalogueItemControls';
import { activePercent, keepRarity, type RarityFilter } from './gear-catalogue';
import { CatalogueImage, PriceTag, RarityFilterSelect, RarityStars } from './GearBadges';
import { countEnabled } from './admin-list';

/** What a property card reads (spec 002 section 3). */
export interface PropertyItem {
  id: number;
  name: string;
  description: string;
  cost: number;
  rarity: string;
  currency: string;
  imageUrl: string;
  isActive: boolean;
}

type View = 'grid' | 'list';

type SectionProps<T extends PropertyItem, V, B> = ComponentProps<
  typeof AdminCatalogueSection<T, never, V, B>
>;

/** The houses, rides or pets screen's own parts; the rest goes to `AdminCatalogueSection` as is. */
interface PropertyCatalogueProps<T extends PropertyItem, V, B> extends Omit<
  SectionProps<T, V, B>,
  'sorts' | 'keep' | 'controls' | 'summary' | 'toggle' | 'children'
> {
  /** The toggle-status call (`PATCH {base}/{id}/toggle-status`, body `isActive`). */
  toggleStatus: Parameters<typeof toggleVia<T, { isActive: boolean }>>[0];
  /** Houses and rides have the grid/list toggle; pets are a list only (spec 002 section 2.3). */
  viewToggle: boolean;
  /** The numbers on the card: bonuses, capacity. */
  stats: (item: T) => { label: string; value: number }[];
  /** More lines of the expandable section (the house type). */
  details?: (item: T) => { label: string; value: ReactNode }[];
  cardTestId: string;
}

/**
 * Spec 002 sections 2.2 to 2.4: total and active cards (with the active percentage), search, rarity
 * and status filters, the grid/list toggle where the screen has one, the cards (name, 1 to 5 stars,
 * active badge, description, cost, bonuses, and an expandable section with type, currency and image;
 * edit, toggle, delete), the modal form, the toggle-status call and delete after confirmation.
 */
export function PropertyCatalogueSection<T extends PropertyItem, V, B>({
  toggleStatus,
  viewToggle,
  stats,
  details,
  cardTestId,
  ...section
}: PropertyCatalogueProps<T, V, B>) {
  const [rarity, setRarity] = useState<RarityFilter>('all');
  const [view, setView] = useState<View>('grid');
  const shownView: View = viewToggle ? view : 'list';
  const g = ar.adminGear;
  return (
    <AdminCatalogueSection<T, never, V, B>
      {...section}
      sorts={[]}
      toggle={toggleVia(toggleStatus, (item: T) => ({ isActive: !item.isActive }))}
      keep={keepRarity(rarity)}
      controls={
        <>
          <RarityFilterSelect value={rarity} onChange={setRarity} />
          {viewToggle && <ViewToggle view={view} onChange={setView} />}
        </>
      }
      summary={(list) => {
        const counts = countEnabled(list);
        return (
          <div className="grid grid-cols-2 gap-3">
            <StatCard
              label={section.texts.total}
              value={counts.total}
              testId={section.testIds.total}
              icon={section.totalIcon}
            />
            <StatCard
              label={section.texts.enabled}
              value={counts.enabled}
              testId={section.testIds.enabled}
              hint={g.percentOfTotal(`${formatNumber(activePercent(counts.total, counts.enabled))}٪`)}
              icon={<CircleCheck className="size-5 text-emerald-400" aria-hidden />}
            />
          </div>
        );
      }}
    >
      {(shown, actions) =>
        shown.length > 0 && (
          <ul
            data-view={shownView}
            data-testid="property-list"
            className={
              shownView === 'grid' ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3' : 'flex flex-col gap-3'
            }
          >
            {shown.map((item) => (
              <PropertyCard
                key={item.id}
                item={item}
                view={shownView}
                actions={actions}
                stats={stats(item)}
                details={details?.(item) ?? []}
                testId={cardTestId}
              />
            ))}
          </ul>
        )
      }
    </AdminCatalogueSection>
  );
}

/** Spec 002 sections 2.2 and 2.4: grid or list. */
function ViewToggle({ view, onChange }: { view: View; onChange: (view: View) => void }) {
  const g = ar.adminGear;
  const button = (value: View, label: string, icon: ReactNode) => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => onChange(value)}
      data-testid={`admin-view-${value}`}
      className={`inline-flex min-h-11 flex-1 items-center justify-center gap-1.5 rounded-lg px-3 text-sm font-bold ${
        view === value ? 'bg-blood-600/30 text-white' : 'text-night-300 hover:text-white'
      }`}
    >
      {icon}
      {label}
    </button>
  );
  return (
    <div className="flex flex-col gap-1 text-sm font-semibold text-night-200">
      <span>{g.view}</span>
      <div
        className="flex rounded-xl border border-night-700 bg-night-950/70 p-0.5"
        role="group"
        aria-label={g.view}
      >
        {button('grid', g.grid, <LayoutGrid className="size-4" aria-hidden />)}
        {button('list', g.list, <List className="size-4" aria-hidden />)}
      </div>
    </div>
  );
}

function PropertyCard<T extends PropertyItem>({
  item,
  view,
  actions,
  stats,
  details,
  testId,
}: {
  item: T;
  view: View;
  actions: CatalogueItemActions<T>;
  stats: { label: string; value: number }[];
  details: { label: string; value: ReactNode }[];
  testId: string;
}) {
  const [open, setOpen] = useState(false);
  const g = ar.adminGear;
  return (
    <li
      data-testid={testId}
      data-name={item.name}
      data-active={item.isActive}
      className={`flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-3 ${
        item.isActive ? '' : 'opacity-75'
      }`}
    >
      <div className={view === 'list' ? 'flex flex-col gap-3 lg:flex-row' : 'flex flex-col gap-3'}>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="min-w-0 truncate font-extrabold text-white">{item.name}</h3>
            <StatusPill enabled={item.isActive} labels={g} />
          </div>
          <RarityStars rarity={item.rarity} />
          <p className="line-clamp-2 text-xs leading-5 text-night-300">{item.description}</p>
        </div>
        <dl
          className={`grid gap-2 text-center text-xs ${view === 'list' ? 'grid-cols-2 sm:grid-cols-4 lg:w-[30rem] lg:shrink-0' : 'grid-cols-2'}`}
        >
          <div className="rounded-lg bg-night-950/70 p-1.5">
            <dt className="text-night-400">{ar.adminHouses.fields.cost}</dt>
            <dd>
              <PriceTag amount={item.cost} currency={item.currency} />
            </dd>
          </div>
          {stats.map((stat) => (
            <div key={stat.label} className="rounded-lg bg-night-950/70 p-1.5">
              <dt className="text-night-400">{stat.label}</dt>
              <dd className="font-bold text-white">{formatNumber(stat.value)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <button
        type="button"
        aria-expanded={open}
        onClick={() => setOpen((current) => !current)}
        className="inline-flex items-center gap-1 self-start text-xs font-bold text-night-300 hover:text-white"
        data-testid="property-details-toggle"
      >
        <ChevronDown className={`size-4 transition ${open ? 'rotate-180' : ''}`} aria-hidden />
        {open ? g.hideDetails : g.details}
      </button>
      {open && (
        <div
          className="flex flex-wrap items-center gap-3 rounded-xl bg-night-950/60 p-2 text-xs"
          data-testid="property-details"
        >
          <CatalogueImage src={item.imageUrl} className="size-16 shrink-0 rounded-lg" />
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            {details.map((detail) => (
              <DetailLine key={detail.label} label={detail.label} value={detail.value} />
            ))}
            <DetailLine label={g.currency} value={g.currencies[item.currency] ?? item.currency} />
          </dl>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <EditButton onClick={() => actions.edit(item)} />
        <Switch
          checked={item.isActive}
          label={g.active}
          pending={actions.isToggling(item)}
          onChange={() => actions.toggle(item)}
          testId={`${testId}-toggle`}
        />
        <DeleteButton onClick={() => actions.remove(item)} />
      </div>
    </li>
  );
}

function DetailLine({ label, value }: { label: string; value: ReactNode }) {
  return (
    <>
      <dt className="text-night-400">{label}</dt>
      <dd className="font-semibold text-night-100">{value}</dd>
    </>
  );
}
