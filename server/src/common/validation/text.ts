import emojiRegex from 'emoji-regex';
import { ValidationOptions, registerDecorator } from 'class-validator';

/**
 * Characters that take no room on screen: white space, and the format characters (`\p{Cf}`: zero-width
 * space, joiners, direction marks, word joiner, BOM...) that JavaScript's `trim()` keeps.
 */
const INVISIBLE = /[\p{White_Space}\p{Cf}]/gu;

/** Whether a text shows nothing: empty, or only spaces and zero-width characters. */
export function isBlankText(text: string): boolean {
  return text.replace(INVISIBLE, '') === '';
}

/** The text without the invisible characters at its ends (see {@link isBlankText}). */
export function trimInvisible(text: string): string {
  return text.replace(/^[\p{White_Space}\p{Cf}]+|[\p{White_Space}\p{Cf}]+$/gu, '');
}

/**
 * Whether `text` is exactly one emoji as Unicode defines them (a single code point, a sequence with
 * joiners, modifiers, flags, keycaps), by the maintained `emoji-regex` (Unicode's emoji data).
 */
export function isSingleEmoji(text: string): boolean {
  const match = emojiRegex().exec(text);
  return match !== null && match.index === 0 && match[0] === text;
}

/** DTO property decorator: the value is one emoji ({@link isSingleEmoji}). */
export function IsSingleEmoji(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isSingleEmoji',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && isSingleEmoji(value) },
    });
}

/** DTO property decorator: the string shows something ({@link isBlankText} is false). */
export function IsNotBlank(options?: ValidationOptions): PropertyDecorator {
  return (target: object, propertyName: string | symbol) =>
    registerDecorator({
      name: 'isNotBlank',
      target: target.constructor,
      propertyName: String(propertyName),
      options,
      validator: { validate: (value: unknown) => typeof value === 'string' && !isBlankText(value) },
    });
}
