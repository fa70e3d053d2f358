/**
 * Every socket event of spec 000 section 7, with its payload. The client imports these types.
 * Each `X:request` is answered by `X:update` with the same body as the matching REST call
 * (DESIGN.md section 4). Payloads of features a later module builds are typed `FeaturePayload`
 * until that module narrows them here.
 */

/** Payload of a push whose feature module narrows it when it lands. */
export type FeaturePayload = Record<string, unknown>;

export interface HudPayload {
  hp: number;
  maxHp: number;
  energy: number;
  maxEnergy: number;
  exp: number;
  nextLevelExp: number;
  level: number;
  money: number;
  blackcoins: number;
}

/** The player's own character, as `GET /api/character/profile` returns it. */
export interface CharacterProfilePayload extends HudPayload {
  id: number;
  userId: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  gender: string | null;
  countryCode: string | null;
  strength: number;
  defense: number;
  fame: number;
  bankBalance: number;
  fightsWon: number;
  fightsLost: number;
  crimesCommitted: number;
  isVip: boolean;
  vipExpiresAt: string | null;
  hospitalUntil: string | null;
  jailUntil: string | null;
  daysInGame: number;
  createdAt: string;
}

/** One crime in the player's list (`GET /api/crimes`). */
export interface PlayerCrimePayload {
  id: number;
  name: string;
  description: string;
  imageUrl: string;
  req_level: number;
  energyCost: number;
  successRate: number;
  reward: number;
  expReward: number;
  cooldown: number;
  failOutcome: 'jail' | 'hospital';
  jailMinutes: number;
  hospitalMinutes: number;
  locked: boolean;
  cooldownRemainingSeconds: number;
}

export interface CrimeListPayload {
  crimes: PlayerCrimePayload[];
}

/** The result of one crime attempt (`POST /api/crimes/{id}/commit`). */
export interface CrimeResultPayload {
  success: boolean;
  crimeId: number;
  crimeName: string;
  message: string;
  moneyGained: number;
  expGained: number;
  isVip: boolean;
  levelsGained: number;
  level: number;
  energyLeft: number;
  cooldownSeconds: number;
  confinement: 'jail' | 'hospital' | null;
  confinedUntil: string | null;
  confinementMinutes: number;
}

/** The player's hospital and jail state (`GET /api/confinement`). */
export interface ConfinementPayload {
  hospital: { inHospital: boolean; until: string | null; remainingSeconds: number; cost: number };
  jail: { inJail: boolean; until: string | null; remainingSeconds: number; cost: number };
}

/** One enabled job in the player's list (`GET /api/jobs`). */
export interface JobListingPayload {
  id: number;
  name: string;
  description: string;
  tier: number;
  minLevel: number;
  salary: number;
  expPerDay: number;
  locked: boolean;
  isCurrent: boolean;
}

/** The job the player holds. */
export interface CurrentJobPayload {
  id: number;
  name: string;
  description: string;
  tier: number;
  minLevel: number;
  salary: number;
  expPerDay: number;
  isEnabled: boolean;
  hiredAt: string;
}

/** The player's jobs screen (`GET /api/jobs`). */
export interface JobsPayload {
  playerLevel: number;
  currentJob: CurrentJobPayload | null;
  jobs: JobListingPayload[];
}

/** One bank ledger entry, newest first in the history. */
export interface BankHistoryEntryPayload {
  id: number;
  delta: number;
  balanceAfter: number;
  reason: string;
  createdAt: string;
}

/** The bank screen (`GET /api/bank`). */
export interface BankPayload {
  balance: number;
  money: number;
  history: BankHistoryEntryPayload[];
}

/** A profile's likes, dislikes and the viewer's own rating (spec 000 section 3, rating summary). */
export interface RatingSummaryPayload {
  likes: number;
  dislikes: number;
  userRating: 'LIKE' | 'DISLIKE' | null;
}

/** One row of a leaderboard (spec 000 section 3, leaderboard entry); `criteria` is the ranked value. */
export interface LeaderboardEntryPayload {
  userId: string;
  username: string | null;
  name: string;
  avatarUrl: string | null;
  level: number;
  position: number;
  criteria: number;
}

