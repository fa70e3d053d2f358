import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useQueryClient } from '@tanstack/react-query';
import { useCreateListing } from '../../api/generated/black-market/black-market';
import { useGetInventory } from '../../api/generated/inventory/inventory';
import type { CreateListingDtoItemType } from '../../api/generated/model/createListingDtoItemType';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { arBlackMarket } from '../../i18n/ar-black-market';
import { formatMoney } from '../../lib/format';
import {
  MAX_LISTING_PRICE,
  MAX_UNITS,
  parseWholeNumber,
  sellerShare,
  tradeableStacks,
} from '../../lib/trade-math';
import { listingCreated } from '../../realtime/answer-writes';

/**
 * The list-an-item form: an unequipped weapon or armor stack from the inventory, how many units,
 * and the price of the lot, with what the seller receives after the fee shown before sending.
 */
export function ListItemForm({ feePercent, onListed }: { feePercent: number; onListed: () => void }) {
  const t = arBlackMarket.blackMarket.form;
  const inventory = useGetInventory({ query: { staleTime: 0 } });
  const queryClient = useQueryClient();
  // The market push (`blackMarket:update`) refreshes the pages, the player's listings and, with
  // `inventory:update`, the inventory; 'عروضي' opens at once, so the answer (the new listing) goes first
  // into that list (issue 31). At the mutation level, because the form unmounts when the tab changes
  // and callbacks given to `mutate` would then be dropped.
  const create = useCreateListing({
    mutation: { onSuccess: (listing) => listingCreated(queryClient, listing) },
  });
  const [choice, setChoice] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [priceText, setPriceText] = useState('');
  const [errors, setErrors] = useState<{ item?: string; quantity?: string; price?: string }>({});

  const stacks = tradeableStacks(inventory.data?.inventory ?? []);
  const chosen = stacks.find((stack) => `${stack.type}:${stack.itemId}` === choice);
  const price = parseWholeNumber(priceText);
  const split = price && price <= MAX_LISTING_PRICE ? sellerShare(price, feePercent) : null;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const quantity = parseWholeNumber(quantityText);
    const max = Math.min(chosen?.quantity ?? MAX_UNITS, MAX_UNITS);
    const found = {
      item: chosen ? undefined : t.itemRequired,
      quantity: quantity && quantity >= 1 && quantity <= max ? undefined : t.quantityInvalid(max),
      price: price && price >= 1 && price <= MAX_LISTING_PRICE ? undefined : t.priceInvalid,
    };
    setErrors(found);
    if (!chosen || found.quantity || found.price) return;
    create.mutate(
      {
        data: {
          itemType: chosen.type as CreateListingDtoItemType,
          itemId: chosen.itemId,
          quantity: quantity!,
          price: price!,
        },
      },
      {
        onSuccess: () => {
          toast.success(arBlackMarket.blackMarket.listed);
          setChoice('');
          setQuantityText('1');
          setPriceText('');
          onListed();
        },
        onError: (failure) => toast.error(errorText(failure)),
      },
    );
  };

  if (inventory.data && stacks.length === 0)
    return <p className="rounded-2xl bg-night-900/70 p-5 text-center text-night-300">{t.noItems}</p>;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid="list-item-form"
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <SelectField
        label={t.item}
        placeholder={t.chooseItem}
        value={choice}
        error={errors.item}
        data-testid="list-item-select"
        onChange={(event) => setChoice(event.target.value)}
        options={stacks.map((stack) => ({
          value: `${stack.type}:${stack.itemId}`,
          label: `${stack.name} (${arBlackMarket.blackMarket.itemTypes[stack.type] ?? stack.type}) · ${t.owned(stack.quantity)}`,
        }))}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t.quantity}
          inputMode="numeric"
          value={quantityText}
          error={errors.quantity}
          onChange={(event) => setQuantityText(event.target.value)}
        />
        <TextField
          label={t.price}
          inputMode="numeric"
          value={priceText}
          error={errors.price}
          data-testid="list-item-price"
          onChange={(event) => setPriceText(event.target.value)}
        />
      </div>
      {split && (
        <p className="text-sm text-night-300" data-testid="list-item-share">
          {t.youGet(`${formatMoney(split.share)}`, `${formatMoney(split.fee)}`)}
        </p>
      )}
      <Button type="submit" pending={create.isPending} data-testid="list-item-submit">
        {t.submit}
      </Button>
    </form>
  );
}
