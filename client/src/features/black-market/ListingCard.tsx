import { Clock, Shield, Sparkles, Sword, User } from 'lucide-react';
import type { ListingDto } from '../../api/generated/model/listingDto';
import { Button } from '../../components/Button';
import { arBlackMarket } from '../../i18n/ar-black-market';
import { formatLongDateTime, formatMoney } from '../../lib/format';

const RARITY_TONE: Record<string, string> = {
  common: 'text-night-300 border-night-700',
  uncommon: 'text-emerald-300 border-emerald-800',
  rare: 'text-sky-300 border-sky-800',
  epic: 'text-fuchsia-300 border-fuchsia-800',
  legend: 'text-gold-300 border-gold-700',
};

/** The picture a listing without an image shows, by item type. */
const ICONS: Record<string, typeof Sword> = { weapon: Sword, armor: Shield, special: Sparkles };

/** One listing: the item with its bonuses, the lot and price, the seller, and its action (buy or withdraw). */
export function ListingCard({
  listing,
  own,
  action,
  pending,
  onAction,
}: {
  listing: ListingDto;
  own: boolean;
  /** What the card's button does; none for closed listings. */
  action: 'buy' | 'cancel' | null;
  pending?: boolean;
  onAction?: () => void;
}) {
  const t = arBlackMarket.blackMarket;
  const Icon = ICONS[listing.itemType] ?? Sword;
  const bonuses = [
    listing.damage > 0 && t.damage(listing.damage),
    listing.def > 0 && t.def(listing.def),
    listing.hpBonus > 0 && t.hpBonus(listing.hpBonus),
    listing.energyBonus > 0 && t.energyBonus(listing.energyBonus),
  ].filter(Boolean) as string[];
  return (
    <li
      data-testid="listing"
      data-listing-id={listing.id}
      data-status={listing.status}
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <div className="flex items-start gap-3">
        <span
          className={`grid size-12 shrink-0 place-items-center overflow-hidden rounded-xl border bg-night-950 ${RARITY_TONE[listing.rarity] ?? ''}`}
        >
          {listing.imageUrl ? (
            <img src={listing.imageUrl} alt="" className="size-full object-cover" />
          ) : (
            <Icon className="size-6" aria-hidden />
          )}
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <span className="truncate text-lg font-extrabold text-white" data-testid="listing-name">
            {listing.itemName} <span className="text-gold-300">{t.quantity(listing.quantity)}</span>
          </span>
          <span className="flex flex-wrap gap-x-2 text-xs">
            {listing.itemType !== 'special' && (
              <span className={RARITY_TONE[listing.rarity]?.split(' ')[0]}>{t.rarities[listing.rarity]}</span>
            )}
            <span className="text-night-400">{t.itemTypes[listing.itemType]}</span>
            {bonuses.map((bonus) => (
              <span key={bonus} className="text-night-300">
                {bonus}
              </span>
            ))}
          </span>
        </div>
        <span className="shrink-0 text-xl font-black text-emerald-300" data-testid="listing-price">
          {formatMoney(listing.price)}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-night-400">
        <span className="flex items-center gap-1">
          <User className="size-3.5" aria-hidden />
          {own ? t.yours : t.seller(listing.sellerName)}
        </span>
        {listing.status === 'active' ? (
          <span className="flex items-center gap-1">
            <Clock className="size-3.5" aria-hidden />
            {t.endsAt(formatLongDateTime(listing.expiresAt) ?? '')}
          </span>
        ) : (
          <span className="flex flex-wrap items-center gap-x-2">
            <span
              data-testid="listing-status"
              className={`rounded-full px-2 py-0.5 text-xs font-bold ${listing.status === 'sold' ? 'bg-emerald-500/15 text-emerald-300' : 'bg-night-800 text-night-300'}`}
            >
              {t.statuses[listing.status]}
            </span>
            {listing.buyerName && <span>{t.buyer(listing.buyerName)}</span>}
            {listing.closedAt && <span>{t.closedAt(formatLongDateTime(listing.closedAt) ?? '')}</span>}
            {listing.notice && (
              <span className="basis-full text-amber-300" data-testid="listing-notice">
                {listing.notice}
              </span>
            )}
          </span>
        )}
        {action && (
          <Button
            className="ms-auto w-full sm:w-auto"
            variant={action === 'buy' ? 'primary' : 'secondary'}
            pending={pending}
            onClick={onAction}
            data-testid={action === 'buy' ? 'listing-buy' : 'listing-cancel'}
          >
            {action === 'buy' ? t.buy : t.cancel}
          </Button>
        )}
      </div>
    </li>
  );
}