/** One leaderboard (`GET /api/leaderboard/complete`): its rows and each row's rating summary by user id. */
export interface RankingsPayload {
  sort: 'fame' | 'level' | 'money' | 'fightsWon' | 'crimesCommitted';
  rankings: LeaderboardEntryPayload[];
  ratings: Record<string, RatingSummaryPayload>;
}

/** The combat part shared by a fight result and a contract result (spec 000 section 3). */
export interface CombatResultPayload {
  /** User id of the winner. */
  winner: string;
  /** Rounds started; a round is one hit by the attacker, then one by the defender if still standing. */
  rounds: number;
  totalDamage: number;
  /** Sum of the attacker's hits. */
  attackerDamage: number;
  /** Sum of the defender's hits. */
  defenderDamage: number;
  /** Arabic lines, one per hit, then the winner; the client reveals one every 400 ms. */
  log: string[];
  /** The attacker's experience gain (VIP ×1.5 included). */
  xpGain: number;
  attackerFinalHp: number;
  defenderFinalHp: number;
  /** User id of the attacker (the assassin in a contract). */
  attackerId: string;
  /** User id of the defender (the contract's target). */
  defenderId: string;
  attackerName: string;
  defenderName: string;
  isAttackerWinner: boolean;
  /** One Arabic sentence telling the fight. */
  narrative: string;
  /** The attacker is a VIP. */
  isVIP: boolean;
  attackerIsVIP: boolean;
  defenderIsVIP: boolean;
  attackerXpGain: number;
  defenderXpGain: number;
}

/** The result of one fight (`POST /api/fight/{targetUserId}`); also `fightResult` and `fight:update`. */
export interface FightResultPayload extends CombatResultPayload {
  fightId: string;
  /** Money the attacker took from the defender (VIP ×1.5 included); 0 when the attacker lost. */
  amountStolen: number;
  /** Equal to amountStolen. */
  attackerMoneyGained: number;
  /** Money a losing attacker paid the defender (the defender's VIP ×1.5 included); 0 when the attacker won. */
  attackerMoneyLost: number;
  /** The attacker was sent to hospital. */
  attackerHospitalized: boolean;
  defenderHospitalized: boolean;
  /** Length of the hospital stay, in minutes (20). */
  hospitalMinutes: number;
  /** ISO time of the fight. */
  createdAt: string;
}

/** The fight history screen (`GET /api/fight/history`): the player's last 20 fights, newest first. */
export interface FightHistoryPayload {
  fights: FightResultPayload[];
}

/** The result of one blood contract execution (spec 000 section 3: the fight result without money fields). */
export interface ContractResultPayload extends CombatResultPayload {
  contractId: number;
  /** The contract's reward; the assassin got it when isAttackerWinner. */
  reward: number;
  /** `completed` after a win; still `open` after a loss. */
  contractStatus: 'open' | 'completed';
  /** Who the contract confined: the target (hospital) after a win, the assassin (jail) after a loss. */
  confinedUserId: string;
  confinementKind: 'hospital' | 'jail';
  /** Length of the stay, in minutes (30). */
  confinementMinutes: number;
  /** ISO time the stay ends. */
  confinedUntil: string;
}

/** One open blood contract in the list (`GET /api/blood-contracts`). */
export interface BloodContractPayload {
  id: number;
  posterUserId: string;
  posterName: string;
  targetUserId: string;
  targetName: string;
  targetLevel: number;
  /** Escrowed money paid to the assassin who wins. */
  reward: number;
  status: 'open' | 'completed' | 'cancelled' | 'expired';
  /** ISO time the contract expires and the reward goes back to the poster. */
  expiresAt: string;
  createdAt: string;
  /** The caller posted it (and may cancel it). */
  isOwn: boolean;
  /** The caller is its target. */
  isTarget: boolean;
}

/** The blood contracts screen (`GET /api/blood-contracts`): open contracts, newest first. */
export interface BloodContractListPayload {
  contracts: BloodContractPayload[];
}

/**
 * A stored notification (`GET /api/notifications` rows) and the `notification` push. `type` is one
 * of the server's `NotificationType`s ('attacked', 'friend_request', ...); `data` holds the ids the
 * client links to (`fightId`, `contractId`, `userId`, ...).
 */
export interface NotificationPayload {
  id: number;
  type: string;
  /** Arabic sentence. */
  message: string;
  data: Record<string, unknown>;
  isRead: boolean;
  /** ISO time. */
  createdAt: string;
}

