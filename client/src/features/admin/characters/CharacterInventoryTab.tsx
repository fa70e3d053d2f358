import { useEffect } from 'react';
import { toast } from '../../../lib/toast';
import { useGetUserInventoryForAdmin } from '../../../api/generated/inventory/inventory';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { rarityKey } from './characters';

const STAT_KEYS = ['damage', 'def', 'hpBonus', 'energyBonus', 'powerBonus'] as const;

/** Spec 001 sections 2.3 and 7: a summary and the item list (`GET /api/admin/users/{userId}/inventory`). */
export function CharacterInventoryTab({ userId }: { userId: string }) {
  const t = ar.adminCharacters;
  const inventory = useGetUserInventoryForAdmin(userId, { query: { staleTime: 0, retry: false } });
  useEffect(() => {
    if (inventory.isError) toast.error(t.inventoryFailed);
  }, [inventory.isError, t.inventoryFailed]);
  if (!inventory.data) return <div className="h-32 animate-pulse rounded-xl bg-night-900" />;
  const { totalItems, equippedItems, inventory: items } = inventory.data;
  return (
    <div className="flex flex-col gap-3" data-testid="character-inventory">
      <p className="text-sm text-night-300">
        {t.inventorySummary(formatNumber(totalItems), formatNumber(equippedItems))}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl bg-night-900 p-4 text-center text-night-400">{t.inventoryEmpty}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {items.map((item, index) => {
            const rarity = rarityKey(item.rarity);
            return (
              <li
                key={`${item.type}-${item.itemId}-${index}`}
                className="rounded-xl bg-night-900 px-3 py-2 text-sm"
              >
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="font-bold text-white">{item.name}</span>
                  <span className="flex flex-wrap gap-1 text-xs">
                    <span className="rounded-full bg-night-800 px-2 py-0.5 text-night-200">
                      {t.types[item.type] ?? item.type}
                    </span>
                    <span className="rounded-full bg-night-800 px-2 py-0.5 text-gold-300">
                      {rarity === 'legendary' ? t.legendary : t.rarities[rarity]}
                    </span>
                    {item.isEquipped && (
                      <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-emerald-300">
                        {t.equipped}
                      </span>
                    )}
                  </span>
                </div>
                <p className="mt-1 text-xs text-night-400">
                  {t.quantity(formatNumber(item.quantity))}
                  {STAT_KEYS.filter((key) => item[key] > 0).map((key) => (
                    <span key={key}>
                      {' · '}
                      {t.itemStats[key]} +{formatNumber(item[key])}
                    </span>
                  ))}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
