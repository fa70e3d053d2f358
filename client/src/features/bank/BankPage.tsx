import { useState, type FormEvent } from 'react';
import { toast } from '../../lib/toast';
import { ArrowDownToLine, ArrowUpFromLine, Landmark, Wallet } from 'lucide-react';
import { useDepositToBank, useGetBank, useWithdrawFromBank } from '../../api/generated/bank/bank';
import type { BankDto } from '../../api/generated/model/bankDto';
import type { BankHistoryEntryDto } from '../../api/generated/model/bankHistoryEntryDto';
import { errorText } from '../../api/error-text';
import { Button } from '../../components/Button';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SectionPage } from '../../components/SectionPage';
import { TextField } from '../../components/TextField';
import { ar } from '../../i18n/ar';
import { arGame } from '../../i18n/ar-game';
import { formatLongDateTime, formatMoney } from '../../lib/format';
import { parseAmount } from './bank-amount';
import { FeatureLockPanel } from '../../components/FeatureGate';
import { lockedLevel } from '../../lib/feature-lock';

/** `/dashboard/bank`: balance, cash, deposit and withdraw, and the bank history; live on `bank:update`. */
export function BankPage() {
  const bank = useGetBank({ query: { staleTime: 0, retry: false } });
  // The server's refusal, should the page open before the level is known (FeatureGate handles the rest).
  const locked = lockedLevel(bank.error, 'bank');

  return (
    <SectionPage bannerKey="bank" title={ar.nav.bank}>
      {bank.isPending && <div className="h-48 animate-pulse rounded-3xl bg-night-900/80" />}
      {locked !== null && <FeatureLockPanel level={locked} />}
      {bank.isError && locked === null && (
        <ErrorPanel detail={errorText(bank.error)} onRetry={() => bank.refetch()} />
      )}
      {bank.data && <BankView bank={bank.data} />}
    </SectionPage>
  );
}

function BankView({ bank }: { bank: BankDto }) {
  const t = arGame.bank;
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <Amount
          icon={<Landmark className="size-6 text-emerald-400" aria-hidden />}
          label={t.balance}
          testId="bank-balance"
          value={bank.balance}
        />
        <Amount
          icon={<Wallet className="size-6 text-gold-400" aria-hidden />}
          label={t.cash}
          testId="bank-cash"
          value={bank.money}
        />
      </div>
      <p className="text-sm text-night-400">{t.safeHint}</p>
      <div className="grid gap-4 md:grid-cols-2">
        <MoveForm kind="deposit" max={bank.money} />
        <MoveForm kind="withdraw" max={bank.balance} />
      </div>
      <section className="flex flex-col gap-3">
        <h2 className="text-lg font-extrabold text-white">{t.history}</h2>
        {bank.history.length === 0 ? (
          <p className="rounded-2xl bg-night-900/70 p-5 text-center text-night-300">{t.noHistory}</p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="bank-history">
            {bank.history.map((entry) => (
              <HistoryRow key={entry.id} entry={entry} />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

function Amount({
  icon,
  label,
  value,
  testId,
}: {
  icon: React.ReactNode;
  label: string;
  value: number;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-1 rounded-2xl border border-night-800 bg-night-900/80 p-4">
      <span className="flex items-center gap-2 text-sm text-night-300">
        {icon}
        {label}
      </span>
      <span data-testid={testId} data-value={value} className="truncate text-2xl font-black text-white">
        {formatMoney(value)}
      </span>
    </div>
  );
}

function MoveForm({ kind, max }: { kind: 'deposit' | 'withdraw'; max: number }) {
  const t = arGame.bank;
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const deposit = useDepositToBank();
  const withdraw = useWithdrawFromBank();
  const mutation = kind === 'deposit' ? deposit : withdraw;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = parseAmount(text);
    if (amount === null) {
      setError(t.amountInvalid);
      return;
    }
    setError(undefined);
    mutation.mutate(
      { data: { amount } },
      {
        // The account and the HUD afterwards come by push (`bank:update`, `hud:update`).
        onSuccess: () => {
          setText('');
          toast.success(
            kind === 'deposit' ? t.deposited(formatMoney(amount)) : t.withdrew(formatMoney(amount)),
          );
        },
        onError: (failure) => toast.error(errorText(failure)),
      },
    );
  };

  const Icon = kind === 'deposit' ? ArrowDownToLine : ArrowUpFromLine;
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      data-testid={`bank-${kind}`}
      className="flex flex-col gap-3 rounded-2xl border border-night-800 bg-night-900/80 p-4"
    >
      <h3 className="flex items-center gap-2 font-extrabold text-white">
        <Icon className="size-5 text-night-300" aria-hidden />
        {kind === 'deposit' ? t.deposit : t.withdraw}
      </h3>
      <TextField
        label={t.amount}
        inputMode="numeric"
        value={text}
        error={error}
        onChange={(event) => setText(event.target.value)}
      />
      <div className="flex gap-2">
        <Button type="submit" className="flex-1" pending={mutation.isPending}>
          {kind === 'deposit' ? t.deposit : t.withdraw}
        </Button>
        <Button variant="secondary" disabled={max < 1} onClick={() => setText(String(max))}>
          {t.all}
        </Button>
      </div>
    </form>
  );
}

function HistoryRow({ entry }: { entry: BankHistoryEntryDto }) {
  const t = arGame.bank;
  const positive = entry.delta >= 0;
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-1 rounded-2xl border border-night-800 bg-night-900/80 px-4 py-3">
      <span className="font-bold text-white">{t.reasons[entry.reason] ?? t.otherReason}</span>
      <span dir="ltr" className={`font-black ${positive ? 'text-emerald-300' : 'text-blood-300'}`}>
        {positive ? '+' : '-'}
        {formatMoney(Math.abs(entry.delta))}
      </span>
      <span className="text-sm text-night-400">{t.balanceAfter(formatMoney(entry.balanceAfter))}</span>
      <span className="ms-auto text-xs text-night-500">{formatLongDateTime(entry.createdAt)}</span>
    </li>
  );
}
