import { toast } from './toast';
import { isConfinementBody } from '../api/http';
import { errorText } from '../api/error-text';

/**
 * Toasts a failed game action with the server's Arabic text, except a 403 hospital/jail refusal:
 * the HTTP mutator (or `overSocketOrRest`, for a refused socket action) has already shown the
 * confinement toast for it.
 */
export function toastActionError(error: unknown): void {
  // An HTTP failure carries the body as `response.data`; a refused socket action is the body itself.
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data ?? error;
  if (!isConfinementBody(body)) toast.error(errorText(error));
}
