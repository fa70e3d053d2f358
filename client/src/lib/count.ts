/**
 * Counting in Arabic, the one helper the client and the server share (issue 31): `countOf(3, ITEMS)`
 * is '٣ عناصر', by `Intl.PluralRules('ar')` (1 and 2 said without a digit, 3 to 10 the plural, 11 to
 * 99 the accusative singular, 100 and 0 the genitive). Every count the client writes goes through it.
 */
import {
  countOf as count,
  type CountedNoun,
  MESSAGES_GENITIVE,
  MINUTES,
  MINUTES_GENITIVE,
  TASKS_GENITIVE,
} from '../../../server/src/game/arabic-numbers.rules';

import { formatDecimal } from './format';

export type { CountedNoun };
export { MESSAGES_GENITIVE, MINUTES, MINUTES_GENITIVE, TASKS_GENITIVE };

/**
 * `n` of `noun` in words and ar-EG digits. A fraction (1.5 hours) is not counted by the plural rules:
 * it keeps one decimal and takes the singular ('١٫٥ ساعة').
 */
export function countOf(n: number, noun: CountedNoun): string {
  if (!Number.isInteger(n)) return `${formatDecimal(n)} ${noun.other ?? noun.many}`;
  return count(n, noun);
}

export const ITEMS: CountedNoun = {
  one: 'عنصر واحد',
  two: 'عنصران',
  few: 'عناصر',
  many: 'عنصرًا',
  other: 'عنصر',
};
export const DAYS: CountedNoun = { one: 'يوم واحد', two: 'يومان', few: 'أيام', many: 'يومًا', other: 'يوم' };
export const HOURS: CountedNoun = { one: 'ساعة واحدة', two: 'ساعتان', few: 'ساعات', many: 'ساعة' };
export const POINTS: CountedNoun = { one: 'نقطة واحدة', two: 'نقطتان', few: 'نقاط', many: 'نقطة' };
export const PLAYERS: CountedNoun = {
  one: 'لاعب واحد',
  two: 'لاعبان',
  few: 'لاعبين',
  many: 'لاعبًا',
  other: 'لاعب',
};
export const ROLLS: CountedNoun = { one: 'رمية واحدة', two: 'رميتان', few: 'رميات', many: 'رمية' };
export const TASKS: CountedNoun = { one: 'مهمة واحدة', two: 'مهمتان', few: 'مهام', many: 'مهمة' };
export const CHARACTERS: CountedNoun = {
  one: 'حرف واحد',
  two: 'حرفان',
  few: 'أحرف',
  many: 'حرفًا',
  other: 'حرف',
};
export const WORDS: CountedNoun = { one: 'كلمة واحدة', two: 'كلمتان', few: 'كلمات', many: 'كلمة' };
export const OFFERS: CountedNoun = { one: 'عرض واحد', two: 'عرضان', few: 'عروض', many: 'عرضًا', other: 'عرض' };
