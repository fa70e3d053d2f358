import { validationError } from '../errors/common.errors';

/**
 * How deep a request body or socket payload may nest (objects and arrays). The deepest DTO of the
 * API nests 3 levels; class-transformer and class-validator recurse once per level, so a body of
 * 100,000 nested `[` would overflow the stack in them.
 */
export const MAX_PAYLOAD_DEPTH = 32;

/** How many values (objects, arrays, strings, numbers...) one payload may hold in total. */
export const MAX_PAYLOAD_NODES = 100_000;

/** The Arabic sentences of the refusals, shown under the usual `Validation failed` message. */
export const unsafePayloadDetails = {
  tooDeep: 'البيانات المرسلة متداخلة أكثر من المسموح',
  tooLarge: 'البيانات المرسلة أكبر من المسموح',
  badText: 'النص يحتوي على محارف غير مسموح بها',
} as const;

/** `String.prototype.isWellFormed` (ES2024, Node 20+), beyond the ES2023 lib this project compiles with. */
type WellFormedString = string & { isWellFormed(): boolean };

/**
 * Whether a string can reach PostgreSQL and JSON columns: no NUL character (PostgreSQL text cannot
 * hold it) and no lone UTF-16 surrogate (not encodable as UTF-8; `encodeURIComponent` throws on it).
 */
export function isSafeText(text: string): boolean {
  return !text.includes('\u0000') && (text as WellFormedString).isWellFormed();
}

/**
 * Checks a parsed request body, query, path parameter or socket payload before any validation
 * library walks it: at most {@link MAX_PAYLOAD_DEPTH} levels and {@link MAX_PAYLOAD_NODES} values,
 * and every string and key {@link isSafeText}. Iterative, so it cannot overflow the stack itself.
 * Every transport calls it: the global validation pipe, `validatePayload` and the socket helpers.
 * @throws VALIDATION_FAILED (400, Arabic detail)
 */
export function assertSafePayload(value: unknown): void {
  const stack: Array<[unknown, number]> = [[value, 0]];
  let nodes = 0;
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (++nodes > MAX_PAYLOAD_NODES) throw validationError([unsafePayloadDetails.tooLarge]);
    if (typeof current === 'string') {
      if (!isSafeText(current)) throw validationError([unsafePayloadDetails.badText]);
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (depth >= MAX_PAYLOAD_DEPTH) throw validationError([unsafePayloadDetails.tooDeep]);
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!isSafeText(key)) throw validationError([unsafePayloadDetails.badText]);
      stack.push([item, depth + 1]);
    }
  }
}
