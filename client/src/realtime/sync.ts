import type { QueryClient } from '@tanstack/react-query';
import type { ServerToClientEvents } from '../../../server/src/realtime-events';
import { getGetCharacterProfileQueryKey, getGetHudQueryKey } from '../api/generated/character/character';
import {
  getGetConfinementQueryKey,
  getGetHospitalPatientsQueryKey,
  getGetJailInmatesQueryKey,
} from '../api/generated/confinement/confinement';
import { getGetCrimesQueryKey } from '../api/generated/crimes/crimes';
import { getGetFeatureInfoQueryKey } from '../api/generated/features/features';
import { getGetGymQueryKey } from '../api/generated/gym/gym';
import { getGetJobsQueryKey } from '../api/generated/jobs/jobs';
import { getGetBankQueryKey } from '../api/generated/bank/bank';
import type { GymDto } from '../api/generated/model/gymDto';
import { getGetBloodContractsQueryKey } from '../api/generated/blood-contracts/blood-contracts';
import { getGetFightHistoryQueryKey } from '../api/generated/fight/fight';
import { getGetActivePlayersQueryKey } from '../api/generated/users/users';
import type { FightHistoryDto } from '../api/generated/model/fightHistoryDto';
import { getGetConversationQueryKey, getGetInboxQueryKey } from '../api/generated/messages/messages';
import { getGetFriendsQueryKey, getGetPendingFriendRequestsQueryKey } from '../api/generated/friends/friends';
import type { ConversationDto } from '../api/generated/model/conversationDto';
import type { GlobalChatDto } from '../api/generated/model/globalChatDto';
import { liveKey, type LiveState } from './live-keys';
import type { GameSocket } from './socket';

type EventName = keyof ServerToClientEvents;

/** `X:update` pushes whose payload replaces a piece of live state (spec 000 section 7). */
const REPLACING_EVENTS: Partial<Record<EventName, LiveState>> = {
  'crime:update': 'crime',
  'fight:update': 'fight',
  'ministryMission:update': 'ministryMission',
  'rides:update': 'rides',
  'pets:update': 'pets',
  'houses:update': 'houses',
  'inventory:update': 'inventory',
  'tasks:update': 'tasks',
  'gang:update': 'gang',
  'rankings:update': 'rankings',
  'blackMarket:update': 'blackMarket',
  'shop:update': 'shop',
  'specialShop:update': 'specialShop',
  'loginGift:update': 'loginGift',
  'gameNews:update': 'gameNews',
  'messages:update': 'messages',
  'globalChat:update': 'globalChat',
  fightResult: 'fightResult',
  notification: 'lastNotification',
  muted: 'muted',
};

/** Pushes whose payload is the body of a generated REST query: they replace that query's data. */
const REST_EVENTS: Partial<Record<EventName, () => readonly unknown[]>> = {
  'crimesList:update': getGetCrimesQueryKey,
  confinementUpdate: getGetConfinementQueryKey,
  'jobs:update': getGetJobsQueryKey,
  'bank:update': getGetBankQueryKey,
  'bloodContract:update': getGetBloodContractsQueryKey,
};

/**
 * Requests after which the server pushes a screen's whole state again (spec 000 section 7). They are
 * sent on every (re)authentication for the queries a mounted screen is showing, so the pushes missed
 * while the socket was down are made up without reloading the page.
 */
const RESYNC_REQUESTS: [ResyncRequest, () => readonly unknown[]][] = [
  ['crimes:request', getGetCrimesQueryKey],
  ['confinement:request', getGetConfinementQueryKey],
  ['jobs:request', getGetJobsQueryKey],
  ['bank:request', getGetBankQueryKey],
  ['bloodContract:request', getGetBloodContractsQueryKey],
  ['profile:request', getGetCharacterProfileQueryKey],
];
type ResyncRequest =
  | 'crimes:request'
  | 'confinement:request'
  | 'jobs:request'
  | 'bank:request'
  | 'bloodContract:request'
  | 'profile:request';

/** Spec 000 section 7: the fight history holds the last 20 fights (GET /api/fight/history). */
const FIGHT_HISTORY_LENGTH = 20;

