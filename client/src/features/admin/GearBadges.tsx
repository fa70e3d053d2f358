import { Coins, ImageOff, Star } from 'lucide-react';
import { SelectField } from '../../components/SelectField';
import { ar } from '../../i18n/ar-admin';
import { formatMoney, formatNumber } from '../../lib/format';
import { RARITIES, rarityRank, type RarityFilter } from './gear-catalogue';

/** Spec 002 section 2.2: a rarity as 1 (common) to 5 (legend) filled stars, named for screen readers. */
export function RarityStars({ rarity }: { rarity: string }) {
  const rank = rarityRank(rarity);
  return (
    <span
      className="inline-flex items-center gap-0.5"
      role="img"
      aria-label={`${ar.adminGear.rarities[rarity] ?? rarity} · ${ar.adminGear.stars(rank)}`}
      data-testid="rarity-stars"
      data-rank={rank}
    >
      {RARITIES.map((r, index) => (
        <Star
          key={r}
          className={`size-3.5 ${index < rank ? 'fill-gold-400 text-gold-400' : 'text-night-600'}`}
          aria-hidden
        />
      ))}
    </span>
  );
}

/**
 * Spec 002 section 1: a price in money as a dollar amount, in blackcoins as a badge with the number.
 * Reads both spellings (`blackcoin`, `blackcoins`).
 */
export function PriceTag({ amount, currency }: { amount: number; currency: string }) {
  if (currency === 'money')
    return (
      <span className="font-bold text-emerald-300" data-testid="price" data-currency="money">
        {formatMoney(amount)}
      </span>
    );
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-violet-500/15 px-2 py-0.5 text-xs font-bold text-violet-200 ring-1 ring-violet-400/40"
      data-testid="price"
      data-currency={currency}
      title={ar.adminGear.currencies[currency]}
    >
      <Coins className="size-3.5" aria-hidden />
      {formatNumber(amount)}
    </span>
  );
}

/** An item's picture, or a placeholder when it has none. */
export function CatalogueImage({ src, className }: { src: string; className: string }) {
  if (!src)
    return (
      <span className={`grid place-items-center bg-night-800 text-night-500 ${className}`}>
        <ImageOff className="size-6" aria-hidden />
        <span className="sr-only">{ar.adminGear.noImage}</span>
      </span>
    );
  return <img src={src} alt="" loading="lazy" className={`bg-night-800 object-cover ${className}`} />;
}

/** A labelled select of the list controls (rarity, slot). */
export function FilterSelect<V extends string>({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: V;
  options: readonly { value: V; label: string }[];
  onChange: (value: V) => void;
  testId: string;
}) {
  return (
    <SelectField
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as V)}
      data-testid={testId}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** Spec 001 section 2.5 and spec 002 section 2.2: the rarity filter, all or one of five. */
export function RarityFilterSelect({
  value,
  onChange,
}: {
  value: RarityFilter;
  onChange: (value: RarityFilter) => void;
}) {
  const t = ar.adminGear;
  const options = [
    { value: 'all' as RarityFilter, label: t.allRarities },
    ...RARITIES.map((rarity) => ({ value: rarity as RarityFilter, label: t.rarities[rarity] })),
  ];
  return (
    <FilterSelect
      label={t.rarity}
      value={value}
      options={options}
      onChange={onChange}
      testId="admin-rarity"
    />
  );
}
