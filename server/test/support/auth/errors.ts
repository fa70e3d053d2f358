/**
 * The body the exception filter sends for a domain error (DESIGN.md section 4): the machine code in
 * `code`, the user-facing sentence in both `error` and `message` (the spec's client shows `error`
 * first, then `message`), plus the error's extra fields.
 */
export function errorBody(
  statusCode: number,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  return { statusCode, code, error: message, message, ...extra };
}