/** Pushes that carry `{ count }` for a badge. */
const COUNT_EVENTS: Partial<Record<EventName, LiveState>> = {
  'unreadMessagesCount:update': 'unreadMessagesCount',
  'unclaimedTasksCount:update': 'unclaimedTasksCount',
  'notificationsCount:update': 'notificationsCount',
};

/** Pushes after which the character's own profile (and its hospital/jail times) is out of date. */
const PROFILE_CHANGING_EVENTS: EventName[] = ['hospital:enter', 'hospital:leave', 'jail:enter', 'jail:leave'];

/**
 * The one place where socket pushes become TanStack Query cache entries (DESIGN.md section 5):
 * each `X:update` replaces the data of the REST query that returns the same payload, or of its live
 * key when the feature has no REST call yet.
 * @returns a function that stops the sync.
 */
export function syncSocketToQueryCache(socket: GameSocket, queryClient: QueryClient): () => void {
  const offs: (() => void)[] = [];
  const listen = (event: EventName, handler: (payload: never) => void) => {
    // The event map types every handler precisely; here they are registered generically by name.
    const untyped = socket as unknown as {
      on: (e: string, h: (p: never) => void) => void;
      off: (e: string, h: (p: never) => void) => void;
    };
    untyped.on(event, handler);
    offs.push(() => untyped.off(event, handler));
  };

  listen('authenticated', () => {
    for (const [request, key] of RESYNC_REQUESTS) {
      const query = queryClient.getQueryCache().find({ queryKey: key(), exact: true });
      if (query && query.getObserversCount() > 0) socket.emit(request);
    }
  });
  listen('hud:update', (hud: Parameters<ServerToClientEvents['hud:update']>[0]) => {
    const previousLevel = queryClient.getQueryData<{ level: number }>(getGetHudQueryKey())?.level;
    queryClient.setQueryData(getGetHudQueryKey(), hud);
    // A new level unlocks features: the drawer's locks come from /api/features/info.
    if (previousLevel !== undefined && previousLevel !== hud.level) {
      void queryClient.invalidateQueries({ queryKey: getGetFeatureInfoQueryKey() });
    }
  });
  listen('profile:update', (profile: Parameters<ServerToClientEvents['profile:update']>[0]) =>
    queryClient.setQueryData(getGetCharacterProfileQueryKey(), profile),
  );
  for (const [event, state] of Object.entries(REPLACING_EVENTS) as [EventName, LiveState][]) {
    listen(event, (payload: unknown) => queryClient.setQueryData(liveKey(state), payload));
  }
  for (const [event, key] of Object.entries(REST_EVENTS) as [EventName, () => readonly unknown[]][]) {
    listen(event, (payload: unknown) => queryClient.setQueryData(key(), payload));
  }
  for (const [event, state] of Object.entries(COUNT_EVENTS) as [EventName, LiveState][]) {
    listen(event, (payload: { count: number }) => queryClient.setQueryData(liveKey(state), payload.count));
  }
  listen('training:start', (training: Parameters<ServerToClientEvents['training:start']>[0]) => {
    queryClient.setQueryData(liveKey('training'), training);
    // The gym shows the running training at once; the refetch brings the spent energy.
    queryClient.setQueryData<GymDto>(getGetGymQueryKey(), (gym) => (gym ? { ...gym, training } : gym));
    void queryClient.invalidateQueries({ queryKey: getGetGymQueryKey() });
  });
  listen('training:complete', () => {
    queryClient.setQueryData(liveKey('training'), null);
    void queryClient.invalidateQueries({ queryKey: getGetGymQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetCharacterProfileQueryKey() });
  });
  for (const event of PROFILE_CHANGING_EVENTS) {
    listen(event, () => {
      void queryClient.invalidateQueries({ queryKey: getGetCharacterProfileQueryKey() });
      // The player's own stay (confinementUpdate follows) and the lists of who is inside.
      void queryClient.invalidateQueries({ queryKey: getGetConfinementQueryKey() });
      const list = event.startsWith('hospital')
        ? getGetHospitalPatientsQueryKey()
        : getGetJailInmatesQueryKey();
      void queryClient.invalidateQueries({ queryKey: list });
    });
  }
  // Player versus player. A fight (sent to both fighters, as fightResult and fight:update) goes to the
  // top of the fight history; who may be attacked and both profiles change with it.
  const onFight = (fight: Parameters<ServerToClientEvents['fightResult']>[0]) => {
    const history = queryClient.getQueryData<FightHistoryDto>(getGetFightHistoryQueryKey());
    if (history) {
      const others = history.fights.filter((f) => f.fightId !== fight.fightId);
      queryClient.setQueryData<FightHistoryDto>(getGetFightHistoryQueryKey(), {
        fights: [fight, ...others].slice(0, FIGHT_HISTORY_LENGTH),
      });
    } else {
      queryClient.setQueryData<FightHistoryDto>(getGetFightHistoryQueryKey(), { fights: [fight] });
      void queryClient.invalidateQueries({ queryKey: getGetFightHistoryQueryKey() });
    }
    void queryClient.invalidateQueries({ queryKey: getGetActivePlayersQueryKey() });
    void queryClient.invalidateQueries({ queryKey: getGetCharacterProfileQueryKey() });
  };
  listen('fightResult', onFight);
  listen('fight:update', onFight);
  // rankings:update carries no sort, so it cannot name its board's key: every cached board is refetched.
  listen(
    'rankings:update',
    () => void queryClient.invalidateQueries({ queryKey: ['/api/leaderboard/complete'] }),
  );
  // Spec 000 section 7: the player search refreshes when a training completes.
  listen(
    'training:complete',
    () => void queryClient.invalidateQueries({ queryKey: ['/api/v1/search/users'] }),
  );
  syncTalk(listen, socket, queryClient);
  return () => {
    for (const off of offs) off();
  };
}

