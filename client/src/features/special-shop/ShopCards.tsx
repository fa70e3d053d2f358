import type { ReactNode } from 'react';
import { Coins, Crown, Gem, Sparkles } from 'lucide-react';
import type { BlackcoinPackageDto } from '../../api/generated/model/blackcoinPackageDto';
import type { MoneyPackageDto } from '../../api/generated/model/moneyPackageDto';
import type { SpecialItemDto } from '../../api/generated/model/specialItemDto';
import type { VipPackageDto } from '../../api/generated/model/vipPackageDto';
import { Button } from '../../components/Button';
import { arSpecialShop } from '../../i18n/ar-special-shop';
import { formatBlackcoins, formatNumber, formatUsd } from '../../lib/format';
import { descriptionRepeatsEffect, effectText, priceText, vipEndText } from './special-shop-text';

const t = arSpecialShop.specialShop;

/** Id of the one note that blackcoin purchases are unavailable, shown above the packages (not on each card). */
export const BLACKCOIN_UNAVAILABLE_ID = 'blackcoin-unavailable';

/** A card of the blackcoin shop: gold-edged, icon or image, title, lines, and its buy button. */
function ShopCard({
  testId,
  image,
  icon,
  title,
  children,
  action,
}: {
  testId: string;
  image?: string;
  icon?: ReactNode;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      className="flex flex-col gap-3 rounded-3xl border border-gold-400/30 bg-gradient-to-b from-night-900 to-night-950 p-4 shadow-lg shadow-black/30"
    >
      <div className="flex items-center gap-3">
        {image ? (
          <img src={image} alt="" className="size-14 shrink-0 rounded-2xl bg-night-800 object-cover" />
        ) : (
          <span className="grid size-14 shrink-0 place-items-center rounded-2xl bg-gold-400/10 text-gold-300">
            {icon}
          </span>
        )}
        <h3 className="min-w-0 text-lg font-extrabold text-white">{title}</h3>
      </div>
      <div className="flex flex-1 flex-col gap-1 text-sm text-night-200">{children}</div>
      {action}
    </li>
  );
}

export function SpecialItemCard({
  item,
  level,
  pending,
  onBuy,
}: {
  item: SpecialItemDto;
  level: number | undefined;
  pending: boolean;
  onBuy: () => void;
}) {
  const locked = level !== undefined && level < item.levelRequired;
  const effect = effectText(item);
  // The effect line is read from the item's values; a description saying the same is left out.
  const description = descriptionRepeatsEffect(item.description, effect) ? '' : item.description;
  return (
    <ShopCard
      testId="special-item"
      image={item.imageUrl || undefined}
      title={item.name}
      action={
        <Button onClick={onBuy} pending={pending} aria-label={`${t.buy} ${item.name}`}>
          {t.buyFor(priceText(item.price, item.currency))}
        </Button>
      }
    >
      {description && <p>{description}</p>}
      <p className="flex items-center gap-1 font-bold text-gold-300" data-testid="special-item-effect">
        <Sparkles className="size-4 shrink-0" aria-hidden />
        {effect}
      </p>
      {item.levelRequired > 1 && (
        <p className={locked ? 'text-blood-300' : 'text-night-400'}>
          {t.levelRequired(formatNumber(item.levelRequired))}
        </p>
      )}
    </ShopCard>
  );
}

export function VipPackageCard({
  pack,
  vipExpiresAt,
  pending,
  onBuy,
}: {
  pack: VipPackageDto;
  vipExpiresAt: string | null | undefined;
  pending: boolean;
  onBuy: () => void;
}) {
  return (
    <ShopCard
      testId="vip-package"
      icon={<Crown className="vip-sparkle size-7" aria-hidden />}
      title={pack.name}
      action={
        <Button onClick={onBuy} pending={pending} aria-label={`${t.buy} ${pack.name}`}>
          {t.buyFor(priceText(pack.price, 'blackcoin'))}
        </Button>
      }
    >
      <p className="font-bold text-gold-300">{t.days(pack.durationDays)}</p>
      <p data-testid="vip-package-until">{t.vipUntil(vipEndText(vipExpiresAt, pack.durationDays))}</p>
    </ShopCard>
  );
}

export function MoneyPackageCard({
  pack,
  pending,
  onBuy,
}: {
  pack: MoneyPackageDto;
  pending: boolean;
  onBuy: () => void;
}) {
  return (
    <ShopCard
      testId="money-package"
      icon={<Coins className="size-7" aria-hidden />}
      title={pack.name}
      action={
        <Button onClick={onBuy} pending={pending} aria-label={`${t.buy} ${pack.name}`}>
          {t.buyFor(priceText(pack.blackcoinCost, 'blackcoin'))}
        </Button>
      }
    >
      {pack.description && <p>{pack.description}</p>}
      <p className="text-lg font-extrabold text-emerald-300">{priceText(pack.totalMoney, 'money')}</p>
      {pack.bonus > 0 && <p className="text-gold-300">{t.bonus(formatNumber(pack.bonus))}</p>}
    </ShopCard>
  );
}

export function BlackcoinPackageCard({
  pack,
  available,
  pending,
  onBuy,
}: {
  pack: BlackcoinPackageDto;
  available: boolean;
  pending: boolean;
  onBuy: () => void;
}) {
  return (
    <ShopCard
      testId="blackcoin-package"
      icon={<Gem className="size-7" aria-hidden />}
      title={pack.name}
      action={
        <Button
          onClick={onBuy}
          pending={pending}
          disabled={!available}
          title={available ? undefined : t.unavailable}
          aria-describedby={available ? undefined : BLACKCOIN_UNAVAILABLE_ID}
          aria-label={`${t.buy} ${pack.name}`}
        >
          {t.buyFor(formatUsd(pack.usdPrice))}
        </Button>
      }
    >
      <p className="text-lg font-extrabold text-violet-300">
        {t.total(formatBlackcoins(pack.totalBlackcoins))}
      </p>
      <p>{formatBlackcoins(pack.blackcoinAmount)}</p>
      {pack.bonus > 0 && (
        <p className="text-gold-300">
          {t.bonus(formatNumber(pack.bonus))} · {t.bonusPercent(formatNumber(pack.bonusPercent))}
        </p>
      )}
    </ShopCard>
  );
}
