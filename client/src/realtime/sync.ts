import type { QueryClient } from '@tanstack/react-query';
import { getGetBankQueryKey } from '../api/generated/bank/bank';
import {
  getGetBlackMarketQueryKey,
  getGetMyListingsQueryKey,
} from '../api/generated/black-market/black-market';
import { getGetBloodContractsQueryKey } from '../api/generated/blood-contracts/blood-contracts';
import { getGetCharacterProfileQueryKey, getGetHudQueryKey } from '../api/generated/character/character';
import {
  getGetConfinementQueryKey,
  getGetHospitalPatientsQueryKey,
  getGetJailInmatesQueryKey,
} from '../api/generated/confinement/confinement';
import { getGetCrimesQueryKey } from '../api/generated/crimes/crimes';
import { getGetFeatureInfoQueryKey } from '../api/generated/features/features';
import { getGetFightHistoryQueryKey } from '../api/generated/fight/fight';
import { getGetFriendsQueryKey, getGetPendingFriendRequestsQueryKey } from '../api/generated/friends/friends';
import {
  getGetGangJoinRequestsQueryKey,
  getGetGangQueryKey,
  getGetMyGangQueryKey,
  getGetMyJoinRequestsQueryKey,
  getListGangsQueryKey,
} from '../api/generated/gangs/gangs';
import { getGetGlobalMessagesQueryKey } from '../api/generated/global-chat/global-chat';
import { getGetGameNewsQueryKey } from '../api/generated/game-news/game-news';
import { getGetGymQueryKey } from '../api/generated/gym/gym';
import { getGetHousesQueryKey } from '../api/generated/houses/houses';
import { getGetInventoryQueryKey } from '../api/generated/inventory/inventory';
import { getGetJobsQueryKey } from '../api/generated/jobs/jobs';
import { getGetLeaderboardQueryKey } from '../api/generated/leaderboard/leaderboard';
import { getGetLoginGiftQueryKey } from '../api/generated/login-gift/login-gift';
import {
  getGetConversationQueryKey,
  getGetInboxQueryKey,
  getGetUnreadMessagesCountQueryKey,
} from '../api/generated/messages/messages';
import { getGetMinistryMissionsQueryKey } from '../api/generated/ministry-missions/ministry-missions';
import type { ConversationDto } from '../api/generated/model/conversationDto';
import type { CrimeListDto } from '../api/generated/model/crimeListDto';
import type { CrimeResultDto } from '../api/generated/model/crimeResultDto';
import type { FightHistoryDto } from '../api/generated/model/fightHistoryDto';
import type { GetLeaderboardParams } from '../api/generated/model/getLeaderboardParams';
import type { GlobalChatDto } from '../api/generated/model/globalChatDto';
import type { GangDto } from '../api/generated/model/gangDto';
import type { GymDto } from '../api/generated/model/gymDto';
import type { HudDto } from '../api/generated/model/hudDto';
import type { MyGangDto } from '../api/generated/model/myGangDto';
import type { NotificationsCountDto } from '../api/generated/model/notificationsCountDto';
import {
  getGetNotificationsQueryKey,
  getGetUnreadNotificationsCountQueryKey,
} from '../api/generated/notifications/notifications';
import { getGetPetsQueryKey } from '../api/generated/pets/pets';
import { getSearchUsersQueryKey } from '../api/generated/players/players';
import { getGetRidesQueryKey } from '../api/generated/rides/rides';
import { getGetShopQueryKey } from '../api/generated/shop/shop';
import { getGetTasksQueryKey, getGetUnclaimedTasksCountQueryKey } from '../api/generated/tasks/tasks';
import { getGetMySuggestionsQueryKey } from '../api/generated/suggestions/suggestions';
import { getGetTransfersQueryKey } from '../api/generated/transfers/transfers';
import { getGetSpecialInventoryQueryKey } from '../api/generated/special-items/special-items';
import { getGetSpecialShopQueryKey } from '../api/generated/special-shop/special-shop';
import { getGetActivePlayersQueryKey } from '../api/generated/users/users';
import { getSession } from '../auth/session';
import type { ServerEvent, ServerPayload, ServerToClientEvents } from './events';
import { crimeListAfterAttempt } from './crime-cooldowns';
import { getLatestCrimeResultQueryKey } from './crime-result-key';
import type { GameSocket } from './socket';

