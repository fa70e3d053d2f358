import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { getGetAccountProfileQueryKey } from '../api/generated/auth/auth';
import { getGetDataExportQueryKey } from '../api/generated/account/account';
import type { DataExportStatusDto } from '../api/generated/model/dataExportStatusDto';
import { getGetMyListingsQueryKey } from '../api/generated/black-market/black-market';
import { getGetHudQueryKey } from '../api/generated/character/character';
import { getGetFairnessStateQueryKey } from '../api/generated/fairness/fairness';
import { getGetFriendsQueryKey, getGetPendingFriendRequestsQueryKey } from '../api/generated/friends/friends';
import { getGetInfoboxStatusQueryKey } from '../api/generated/infobox/infobox';
import { getGetMyJoinRequestsQueryKey } from '../api/generated/gangs/gangs';
import { getGetLeaderboardQueryKey } from '../api/generated/leaderboard/leaderboard';
import { getGetConversationQueryKey } from '../api/generated/messages/messages';
import type { AccountUserDto } from '../api/generated/model/accountUserDto';
import type { ConversationDto } from '../api/generated/model/conversationDto';
import type { FairnessStateDto } from '../api/generated/model/fairnessStateDto';
import type { InfoboxStatusDto } from '../api/generated/model/infoboxStatusDto';
import type { ListingDto } from '../api/generated/model/listingDto';
import type { MyListingsDto } from '../api/generated/model/myListingsDto';
import type { MySuggestionsDto } from '../api/generated/model/mySuggestionsDto';
import type { NotificationsPageDto } from '../api/generated/model/notificationsPageDto';
import type { PublicProfileDto } from '../api/generated/model/publicProfileDto';
import type { PushPreferencesDto } from '../api/generated/model/pushPreferencesDto';
import { getGetPushPreferencesQueryKey } from '../api/generated/push/push';
import type { RankingsDto } from '../api/generated/model/rankingsDto';
import type { RatingSummaryDto } from '../api/generated/model/ratingSummaryDto';
import type { SettingsDto } from '../api/generated/model/settingsDto';
import { getGetProfileRatingsQueryKey, getGetPublicProfileQueryKey } from '../api/generated/players/players';
import { getGetSettingsQueryKey } from '../api/generated/settings/settings';
import { getGetMySuggestionsQueryKey } from '../api/generated/suggestions/suggestions';
import { getGetTransfersQueryKey } from '../api/generated/transfers/transfers';

/*
 * The one place beside `sync.ts` where the answer of a call, not a push, goes into the query cache
 * (DESIGN.md section 5, "One writer per key"). A key the server pushes after a change is written by
 * `sync.ts` only; the functions here cover what no push brings to the player who acted: their own
 * friend lists, join requests, suggestions, transfers, settings, account profile, fairness seeds,
 * ratings, notifications pages and conversation history pages. Two write ahead of a push
 * on purpose, each saying why (`listingCreated`, `accountSetUp`). Components call these and never
 * `setQueryData`/`invalidateQueries` themselves.
 */

/** Under the `/api/notifications` prefix, so a `notification` push (sync.ts) refetches it too. */
export const NOTIFICATION_PAGES_KEY = ['/api/notifications', 'pages'] as const;

const invalidate = (queryClient: QueryClient, ...queryKeys: (readonly unknown[])[]) =>
  Promise.all(queryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey }))).then(() => undefined);

/** Settings change at once while the slider moves; the PUT follows (spec 000 section 4, no push). */
export function settingsChanged(queryClient: QueryClient, patch: Partial<SettingsDto>): void {
  queryClient.setQueryData<SettingsDto>(getGetSettingsQueryKey(), (old) =>
    old ? { ...old, ...patch } : old,
  );
}

/** Issue 26 part 5: a data-export request answered the new state of the player's copy. */
export function dataExportChanged(queryClient: QueryClient, status: DataExportStatusDto): void {
  queryClient.setQueryData<DataExportStatusDto>(getGetDataExportQueryKey(), status);
}

/** The push preferences as `PUT /api/push/preferences` answered them (issue 26, no push). */
export function pushPreferencesChanged(queryClient: QueryClient, preferences: PushPreferencesDto): void {
  queryClient.setQueryData<PushPreferencesDto>(getGetPushPreferencesQueryKey(), preferences);
}

/** A guest linked an e-mail, or used a name change: the account profile (top bar name, isGuest) is read again. */
export function accountProfileChanged(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, getGetAccountProfileQueryKey());
}

/**
 * The account setup answered its user: the gate opens at once from it, then the profile and the HUD
 * are read. The HUD is read, not pushed, because the character did not exist when the socket
 * authenticated; the gate also asks `hud:request` afterwards.
 */
export async function accountSetUp(queryClient: QueryClient, user: AccountUserDto): Promise<void> {
  queryClient.setQueryData(getGetAccountProfileQueryKey(), { user });
  await invalidate(queryClient, getGetAccountProfileQueryKey(), getGetHudQueryKey());
}

