import { Injectable, PipeTransform } from '@nestjs/common';
import { Transform } from 'class-transformer';
import { validationError } from '../errors/common.errors';
import { msg } from './messages';

const DECIMAL = /^[0-9]{1,16}$/;

/**
 * Reads an integer the strict way: a JSON number that is a safe integer, or a string of decimal
 * digits only (no sign, hex `0x10`, exponent `1e3`, spaces or decimals) whose value is at most
 * `Number.MAX_SAFE_INTEGER`. Anything else gives `NaN`, so `@IsInt()` refuses it: a path id like
 * `9223372036854775808` or `0x10` never becomes a number a query sends to PostgreSQL.
 * Ids beyond an int4 column but within this range are for the repositories (`isSerialId`: 404).
 */
export function parseStrictInteger(value: unknown): number {
  if (typeof value === 'number') return Number.isSafeInteger(value) ? value : Number.NaN;
  if (typeof value !== 'string' || !DECIMAL.test(value)) return Number.NaN;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) ? parsed : Number.NaN;
}

/**
 * DTO property decorator for integers that arrive as text (path and query values), in place of
 * `@Type(() => Number)`: {@link parseStrictInteger}, leaving `undefined` as it is for `@IsOptional`.
 * Pair it with `@IsInt()` (which then carries the field's Arabic message).
 */
export const strictInteger = () =>
  Transform(({ value }) => (value === undefined ? value : parseStrictInteger(value)));

/**
 * The one pipe for integer path parameters (`@Param('id', ParseIdPipe)`): {@link parseStrictInteger},
 * An id that names no row (0, or beyond the table's int4 column) stays for the service's own 404.
 * @throws VALIDATION_FAILED 'المعرف غير صحيح'
 */
@Injectable()
export class ParseIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const id = parseStrictInteger(value);
    if (!Number.isInteger(id)) throw validationError([msg.invalid('المعرف')]);
    return id;
  }
}
