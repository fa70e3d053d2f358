import { readFileSync } from 'node:fs';

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
const BLOCKED = new Set<string>(EXTRA_BLOCKED);
/**
 * The `disposable-email-domains` list (about 120,000 domains) as one newline-separated one-byte
 * string, about 1.8 MiB, where the package's array kept by `require` plus a Set of it held about
 * 7 MiB of heap on every node (issue 16). Read on sign-up and email change only: a scan takes one
 * to three milliseconds. The few domains outside Latin-1 (which would double the string) go to BLOCKED.
 */
function disposableList(): string {
  const domains = JSON.parse(readFileSync(require.resolve('disposable-email-domains'), 'utf8')) as string[];
  const isLatin1 = (domain: string) => /^[\0-\xff]*$/.test(domain);
  for (const domain of domains) if (!isLatin1(domain)) BLOCKED.add(domain);
  return `\n${domains.filter(isLatin1).join('\n')}\n`;
}
/** Built on the first check, not at import: reading and scanning the list costs 50-80 ms of every node's boot (issue 16). */
let disposable: string | undefined;

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
  disposable ??= disposableList();
  return !BLOCKED.has(domain) && (domain.includes('\n') || !disposable.includes(`\n${domain}\n`));
}