/**
 * An infobox minimized, expanded or finished by the player (no push; written before the call answers
 * so the guide folds at once). A status never read counts as unseen and expanded (spec 000 section 8).
 */
export function infoboxStatusChanged(
  queryClient: QueryClient,
  key: string,
  patch: Partial<InfoboxStatusDto>,
): void {
  queryClient.setQueryData<InfoboxStatusDto>(getGetInfoboxStatusQueryKey(key), (current) => ({
    hasSeenComplete: false,
    isMinimized: false,
    ...current,
    ...patch,
  }));
}

/** A sent suggestion answers the player's whole list (no push; an admin's answer comes as a notification). */
export function mySuggestionsAnswered(queryClient: QueryClient, mine: MySuggestionsDto): void {
  queryClient.setQueryData(getGetMySuggestionsQueryKey(), mine);
}

/** The fairness state answered by a client seed change or a rotation (no push covers it). */
export function fairnessStateAnswered(queryClient: QueryClient, state: FairnessStateDto): void {
  queryClient.setQueryData(getGetFairnessStateQueryKey(), state);
}

/** After a server seed rotation an open proof's seed may be revealed: every cached proof is read again. */
export function fairnessProofsRevealed(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({
    predicate: (query) => String(query.queryKey[0]).startsWith('/api/fairness/proofs/'),
  });
}

/** A money or item transfer: the sender's history and today's count (the HUD and inventory are pushed). */
export function transferSent(queryClient: QueryClient): void {
  void invalidate(queryClient, getGetTransfersQueryKey());
}

/** A friend request sent, accepted, declined or a friend removed: the actor's lists (the other side gets a notification). */
export function friendsChanged(queryClient: QueryClient): Promise<void> {
  return invalidate(queryClient, getGetFriendsQueryKey(), getGetPendingFriendRequestsQueryKey());
}

/** A join request sent or withdrawn by the player: their pending requests (no push to the sender). */
export function myJoinRequestsChanged(queryClient: QueryClient): void {
  void invalidate(queryClient, getGetMyJoinRequestsQueryKey());
}

/**
 * A new listing answered by POST /api/black-market: first in 'عروضي' at once, since that tab opens
 * before the `blackMarket:update` push has refetched the list (issue 31); the push's refetch then
 * brings the same row.
 */
export function listingCreated(queryClient: QueryClient, listing: ListingDto): void {
  queryClient.setQueryData<MyListingsDto>(getGetMyListingsQueryKey(), (mine) => ({
    listings: [listing, ...(mine?.listings ?? []).filter((other) => other.id !== listing.id)],
  }));
}

/** Every cached public profile: the generated key's path up to the username. */
const PUBLIC_PROFILE_PREFIX = getGetPublicProfileQueryKey('')[0];

/** A rating's summary replaces that player's counts in every cached leaderboard and profile (ratings are not pushed). */
export function ratingStored(queryClient: QueryClient, userId: string, summary: RatingSummaryDto): void {
  queryClient.setQueriesData<RankingsDto>({ queryKey: getGetLeaderboardQueryKey() }, (board) =>
    board && board.ratings[userId] !== undefined
      ? { ...board, ratings: { ...board.ratings, [userId]: summary } }
      : board,
  );
  queryClient.setQueriesData<PublicProfileDto>(
    { predicate: (q) => String(q.queryKey[0]).startsWith(PUBLIC_PROFILE_PREFIX) },
    (profile) => (profile && profile.userId === userId ? { ...profile, ratings: summary } : profile),
  );
  queryClient.setQueryData(getGetProfileRatingsQueryKey(userId), summary);
}

type NotificationPages = InfiniteData<NotificationsPageDto, number>;
type NotificationList = NotificationsPageDto['data']['notifications'];

/** A notification read or deleted, or all read: the loaded pages change in place (only the count is pushed). */
export function notificationPagesEdited(
  queryClient: QueryClient,
  change: (notifications: NotificationList) => NotificationList,
): void {
  queryClient.setQueryData<NotificationPages>(NOTIFICATION_PAGES_KEY, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            data: { ...p.data, notifications: change(p.data.notifications) },
          })),
        }
      : data,
  );
}

/**
 * Older messages of an open conversation (GET with `before`), merged under the page `messages:update`
 * keeps current: `merge` adds each older message to the list.
 */
export function olderMessagesLoaded(
  queryClient: QueryClient,
  otherUserId: string,
  older: ConversationDto,
  merge: (
    list: ConversationDto['messages'],
    older: ConversationDto['messages'],
  ) => ConversationDto['messages'],
): void {
  queryClient.setQueryData<ConversationDto>(getGetConversationQueryKey(otherUserId), (c) =>
    c ? { ...c, hasMore: older.hasMore, messages: merge(c.messages, older.messages) } : c,
  );
}