/** Spec 000 section 7: the global chat keeps the last 50 messages. */
const GLOBAL_CHAT_LENGTH = 50;

/**
 * Chat, private messages, friends and notifications: new messages join the cached lists, read receipts
 * mark them, and the badges' counts are asked for on every (re)authentication.
 */
function syncTalk(
  listen: (event: EventName, handler: (payload: never) => void) => void,
  socket: GameSocket,
  queryClient: QueryClient,
): void {
  listen('authenticated', () => {
    socket.emit('unreadMessagesCount:request');
    socket.emit('notificationsCount:request');
  });
  listen('global_message', (message: Parameters<ServerToClientEvents['global_message']>[0]) =>
    queryClient.setQueryData<GlobalChatDto>(liveKey('globalChat'), (chat) => {
      const others = (chat?.messages ?? []).filter((m) => m.id !== message.id);
      return { messages: [...others, message].sort((a, b) => a.id - b.id).slice(-GLOBAL_CHAT_LENGTH) };
    }),
  );
  const onPrivate = (message: Parameters<ServerToClientEvents['receive_message']>[0]) => {
    for (const other of [message.senderId, message.receiverId]) {
      queryClient.setQueryData<ConversationDto>(getGetConversationQueryKey(other), (conversation) => {
        if (!conversation || conversation.otherUserId !== other) return conversation;
        const others = conversation.messages.filter((m) => m.id !== message.id);
        return { ...conversation, messages: [...others, message].sort((a, b) => a.id - b.id) };
      });
    }
    void queryClient.invalidateQueries({ queryKey: getGetInboxQueryKey() });
  };
  listen('receive_message', onPrivate);
  listen('message_sent', onPrivate);
  listen('messages:update', (conversation: Parameters<ServerToClientEvents['messages:update']>[0]) =>
    queryClient.setQueryData(getGetConversationQueryKey(conversation.otherUserId), conversation),
  );
  listen('message_read', (receipt: Parameters<ServerToClientEvents['message_read']>[0]) => {
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
    void queryClient.invalidateQueries({ queryKey: getGetInboxQueryKey() });
  });
  listen('notification', (notification: Parameters<ServerToClientEvents['notification']>[0]) => {
    void queryClient.invalidateQueries({ queryKey: ['/api/notifications'] });
    if (notification.type.startsWith('friend')) {
      void queryClient.invalidateQueries({ queryKey: getGetFriendsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetPendingFriendRequestsQueryKey() });
    }
  });
}
