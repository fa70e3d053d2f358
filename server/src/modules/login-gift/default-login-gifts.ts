import type { StoredGiftItem } from './login-gift-day.entity';

/** A seeded day; `items` name weapons and armors of the default gear catalogue by name. */
export interface DefaultGiftDay {
  dayNumber: number;
  expReward: number;
  moneyReward: number;
  blackcoinReward: number;
  items: { itemType: Exclude<StoredGiftItem['itemType'], 'special_item'>; name: string; quantity: number }[];
}

/**
 * The default 15-day calendar (DESIGN.md section 6): money and exp grow through the cycle, every
 * fifth day adds blackcoins, days 7 and 14 a piece of the default gear, day 15 the biggest gift.
 */
export const DEFAULT_LOGIN_GIFTS: DefaultGiftDay[] = Array.from({ length: 15 }, (_, index) => {
  const dayNumber = index + 1;
  return {
    dayNumber,
    expReward: 20 * dayNumber,
    moneyReward: 500 * dayNumber,
    blackcoinReward: dayNumber === 15 ? 10 : dayNumber % 5 === 0 ? 2 : 0,
    items:
      dayNumber === 7
        ? [{ itemType: 'weapon', name: 'سكين جيب', quantity: 1 }]
        : dayNumber === 14
          ? [{ itemType: 'armor', name: 'سترة جلدية', quantity: 1 }]
          : [],
  };
});
