/**
 * Spec 000 section 5: sign-up refuses addresses on throwaway or placeholder domains.
 * A domain is refused when its first label is on the list (or a numbered variant 1-50 of
 * `tempmail`), when it ends in a reserved top-level domain, when it is shorter than 2
 * characters, or when its first label is all digits.
 */
const BLOCKED_FIRST_LABELS = new Set([
  'test',
  'example',
  'user',
  'temp',
  'fake',
  'mailinator',
  'guerrillamail',
  'guerrillamailblock',
  'sharklasers',
  'grr',
  '10minutemail',
  '20minutemail',
  'tempmail',
  'temp-mail',
  'tempmailo',
  'tempr',
  'yopmail',
  'throwawaymail',
  'trashmail',
  'trash-mail',
  'getnada',
  'nada',
  'dispostable',
  'maildrop',
  'mailnesia',
  'mintemail',
  'fakeinbox',
  'fakemail',
  'emailondeck',
  'mohmal',
  'spamgourmet',
  'mailcatch',
  'discard',
  'burnermail',
  'moakt',
  'getairmail',
  'mytemp',
  'tempinbox',
  'spambox',
  'emailfake',
  'mailtemp',
  'disposable',
]);

const NUMBERED_SERVICE = /^tempmail([1-9]|[1-4]\d|50)$/;
const RESERVED_TLDS = new Set(['test', 'example', 'invalid', 'localhost', 'local']);

export function isAllowedEmailDomain(email: string): boolean {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  if (domain.length < 2) return false;
  const labels = domain.split('.');
  const first = labels[0] ?? '';
  const tld = labels[labels.length - 1] ?? '';
  if (/^\d+$/.test(first)) return false;
  if (BLOCKED_FIRST_LABELS.has(first) || NUMBERED_SERVICE.test(first)) return false;
  return !RESERVED_TLDS.has(tld);
}
