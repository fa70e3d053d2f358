/**
 * What a web push says and where it leads (issue 26, part 2), shared by the server (which sends it)
 * and the client (its settings screen, its notification list, its toasts), so both write one sentence
 * and one link: a push carries the same Arabic sentence the player sees in the game.
 */

/**
 * The kinds a player switches on or off one by one in settings, under the master switch (the
 * spec's opt-out, 000 section 1): release from jail or hospital, training done, attacked, private
 * message, friend request, gang request or rank change, contract executed on you, daily gift ready.
 */
export const PUSH_KINDS = [
  'release',
  'training',
  'attacked',
  'message',
  'friendRequest',
  'gang',
  'contractExecuted',
  'dailyGift',
] as const;

export type PushKind = (typeof PUSH_KINDS)[number];

/**
 * The push kind of a stored notification's type (`NotificationType`), or undefined for the types
 * that are never pushed (friend accepted, mutes, sales, ...).
 */
export function pushKindOfNotification(type: string): PushKind | undefined {
  switch (type) {
    case 'attacked':
      return 'attacked';
    case 'private_message':
      return 'message';
    case 'friend_request':
      return 'friendRequest';
    case 'gang_request_accepted':
    case 'gang_request_rejected':
    case 'gang_promoted':
    case 'gang_demoted':
    case 'gang_leader':
    case 'gang_kicked':
      return 'gang';
    case 'contract_executed':
      return 'contractExecuted';
    default:
      return undefined;
  }
}

/** A page of the client: its route and search parameters. */
export interface PageLink {
  to: string;
  search?: Record<string, string>;
}

/** Where a notification leads when clicked (after it is marked read); undefined stays on the list. */
export function notificationLink(type: string, data: Record<string, unknown>): PageLink | undefined {
  switch (type) {
    case 'friend_request':
    case 'friend_accepted':
    case 'friend_rejected':
      return { to: '/dashboard/friends' };
    case 'private_message':
      return typeof data.userId === 'string'
        ? { to: '/dashboard/messages', search: { with: data.userId } }
        : { to: '/dashboard/messages' };
    case 'attacked':
      return { to: '/dashboard/active-users' };
    case 'contract_completed':
    case 'contract_executed':
    case 'contract_expired':
      return { to: '/dashboard/blood-contracts' };
    case 'muted':
      return { to: '/dashboard/global-chat' };
    default:
      return undefined;
  }
}

/** The page a push of `kind` opens when the notification it came from names none. */
export const PUSH_KIND_PAGE: Record<PushKind, string> = {
  release: '/dashboard',
  training: '/dashboard/gym',
  attacked: '/dashboard/active-users',
  message: '/dashboard/messages',
  friendRequest: '/dashboard/friends',
  gang: '/dashboard/gangs',
  contractExecuted: '/dashboard/blood-contracts',
  dailyGift: '/dashboard/login-gift',
};

/** A page link as a same-origin path with its query (`/dashboard/messages?with=<id>`). */
export function pathOf(link: PageLink): string {
  const query = new URLSearchParams(link.search ?? {}).toString();
  return query ? `${link.to}?${query}` : link.to;
}
