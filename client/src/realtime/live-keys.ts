/**
 * Query keys of live game state that has no REST endpoint yet (spec 000 section 3, "Live game state").
 * The socket writes them in `sync.ts`; screens read them with `useLiveState`. When a feature gains a
 * REST endpoint, its generated key replaces the entry here.
 */
export const LIVE_STATES = [
  'crime',
  'fight',
  'bloodContract',
  'ministryMission',
  'rides',
  'pets',
  'houses',
  'inventory',
  'tasks',
  'gang',
  'rankings',
  'blackMarket',
  'shop',
  'specialShop',
  'loginGift',
  'gameNews',
  'messages',
  'globalChat',
  'unreadMessagesCount',
  'unclaimedTasksCount',
  'notificationsCount',
  'training',
  'fightResult',
  'lastNotification',
  'muted',
] as const;

export type LiveState = (typeof LIVE_STATES)[number];

export function liveKey(state: LiveState): readonly ['live', LiveState] {
  return ['live', state];
}