/** One private message as its two participants see it (`message_sent`, `receive_message`). */
export interface PrivateMessagePayload {
  id: number;
  senderId: string;
  senderUsername: string;
  receiverId: string;
  receiverUsername: string;
  /** 1 to 1000 characters. */
  content: string;
  /** Emoji -> ids of the users who reacted with it. */
  reactions: Record<string, string[]>;
  isRead: boolean;
  /** ISO time the receiver opened the conversation, or null. */
  readAt: string | null;
  isEdited: boolean;
  editedAt: string | null;
  createdAt: string;
}

/** One conversation, oldest first (`GET /api/messages/conversations/{userId}`; `messages:update`). */
export interface ConversationPayload {
  otherUserId: string;
  otherUsername: string;
  messages: PrivateMessagePayload[];
  /** Older messages exist (ask again with `before` = the first message's id). */
  hasMore: boolean;
}

/** One row of the inbox (`GET /api/messages/inbox`). */
export interface InboxConversationPayload {
  otherUserId: string;
  otherUsername: string;
  otherAvatarUrl: string | null;
  lastMessage: string;
  lastMessageId: number;
  lastMessageFromMe: boolean;
  lastMessageAt: string;
  hasUnreadMessages: boolean;
  unreadCount: number;
}

export interface InboxPayload {
  conversations: InboxConversationPayload[];
}

/** The receiver opened a conversation: pushed to the sender of the messages read (and the reader). */
export interface MessageReadPayload {
  /** Who read them. */
  readerId: string;
  /** Whose messages were read. */
  senderId: string;
  messageIds: number[];
  readAt: string;
}

/** `send_message`: the same as `POST /api/messages/{userId}`. */
export interface SendPrivateMessageRequest {
  receiverId: string;
  content: string;
}

export interface EditPrivateMessageRequest {
  messageId: number;
  content: string;
}

export interface PrivateMessageIdRequest {
  messageId: number;
}

export interface MessageReactionRequest {
  messageId: number;
  emoji: string;
}

/** Acknowledgement of a private-message action: the result, or the error body also sent as `message_error`. */
export type PrivateMessageAck<T> = (result: T | SocketErrorPayload) => void;

/** The body every socket error event carries; the same codes as the REST error bodies. */
export interface SocketErrorPayload {
  code: string;
  error: string;
  message: string;
  [extra: string]: unknown;
}

export interface CountPayload {
  count: number;
}

/** A running gym training (DESIGN.md section 6), as `GET /api/gym` shows it; the `training:start` payload. */
export interface TrainingPayload {
  id: number;
  stat: 'strength' | 'defense';
  /** Energy spent. */
  energy: number;
  /** Stat points added on completion. */
  points: number;
  /** ISO time. */
  startedAt: string;
  /** ISO time the training is due. */
  endsAt: string;
  /** Whole seconds left, rounded up; 0 once due. */
  remainingSeconds: number;
}

/** A finished gym training with the character's effective strength and defense after it (`training:complete`). */
export interface TrainingCompletePayload {
  id: number;
  stat: 'strength' | 'defense';
  points: number;
  strength: number;
  defense: number;
}

/** One global chat message (`global_message`, and the rows of `globalChat:update`). */
export interface GlobalMessagePayload {
  id: number;
  userId: string;
  username: string;
  avatarUrl: string | null;
  /** The author is an admin (the screen shows a badge). */
  isAdmin: boolean;
  /** 1 to 500 characters. */
  content: string;
  /** Emoji -> ids of the users who reacted with it. */
  reactions: Record<string, string[]>;
  isEdited: boolean;
  editedAt: string | null;
  createdAt: string;
}

/** The global chat: the last 50 messages, oldest first (`globalChat:update`, `GET /api/global-chat/messages`). */
export interface GlobalChatPayload {
  messages: GlobalMessagePayload[];
}

/** `send_global_message` (1 to 500 characters, one message per 2 s). */
export interface SendGlobalMessagePayload {
  content: string;
}

/** `edit_global_message`: the author changes their own message. */
export interface EditGlobalMessagePayload {
  messageId: number;
  content: string;
}

/** `delete_global_message`: the author deletes their own message, an admin any message. */
export interface GlobalMessageRefPayload {
  messageId: number;
}

