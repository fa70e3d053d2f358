/**
 * Numbers inside the sentences the server writes (fight logs, notifications, crime results), in the
 * client's locale (DESIGN.md section 5: `ar-EG`, Arabic-Indic digits with separators: 1593 -> '١٬٥٩٣'),
 * and counted nouns by Arabic plural rules (`Intl.PluralRules('ar')`: 1 and 2 are said without a
 * digit, 3 to 10 take the plural, 11 and up the singular). Only the numbers are formatted: a caller
 * passes names and other text through untouched.
 */
const NUMBER = new Intl.NumberFormat('ar-EG', { maximumFractionDigits: 0 });
const PLURAL = new Intl.PluralRules('ar');

/**
 * The forms of a noun after a number, in the grammatical case of its sentence: `one` and `two` are
 * whole phrases ('دقيقة واحدة', 'دقيقتان'), `few` follows 3 to 10 ('دقائق'), `many` follows 0, 11
 * and up ('دقيقة').
 */
export interface CountedNoun {
  one: string;
  two: string;
  few: string;
  many: string;
  /**
   * After 0 and 100, 101, 102, 200... (`other`, `zero`) where the noun is genitive ('١٠٠ عنصر'),
   * unlike 11 to 99 ('١١ عنصرًا'); `many` when absent (feminine nouns read the same: 'دقيقة').
   */
  other?: string;
}

/** Minutes as a subject ('دقيقتان'). */
export const MINUTES: CountedNoun = { one: 'دقيقة واحدة', two: 'دقيقتان', few: 'دقائق', many: 'دقيقة' };
/** Minutes after a preposition or as the second term of a construct ('لمدة دقيقتين'). */
export const MINUTES_GENITIVE: CountedNoun = { ...MINUTES, two: 'دقيقتين' };
/** Fight rounds as a subject ('انتهت جولتان'). */
export const ROUNDS: CountedNoun = { one: 'جولة واحدة', two: 'جولتان', few: 'جولات', many: 'جولة' };
/** Fight rounds after a preposition ('بعد جولتين'). */
export const ROUNDS_GENITIVE: CountedNoun = { ...ROUNDS, two: 'جولتين' };
/** Messages after a verbal noun ('تم حذف رسالتين'). */
export const MESSAGES_GENITIVE: CountedNoun = {
  one: 'رسالة واحدة',
  two: 'رسالتين',
  few: 'رسائل',
  many: 'رسالة',
};

/** Background jobs after a verbal noun ('أعيدت محاولة مهمتين'). */
export const TASKS_GENITIVE: CountedNoun = { one: 'مهمة واحدة', two: 'مهمتين', few: 'مهام', many: 'مهمة' };

/** A whole number in `ar-EG` digits with group separators (1000 -> '١٬٠٠٠'); fractions are rounded. */
export function formatNumber(value: number): string {
  return NUMBER.format(value);
}

/** `count` of `noun` by Arabic plural rules: 1 -> 'دقيقة واحدة', 2 -> 'دقيقتان', 3 -> '٣ دقائق', 11 -> '١١ دقيقة'. */
export function countOf(count: number, noun: CountedNoun): string {
  switch (PLURAL.select(count)) {
    case 'one':
      return noun.one;
    case 'two':
      return noun.two;
    case 'few':
      return `${formatNumber(count)} ${noun.few}`;
    case 'many':
      return `${formatNumber(count)} ${noun.many}`;
    default:
      return `${formatNumber(count)} ${noun.other ?? noun.many}`;
  }
}
