import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { useSendMoney } from '../../api/generated/transfers/transfers';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { TextField } from '../../components/TextField';
import { useConfirm } from '../../components/use-confirm';
import { arTransfers } from '../../i18n/ar-transfers';
import { formatMoney } from '../../lib/format';
import { parseWholeNumber, transferFee } from '../../lib/trade-math';
import { useTransferRefresh } from './use-transfer-refresh';

/** Money to a player by username: the fee (rounded up) and the total are shown as soon as an amount is typed, and again in the confirmation. */
export function MoneyTransferForm({ feePercent, minAmount }: { feePercent: number; minAmount: number }) {
  const t = arTransfers.transfers;
  const send = useSendMoney();
  const refresh = useTransferRefresh();
  const { confirm, dialog } = useConfirm();
  const [username, setUsername] = useState('');
  const [amountText, setAmountText] = useState('');
  const [errors, setErrors] = useState<{ username?: string; amount?: string }>({});

  const amount = parseWholeNumber(amountText);
  const fee = amount && amount >= minAmount ? transferFee(amount, feePercent) : null;
  const money = (value: number) => `${formatMoney(value)}`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    const found = {
      username: name ? undefined : t.usernameRequired,
      amount: amount && amount >= minAmount ? undefined : t.amountInvalid(minAmount),
    };
    setErrors(found);
    if (found.username || found.amount || fee === null) return;
    const question = t.confirmMoney(money(amount!), name, money(fee), money(amount! + fee));
    if (!(await confirm(question))) return;
    send.mutate(
      { data: { username: name, amount: amount! } },
      {
        onSuccess: (transfer) => {
          // Held for review between linked accounts (issue 30): the answer says why.
          if (transfer.notice) toast(transfer.notice, { icon: '⏳' });
          else toast.success(t.sentMoney(money(amount!), transfer.counterpartName));
          setAmountText('');
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
      data-testid="money-transfer-form"
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t.username}
          value={username}
          error={errors.username}
          autoComplete="off"
          data-testid="transfer-username"
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label={t.amount}
          inputMode="numeric"
          value={amountText}
          error={errors.amount}
          data-testid="transfer-amount"
          onChange={(event) => setAmountText(event.target.value)}
        />
      </div>
      {fee !== null && (
        <div
          className="flex flex-col gap-0.5 rounded-xl bg-night-950/60 px-3 py-2 text-sm"
          data-testid="transfer-fee"
        >
          <span className="text-night-300">{t.feeLine(money(fee), feePercent)}</span>
          <span className="font-bold text-gold-300">{t.totalLine(money(amount! + fee))}</span>
        </div>
      )}
      <Button type="submit" pending={send.isPending} data-testid="transfer-submit">
        {t.send}
      </Button>
      {dialog}
    </form>
  );
}
