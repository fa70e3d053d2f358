import axios from 'axios';

/**
 * Spec 001 section 8: an admin action's failure shows the response's `error` text when it has one,
 * otherwise the action's own fallback sentence.
 */
export function adminErrorText(error: unknown, fallback: string): string {
  if (!axios.isAxiosError(error)) return fallback;
  const body = error.response?.data as { error?: unknown; details?: unknown } | undefined;
  if (body && Array.isArray(body.details) && body.details.length > 0) return body.details.join('\n');
  return typeof body?.error === 'string' && body.error ? body.error : fallback;
}
