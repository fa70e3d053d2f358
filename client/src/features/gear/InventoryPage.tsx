import { useState, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import { Dumbbell, Heart, Shield, Zap } from 'lucide-react';
import { useGetCharacterProfile } from '../../api/generated/character/character';
import {
  useEquipInventoryItem,
  useGetInventory,
  useSellInventoryItem,
  useUnequipInventoryItem,
} from '../../api/generated/inventory/inventory';
import type { InventoryDto } from '../../api/generated/model/inventoryDto';
import type { InventoryItemDto } from '../../api/generated/model/inventoryItemDto';
import { errorText } from '../../api/error-text';
import { Button, buttonClass } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { useConfirm } from '../../components/use-confirm';
import { ar } from '../../i18n/ar';
import { arGear } from '../../i18n/ar-gear';
import { toastActionError } from '../../lib/action-error';
import { formatNumber } from '../../lib/format';
import { emptyStacksReason, inventoryView, SLOTS, slotsFor, type Slot } from './gear-rules';
import { Bonuses, ItemImage, Panel, Price, priceText, RarityStars, useScreenRequest } from './gear-ui';

/** The bonuses of an inventory line as chips. */
export function itemBonuses(item: InventoryItemDto): [string, number][] {
  const s = arGear.gear.stats;
  return [
    [s.damage, item.damage],
    [s.def, item.def],
    [s.hpBonus, item.hpBonus],
    [s.energyBonus, item.energyBonus],
    [s.powerBonus, item.powerBonus],
  ];
}

/**
 * `/dashboard/inventory` (DESIGN.md section 6, spec 001 section 3): the four equipment slots, the
 * unequipped stacks (equip, sell with confirmation), the owned property and the effective stats.
 * Live on `inventory:update` (asked for on opening); `children` (e.g. the special items) go below.
 */
export function InventoryPage({ children }: { children?: ReactNode }) {
  useScreenRequest('inventory:request');
  const inventory = useGetInventory();
  return (
    <SectionPage bannerKey="inventory" title={ar.nav.inventory}>
      {inventory.isPending && <div className="h-72 animate-pulse rounded-3xl bg-night-900/80" />}
      {inventory.isError && (
        <ErrorPanel detail={errorText(inventory.error)} onRetry={() => inventory.refetch()} />
      )}
      {inventory.data && <InventoryView inventory={inventory.data} />}
      {children}
    </SectionPage>
  );
}

type Action = { kind: 'equip'; slot: Slot } | { kind: 'unequip' } | { kind: 'sell' };

function InventoryView({ inventory }: { inventory: InventoryDto }) {
  const t = arGear.gear;
  const { confirm, dialog } = useConfirm();
  const equip = useEquipInventoryItem();
  const unequip = useUnequipInventoryItem();
  const sell = useSellInventoryItem();
  const [busy, setBusy] = useState<string | null>(null);
  const view = inventoryView(inventory);

  // The inventory and the HUD afterwards come by push (`inventory:update`, `hud:update`).
  const done = (message: string) => () => void toast.success(message);
  const run = async (item: InventoryItemDto, action: Action, key: string) => {
    const slotName = action.kind === 'equip' ? t.slots[action.slot] : '';
    const question =
      action.kind === 'sell'
        ? t.confirmSell(item.name, priceText(item.sellPrice, item.currency))
        : action.kind === 'unequip'
          ? t.confirmUnequip(item.name)
          : `${t.confirmEquip(item.name)} (${slotName})`;
    if (!(await confirm(question))) return;
    setBusy(key);
    const settle = { onError: toastActionError, onSettled: () => setBusy(null) };
    const type = item.type as 'weapon' | 'armor';
    if (action.kind === 'sell')
      sell.mutate(
        { data: { type, itemId: item.itemId, quantity: 1 } },
        { ...settle, onSuccess: done(t.sold(item.name)) },
      );
    else if (action.kind === 'unequip' && item.slot)
      unequip.mutate(
        { data: { slot: item.slot } },
        { ...settle, onSuccess: done(t.unequippedToast(item.name)) },
      );
    else if (action.kind === 'equip')
      equip.mutate(
        { data: { type, itemId: item.itemId, slot: action.slot } },
        { ...settle, onSuccess: done(t.equippedToast(item.name)) },
      );
  };

  return (
    <>
      {dialog}
      <p className="text-sm text-night-300" data-testid="inventory-summary">
        {t.summary(inventory.totalItems, formatNumber(inventory.equippedItems))}
      </p>
      <div className="grid gap-5 lg:grid-cols-[2fr_1fr]">
        <Panel title={t.equipment} testId="equipment-slots">
          <div className="grid gap-3 sm:grid-cols-2">
            {SLOTS.map((slot) => {
              const item = view.slots[slot];
              return (
                <div
                  key={slot}
                  data-testid={`slot-${slot}`}
                  data-item-id={item?.itemId}
                  className="flex items-center gap-3 rounded-2xl bg-night-800/70 p-3"
                >
                  {item ? (
                    <ItemImage src={item.imageUrl} alt={item.name} className="size-14 shrink-0 rounded-xl" />
                  ) : (
                    <div className="size-14 shrink-0 rounded-xl border border-dashed border-night-600" />
                  )}
                  <div className="flex min-w-0 flex-1 flex-col gap-1">
                    <span className="text-xs text-night-400">{t.slots[slot]}</span>
                    <span className="truncate font-bold text-white" data-testid="slot-item-name">
                      {item ? item.name : t.emptySlot}
                    </span>
                    {item && <Bonuses bonuses={itemBonuses(item)} />}
                  </div>
                  {item && (
                    <Button
                      variant="secondary"
                      className="shrink-0 px-3"
                      pending={busy === `unequip:${slot}`}
                      disabled={busy !== null}
                      onClick={() => void run(item, { kind: 'unequip' }, `unequip:${slot}`)}
                      data-testid="slot-unequip"
                    >
                      {t.unequip}
                    </Button>
                  )}
                </div>
              );
            })}
          </div>
        </Panel>
        <EffectiveStats />
      </div>

      <Panel title={t.stacks} testId="inventory-stacks">
        {view.stacks.length === 0 ? (
          <div className="flex flex-col items-center gap-3 py-6 text-center">
            <p className="text-night-300" data-testid="stacks-empty">
              {emptyStacksReason(view) === 'allEquipped' ? t.allEquipped : t.inventoryEmpty}
            </p>
            <Link to="/dashboard/shop" className={buttonClass('secondary')}>
              {t.goShop}
            </Link>
          </div>
        ) : (
          <ul className="flex flex-col gap-3">
            {view.stacks.map((item) => {
              const key = `${item.type}:${item.itemId}`;
              return (
                <li
                  key={key}
                  data-testid="inventory-stack"
                  data-kind={item.type}
                  data-item-id={item.itemId}
                  className="flex flex-col gap-3 rounded-2xl bg-night-800/70 p-3 sm:flex-row sm:items-center"
                >
                  <div className="flex min-w-0 flex-1 items-center gap-3">
                    <ItemImage src={item.imageUrl} alt={item.name} className="size-14 shrink-0 rounded-xl" />
                    <div className="flex min-w-0 flex-col gap-1">
                      <div className="flex flex-wrap items-center gap-2">
                        <span className="truncate font-bold text-white">{item.name}</span>
                        <span className="text-sm text-night-300" data-testid="stack-quantity">
                          {t.quantityOf(formatNumber(item.quantity))}
                        </span>
                        <RarityStars rarity={item.rarity} />
                      </div>
                      <Bonuses bonuses={itemBonuses(item)} />
                      <span className="flex items-center gap-1 text-xs text-night-400">
                        {t.sellPrice} <Price amount={item.sellPrice} currency={item.currency} />
                      </span>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {slotsFor(item).map((slot) => (
                      <Button
                        key={slot}
                        className="flex-1 px-3 sm:flex-none"
                        pending={busy === `equip:${key}:${slot}`}
                        disabled={busy !== null}
                        onClick={() => void run(item, { kind: 'equip', slot }, `equip:${key}:${slot}`)}
                        data-testid={`stack-equip-${slot}`}
                      >
                        {item.type === 'weapon' ? t.equipIn(t.slots[slot]) : t.equip}
                      </Button>
                    ))}
                    <Button
                      variant="secondary"
                      className="flex-1 px-3 sm:flex-none"
                      pending={busy === `sell:${key}`}
                      disabled={busy !== null}
                      onClick={() => void run(item, { kind: 'sell' }, `sell:${key}`)}
                      data-testid="stack-sell"
                    >
                      {t.sell}
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </Panel>

      {view.property.length > 0 && (
        <Panel title={t.property} testId="inventory-property">
          <ul className="grid gap-3 sm:grid-cols-2">
            {view.property.map((item) => (
              <li
                key={`${item.type}:${item.itemId}`}
                className="flex items-center gap-3 rounded-2xl bg-night-800/70 p-3"
              >
                <ItemImage src={item.imageUrl} alt={item.name} className="size-12 shrink-0 rounded-xl" />
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="text-xs text-night-400">{t.kinds[item.type]}</span>
                  <span className="truncate font-bold text-white">{item.name}</span>
                </div>
                {item.isEquipped && (
                  <span className="ms-auto rounded-full bg-emerald-500/15 px-2.5 py-0.5 text-xs font-bold text-emerald-300">
                    {t.equipped}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Panel>
      )}
      {inventory.inventory.length === 0 && <EmptyState title={t.inventoryEmpty} />}
    </>
  );
}

/** Strength, defense, max HP and max energy with everything equipped (GET /api/character/profile). */
export function EffectiveStats() {
  const t = arGear.gear;
  const profile = useGetCharacterProfile();
  const p = profile.data;
  const rows: [string, ReactNode, number | undefined, string][] = [
    [
      t.strength,
      <Dumbbell key="s" className="size-4 text-orange-400" aria-hidden />,
      p?.strength,
      'strength',
    ],
    [t.defense, <Shield key="d" className="size-4 text-emerald-400" aria-hidden />, p?.defense, 'defense'],
    [t.maxHp, <Heart key="h" className="size-4 text-blood-500" aria-hidden />, p?.maxHp, 'max-hp'],
    [t.maxEnergy, <Zap key="e" className="size-4 text-gold-400" aria-hidden />, p?.maxEnergy, 'max-energy'],
  ];
  return (
    <Panel title={t.effectiveStats} testId="effective-stats">
      <dl className="grid grid-cols-2 gap-2 lg:grid-cols-1">
        {rows.map(([label, icon, value, id]) => (
          <div key={id} className="flex items-center gap-2 rounded-xl bg-night-950/60 px-3 py-2">
            {icon}
            <dt className="text-xs text-night-400">{label}</dt>
            <dd className="ms-auto font-bold text-white" data-testid={`effective-${id}`}>
              {value === undefined ? '…' : formatNumber(value)}
            </dd>
          </div>
        ))}
      </dl>
    </Panel>
  );
}
