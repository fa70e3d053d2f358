import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { Coins, Settings, UserCheck, Users, Wallet } from 'lucide-react';
import { useGetSystemStats, useListAdminCharacters } from '../../../api/generated/admin/admin';
import { exportAdminCharacters } from '../../../api/generated/admin-exports/admin-exports';
import { ExportButton } from '../ExportButton';
import type { AdminCharacterDto } from '../../../api/generated/model/adminCharacterDto';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { EmptyState } from '../../../components/SectionPage';
import { Button } from '../../../components/Button';
import { DataTable } from '../../../components/DataTable';
import { SelectField } from '../../../components/SelectField';
import { ar } from '../../../i18n/ar-admin';
import { formatBlackcoins, formatMoney, formatNumber } from '../../../lib/format';
import { SearchInput, StatCardGrid } from '../AdminListControls';
import { useListFilters } from '../use-list-filters';
import { Pager } from '../../../components/Pager';
import { CharacterSettingsModal } from './CharacterSettingsModal';
import {
  CHARACTER_FILTERS,
  CHARACTER_SORTS,
  CHARACTERS_PAGE_SIZE,
  LIST_STALE_MS,
  SEARCH_DEBOUNCE_MS,
} from './characters';
import { StatusPill } from '../CatalogueItemControls';

type Sort = (typeof CHARACTER_SORTS)[number];
type Filter = (typeof CHARACTER_FILTERS)[number];
const labelClass = 'flex flex-col gap-1 text-sm font-semibold text-night-200';

/**
 * Spec 001 section 2.3: stat cards, sort / filter / search (debounced 300 ms, back to page 1), the
 * table with its empty state, a pager of at most 5 page buttons (50 per page) and the settings modal.
 */