/** Spec 000 section 7: the fight history holds the last 20 fights (GET /api/fight/history). */
const FIGHT_HISTORY_LENGTH = 20;
/** Spec 000 section 7: the global chat keeps the last 50 messages. */
const GLOBAL_CHAT_LENGTH = 50;

/** What `sync.ts` does with each server push it handles; every other push leaves the cache alone. */
type SyncHandlers = { [E in ServerEvent]?: ServerToClientEvents[E] };

/**
 * The one place where socket pushes become TanStack Query cache entries (DESIGN.md section 5): each
 * push writes (or marks stale) the generated query key of the REST call it mirrors, so a screen reads
 * one cache entry whether the data came over HTTP or the socket. Pushes of features without a REST
 * call yet are not cached: their screens add the generated key when they land.
 * Side effects that are not cache writes (the notification chime, the chat mute) listen on the socket
 * where they are shown.
 * @returns a function that stops the sync.
 */
export function syncSocketToQueryCache(socket: GameSocket, queryClient: QueryClient): () => void {
  const handlers = cacheHandlers(socket, queryClient);
  const isHandled = (event: string): event is keyof typeof handlers => event in handlers;
  // One catch-all listener dispatching by name keeps every handler typed by the event map.
  const dispatch: Parameters<GameSocket['onAny']>[0] = (event: string, payload) => {
    if (isHandled(event)) handlers[event]?.(payload);
  };
  socket.onAny(dispatch);
  return () => {
    socket.offAny(dispatch);
  };
}

