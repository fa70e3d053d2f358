import { ValidateIf, ValidationOptions } from 'class-validator';

/**
 * DTO property decorator for a field the request may omit but never send as `null` (class-validator's
 * `@IsOptional()` lets `null` through to NOT NULL columns): the field's other validators are skipped
 * only when it is `undefined`, so `null` fails them with the field's Arabic message. Use it in place
 * of `@IsOptional()` everywhere; partial updates use `PartialType(Dto, { skipNullProperties: false })`.
 */
export const IsOptionalNonNull = (options?: ValidationOptions): PropertyDecorator =>
  ValidateIf((_object, value) => value !== undefined, options);