export function AdminCharactersSection() {
  const t = ar.adminCharacters;
  const { filters, setFilter, page, setPage } = useListFilters<{ sort: Sort; filter: Filter }>({
    sort: 'level',
    filter: 'all',
  });
  const { sort, filter } = filters;
  const [searchText, setSearchText] = useState('');
  const [search] = useDebounce(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const [lastSearch, setLastSearch] = useState(search);
  const [openId, setOpenId] = useState<number | null>(null);
  if (search !== lastSearch) {
    setLastSearch(search);
    setPage(1);
  }
  const params = {
    page,
    limit: CHARACTERS_PAGE_SIZE,
    sortBy: sort,
    filterStatus: filter,
    ...(search ? { search } : {}),
  };
  const list = useListAdminCharacters(params, {
    query: { staleTime: LIST_STALE_MS, placeholderData: (previous) => previous },
  });
  const stats = useGetSystemStats({ query: { staleTime: LIST_STALE_MS } });
  const online = useListAdminCharacters(
    { filterStatus: 'online', limit: 1 },
    { query: { staleTime: LIST_STALE_MS } },
  );

  return (
    <div className="flex flex-col gap-4" data-testid="admin-characters">
      <StatCardGrid
        testIdPrefix="characters"
        cards={[
          {
            key: 'total',
            label: t.totalCharacters,
            value: stats.data?.totalCharacters,
            Icon: Users,
            tone: 'sky',
          },
          {
            key: 'online',
            label: t.onlineUsers,
            value: online.data?.total,
            Icon: UserCheck,
            tone: 'emerald',
          },
          { key: 'money', label: t.totalMoney, value: stats.data?.totalMoney, Icon: Wallet, tone: 'gold' },
          {
            key: 'blackcoins',
            label: t.totalBlackcoins,
            value: stats.data?.totalBlackcoins,
            Icon: Coins,
            tone: 'violet',
          },
        ]}
      />

      <div className="grid gap-3 rounded-2xl border border-night-800 bg-night-900/60 p-3 sm:grid-cols-3">
        <SelectField
          label={t.sort}
          value={sort}
          onChange={(event) => setFilter('sort', event.target.value as Sort)}
          data-testid="characters-sort"
        >
          {CHARACTER_SORTS.map((key) => (
            <option key={key} value={key}>
              {t.sorts[key]}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t.filter}
          value={filter}
          onChange={(event) => setFilter('filter', event.target.value as Filter)}
          data-testid="characters-filter"
        >
          {CHARACTER_FILTERS.map((key) => (
            <option key={key} value={key}>
              {t.filters[key]}
            </option>
          ))}
        </SelectField>
        <label className={labelClass}>
          {t.search}
          <SearchInput
            value={searchText}
            placeholder={t.searchPlaceholder}
            onChange={setSearchText}
            testId="characters-search"
          />
        </label>
        <div className="flex justify-end sm:col-span-3">
          <ExportButton
            kind="characters"
            download={(options) =>
              exportAdminCharacters({ filterStatus: filter, ...(search ? { search } : {}) }, options)
            }
            testId="characters-export"
          />
        </div>
      </div>

      {list.isError ? (
        <ErrorPanel detail={t.loadFailed} onRetry={() => void list.refetch()} />
      ) : !list.data ? (
        <div className="h-64 animate-pulse rounded-2xl bg-night-900" />
      ) : list.data.characters.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <CharacterTable characters={list.data.characters} onOpen={setOpenId} />
      )}
      {list.data && list.data.totalPages > 1 && (
        <Pager
          variant="numbered"
          page={page}
          totalPages={list.data.totalPages}
          onPage={setPage}
          ariaLabel={t.pagerLabel}
          testId="characters-pager"
        />
      )}
      {openId !== null && <CharacterSettingsModal characterId={openId} onClose={() => setOpenId(null)} />}
    </div>
  );
}

function StatusBadges({ character }: { character: AdminCharacterDto }) {
  const t = ar.adminCharacters;
  return (
    <span className="flex flex-wrap gap-1">
      <StatusPill enabled={character.User.isOnline} labels={{ active: t.online, inactive: t.offline }} />
      {character.User.isBanned && (
        <span className="rounded-full bg-blood-600/20 px-2 py-0.5 text-xs font-bold text-blood-300">
          {t.banned}
        </span>
      )}
    </span>
  );
}

/** The table on wide screens; cards under 768 px. */
function CharacterTable({
  characters,
  onOpen,
}: {
  characters: AdminCharacterDto[];
  onOpen: (id: number) => void;
}) {
  const t = ar.adminCharacters;
  const settings = (character: AdminCharacterDto) => (
    <Button
      variant="secondary"
      size="sm"
      onClick={() => onOpen(character.id)}
      data-testid={`character-settings-${character.id}`}
      aria-label={`${t.settings} ${character.name}`}
    >
      <Settings className="size-4" aria-hidden />
      {t.settings}
    </Button>
  );
  return (
    <>
      <div className="hidden md:block">
        <DataTable
          rows={characters}
          rowKey={(character) => character.id}
          rowProps={() => ({ 'data-testid': 'character-row' })}
          minWidthClass="min-w-[640px]"
          testId="characters-table"
          columns={[
            {
              key: 'name',
              header: t.columns.name,
              cell: (character) => (
                <>
                  <p className="font-bold text-white">{character.name}</p>
                  <p className="text-xs text-night-400" dir="ltr">
                    {character.User.email ?? t.noEmail}
                  </p>
                </>
              ),
            },
            {
              key: 'level',
              header: t.columns.level,
              className: 'text-night-100',
              cell: (character) => formatNumber(character.level),
            },
            {
              key: 'money',
              header: t.columns.money,
              className: 'text-gold-300',
              cell: (character) => formatMoney(character.money),
            },
            {
              key: 'blackcoins',
              header: t.columns.blackcoins,
              className: 'text-violet-300',
              cell: (character) => formatBlackcoins(character.blackcoins),
            },
            {
              key: 'status',
              header: t.columns.status,
              cell: (character) => <StatusBadges character={character} />,
            },
          ]}
          actionsHeader={t.columns.actions}
          actions={settings}
        />
      </div>
      <ul className="flex flex-col gap-2 md:hidden" data-testid="characters-cards">
        {characters.map((character) => (
          <li key={character.id} className="rounded-2xl border border-night-800 bg-night-900/80 p-3">
            <div className="flex items-start justify-between gap-2">
              <div className="min-w-0">
                <p className="truncate font-bold text-white">{character.name}</p>
                <p className="truncate text-xs text-night-400" dir="ltr">
                  {character.User.email ?? t.noEmail}
                </p>
              </div>
              {settings(character)}
            </div>
            <div className="mt-2 flex flex-wrap items-center gap-3 text-xs">
              <span className="text-night-200">
                {t.columns.level}: {formatNumber(character.level)}
              </span>
              <span className="text-gold-300">{formatMoney(character.money)}</span>
              <span className="text-violet-300">
                {t.columns.blackcoins}: {formatBlackcoins(character.blackcoins)}
              </span>
              <StatusBadges character={character} />
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