function cacheHandlers(socket: GameSocket, queryClient: QueryClient): SyncHandlers {
  const set = <T>(queryKey: readonly unknown[], data: T) => queryClient.setQueryData<T>(queryKey, data);
  const invalidate = (...queryKeys: (readonly unknown[])[]) => {
    for (const queryKey of queryKeys) void queryClient.invalidateQueries({ queryKey });
  };
  // A fight (`fightResult` to the attacker, `fight:update` to the defender) goes to the top of the fight history; who may be attacked and the
  // profile change with it.
  const onFight = (fight: ServerPayload<'fightResult'>) => {
    const history = queryClient.getQueryData<FightHistoryDto>(getGetFightHistoryQueryKey());
    const others = history?.fights.filter((f) => f.fightId !== fight.fightId) ?? [];
    set<FightHistoryDto>(getGetFightHistoryQueryKey(), {
      fights: [fight, ...others].slice(0, FIGHT_HISTORY_LENGTH),
    });
    if (!history) invalidate(getGetFightHistoryQueryKey());
    invalidate(getGetActivePlayersQueryKey(), getGetCharacterProfileQueryKey());
  };
  // The player's own stay (confinementUpdate follows) and the list of who is inside.
  const onConfinement = (list: readonly unknown[]) => () =>
    invalidate(getGetCharacterProfileQueryKey(), getGetConfinementQueryKey(), list);
  const onPrivateMessage = (message: ServerPayload<'receive_message'>) => {
    for (const other of [message.senderId, message.receiverId]) {
      queryClient.setQueryData<ConversationDto>(getGetConversationQueryKey(other), (conversation) => {
        if (!conversation || conversation.otherUserId !== other) return conversation;
        const rest = conversation.messages.filter((m) => m.id !== message.id);
        return { ...conversation, messages: [...rest, message].sort((a, b) => a.id - b.id) };
      });
    }
    invalidate(getGetInboxQueryKey());
  };

  // The player's gang (spec 000 section 7): the page body under GET /api/gangs/{id}, the drawer's
  // `{ id, name, role }` under GET /api/gangs/user/mine; null means no gang any more.
  const onGang = (gang: GangDto | null) => {
    const before = queryClient.getQueryData<MyGangDto | null>(getGetMyGangQueryKey());
    set<MyGangDto | null>(getGetMyGangQueryKey(), ownGangOf(gang, getSession()?.user.id));
    if (gang) set(getGetGangQueryKey(gang.id), gang);
    // Left, kicked or deleted: the old page is refetched (a visitor's view, or 'العصابة غير موجودة').
    if (before && before.id !== gang?.id) invalidate(getGetGangQueryKey(before.id));
    // Joined or left: the player's own requests were cancelled, the list's counts and fame moved.
    if (before?.id !== gang?.id) invalidate(getGetMyJoinRequestsQueryKey());
    if (gang) invalidate(getGetGangJoinRequestsQueryKey(gang.id));
    invalidate(getListGangsQueryKey());
  };

  return {
    authenticated: () => resync(socket, queryClient),
    'gang:update': onGang,
    'hud:update': (hud) => {
      const previous = queryClient.getQueryData<HudDto>(getGetHudQueryKey());
      const previousLevel = previous?.level;
      set(getGetHudQueryKey(), hud);
      // VIP bought or ended: the name spots read it from the character profile.
      if (previous && previous.vipExpiresAt !== hud.vipExpiresAt)
        invalidate(getGetCharacterProfileQueryKey());
      // A new level unlocks features: the drawer's and the screens' locks come from /api/features/info.
      if (previousLevel !== undefined && previousLevel !== hud.level) invalidate(getGetFeatureInfoQueryKey());
    },
    'profile:update': (profile) => set(getGetCharacterProfileQueryKey(), profile),
    'specialShop:update': (shop) => set(getGetSpecialShopQueryKey(), shop),
    'crimesList:update': (crimes) => set(getGetCrimesQueryKey(), crimes),
    // The latest attempt (crime:request or POST /api/crimes/{id}/commit, from any of the player's tabs):
    // the result screen falls back to it when reached without a result in its navigation state.
    'crime:update': (result) => {
      set<CrimeResultDto>(getLatestCrimeResultQueryKey(), result);
      // The committed crime's cooldown starts again; the list's countdowns restart from now, aged.
      const list = queryClient.getQueryState<CrimeListDto>(getGetCrimesQueryKey());
      if (list?.data)
        set(
          getGetCrimesQueryKey(),
          crimeListAfterAttempt(list.data, result, Date.now() - list.dataUpdatedAt),
        );
    },
    confinementUpdate: (confinement) => set(getGetConfinementQueryKey(), confinement),
    'jobs:update': (jobs) => set(getGetJobsQueryKey(), jobs),
    'bank:update': (bank) => set(getGetBankQueryKey(), bank),
    'loginGift:update': (status) => set(getGetLoginGiftQueryKey(), status),
    'tasks:update': (tasks) => {
      set(getGetTasksQueryKey(), tasks);
      set(getGetUnclaimedTasksCountQueryKey(), { count: tasks.unclaimedCount });
    },
    'bloodContract:update': (contracts) => set(getGetBloodContractsQueryKey(), contracts),
    // Gear and property (issue 11): a purchase, sale or equip change also moves the effective stats.
    'shop:update': (shop) => set(getGetShopQueryKey(), shop),
    'inventory:update': (inventory) => {
      set(getGetInventoryQueryKey(), inventory);
      invalidate(getGetCharacterProfileQueryKey());
      // The special items panel reads its own list (with each item's effect) from the same stacks.
      invalidate(getGetSpecialInventoryQueryKey());
    },
    'houses:update': (houses) => set(getGetHousesQueryKey(), houses),
    'rides:update': (rides) => set(getGetRidesQueryKey(), rides),
    'pets:update': (pets) => set(getGetPetsQueryKey(), pets),
    'ministryMission:update': (missions) => set(getGetMinistryMissionsQueryKey(), missions),
    // Pushed to everyone when an admin publishes, edits or deletes news: the dashboard home's list.
    'gameNews:update': (news) => set(getGetGameNewsQueryKey(), news),
    // The market's unfiltered first page (GET /api/black-market); filtered pages and the player's own
    // listings are refetched, since a listing was created, withdrawn, expired or sold.
    'blackMarket:update': (page) => {
      set(getGetBlackMarketQueryKey(), page);
      void queryClient.invalidateQueries({
        queryKey: getGetBlackMarketQueryKey(),
        predicate: (query) => query.queryKey.length > 1,
      });
      invalidate(getGetMyListingsQueryKey());
    },
    // One board, as GET /api/leaderboard/complete?sort= answers it: every cached page of that sort.
    'rankings:update': (board) =>
      queryClient.setQueriesData(
        {
          queryKey: getGetLeaderboardQueryKey(),
          predicate: (query) => (query.queryKey[1] as GetLeaderboardParams | undefined)?.sort === board.sort,
        },
        board,
      ),
    'training:start': (training) => {
      // The gym shows the running training at once; the refetch brings the spent energy.
      queryClient.setQueryData<GymDto>(getGetGymQueryKey(), (gym) => (gym ? { ...gym, training } : gym));
      invalidate(getGetGymQueryKey());
    },
    // Spec 000 section 7: the player search refreshes when a training completes.
    'training:complete': () =>
      invalidate(getGetGymQueryKey(), getGetCharacterProfileQueryKey(), getSearchUsersQueryKey()),
    'hospital:enter': onConfinement(getGetHospitalPatientsQueryKey()),
    'hospital:leave': onConfinement(getGetHospitalPatientsQueryKey()),
    'jail:enter': onConfinement(getGetJailInmatesQueryKey()),
    'jail:leave': onConfinement(getGetJailInmatesQueryKey()),
    fightResult: onFight,
    'fight:update': onFight,
    // Chat, private messages, friends and notifications.
    'globalChat:update': (chat) => set(getGetGlobalMessagesQueryKey(), chat),
    global_message: (message) =>
      queryClient.setQueryData<GlobalChatDto>(getGetGlobalMessagesQueryKey(), (chat) => {
        const rest = (chat?.messages ?? []).filter((m) => m.id !== message.id);
        return { messages: [...rest, message].sort((a, b) => a.id - b.id).slice(-GLOBAL_CHAT_LENGTH) };
      }),
    receive_message: onPrivateMessage,
    message_sent: onPrivateMessage,
    'messages:update': (conversation) =>
      set(getGetConversationQueryKey(conversation.otherUserId), conversation),
    message_read: (receipt) => {
      const read = new Set(receipt.messageIds);
      for (const other of [receipt.readerId, receipt.senderId]) {
        queryClient.setQueryData<ConversationDto>(getGetConversationQueryKey(other), (conversation) =>
          conversation
            ? {
                ...conversation,
                messages: conversation.messages.map((m) =>
                  read.has(m.id) ? { ...m, isRead: true, readAt: m.readAt ?? receipt.readAt } : m,
                ),
              }
            : conversation,
        );
      }
      invalidate(getGetInboxQueryKey());
    },
    // The badges: the same bodies as GET /api/messages/unread-count and /api/notifications/unread-count.
    'unreadMessagesCount:update': (count) => set(getGetUnreadMessagesCountQueryKey(), count),
    // The HUD's task badge: the body of GET /api/tasks/unclaimed-count; the tasks screen recounts itself.
    'unclaimedTasksCount:update': (count) => {
      set(getGetUnclaimedTasksCountQueryKey(), count);
      if (queryClient.getQueryData(getGetTasksQueryKey())) invalidate(getGetTasksQueryKey());
    },
    'notificationsCount:update': ({ count }) =>
      set<NotificationsCountDto>(getGetUnreadNotificationsCountQueryKey(), {
        success: true,
        data: { count },
      }),
    notification: (notification) => {
      invalidate(getGetNotificationsQueryKey());
      if (notification.type.startsWith('friend'))
        invalidate(getGetFriendsQueryKey(), getGetPendingFriendRequestsQueryKey());
      // A rejected join request has no gang:update: the player's own pending requests changed.
      if (notification.type === 'gang_request_rejected') invalidate(getGetMyJoinRequestsQueryKey());
      // An admin marked one of the player's suggestions done: its status and notes changed.
      if (notification.type === 'suggestion_done') invalidate(getGetMySuggestionsQueryKey());
      if (notification.type === 'transfer_received') invalidate(getGetTransfersQueryKey());
    },
  };
}

