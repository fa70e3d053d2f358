import { useState, type FormEvent } from 'react';
import { Search } from 'lucide-react';
import type { GetBlackMarketParams } from '../../api/generated/model/getBlackMarketParams';
import { ListingSort } from '../../api/generated/model/listingSort';
import { Rarity } from '../../api/generated/model/rarity';
import { Button } from '../../components/Button';
import { fieldClass } from '../../components/TextField';
import { arBlackMarket } from '../../i18n/ar-black-market';
import { parseWholeNumber, TRADEABLE_TYPES } from '../../lib/trade-math';

/**
 * The market's filters (type, rarity, name, price range) and sort; `onApply` gets the query
 * parameters. Special items have no rarity: with that type chosen the rarity is off and not sent.
 */
export function MarketFilters({ onApply }: { onApply: (filters: GetBlackMarketParams) => void }) {
  const t = arBlackMarket.blackMarket.filters;
  const [itemType, setItemType] = useState('');
  const [rarity, setRarity] = useState('');
  const [search, setSearch] = useState('');
  const [minPrice, setMinPrice] = useState('');
  const [maxPrice, setMaxPrice] = useState('');
  const [sort, setSort] = useState<string>(ListingSort.newest);
  const noRarity = itemType === 'special';

  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const min = parseWholeNumber(minPrice);
    const max = parseWholeNumber(maxPrice);
    onApply({
      ...(itemType ? { itemType: itemType as GetBlackMarketParams['itemType'] } : {}),
      ...(rarity && !noRarity ? { rarity: rarity as Rarity } : {}),
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(min ? { minPrice: min } : {}),
      ...(max ? { maxPrice: max } : {}),
      ...(sort !== ListingSort.newest ? { sort: sort as ListingSort } : {}),
    });
  };
  const reset = () => {
    setItemType('');
    setRarity('');
    setSearch('');
    setMinPrice('');
    setMaxPrice('');
    setSort(ListingSort.newest);
    onApply({});
  };

  const select = `${fieldClass(false)} min-w-0`;
  return (
    <form
      onSubmit={apply}
      role="search"
      data-testid="market-filters"
      className="grid grid-cols-2 gap-2 rounded-2xl border border-night-800 bg-night-900/60 p-3 md:grid-cols-6"
    >
      <input
        type="search"
        aria-label={t.search}
        placeholder={t.search}
        value={search}
        maxLength={50}
        onChange={(event) => setSearch(event.target.value)}
        className={`${fieldClass(false)} col-span-2 min-w-0`}
      />
      <select
        aria-label={t.type}
        value={itemType}
        onChange={(e) => setItemType(e.target.value)}
        className={select}
      >
        <option value="">{t.allTypes}</option>
        {TRADEABLE_TYPES.map((type) => (
          <option key={type} value={type}>
            {arBlackMarket.blackMarket.itemTypes[type] ?? type}
          </option>
        ))}
      </select>
      <select
        aria-label={t.rarity}
        value={noRarity ? '' : rarity}
        disabled={noRarity}
        onChange={(e) => setRarity(e.target.value)}
        className={`${select} disabled:opacity-50`}
      >
        <option value="">{t.allRarities}</option>
        {Object.values(Rarity).map((value) => (
          <option key={value} value={value}>
            {arBlackMarket.blackMarket.rarities[value]}
          </option>
        ))}
      </select>
      <input
        inputMode="numeric"
        aria-label={t.minPrice}
        placeholder={t.minPrice}
        value={minPrice}
        onChange={(event) => setMinPrice(event.target.value)}
        className={`${fieldClass(false)} min-w-0`}
      />
      <input
        inputMode="numeric"
        aria-label={t.maxPrice}
        placeholder={t.maxPrice}
        value={maxPrice}
        onChange={(event) => setMaxPrice(event.target.value)}
        className={`${fieldClass(false)} min-w-0`}
      />
      <select
        aria-label={t.sort}
        data-testid="market-sort"
        value={sort}
        onChange={(e) => setSort(e.target.value)}
        className={`${select} col-span-2 md:col-span-2`}
      >
        {Object.values(ListingSort).map((value) => (
          <option key={value} value={value}>
            {arBlackMarket.blackMarket.sorts[value]}
          </option>
        ))}
      </select>
      <div className="col-span-2 flex gap-2 md:col-span-4">
        <Button type="submit" className="flex-1">
          <Search className="size-5" aria-hidden />
          {t.apply}
        </Button>
        <Button variant="secondary" onClick={reset}>
          {t.reset}
        </Button>
      </div>
    </form>
  );
}