/** `add_reaction` / `remove_reaction` on a global message. */
export interface GlobalReactionPayload {
  messageId: number;
  /** One emoji, at most 16 characters. */
  emoji: string;
}

/** Admin `mute_user`: minutes may be a fraction. */
export interface MuteUserPayload {
  userId: string;
  minutes: number;
  reason?: string;
}

/** Admin `kick_user` / `ban_user`. */
export interface AdminUserActionPayload {
  userId: string;
  reason?: string;
}

/** What a chat action's acknowledgement carries on success. */
export interface ChatActionResultPayload {
  success: true;
  [detail: string]: unknown;
}

export interface ServerToClientEvents {
  'hud:update': (hud: HudPayload) => void;
  'crime:update': (payload: CrimeResultPayload) => void;
  /** The latest fight the player took part in, as `POST /api/fight/{targetUserId}` answers it. */
  'fight:update': (payload: FightResultPayload) => void;
  /** The open contracts, as `GET /api/blood-contracts`. */
  'bloodContract:update': (payload: BloodContractListPayload) => void;
  /** The jobs list, as `GET /api/jobs`. */
  'jobs:update': (payload: JobsPayload) => void;
  'ministryMission:update': (payload: FeaturePayload) => void;
  'rides:update': (payload: FeaturePayload) => void;
  'pets:update': (payload: FeaturePayload) => void;
  'houses:update': (payload: FeaturePayload) => void;
  'inventory:update': (payload: FeaturePayload) => void;
  /** The bank, as `GET /api/bank`. */
  'bank:update': (payload: BankPayload) => void;
  'tasks:update': (payload: FeaturePayload) => void;
  'gang:update': (payload: FeaturePayload) => void;
  /** One leaderboard, as `GET /api/leaderboard/complete`. */
  'rankings:update': (payload: RankingsPayload) => void;
  'blackMarket:update': (payload: FeaturePayload) => void;
  'shop:update': (payload: FeaturePayload) => void;
  'specialShop:update': (payload: FeaturePayload) => void;
  'loginGift:update': (payload: FeaturePayload) => void;
  /** The player's own character profile, as `GET /api/character/profile`. */
  'profile:update': (profile: CharacterProfilePayload) => void;
  'gameNews:update': (payload: FeaturePayload) => void;
  confinementUpdate: (payload: ConfinementPayload) => void;
  'crimesList:update': (payload: CrimeListPayload) => void;
  /** One conversation, as `GET /api/messages/conversations/{userId}`. */
  'messages:update': (payload: ConversationPayload) => void;
  /** The last 50 global messages; pushed to the `global-chat` room after an edit, delete, reaction or clear. */
  'globalChat:update': (payload: GlobalChatPayload) => void;
  'unreadMessagesCount:update': (payload: CountPayload) => void;
  'unclaimedTasksCount:update': (payload: CountPayload) => void;
  'notificationsCount:update': (payload: CountPayload) => void;
  'training:start': (training: TrainingPayload) => void;
  /** The player search refreshes on it (spec 000 section 7). */
  'training:complete': (payload: TrainingCompletePayload) => void;
  'hospital:enter': (payload: { until: string }) => void;
  'hospital:leave': (payload: { releasedAt: string }) => void;
  'jail:enter': (payload: { until: string }) => void;
  'jail:leave': (payload: { releasedAt: string }) => void;
  /** Sent to both players of a fight. */
  fightResult: (payload: FightResultPayload) => void;
  message_sent: (payload: PrivateMessagePayload) => void;
  message_error: (payload: SocketErrorPayload) => void;
  receive_message: (payload: PrivateMessagePayload) => void;
  /** A new global message, to every socket in the `global-chat` room on every node. */
  global_message: (payload: GlobalMessagePayload) => void;
  global_message_error: (payload: SocketErrorPayload) => void;
  muted: (payload: { until: string; reason?: string }) => void;
  banned: (payload: { reason: string | null; bannedAt: string | null }) => void;
  notification: (payload: NotificationPayload) => void;
  message_read: (payload: MessageReadPayload) => void;
  authenticated: (payload: { user: { id: string } }) => void;
  'keep-alive': (payload: { time: number }) => void;
  'auth:error': (payload: SocketErrorPayload) => void;
}

