import { useState, type ReactNode } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { PawPrint } from 'lucide-react';
import { useGetHud } from '../../api/generated/character/character';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { EmptyState, SectionPage } from '../../components/SectionPage';
import { useConfirm } from '../../components/use-confirm';
import { arGear } from '../../i18n/ar-gear';
import { toastActionError } from '../../lib/action-error';
import { lockedLevel } from '../../lib/feature-lock';
import { formatNumber } from '../../lib/format';
import { buyBlocker } from './gear-rules';
import { Bonuses, ItemImage, Panel, Price, priceText, RarityStars, useScreenRequest } from './gear-ui';
import {
  PROPERTY_KINDS,
  propertyQueryOptions,
  type PropertyItem,
  type PropertyKind,
  type PropertyList,
} from './property-kinds';

type Action = 'buy' | 'sell' | 'equip' | 'unequip';

/**
 * `/dashboard/houses`, `/dashboard/rides` and `/dashboard/pets` (DESIGN.md section 6, "Houses,
 * rides, pets"): what the player owns (equip one, take it off, sell back for half) and what is for
 * sale, live on `X:update` (asked for on opening). Pets show the room the equipped house gives.
 */
export function PropertyPage({ kind }: { kind: PropertyKind }) {
  const config = PROPERTY_KINDS[kind];
  useScreenRequest(config.request);
  const query = useQuery({ ...propertyQueryOptions(kind), retry: false });
  const hud = useGetHud();
  const { confirm, dialog } = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);
  const locked = lockedLevel(query.error, config.feature);
  const t = arGear.gear;
  const mutation = useMutation({
    mutationFn: ({ action, id }: { action: Action; id: number }) =>
      action === 'unequip' ? config.unequip() : config[action](id),
  });
  const list: PropertyList | null = query.data ? config.read(query.data) : null;
  const owned = list?.items.filter((item) => item.owned) ?? [];
  const forSale = list?.items.filter((item) => !item.owned && item.isActive) ?? [];
  const roomFull = list?.room ? list.room.petsOwned >= list.room.capacity : false;

  const act = async (action: Action, item: PropertyItem) => {
    const question =
      action === 'buy'
        ? t.confirmBuy(item.name, priceText(item.cost, item.currency))
        : action === 'sell'
          ? t.confirmSell(item.name, priceText(item.sellPrice, item.currency))
          : action === 'unequip'
            ? t.confirmUnequip(item.name)
            : t.confirmEquip(item.name);
    if (!(await confirm(question))) return;
    const key = `${action}:${item.id}`;
    setBusy(key);
    const toasts: Record<Action, string> = {
      buy: t.boughtOne(item.name),
      sell: t.sold(item.name),
      equip: t.equippedToast(item.name),
      unequip: t.unequippedToast(item.name),
    };
    mutation.mutate(
      { action, id: item.id },
      {
        // The list, the inventory and the HUD afterwards come by push (`houses:update`... and `inventory:update`).
        onSuccess: () => {
          toast.success(toasts[action]);
        },
        onError: toastActionError,
        onSettled: () => setBusy(null),
      },
    );
  };

  return (
    <SectionPage bannerKey={config.bannerKey} title={config.title}>
      {dialog}
      {query.isPending && <div className="h-72 animate-pulse rounded-3xl bg-night-900/80" />}
      {locked !== null && <FeatureLockPanel level={locked} />}
      {query.isError && locked === null && (
        <ErrorPanel detail={errorText(query.error)} onRetry={() => query.refetch()} />
      )}
      {list && (
        <>
          {list.room && (
            <div
              data-testid="pet-room"
              className="flex items-center gap-3 rounded-2xl border border-night-700 bg-night-900/80 p-4"
            >
              <PawPrint className="size-6 shrink-0 text-gold-400" aria-hidden />
              <div className="flex flex-col gap-0.5">
                <span className="font-bold text-white">
                  {t.petRoom(formatNumber(list.room.petsOwned), formatNumber(list.room.capacity))}
                </span>
                <span className="text-xs text-night-400">{t.petRoomHint}</span>
              </div>
            </div>
          )}
          <Panel title={t.mine} testId="property-owned">
            {owned.length === 0 ? (
              <p className="py-4 text-center text-night-300">{t.noneOwned}</p>
            ) : (
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {owned.map((item) => (
                  <PropertyCard key={item.id} kind={kind} item={item}>
                    {item.isEquipped ? (
                      <Button
                        variant="secondary"
                        className="flex-1"
                        pending={busy === `unequip:${item.id}`}
                        disabled={busy !== null}
                        onClick={() => void act('unequip', item)}
                        data-testid="property-unequip"
                      >
                        {t.unequip}
                      </Button>
                    ) : (
                      <Button
                        className="flex-1"
                        pending={busy === `equip:${item.id}`}
                        disabled={busy !== null}
                        onClick={() => void act('equip', item)}
                        data-testid="property-equip"
                      >
                        {t.equip}
                      </Button>
                    )}
                    <Button
                      variant="secondary"
                      className="flex-1"
                      pending={busy === `sell:${item.id}`}
                      disabled={busy !== null}
                      onClick={() => void act('sell', item)}
                      data-testid="property-sell"
                    >
                      {t.sell} ({priceText(item.sellPrice, item.currency)})
                    </Button>
                  </PropertyCard>
                ))}
              </div>
            )}
          </Panel>
          <Panel title={t.forSale} testId="property-for-sale">
            {forSale.length === 0 ? (
              <EmptyState title={t.noneForSale} />
            ) : (
              <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
                {forSale.map((item) => {
                  const blocker =
                    kind === 'pet' && roomFull
                      ? t.petRoomFull
                      : buyBlocker(item.cost, 1, item.currency, hud.data);
                  return (
                    <PropertyCard key={item.id} kind={kind} item={item}>
                      <div className="flex w-full flex-col gap-2">
                        <Button
                          className="w-full"
                          pending={busy === `buy:${item.id}`}
                          disabled={busy !== null || blocker !== null || !hud.data}
                          onClick={() => void act('buy', item)}
                          data-testid="property-buy"
                        >
                          {t.buy}
                        </Button>
                        {blocker && (
                          <p className="text-sm text-blood-300" data-testid="property-blocker">
                            {blocker}
                          </p>
                        )}
                      </div>
                    </PropertyCard>
                  );
                })}
              </div>
            )}
          </Panel>
        </>
      )}
    </SectionPage>
  );
}

