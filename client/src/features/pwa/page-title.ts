import type { InboxDto } from '../../api/generated/model/inboxDto';
import type { NotificationsCountDto } from '../../api/generated/model/notificationsCountDto';
import type { UnreadMessagesCountDto } from '../../api/generated/model/unreadMessagesCountDto';
import type { FileRoutesById } from '../../routeTree.gen';
import { ar } from '../../i18n/ar';
import { badgeText } from '../../lib/badges';

/** The game's name, the end of every tab title (spec 000). */
export const APP_TITLE = 'مدينة الظلام';

/** Layout routes: they render no screen of their own, so they have no title. */
type LayoutRoute = '__root__' | '/_shell' | '/_shell/_auth';
/** Every screen's route id (the router's generated list): a new route does not compile until it is named here. */
export type ScreenRoute = Exclude<keyof FileRoutesById, LayoutRoute>;

/**
 * Each screen's name in the tab (issue 26 part 3), the headings and menu names the spec gives its
 * screens (spec 000 section 2, the side navigation); the landing page is the game's name alone.
 */
export const PAGE_TITLES: Record<ScreenRoute, string | null> = {
  '/': null,
  '/login': ar.titles.login,
  '/signup': ar.titles.signup,
  '/auth/callback': ar.titles.login,
  '/forgot-password': ar.titles.forgotPassword,
  '/reset-password': ar.titles.resetPassword,
  '/verify-email': ar.titles.verifyEmail,
  '/blocked-account': ar.titles.blocked,
  '/privacy-policy': 'سياسة الخصوصية',
  '/terms': 'شروط الاستخدام',
  '/hospital': ar.nav.hospital,
  '/admin/panel': ar.nav.adminPanel,
  '/_shell/notifications': ar.nav.notifications,
  '/_shell/players': ar.nav.players,
  '/_shell/gangs/': ar.nav.gangs,
  '/_shell/gangs/$id': ar.nav.gangDetails,
  '/_shell/dashboard/black-market': ar.nav.blackMarket,
  '/_shell/dashboard/blood-contracts': ar.nav.bloodContracts,
  '/_shell/dashboard/ministry-mission': ar.nav.ministryMission,
  '/_shell/dashboard/settings': ar.nav.settings,
  '/_shell/dashboard/suggestions': ar.nav.suggestions,
  '/_shell/_auth/dashboard/': ar.nav.dashboard,
  '/_shell/_auth/dashboard/active-users': ar.nav.activeUsers,
  '/_shell/_auth/dashboard/bank/': ar.nav.bank,
  '/_shell/_auth/dashboard/bank/history': 'سجل البنك',
  '/_shell/_auth/dashboard/blood-contract-result': ar.nav.bloodContractResult,
  '/_shell/_auth/dashboard/character': ar.nav.character,
  '/_shell/_auth/dashboard/crime-result': ar.nav.crimeResult,
  '/_shell/_auth/dashboard/crimes': ar.nav.crimes,
  '/_shell/_auth/dashboard/fairness': 'التحقق من العدالة',
  '/_shell/_auth/dashboard/fight-processing': ar.nav.fightProcessing,
  '/_shell/_auth/dashboard/fight-result': ar.nav.fightResult,
  '/_shell/_auth/dashboard/friends': ar.nav.friends,
  '/_shell/_auth/dashboard/gangs': ar.nav.myGang,
  '/_shell/_auth/dashboard/global-chat': ar.nav.globalChat,
  '/_shell/_auth/dashboard/gym': ar.nav.gym,
  '/_shell/_auth/dashboard/hospital': ar.nav.hospital,
  '/_shell/_auth/dashboard/houses': ar.nav.houses,
  '/_shell/_auth/dashboard/inventory': ar.nav.inventory,
  '/_shell/_auth/dashboard/jail': ar.nav.jail,
  '/_shell/_auth/dashboard/jobs': ar.nav.jobs,
  '/_shell/_auth/dashboard/leaderboard': ar.nav.leaderboard,
  '/_shell/_auth/dashboard/login-gift': ar.nav.loginGift,
  '/_shell/_auth/dashboard/messages': ar.nav.messages,
  '/_shell/_auth/dashboard/pets': ar.nav.pets,
  '/_shell/_auth/dashboard/profile/': ar.nav.profile,
  '/_shell/_auth/dashboard/profile/$username': ar.nav.profile,
  '/_shell/_auth/dashboard/rides': ar.nav.rides,
  '/_shell/_auth/dashboard/shop': ar.nav.shop,
  '/_shell/_auth/dashboard/special-shop': ar.nav.specialShop,
  '/_shell/_auth/dashboard/tasks': ar.nav.tasks,
  '/_shell/_auth/dashboard/transfers': ar.nav.transfers,
};

/** The name of the screen a route id shows; `null` for the landing page and for ids that are not screens. */
export function pageName(routeId: string | undefined): string | null {
  if (!routeId || !(routeId in PAGE_TITLES)) return null;
  return PAGE_TITLES[routeId as ScreenRoute];
}

/**
 * The tab title: 'السجن — مدينة الظلام', with the unread count in front when above zero, written as
 * the side HUD's badges write it (`badgeText`: Arabic-Indic digits, '99+' above 99), e.g.
 * '(٣) الرسائل — مدينة الظلام'. The game's name alone when there is no page name.
 * @param page the screen's name (`pageName`), or null
 * @param unread unread private conversations and notifications; 0 or undefined for none
 */
export function formatTitle(page: string | null, unread?: number): string {
  const base = page ? `${page} — ${APP_TITLE}` : APP_TITLE;
  const count = badgeText(unread);
  return count ? `(${count}) ${base}` : base;
}

/** The badge queries the tab title reads: the same keys as the generated hooks (checked by page-title.test.ts). */
export const UNREAD_KEYS = {
  inbox: ['/api/messages/inbox'],
  messages: ['/api/messages/unread-count'],
  notifications: ['/api/notifications/unread-count'],
} as const;

/** One cached query, as much of TanStack Query's state as the count needs. */
interface Cached<T> {
  data: T | undefined;
  dataUpdatedAt: number;
}

/**
 * What the side HUD's badges show (features/shell/unread-badges.ts), summed: the inbox's conversations
 * with unread messages or the socket's pushed count, whichever was learnt last, plus the unread
 * notifications. Read from the query cache only: the title never asks the server itself.
 */
export function unreadTotal(
  inbox: Cached<InboxDto> | undefined,
  pushedMessages: Cached<UnreadMessagesCountDto> | undefined,
  notifications: Cached<NotificationsCountDto> | undefined,
): number {
  const fromInbox = inbox?.data?.conversations.filter((c) => c.hasUnreadMessages).length;
  const pushed = pushedMessages?.data?.count;
  let messages = fromInbox ?? pushed ?? 0;
  if (fromInbox !== undefined && pushed !== undefined)
    messages = pushedMessages!.dataUpdatedAt >= inbox!.dataUpdatedAt ? pushed : fromInbox;
  return messages + (notifications?.data?.data.count ?? 0);
}
