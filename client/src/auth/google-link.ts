/**
 * Spec 000 section 4: a guest may link Google on the same OpenID Connect round trip as a Google
 * sign-in. The browser leaves for Google from the settings screen and comes back to `/auth/callback`,
 * which must then link (POST /api/auth/google/link, keeping the guest's identity) instead of signing
 * in. This remembers that intent across the round trip, in this tab only.
 */
const KEY = 'darkcity:google-link';

/** Marks the coming Google round trip as a link of the signed-in guest. */
export function startGoogleLink(storage: Storage = sessionStorage): void {
  storage.setItem(KEY, '1');
}

/** Whether the callback in progress finishes a link; reading it forgets it, so it is used once. */
export function takeGoogleLinkIntent(storage: Storage = sessionStorage): boolean {
  const linking = storage.getItem(KEY) === '1';
  storage.removeItem(KEY);
  return linking;
}