/** One house, ride or pet: picture, rarity, bonuses, cost and the actions given as children. */
function PropertyCard({
  kind,
  item,
  children,
}: {
  kind: PropertyKind;
  item: PropertyItem;
  children: ReactNode;
}) {
  const config = PROPERTY_KINDS[kind];
  const t = arGear.gear;
  return (
    <article
      data-testid="property-item"
      data-item-id={item.id}
      data-equipped={item.isEquipped || undefined}
      className={`flex flex-col overflow-hidden rounded-2xl border bg-night-800/60 ${
        item.isEquipped ? 'border-emerald-500/60' : 'border-night-700'
      }`}
    >
      <div className="relative aspect-[5/2] overflow-hidden bg-night-800 sm:aspect-[16/9]">
        <ItemImage src={item.imageUrl} alt={item.name} className="size-full" />
        {item.isEquipped && (
          <span className="absolute start-3 top-3 rounded-full bg-emerald-600 px-3 py-1 text-xs font-bold text-white">
            {t.equipped}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className="font-extrabold text-white">{item.name}</h3>
          <RarityStars rarity={item.rarity} />
        </div>
        {config.detail && <p className="text-xs text-night-300">{config.detail(item)}</p>}
        {item.description && <p className="text-sm leading-6 text-night-300">{item.description}</p>}
        <Bonuses bonuses={config.bonuses(item)} />
        <div className="flex items-center justify-between gap-2 text-sm text-night-300">
          <span>{t.price}</span>
          <Price amount={item.cost} currency={item.currency} />
        </div>
        <div className="mt-auto flex flex-wrap gap-2 pt-1">{children}</div>
      </div>
    </article>
  );
}
