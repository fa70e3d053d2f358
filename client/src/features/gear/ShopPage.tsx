import { useState } from 'react';
import { toast } from '../../lib/toast';
import { ShoppingCart } from 'lucide-react';
import { useGetHud } from '../../api/generated/character/character';
import type { Rarity } from '../../api/generated/model/rarity';
import { useBuyShopItem, useGetShop } from '../../api/generated/shop/shop';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arGear } from '../../i18n/ar-gear';
import { toastActionError } from '../../lib/action-error';
import { formatNumber, formatPrice } from '../../lib/format';
import { Bonuses, FilterChip, ItemImage, Price, RarityLabel, RarityStars, useScreenRequest } from './gear-ui';
import {
  buyBlocker,
  MAX_QUANTITY,
  RARITIES,
  shopEntries,
  type KindFilter,
  type ShopEntry,
} from './gear-rules';

/**
 * `/dashboard/shop` (DESIGN.md section 6): every active weapon and armor of `GET /api/shop`, kept
 * live by `shop:update` (asked for on opening; an admin change pushes it). Filters by kind and
 * rarity; each card buys a quantity, disabled with the reason when the HUD's cash cannot pay.
 */
export function ShopPage() {
  useScreenRequest('shop:request');
  const shop = useGetShop();
  const hud = useGetHud();
  const [kind, setKind] = useState<KindFilter>('all');
  const [rarity, setRarity] = useState<Rarity | 'all'>('all');
  const t = arGear.gear;
  const entries = shop.data ? shopEntries(shop.data, kind, rarity) : [];
  const total = shop.data ? shop.data.weapons.length + shop.data.armors.length : 0;

  return (
    <SectionPage bannerKey="shop" title={ar.nav.shop}>
      {shop.isPending && <div className="h-72 animate-pulse rounded-3xl bg-night-900/80" />}
      {shop.isError && <ErrorPanel detail={errorText(shop.error)} onRetry={() => shop.refetch()} />}
      {shop.data && total === 0 && <EmptyState title={t.shopEmpty} />}
      {shop.data && total > 0 && (
        <>
          <div className="flex flex-col gap-2" data-testid="shop-filters">
            <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t.filterKind}>
              <FilterChip active={kind === 'all'} onClick={() => setKind('all')} testId="filter-kind-all">
                {t.allKinds}
              </FilterChip>
              <FilterChip
                active={kind === 'weapon'}
                onClick={() => setKind('weapon')}
                testId="filter-kind-weapon"
              >
                {t.weapons}
              </FilterChip>
              <FilterChip
                active={kind === 'armor'}
                onClick={() => setKind('armor')}
                testId="filter-kind-armor"
              >
                {t.armors}
              </FilterChip>
            </div>
            <div
              className="-mx-1 flex items-center gap-2 overflow-x-auto px-1 pb-1"
              role="group"
              aria-label={t.filterRarity}
            >
              <FilterChip
                active={rarity === 'all'}
                onClick={() => setRarity('all')}
                testId="filter-rarity-all"
              >
                {t.allRarities}
              </FilterChip>
              {RARITIES.map((r) => (
                <FilterChip
                  key={r}
                  active={rarity === r}
                  onClick={() => setRarity(r)}
                  testId={`filter-rarity-${r}`}
                >
                  {t.rarities[r]}
                </FilterChip>
              ))}
            </div>
            <p className="text-sm text-night-400" aria-live="polite" data-testid="shop-count">
              {t.resultCount(entries.length)}
            </p>
          </div>
          {entries.length === 0 ? (
            <EmptyState title={t.noMatches} />
          ) : (
            <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="shop-list">
              {entries.map((entry) => (
                <ShopCard key={`${entry.kind}:${entry.id}`} entry={entry} hud={hud.data} />
              ))}
            </div>
          )}
        </>
      )}
    </SectionPage>
  );
}

/** One weapon or armor: picture, rarity, bonuses, price and the buy form. */
function ShopCard({
  entry,
  hud,
}: {
  entry: ShopEntry;
  hud: { money: number; blackcoins: number } | undefined;
}) {
  const t = arGear.gear;
  const buy = useBuyShopItem();
  const [quantityText, setQuantityText] = useState('1');
  const quantity = Number(quantityText);
  const blocker = buyBlocker(entry.price, quantity, entry.currency, hud);
  const bonuses: [string, number][] =
    entry.kind === 'weapon'
      ? [
          [t.stats.damage, entry.damage],
          [t.stats.energyBonus, entry.energyBonus],
        ]
      : [
          [t.stats.def, entry.def],
          [t.stats.hpBonus, entry.hpBonus],
        ];

  const onBuy = () =>
    buy.mutate(
      { data: { type: entry.kind, itemId: entry.id, quantity } },
      {
        // The inventory and the HUD afterwards come by push (`inventory:update`, `hud:update`).
        onSuccess: () => {
          toast.success(t.bought(entry.name, formatNumber(quantity)));
          setQuantityText('1');
        },
        onError: toastActionError,
      },
    );

  return (
    <article
      data-testid="shop-item"
      data-kind={entry.kind}
      data-item-id={entry.id}
      className="flex flex-col overflow-hidden rounded-3xl border border-night-700 bg-night-900/80 shadow-xl shadow-black/40"
    >
      <div className="relative aspect-[5/2] overflow-hidden bg-night-800 sm:aspect-[16/9]">
        <ItemImage src={entry.imageUrl} alt={entry.name} className="size-full" />
        <span className="absolute start-3 top-3 rounded-full bg-black/65 px-3 py-1 text-xs font-bold text-night-100">
          {t.kinds[entry.kind]}
          {entry.kind === 'armor' && ` · ${entry.slot === 'head' ? t.slots.head : t.slots.body}`}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="text-lg font-extrabold text-white" data-testid="shop-item-name">
            {entry.name}
          </h3>
          <div className="flex flex-col items-end gap-1">
            <RarityStars rarity={entry.rarity} />
            <RarityLabel rarity={entry.rarity} />
          </div>
        </div>
        {entry.description && <p className="text-sm leading-6 text-night-300">{entry.description}</p>}
        <Bonuses bonuses={bonuses} />
        <div className="flex items-center justify-between gap-2 text-sm text-night-300">
          <span>{t.price}</span>
          <Price amount={entry.price} currency={entry.currency} testId="shop-item-price" />
        </div>
        <div className="mt-auto flex flex-col gap-2">
          <div className="flex items-end gap-2">
            <label className="flex w-24 shrink-0 flex-col gap-1 text-xs text-night-300">
              {t.quantity}
              <input
                type="number"
                inputMode="numeric"
                min={1}
                max={MAX_QUANTITY}
                value={quantityText}
                onChange={(event) => setQuantityText(event.target.value)}
                data-testid="shop-quantity"
                className="min-h-11 rounded-xl border border-night-600 bg-night-950 px-3 text-base text-white"
              />
            </label>
            <Button
              className="flex-1"
              onClick={onBuy}
              pending={buy.isPending}
              disabled={blocker !== null || !hud}
              data-testid="shop-buy"
            >
              <ShoppingCart className="size-4" aria-hidden />
              {buy.isPending ? t.buying : t.buy}
            </Button>
          </div>
          {blocker ? (
            <p className="text-sm text-blood-300" data-testid="shop-blocker">
              {blocker}
            </p>
          ) : (
            Number.isInteger(quantity) &&
            quantity > 1 && (
              <p className="text-xs text-night-400">
                {t.total(formatPrice(entry.price * quantity, entry.currency))}
              </p>
            )
          )}
        </div>
      </div>
    </article>
  );
}
