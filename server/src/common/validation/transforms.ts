import { Transform } from 'class-transformer';

/** DTO property decorator: a string arrives with its surrounding whitespace removed. */
export const trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));

/**
 * DTO property decorator: a string arrives lower-cased. For user ids, which PostgreSQL prints in
 * lower case, so an id typed in capitals still names the same player (and compares equal to it).
 */
export const lowerCase = () =>
  Transform(({ value }) => (typeof value === 'string' ? value.toLowerCase() : value));
