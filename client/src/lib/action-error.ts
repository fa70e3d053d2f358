import toast from 'react-hot-toast';
import { isConfinementBody } from '../api/http';
import { errorText } from '../api/error-text';

/**
 * Toasts a failed game action with the server's Arabic text, except a 403 hospital/jail refusal:
 * the HTTP mutator has already shown the confinement toast for it.
 */
export function toastActionError(error: unknown): void {
  const body = (error as { response?: { data?: unknown } } | null)?.response?.data;
  if (!isConfinementBody(body)) toast.error(errorText(error));
}