/**
 * Requests after which the server pushes a screen's whole state again (spec 000 section 7). Sent on
 * every (re)authentication for the queries a mounted screen shows, so the pushes missed while the
 * socket was down are made up without reloading the page; the badge counts are always asked for.
 */
function resync(socket: GameSocket, queryClient: QueryClient): void {
  const shown = (queryKey: readonly unknown[]) =>
    (queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0) > 0;
  // Components do not refetch pushed keys after their own actions (one writer per key), so what a
  // push carried while the socket was down (an action sent over REST meanwhile) is asked for again.
  if (shown(getGetHudQueryKey())) socket.emit('hud:request');
  if (queryClient.getQueryData(getGetFightHistoryQueryKey()))
    void queryClient.invalidateQueries({ queryKey: getGetFightHistoryQueryKey() });
  if (shown(getGetCrimesQueryKey())) socket.emit('crimes:request');
  if (shown(getGetConfinementQueryKey())) socket.emit('confinement:request');
  if (shown(getGetJobsQueryKey())) socket.emit('jobs:request');
  if (shown(getGetBankQueryKey())) socket.emit('bank:request');
  if (shown(getGetLoginGiftQueryKey())) socket.emit('loginGift:request');
  if (shown(getGetTasksQueryKey())) socket.emit('tasks:request');
  if (shown(getGetBloodContractsQueryKey())) socket.emit('bloodContract:request');
  if (shown(getGetCharacterProfileQueryKey())) socket.emit('profile:request');
  if (shown(getGetShopQueryKey())) socket.emit('shop:request');
  if (shown(getGetInventoryQueryKey())) socket.emit('inventory:request');
  if (shown(getGetHousesQueryKey())) socket.emit('houses:request');
  if (shown(getGetRidesQueryKey())) socket.emit('rides:request');
  if (shown(getGetPetsQueryKey())) socket.emit('pets:request');
  if (shown(getGetSpecialShopQueryKey())) socket.emit('specialShop:request');
  // The gang screens and the drawer read the own gang; gang:request also re-enters room gang:<id>.
  if (shown(getGetMyGangQueryKey())) socket.emit('gang:request');
  if (shown(getGetMinistryMissionsQueryKey())) socket.emit('ministryMission:request');
  if (shown(getGetGameNewsQueryKey())) socket.emit('gameNews:request');
  // blackMarket:request also re-enters room black-market, where every listing change is pushed.
  if (shown(getGetBlackMarketQueryKey())) socket.emit('blackMarket:request');
  socket.emit('unreadMessagesCount:request');
  socket.emit('notificationsCount:request');
  socket.emit('unclaimedTasksCount:request');
}

/** The drawer's view of the player's gang from a `gang:update` body: id, name and the player's rank. */
export function ownGangOf(gang: GangDto | null, userId: string | undefined): MyGangDto | null {
  const member = gang?.GangMembers.find((m) => m.userId === userId);
  return gang && member ? { id: gang.id, name: gang.name, role: member.role } : null;
}
