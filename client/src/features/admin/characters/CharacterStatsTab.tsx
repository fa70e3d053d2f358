import { useState } from 'react';
import { Check, Pencil, X } from 'lucide-react';
import type { AdminCharacterDetailDto } from '../../../api/generated/model/adminCharacterDetailDto';
import type { UpdateAdminCharacterDto } from '../../../api/generated/model/updateAdminCharacterDto';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatBlackcoins, formatMoney, formatNumber } from '../../../lib/format';
import { BLACKCOIN_STEPS, MONEY_STEPS, toInteger } from './characters';
import type { CharacterActions } from './use-character-actions';

type EditableField = keyof UpdateAdminCharacterDto;
const EDITABLE: EditableField[] = ['level', 'exp', 'strength', 'defense', 'energy', 'hp'];

/** Spec 001 section 2.3: inline stat edits (sent as integers) and the money and blackcoin buttons. */
export function CharacterStatsTab({
  character,
  actions,
}: {
  character: AdminCharacterDetailDto;
  actions: CharacterActions;
}) {
  const t = ar.adminCharacters;
  return (
    <div className="flex flex-col gap-4" data-testid="character-stats">
      <div className="grid gap-2 sm:grid-cols-2">
        {EDITABLE.map((field) => (
          <InlineStat
            key={field}
            label={t.fields[field]}
            value={character[field]}
            field={field}
            pending={actions.pending}
            onSave={(value, done) => actions.updateStats({ [field]: value }, done)}
          />
        ))}
        {(['maxEnergy', 'maxHp'] as const).map((field) => (
          <div
            key={field}
            className="flex items-center justify-between gap-2 rounded-xl bg-night-900 px-3 py-2 text-sm"
          >
            <span className="text-night-400">{t.fields[field]}</span>
            <span className="text-end">
              <span className="font-bold text-white">{formatNumber(character[field])}</span>
              <span className="block text-xs text-night-500">{t.derivedHint}</span>
            </span>
          </div>
        ))}
      </div>
      <BalanceControls
        title={t.moneyTitle}
        balance={formatMoney(character.money)}
        steps={MONEY_STEPS}
        format={formatMoney}
        testId="money"
        pending={actions.pending}
        onAdjust={(amount) => actions.adjust('money', amount)}
      />
      <BalanceControls
        title={t.blackcoinsTitle}
        balance={formatBlackcoins(character.blackcoins)}
        steps={BLACKCOIN_STEPS}
        format={formatNumber}
        testId="blackcoins"
        pending={actions.pending}
        onAdjust={(amount) => actions.adjust('blackcoins', amount)}
      />
    </div>
  );
}

function InlineStat({
  label,
  value,
  field,
  pending,
  onSave,
}: {
  label: string;
  value: number;
  field: string;
  pending: boolean;
  onSave: (value: number, done: () => void) => void;
}) {
  const t = ar.adminCharacters;
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <div
      className="flex items-center justify-between gap-2 rounded-xl bg-night-900 px-3 py-2 text-sm"
      data-testid={`stat-${field}`}
    >
      <span className="text-night-400">{label}</span>
      {draft === null ? (
        <span className="flex items-center gap-2">
          <span className="font-bold text-white" data-testid={`stat-${field}-value`}>
            {formatNumber(value)}
          </span>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => setDraft(String(value))}
            aria-label={`${t.edit} ${label}`}
            data-testid={`stat-${field}-edit`}
          >
            <Pencil className="size-4" aria-hidden />
          </Button>
        </span>
      ) : (
        <form
          className="flex items-center gap-1"
          onSubmit={(event) => {
            event.preventDefault();
            onSave(toInteger(draft), () => setDraft(null));
          }}
        >
          <TextField
            type="number"
            inputMode="numeric"
            label={label}
            hideLabel
            className="w-28"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            data-testid={`stat-${field}-input`}
          />
          <Button variant="ghost" size="icon" type="submit" disabled={pending} aria-label={t.save}>
            <Check className="size-4 text-emerald-300" aria-hidden />
          </Button>
          <Button variant="ghost" size="icon" onClick={() => setDraft(null)} aria-label={t.cancel}>
            <X className="size-4" aria-hidden />
          </Button>
        </form>
      )}
    </div>
  );
}

function BalanceControls({
  title,
  balance,
  steps,
  format,
  testId,
  pending,
  onAdjust,
}: {
  title: string;
  balance: string;
  steps: readonly number[];
  /** How a step chip writes its amount (money with its symbol, blackcoins as a number). */
  format: (amount: number) => string;
  testId: string;
  pending: boolean;
  onAdjust: (amount: number) => void;
}) {
  const t = ar.adminCharacters;
  const [custom, setCustom] = useState('');
  const amount = toInteger(custom);
  return (
    <section
      className="flex flex-col gap-2 rounded-xl border border-night-800 p-3"
      data-testid={`${testId}-controls`}
    >
      <header className="flex items-center justify-between">
        <h4 className="font-bold text-white">{title}</h4>
        <span className="font-bold text-night-100" data-testid={`${testId}-balance`}>
          {balance}
        </span>
      </header>
      <div className="flex flex-wrap gap-1.5">
        {steps.map((step) => (
          <Button
            key={`+${step}`}
            variant="credit"
            size="sm"
            disabled={pending}
            onClick={() => onAdjust(step)}
            data-testid={`${testId}-add-${step}`}
          >
            +{format(step)}
          </Button>
        ))}
        {steps.map((step) => (
          <Button
            key={`-${step}`}
            variant="debit"
            size="sm"
            disabled={pending}
            onClick={() => onAdjust(-step)}
            data-testid={`${testId}-deduct-${step}`}
          >
            -{format(step)}
          </Button>
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <TextField
          type="number"
          min={1}
          inputMode="numeric"
          label={`${t.customAmount} ${title}`}
          hideLabel
          className="w-36"
          value={custom}
          onChange={(event) => setCustom(event.target.value)}
          placeholder={t.customAmount}
        />
        <Button size="sm" disabled={pending || amount <= 0} onClick={() => onAdjust(amount)}>
          {t.add}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={pending || amount <= 0}
          onClick={() => onAdjust(-amount)}
        >
          {t.deduct}
        </Button>
      </div>
    </section>
  );
}
