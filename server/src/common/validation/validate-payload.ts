import { ClassConstructor, plainToInstance } from 'class-transformer';
import { validate } from 'class-validator';
import { validationError } from '../errors/common.errors';
import { assertSafePayload } from './safe-payload';
import { validationDetails } from './validation.pipe';

/**
 * Validates a socket event payload against the same DTO class a REST body uses, with the global
 * pipe's rules (unknown fields stripped), so both transports refuse a bad value with the same
 * `400 { message: 'Validation failed', details }` body; unsafe payloads ({@link assertSafePayload})
 * are refused first.
 * @throws VALIDATION_FAILED
 */
export async function validatePayload<T extends object>(
  dto: ClassConstructor<T>,
  payload: unknown,
): Promise<T> {
  assertSafePayload(payload);
  const body = typeof payload === 'object' && payload !== null && !Array.isArray(payload) ? payload : {};
  const instance = plainToInstance(dto, body);
  const errors = await validate(instance, { whitelist: true });
  if (errors.length) throw validationError(validationDetails(errors));
  return instance;
}
