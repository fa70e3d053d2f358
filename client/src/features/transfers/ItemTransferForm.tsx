import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useGetInventory } from '../../api/generated/inventory/inventory';
import type { ItemTransferDtoItemType } from '../../api/generated/model/itemTransferDtoItemType';
import { useSendItem } from '../../api/generated/transfers/transfers';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { SelectField } from '../../components/SelectField';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../../components/use-confirm';
import { arTransfers } from '../../i18n/ar-transfers';
import { formatNumber } from '../../lib/format';
import { MAX_UNITS, parseWholeNumber, transferableStacks } from '../../lib/trade-math';
import { useTransferRefresh } from './use-transfer-refresh';

/** Unequipped weapons and armors to a player by username, without fee, after a confirmation. */
export function ItemTransferForm() {
  const t = arTransfers.transfers;
  const inventory = useGetInventory({ query: { staleTime: 0 } });
  const send = useSendItem();
  const refresh = useTransferRefresh();
  const { confirm, dialog } = useConfirm();
  const [username, setUsername] = useState('');
  const [choice, setChoice] = useState('');
  const [quantityText, setQuantityText] = useState('1');
  const [errors, setErrors] = useState<{ username?: string; item?: string; quantity?: string }>({});

  const stacks = transferableStacks(inventory.data?.inventory ?? []);
  const chosen = stacks.find((stack) => `${stack.type}:${stack.itemId}` === choice);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const quantity = parseWholeNumber(quantityText);
    const max = Math.min(chosen?.quantity ?? MAX_UNITS, MAX_UNITS);
    const found = {
      username: name ? undefined : t.usernameRequired,
      item: chosen ? undefined : t.itemRequired,
      quantity: quantity && quantity >= 1 && quantity <= max ? undefined : t.quantityInvalid(max),
    };
    setErrors(found);
    if (!chosen || found.username || found.quantity) return;
    const label = `${chosen.name} ×${formatNumber(quantity!)}`;
    if (!(await confirm(t.confirmItem(label, name)))) return;
    send.mutate(
      {
        data: {
          username: name,
          itemType: chosen.type as ItemTransferDtoItemType,
          itemId: chosen.itemId,
          quantity: quantity!,
        },
      },
      {
        onSuccess: (transfer) => {
          toast.success(t.sentItem(label, transfer.counterpartName));
          setChoice('');
          setQuantityText('1');
        },
        onError: (failure) => toast.error(errorText(failure)),
        onSettled: refresh,
      },
    );
  };

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      noValidate
      data-testid="item-transfer-form"
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <p className="text-sm text-emerald-300">{t.itemsNoFee}</p>
      <TextField
        label={t.username}
        value={username}
        error={errors.username}
        autoComplete="off"
        onChange={(event) => setUsername(event.target.value)}
      />
      {inventory.data && stacks.length === 0 ? (
        <p className="rounded-xl bg-night-950/60 p-3 text-center text-night-300">{t.noItems}</p>
      ) : (
        <div className="grid gap-3 sm:grid-cols-[1fr_8rem]">
          <SelectField
            label={t.item}
            placeholder={t.chooseItem}
            value={choice}
            error={errors.item}
            onChange={(event) => setChoice(event.target.value)}
            options={stacks.map((stack) => ({
              value: `${stack.type}:${stack.itemId}`,
              label: `${stack.name} · ${t.owned(stack.quantity)}`,
            }))}
          />
          <TextField
            label={t.quantity}
            inputMode="numeric"
            value={quantityText}
            error={errors.quantity}
            onChange={(event) => setQuantityText(event.target.value)}
          />
        </div>
      )}
      <Button type="submit" pending={send.isPending} disabled={stacks.length === 0}>
        {t.send}
      </Button>
      {dialog}
    </form>
  );
}
