import { ArgumentMetadata, ValidationError, ValidationPipe } from '@nestjs/common';
import { validationError } from '../errors/common.errors';
import { parseStrictInteger } from './integers';
import { memoizeValidationMetadata } from './metadata-cache';
import { assertSafePayload } from './safe-payload';

const ARABIC = /[\u0600-\u06FF]/;

/**
 * Flattens nested class-validator errors into the Arabic sentences the client shows line by line,
 * each sentence once (a missing field fails several constraints with the same 'مطلوب' sentence).
 */
export function validationDetails(errors: ValidationError[], parent = ''): string[] {
  return [...new Set(collectDetails(errors, parent))];
}

function collectDetails(errors: ValidationError[], parent: string): string[] {
  return errors.flatMap((error) => {
    const path = parent ? `${parent}.${error.property}` : error.property;
    const own = Object.values(error.constraints ?? {}).map((message) =>
      ARABIC.test(message) ? message : `قيمة الحقل ${path} غير صحيحة`,
    );
    // A missing value is reported as missing ('... مطلوب'), not also as too short or too long.
    const value: unknown = error.value;
    const missing =
      value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
    const required = own.filter((message) => message.endsWith(' مطلوب'));
    return [...(missing && required.length ? required : own), ...collectDetails(error.children ?? [], path)];
  });
}

/**
 * The global pipe: refuses unsafe input (too deep, NUL, lone surrogates: {@link assertSafePayload})
 * in every body, query, path parameter and socket payload before anything walks it, then strips
 * unknown fields, converts types, and fails with the spec's validation body.
 */
export class AppValidationPipe extends ValidationPipe {
  constructor() {
    super({
      whitelist: true,
      transform: true,
      transformOptions: { enableImplicitConversion: false },
      exceptionFactory: (errors) => validationError(validationDetails(errors)),
    });
    // Every validation, the socket payloads' (validatePayload) included, reads the one storage.
    memoizeValidationMetadata();
  }

  override transform(value: unknown, metadata: ArgumentMetadata): Promise<unknown> {
    if (metadata.type !== 'custom') assertSafePayload(value);
    return super.transform(value, metadata);
  }

  /**
   * A number path or query parameter (`@Param('id') id: number`) is read strictly
   * ({@link parseStrictInteger}: `0x10`, `1e3`, ` 16` are NaN, not 16), so the pipe after it refuses it.
   */
  protected override transformPrimitive(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.metatype === Number && typeof value === 'string' && metadata.data)
      return parseStrictInteger(value);
    return super.transformPrimitive(value, metadata);
  }
}

export const appValidationPipe = new AppValidationPipe();
