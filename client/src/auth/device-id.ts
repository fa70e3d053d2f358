const STORAGE_KEY = 'darkcity.deviceId';

/**
 * A random id for this browser, kept in localStorage. Guest creation sends it so a retried or
 * repeated "play as guest" returns the same guest instead of creating a second one.
 */
export function getDeviceId(): string {
  let id = localStorage.getItem(STORAGE_KEY);
  if (!id) {
    id = crypto.randomUUID();
    localStorage.setItem(STORAGE_KEY, id);
  }
  return id;
}
