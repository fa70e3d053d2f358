import { useState } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { GiftableItemsDto } from '../../../api/generated/model/giftableItemsDto';
import type { LoginGiftDayDto } from '../../../api/generated/model/loginGiftDayDto';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import { ar } from '../../../i18n/ar-admin';
import { formatNumber } from '../../../lib/format';
import { EnabledCheckbox, FormButtons, NumberField } from '../CatalogueFormFields';
import { addGiftItem, dayToForm, validateGiftDay, type GiftDayFormValues } from './gift-day-form';
import { GiftItemPicker } from './GiftItemPicker';

/** Spec 002 section 2.11: the side panel editing the selected day (rewards, active flag, items). */
export function GiftDayPanel({
  day,
  items,
  pending,
  onSave,
  onCancel,
}: {
  day: LoginGiftDayDto;
  items: GiftableItemsDto | undefined;
  pending: boolean;
  onSave: (values: GiftDayFormValues) => void;
  onCancel: () => void;
}) {
  const t = ar.adminLoginGift;
  const f = t.fields;
  const [values, setValues] = useState(() => dayToForm(day));
  const [errors, setErrors] = useState<string[]>([]);
  const [picking, setPicking] = useState(false);
  const set = <K extends keyof GiftDayFormValues>(key: K, value: GiftDayFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  return (
    <form
      data-testid="gift-day-panel"
      data-day={day.dayNumber}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const found = validateGiftDay(values);
        setErrors(found);
        if (!found.length) onSave(values);
      }}
      className="flex flex-col gap-3 rounded-3xl border border-gold-400/40 bg-night-900/90 p-4"
    >
      <h3 className="text-lg font-extrabold text-white">{t.editDay(formatNumber(day.dayNumber))}</h3>
      <NumberField
        label={f.moneyReward}
        min={0}
        value={values.moneyReward}
        onChange={(e) => set('moneyReward', e.target.value)}
      />
      <NumberField
        label={f.expReward}
        min={0}
        value={values.expReward}
        onChange={(e) => set('expReward', e.target.value)}
      />
      <NumberField
        label={f.blackcoinReward}
        min={0}
        value={values.blackcoinReward}
        onChange={(e) => set('blackcoinReward', e.target.value)}
      />
      <EnabledCheckbox label={f.isActive} checked={values.isActive} onChange={(on) => set('isActive', on)} />
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between">
          <span className="text-sm font-semibold text-night-200">{t.items}</span>
          <Button variant="secondary" size="sm" onClick={() => setPicking(true)} data-testid="gift-add-item">
            <Plus className="size-4" aria-hidden />
            {t.addItem}
          </Button>
        </div>
        {values.items.length === 0 && <p className="text-xs text-night-400">{t.noItems}</p>}
        <ul className="flex flex-col gap-2">
          {values.items.map((item, index) => (
            <li
              key={`${item.itemType}:${item.itemId}`}
              className="flex items-end gap-2 rounded-xl bg-night-950/60 p-2"
            >
              <div className="min-w-0 flex-1">
                <p className="truncate text-sm font-bold text-white">{item.name || t.unknownItem}</p>
                <p className="text-xs text-night-400">{t.pickerTabs[item.itemType]}</p>
              </div>
              <TextField
                label={f.quantity}
                type="number"
                min={1}
                inputMode="numeric"
                className="w-24"
                value={item.quantity}
                onChange={(e) =>
                  set(
                    'items',
                    values.items.map((entry, at) =>
                      at === index ? { ...entry, quantity: e.target.value } : entry,
                    ),
                  )
                }
              />
              <Button
                variant="danger"
                size="icon"
                className="mb-1"
                aria-label={t.removeItem}
                onClick={() =>
                  set(
                    'items',
                    values.items.filter((_, at) => at !== index),
                  )
                }
              >
                <Trash2 className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      </div>
      {errors.map((error) => (
        <p key={error} role="alert" className="text-sm text-blood-300">
          {error}
        </p>
      ))}
      <FormButtons pending={pending} submitTestId="gift-day-save" onCancel={onCancel} />
      <GiftItemPicker
        open={picking}
        items={items}
        onClose={() => setPicking(false)}
        onPick={(picked) => {
          set('items', addGiftItem(values.items, picked));
          setPicking(false);
        }}
      />
    </form>
  );
}
