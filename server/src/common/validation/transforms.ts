import { Transform } from 'class-transformer';
import { trimInvisible } from './text';

/**
 * DTO property decorator: a string arrives without the white space and zero-width characters around
 * it, so a value of only such characters is empty (and fails `@IsNotEmpty()`).
 */
export const trim = () =>
  Transform(({ value }) => (typeof value === 'string' ? trimInvisible(value) : value));

/**
 * DTO property decorator: a string arrives lower-cased. For user ids, which PostgreSQL prints in
 * lower case, so an id typed in capitals still names the same player (and compares equal to it).
 */
export const lowerCase = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value));
