import disposableDomains from 'disposable-email-domains';

/** Placeholder and throwaway domains the spec names (spec 000 section 5), beyond the disposable list. */
const EXTRA_BLOCKED = [
  'test.com',
  'example.com',
  'example.org',
  'example.net',
  'user.com',
  'temp.com',
  'fake.com',
  'test.test',
  'email.com',
  ...Array.from({ length: 50 }, (_, i) => `tempmail${i + 1}.com`),
];
const BLOCKED_FIRST_LABELS = new Set([
  'test',
  'example',
  'user',
  'temp',
  'fake',
  'tempmail',
  'fakemail',
  'disposable',
]);
const BLOCKED = new Set<string>([...(disposableDomains as string[]), ...EXTRA_BLOCKED]);

/**
 * Whether an address may register (spec 000 section 5): its domain is not on the blocklist
 * (placeholder, fake and disposable domains), is at least 2 characters, and its first label is
 * not all digits.
 */
export function isEmailDomainAllowed(email: string): boolean {
  const domain = email.split('@')[1]?.toLowerCase().trim() ?? '';
  if (domain.length < 2) return false;
  const firstLabel = domain.split('.')[0];
  if (/^\d+$/.test(firstLabel)) return false;
  if (BLOCKED_FIRST_LABELS.has(firstLabel)) return false;
  return !BLOCKED.has(domain);
}
