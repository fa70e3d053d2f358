import { useId, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Receipt, TriangleAlert } from 'lucide-react';
import { useGetAdminCharacter } from '../../../api/generated/admin/admin';
import type { AdminCharacterDetailDto } from '../../../api/generated/model/adminCharacterDetailDto';
import { exportCharacterLedger } from '../../../api/generated/admin-exports/admin-exports';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { buttonClass } from '../../../components/Button';
import { ExportButton } from '../ExportButton';
import { Modal } from '../../../components/Modal';
import { TabPanel, Tabs } from '../../../components/Tabs';
import { ar } from '../../../i18n/ar-admin';
import { formatBlackcoins, formatLongDateTime, formatMoney, formatNumber } from '../../../lib/format';
import { CharacterInventoryTab } from './CharacterInventoryTab';
import { CharacterStatsTab } from './CharacterStatsTab';
import { CharacterUserTab } from './CharacterUserTab';
import { useCharacterActions } from './use-character-actions';

const TABS = ['overview', 'stats', 'equipment', 'inventory', 'user'] as const;
type Tab = (typeof TABS)[number];
const SLOTS = [
  'equippedWeapon1',
  'equippedWeapon2',
  'equippedHeadArmor',
  'equippedBodyArmor',
  'equippedHouse',
  'equippedPet',
  'equippedRide',
] as const;

/** Spec 001 section 2.3: the settings modal and its five tabs. */
export function CharacterSettingsModal({
  characterId,
  onClose,
}: {
  characterId: number;
  onClose: () => void;
}) {
  const t = ar.adminCharacters;
  const [tab, setTab] = useState<Tab>('overview');
  const tabsId = useId();
  const detail = useGetAdminCharacter(characterId, { query: { staleTime: 0 } });
  const actions = useCharacterActions(characterId);
  const character = detail.data;
  return (
    // Same priority as the confirmation dialog (use-confirm), so asking to confirm keeps this modal open.
    <Modal open title={character ? t.modalTitle(character.name) : t.settings} onClose={onClose} priority={10}>
      <div className="flex flex-col gap-4" data-testid="character-modal">
        <Tabs
          id={tabsId}
          label={t.tabsLabel}
          variant="segmented"
          layout="wrap"
          items={TABS.map((key) => ({ value: key, label: t.tabs[key], testId: `character-tab-${key}` }))}
          value={tab}
          onChange={setTab}
        />
        <TabPanel id={tabsId} value={tab}>
          {detail.isError ? (
            <ErrorPanel onRetry={() => void detail.refetch()} />
          ) : !character ? (
            <div className="h-48 animate-pulse rounded-xl bg-night-900" />
          ) : tab === 'overview' ? (
            <OverviewTab character={character} />
          ) : tab === 'stats' ? (
            <CharacterStatsTab character={character} actions={actions} />
          ) : tab === 'equipment' ? (
            <dl className="grid gap-2 sm:grid-cols-2" data-testid="character-equipment">
              {SLOTS.map((slot) => (
                <div
                  key={slot}
                  className="flex justify-between gap-2 rounded-xl bg-night-900 px-3 py-2 text-sm"
                >
                  <dt className="text-night-400">{t.slots[slot]}</dt>
                  <dd className={character[slot] ? 'font-bold text-white' : 'text-night-500'}>
                    {character[slot]?.name ?? t.notSpecified}
                  </dd>
                </div>
              ))}
            </dl>
          ) : tab === 'inventory' ? (
            <CharacterInventoryTab userId={character.User.id} />
          ) : (
            <CharacterUserTab character={character} actions={actions} />
          )}
        </TabPanel>
      </div>
    </Modal>
  );
}

function OverviewTab({ character }: { character: AdminCharacterDetailDto }) {
  const t = ar.adminCharacters;
  const rows: [string, string][] = [
    [t.fields.level, formatNumber(character.level)],
    [t.fields.exp, `${formatNumber(character.exp)} / ${formatNumber(character.nextLevelExp)}`],
    [t.fields.money, `${formatMoney(character.money)}`],
    [t.fields.bankBalance, `${formatMoney(character.bankBalance)}`],
    [t.fields.blackcoins, formatBlackcoins(character.blackcoins)],
    [t.fields.hp, `${formatNumber(character.hp)} / ${formatNumber(character.maxHp)}`],
    [t.fields.energy, `${formatNumber(character.energy)} / ${formatNumber(character.maxEnergy)}`],
    [t.fields.strength, formatNumber(character.strength)],
    [t.fields.defense, formatNumber(character.defense)],
    [t.fields.fame, formatNumber(character.fame)],
    [t.fields.createdAt, formatLongDateTime(character.createdAt) ?? '—'],
    [t.fields.lastActive, formatLongDateTime(character.lastActive) ?? '—'],
  ];
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start gap-2">
        <div className="min-w-0 flex-1">
          <PaymentFlag character={character} />
        </div>
        <Link
          to="/admin/panel"
          search={{ tab: 'purchases', characterId: character.id }}
          className={buttonClass('secondary', '', 'sm')}
          data-testid="character-purchases-link"
        >
          <Receipt className="size-4" aria-hidden />
          {ar.adminPurchases.viewPurchases}
        </Link>
        <ExportButton
          kind={`ledger-${character.id}`}
          label={ar.adminExport.ledger}
          download={(options) => exportCharacterLedger(character.id, {}, options)}
          testId="character-ledger-export"
        />
      </div>
      <dl className="grid gap-2 sm:grid-cols-2" data-testid="character-overview">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-2 rounded-xl bg-night-900 px-3 py-2 text-sm">
            <dt className="text-night-400">{label}</dt>
            <dd className="font-bold text-white">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * Issue 30: the flag of a character whose Stripe purchases were refunded or disputed; in red while
 * blackcoins are still owed (the player had spent them, and cannot buy more until settled).
 */
function PaymentFlag({ character }: { character: AdminCharacterDetailDto }) {
  const t = ar.adminCharacters.paymentFlag;
  if (!character.paymentDebt && !character.reversedPurchases) return null;
  const owing = character.paymentDebt > 0;
  return (
    <div
      role={owing ? 'alert' : 'status'}
      className={`flex items-start gap-2 rounded-xl border px-3 py-2 text-sm ${
        owing
          ? 'border-blood-500/60 bg-blood-600/15 text-blood-200'
          : 'border-amber-500/40 bg-amber-500/10 text-amber-200'
      }`}
      data-testid="payment-flag"
      data-owing={owing}
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      <div className="flex flex-col gap-0.5">
        <strong>{t.title}</strong>
        {owing && <span data-testid="payment-debt">{t.owed(formatNumber(character.paymentDebt))}</span>}
        <span>{t.reversed(formatNumber(character.reversedPurchases))}</span>
      </div>
    </div>
  );
}
