import { isHttpError } from './http';
import { ar } from '../i18n/ar';

/**
 * The body of a failed call or socket action (DESIGN.md section 4): `{ statusCode, code, error,
 * message, ...extra }`, where `error` and `message` carry the server's Arabic sentence, `details` the
 * lines of a validation failure, and `code` the machine-readable error code.
 */
export interface ErrorBody {
  code?: unknown;
  error?: unknown;
  message?: unknown;
  details?: unknown;
  [extra: string]: unknown;
}

/** A sentence for one error code: fixed, or built from the error body (e.g. its `requiredLevel`). */
export type CodeText = string | ((body: ErrorBody) => string | null);

/**
 * How one screen words its failures (spec 000 section 8): sentences for particular codes, the
 * sentence when the server gave none (instead of the transport or unexpected-error sentence), and
 * whether the server's own text may be shown at all.
 */
export interface ErrorWording {
  codes?: Partial<Record<string, CodeText>>;
  fallback?: string;
  /** false: show only the code sentences and the fallback, never the server's text (rating). */
  serverText?: boolean;
}

const lockedText: CodeText = (body) =>
  typeof body.requiredLevel === 'number' ? ar.featureLocked(body.requiredLevel) : null;

/**
 * Codes whose server text is not what the player reads: English sentences the spec's client matches
 * (`Validation failed` without details, `Already rated this player`) and the level of a locked feature.
 */
const CODE_TEXT: Partial<Record<string, CodeText>> = {
  VALIDATION_FAILED: ar.setup.validationFallback,
  ALREADY_RATED: ar.errors.alreadyRated,
  FEATURE_LOCKED: lockedText,
};

/**
 * Spec 000 section 8 (Account setup): validation details as lines (else 'خطأ في التحقق من البيانات
 * المدخلة'), a taken username 'اسم المستخدم مستخدم بالفعل', else the server's text or the generic sentence.
 */
export const SETUP_WORDING: ErrorWording = {
  codes: { USERNAME_TAKEN: ar.setup.usernameTaken },
  fallback: ar.setup.genericError,
};

/** The error body of a failed HTTP call or a refused socket action, if there is one. */
export function errorBody(error: unknown): ErrorBody | undefined {
  const data: unknown = isHttpError(error) ? error.response?.data : error;
  return typeof data === 'object' && data !== null && !(data instanceof Error)
    ? (data as ErrorBody)
    : undefined;
}

/** The server's error code (`FEATURE_LOCKED`, `IN_JAIL`, ...), if the failure carries one. */
export function errorCode(error: unknown): string | undefined {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : undefined;
}

function text(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (Array.isArray(value) && value.length > 0) return value.join('\n');
  return null;
}

function codeText(entry: CodeText | undefined, body: ErrorBody): string | null {
  if (entry === undefined) return null;
  return typeof entry === 'string' ? entry : entry(body);
}

/**
 * Spec 000 section 8: the one place a failure becomes the Arabic text shown to the player, keyed by
 * the server's `code`. In order: offline; the screen's sentence for the code; validation details as
 * lines; the client's sentence for the code; the server's `error`, then its `message`; the screen's
 * fallback; 'Network Error' and timeout sentences; 'حدث خطأ غير متوقع'. Works for HTTP errors (`HttpError`)
 * and socket error bodies alike.
 */
export function errorText(error: unknown, wording: ErrorWording = {}): string {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return ar.http.offline;
  const body = errorBody(error);
  if (body) {
    const code = typeof body.code === 'string' ? body.code : '';
    const own = codeText(wording.codes?.[code], body);
    if (own) return own;
    if (Array.isArray(body.details) && body.details.length > 0) return body.details.join('\n');
    const shared = codeText(CODE_TEXT[code], body);
    if (shared) return shared;
    const serverText = wording.serverText === false ? null : (text(body.error) ?? text(body.message));
    if (serverText) return serverText;
  }
  if (wording.fallback) return wording.fallback;
  if (isHttpError(error)) {
    if (error.code === 'ECONNABORTED') return ar.errors.timeout;
    if (!error.response) return ar.errors.network;
  }
  return ar.errors.unexpected;
}
