/**
 * Spec 002 section 2.1: the 22 section tabs of the admin panel, in the spec's order; then the back
 * office of issue 30 (purchases, the whole audit log, linked accounts, the live operations panel).
 */
export const ADMIN_TABS = [
  'overview',
  'characters',
  'crimes',
  'weapons',
  'armors',
  'special-items',
  'houses',
  'rides',
  'pets',
  'jobs',
  'ministry-missions',
  'blackcoin-packages',
  'money-packages',
  'vip-packages',
  'suggestions',
  'reported-messages',
  'blocked-messages',
  'ips',
  'tasks',
  'rankings',
  'game-news',
  'login-gift',
  'purchases',
  'audit-log',
  'linked-accounts',
  'operations',
] as const;

export type AdminTab = (typeof ADMIN_TABS)[number];