export interface ClientToServerEvents {
  /** Answered by `fightResult` to both players; the acknowledgement carries the result or the error body. */
  requestFight: (
    payload: { targetUserId: string },
    ack?: (result: FightResultPayload | SocketErrorPayload) => void,
  ) => void;
  'jobs:request': () => void;
  'hud:request': () => void;
  'crime:request': () => void;
  'inventory:request': () => void;
  'bank:request': () => void;
  'tasks:request': () => void;
  'gang:request': () => void;
  'rankings:request': (payload?: { sort?: string }) => void;
  'blackMarket:request': () => void;
  'shop:request': () => void;
  'specialShop:request': () => void;
  'loginGift:request': () => void;
  'profile:request': (payload?: { userId?: string }) => void;
  'ministryMission:request': () => void;
  'rides:request': () => void;
  'pets:request': () => void;
  'houses:request': () => void;
  'bloodContract:request': () => void;
  'gameNews:request': () => void;
  'confinement:request': () => void;
  'crimes:request': () => void;
  'messages:request': (payload?: { otherUserId?: string }) => void;
  'globalChatMessages:request': () => void;
  'unreadMessagesCount:request': () => void;
  'unclaimedTasksCount:request': () => void;
  'notificationsCount:request': () => void;
  /** Round-trip probe for the connection-quality indicator; answered through the ack. */
  ping: (ack?: (payload: { time: number }) => void) => void;
  'keep-alive-ack': () => void;
  send_message: (payload: SendPrivateMessageRequest, ack?: PrivateMessageAck<PrivateMessagePayload>) => void;
  /** Failure also emits `global_message_error`; the acknowledgement carries the message or the error body. */
  send_global_message: (
    payload: SendGlobalMessagePayload,
    ack?: (result: GlobalMessagePayload | SocketErrorPayload) => void,
  ) => void;
  /** Joins the `global-chat` room and answers `globalChat:update`; the acknowledgement carries `{ success }`. */
  join_global_chat: (ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void) => void;
  leave_global_chat: (ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void) => void;
  edit_message: (payload: EditPrivateMessageRequest, ack?: PrivateMessageAck<PrivateMessagePayload>) => void;
  delete_message: (
    payload: PrivateMessageIdRequest,
    ack?: PrivateMessageAck<{ success: boolean; messageId: number }>,
  ) => void;
  add_message_reaction: (
    payload: MessageReactionRequest,
    ack?: PrivateMessageAck<PrivateMessagePayload>,
  ) => void;
  remove_message_reaction: (
    payload: MessageReactionRequest,
    ack?: PrivateMessageAck<PrivateMessagePayload>,
  ) => void;
  join: (payload: FeaturePayload) => void;
  /** Admin only (spec 000 section 6); the acknowledgement carries `{ success, until }` or the error body. */
  mute_user: (
    payload: MuteUserPayload,
    ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void,
  ) => void;
  /** Admin only: disconnects every socket of the user. */
  kick_user: (
    payload: AdminUserActionPayload,
    ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void,
  ) => void;
  /** Admin only: bans the account (REST answers 403 'Account blocked' from then on), pushes `banned` and disconnects. */
  ban_user: (
    payload: AdminUserActionPayload,
    ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void,
  ) => void;
  /** The author deletes their own message; an admin deletes any. */
  delete_global_message: (
    payload: GlobalMessageRefPayload,
    ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void,
  ) => void;
  /** Admin only: deletes every global message. */
  clear_global_chat: (ack?: (result: ChatActionResultPayload | SocketErrorPayload) => void) => void;
  edit_global_message: (
    payload: EditGlobalMessagePayload,
    ack?: (result: GlobalMessagePayload | SocketErrorPayload) => void,
  ) => void;
  add_reaction: (
    payload: GlobalReactionPayload,
    ack?: (result: GlobalMessagePayload | SocketErrorPayload) => void,
  ) => void;
  remove_reaction: (
    payload: GlobalReactionPayload,
    ack?: (result: GlobalMessagePayload | SocketErrorPayload) => void,
  ) => void;
}

/** Room of every socket of one user, on every node. */
export const userRoom = (userId: string) => `user:${userId}`;

/** Room of every socket that joined the global chat (`join_global_chat`), on every node. */
export const GLOBAL_CHAT_ROOM = 'global-chat';
