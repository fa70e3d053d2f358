import { HttpStatus } from '@nestjs/common';

/** How one error code is presented to clients: HTTP status and the message the spec's client shows. */
export interface ErrorSpec {
  status: HttpStatus;
  message: string;
}

/**
 * The only error a service throws. The exception filter (and the gateway) turn it into
 * `{ statusCode, error: code, message, ...extra }` (DESIGN.md section 4), so services stay
 * transport-agnostic: the same failure reaches REST, socket events and jobs.
 */
export class DomainError<Code extends string = string> extends Error {
  constructor(
    readonly code: Code,
    readonly status: HttpStatus,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/**
 * Builds a typed factory from a feature's exhaustive code table, so adding a code to the enum
 * without a status and message is a compile error.
 */
export function errorFactory<Code extends string>(table: Record<Code, ErrorSpec>) {
  return (code: Code, extra?: Record<string, unknown>, message?: string): DomainError<Code> =>
    new DomainError(code, table[code].status, message ?? table[code].message, extra);
}
