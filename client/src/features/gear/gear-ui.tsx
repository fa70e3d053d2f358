import { useEffect, type ReactNode } from 'react';
import { Coins, Gem, ImageOff, Star } from 'lucide-react';
import type { Rarity } from '../../api/generated/model/rarity';
import { useSession } from '../../auth/use-session';
import { arGear } from '../../i18n/ar-gear';
import { formatNumber, formatPrice } from '../../lib/format';
import { getSocket } from '../../realtime/socket';
import { RARITY_ORDER, type GearCurrency } from './gear-rules';

/** Requests the screens send on opening; their `X:update` answers land in the cache through realtime/sync.ts. */
export type ScreenRequest =
  'shop:request' | 'inventory:request' | 'houses:request' | 'rides:request' | 'pets:request';

/**
 * Sends the screen's `X:request` once it is open and the socket is connected (spec 000 section 7):
 * the server answers `X:update` with the REST body (the shop request also subscribes to admin changes).
 */
export function useScreenRequest(request: ScreenRequest): void {
  const signedIn = useSession() !== null;
  useEffect(() => {
    const socket = getSocket();
    if (signedIn && socket?.connected) socket.emit(request);
  }, [signedIn, request]);
}

/** 1 to 5 filled stars for common to legend (spec 001 section 9), with the rarity's name for screen readers. */
export function RarityStars({ rarity }: { rarity: Rarity }) {
  const stars = RARITY_ORDER[rarity];
  return (
    <span
      className="inline-flex items-center gap-0.5"
      data-testid="rarity-stars"
      data-stars={stars}
      title={arGear.gear.rarities[rarity]}
      aria-label={`${arGear.gear.rarities[rarity]} — ${arGear.gear.rarityStars(formatNumber(stars))}`}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`size-3.5 ${n <= stars ? 'fill-gold-400 text-gold-400' : 'text-night-600'}`}
        />
      ))}
    </span>
  );
}

/** The rarity's name in its colour. */
export function RarityLabel({ rarity }: { rarity: Rarity }) {
  const colours: Record<Rarity, string> = {
    common: 'text-night-200',
    uncommon: 'text-emerald-300',
    rare: 'text-sky-300',
    epic: 'text-violet-300',
    legend: 'text-gold-300',
  };
  return <span className={`text-xs font-bold ${colours[rarity]}`}>{arGear.gear.rarities[rarity]}</span>;
}

/** An amount with its currency badge: money in green, blackcoins in violet. */
export function Price({
  amount,
  currency,
  testId,
}: {
  amount: number;
  currency: GearCurrency;
  testId?: string;
}) {
  const blackcoin = currency !== 'money';
  return (
    <span
      data-testid={testId}
      data-currency={blackcoin ? 'blackcoin' : 'money'}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-bold ${
        blackcoin ? 'bg-violet-500/15 text-violet-200' : 'bg-emerald-500/15 text-emerald-200'
      }`}
    >
      {blackcoin ? <Gem className="size-3.5" aria-hidden /> : <Coins className="size-3.5" aria-hidden />}
      {formatPrice(amount, currency)}
    </span>
  );
}

/** The amount and currency in words, for confirmations and toasts. */
export function priceText(amount: number, currency: GearCurrency): string {
  return formatPrice(amount, currency);
}

/** An item's whole picture (contained, never cropped), or a neutral placeholder when it has none. */
export function ItemImage({ src, alt, className = '' }: { src: string; alt: string; className?: string }) {
  if (!src)
    return (
      <div className={`grid place-items-center bg-night-800 text-night-500 ${className}`}>
        <ImageOff className="size-8" aria-hidden />
      </div>
    );
  return <img src={src} alt={alt} loading="lazy" className={`object-contain ${className}`} />;
}

/** One bonus of an item: `+n label`; zero bonuses are left out by the callers. */
export function Bonus({ label, value }: { label: string; value: number }) {
  return (
    <span className="inline-flex items-center gap-1 rounded-lg bg-night-950/70 px-2 py-1 text-xs text-night-200">
      <span className="font-bold text-white">+{formatNumber(value)}</span>
      {label}
    </span>
  );
}

/** The non-zero bonuses of an item as chips. */
export function Bonuses({ bonuses }: { bonuses: [label: string, value: number][] }) {
  const shown = bonuses.filter(([, value]) => value > 0);
  if (!shown.length) return null;
  return (
    <div className="flex flex-wrap gap-1.5">
      {shown.map(([label, value]) => (
        <Bonus key={label} label={label} value={value} />
      ))}
    </div>
  );
}

/** A round chip of a filter bar. */
export function FilterChip({
  active,
  onClick,
  children,
  testId,
}: {
  active: boolean;
  onClick: () => void;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <button
      type="button"
      data-testid={testId}
      aria-pressed={active}
      onClick={onClick}
      className={`min-h-9 whitespace-nowrap rounded-full px-3.5 py-1.5 text-sm font-bold transition ${
        active
          ? 'bg-blood-600 text-white'
          : 'border border-night-700 bg-night-900 text-night-200 hover:border-night-500'
      }`}
    >
      {children}
    </button>
  );
}

/** A titled card block of a gear screen. */
export function Panel({
  title,
  aside,
  children,
  testId,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <section
      data-testid={testId}
      className="flex flex-col gap-3 rounded-3xl border border-night-700 bg-night-900/80 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-extrabold text-white">{title}</h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
