import type { GiftItemType } from '../../../api/generated/model/giftItemType';
import type { LoginGiftDayDto } from '../../../api/generated/model/loginGiftDayDto';
import type { UpdateGiftDayDto } from '../../../api/generated/model/updateGiftDayDto';
import { ar } from '../../../i18n/ar-admin';

/** One item entry of the side panel. */
export interface GiftItemEntry {
  itemType: GiftItemType;
  itemId: number;
  quantity: string;
  name: string;
}

/** The side panel's form of one day, as typed. */
export interface GiftDayFormValues {
  expReward: string;
  moneyReward: string;
  blackcoinReward: string;
  isActive: boolean;
  items: GiftItemEntry[];
}

export function dayToForm(day: LoginGiftDayDto): GiftDayFormValues {
  return {
    expReward: String(day.expReward),
    moneyReward: String(day.moneyReward),
    blackcoinReward: String(day.blackcoinReward),
    isActive: day.isActive,
    items: day.items.map((item) => ({
      itemType: item.itemType,
      itemId: item.itemId,
      quantity: String(item.quantity),
      name: item.name,
    })),
  };
}

/** Spec 002 section 5: rewards are integers at least 0 (empty counts as 0); item quantity at least 1. */
export function validateGiftDay(values: GiftDayFormValues): string[] {
  const f = ar.adminLoginGift.fields;
  const v = ar.validation;
  const errors: string[] = [];
  for (const key of ['expReward', 'moneyReward', 'blackcoinReward'] as const) {
    const text = values[key].trim();
    const n = text === '' ? 0 : Number(text);
    if (!Number.isInteger(n)) errors.push(v.invalid(f[key]));
    else if (n < 0) errors.push(v.min(f[key], 0));
  }
  for (const item of values.items) {
    const n = Number(item.quantity);
    if (item.quantity.trim() === '' || !Number.isInteger(n) || n < 1) {
      errors.push(v.min(f.quantity, 1));
      break;
    }
  }
  return errors;
}

export function formToGiftDayBody(values: GiftDayFormValues): UpdateGiftDayDto {
  const number = (text: string) => (text.trim() === '' ? 0 : Math.trunc(Number(text)));
  return {
    expReward: number(values.expReward),
    moneyReward: number(values.moneyReward),
    blackcoinReward: number(values.blackcoinReward),
    isActive: values.isActive,
    items: values.items.map((item) => ({
      itemType: item.itemType,
      itemId: item.itemId,
      quantity: Math.trunc(Number(item.quantity)),
    })),
  };
}

/** Adds an item (quantity 1), or one more unit of it when it is already listed. */
export function addGiftItem(
  items: readonly GiftItemEntry[],
  picked: Omit<GiftItemEntry, 'quantity'>,
): GiftItemEntry[] {
  const found = items.find((item) => item.itemType === picked.itemType && item.itemId === picked.itemId);
  if (!found) return [...items, { ...picked, quantity: '1' }];
  return items.map((item) =>
    item === found ? { ...item, quantity: String(Number(item.quantity || 0) + 1) } : item,
  );
}
