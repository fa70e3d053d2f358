/**
 * The typed socket event maps (spec 000 section 7), assembled from the events each feature declares
 * next to its module (`modules/<feature>/<feature>.events.ts`, payloads typed by the DTO classes).
 * The client imports `ServerToClientEvents` and `ClientToServerEvents` from here. A new feature adds
 * its two interfaces to the `extends` lists below; nothing else changes here.
 *
 * The declaration merging at the end fills infra's empty registries with these maps, so the
 * publisher and `GameSocket` are typed while `infra/` imports no module.
 */
import type { ConnectionClientEvents, ConnectionServerEvents } from './infra/realtime/events';
import type { AuthServerEvents } from './modules/auth/auth.events';
import type { BankClientEvents, BankServerEvents } from './modules/bank/bank.events';
import type {
  BlackMarketClientEvents,
  BlackMarketServerEvents,
} from './modules/black-market/black-market.events';
import type {
  BloodContractsClientEvents,
  BloodContractsServerEvents,
} from './modules/blood-contracts/blood-contracts.events';
import type { CharacterClientEvents, CharacterServerEvents } from './modules/character/character.events';
import type { ChatClientEvents, ChatServerEvents } from './modules/chat/chat.events';
import type {
  ConfinementClientEvents,
  ConfinementServerEvents,
} from './modules/confinement/confinement.events';
import type { CrimesClientEvents, CrimesServerEvents } from './modules/crimes/crimes.events';
import type { FightClientEvents, FightServerEvents } from './modules/fight/fight.events';
import type { GangsClientEvents, GangsServerEvents } from './modules/gangs/gangs.events';
import type { GameNewsClientEvents, GameNewsServerEvents } from './modules/game-news/game-news.events';
import type { GearClientEvents, GearServerEvents } from './modules/gear/gear.events';
import type { GymServerEvents } from './modules/gym/gym.events';
import type { JobsClientEvents, JobsServerEvents } from './modules/jobs/jobs.events';
import type {
  LeaderboardClientEvents,
  LeaderboardServerEvents,
} from './modules/leaderboard/leaderboard.events';
import type { LoginGiftClientEvents, LoginGiftServerEvents } from './modules/login-gift/login-gift.events';
import type { MessagesClientEvents, MessagesServerEvents } from './modules/messages/messages.events';
import type {
  MinistryMissionsClientEvents,
  MinistryMissionsServerEvents,
} from './modules/ministry-missions/ministry-missions.events';
import type { PackagesClientEvents, PackagesServerEvents } from './modules/packages/packages.events';
import type { ModerationServerEvents } from './modules/moderation/moderation.events';
import type {
  NotificationsClientEvents,
  NotificationsServerEvents,
} from './modules/notifications/notifications.events';
import type { PlayersClientEvents, PlayersServerEvents } from './modules/players/players.events';
import type { TasksClientEvents, TasksServerEvents } from './modules/tasks/tasks.events';

export type { Ack, SocketErrorPayload } from './infra/realtime/events';

/** Every server-to-client event with its payload. */
export interface ServerToClientEvents
  extends
    ConnectionServerEvents,
    AuthServerEvents,
    CharacterServerEvents,
    PlayersServerEvents,
    CrimesServerEvents,
    FightServerEvents,
    BloodContractsServerEvents,
    JobsServerEvents,
    BankServerEvents,
    LeaderboardServerEvents,
    ConfinementServerEvents,
    GymServerEvents,
    NotificationsServerEvents,
    ModerationServerEvents,
    MessagesServerEvents,
    ChatServerEvents,
    GangsServerEvents,
    GearServerEvents,
    LoginGiftServerEvents,
    TasksServerEvents,
    MinistryMissionsServerEvents,
    GameNewsServerEvents,
    BlackMarketServerEvents,
    PackagesServerEvents {}

/** Every client-to-server event with its payload and acknowledgement. */
export interface ClientToServerEvents
  extends
    ConnectionClientEvents,
    CharacterClientEvents,
    PlayersClientEvents,
    CrimesClientEvents,
    FightClientEvents,
    BloodContractsClientEvents,
    JobsClientEvents,
    BankClientEvents,
    LeaderboardClientEvents,
    ConfinementClientEvents,
    NotificationsClientEvents,
    MessagesClientEvents,
    ChatClientEvents,
    GangsClientEvents,
    GearClientEvents,
    LoginGiftClientEvents,
    TasksClientEvents,
    MinistryMissionsClientEvents,
    GameNewsClientEvents,
    BlackMarketClientEvents,
    PackagesClientEvents {}

declare module './infra/realtime/events' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ServerEventRegistry extends ServerToClientEvents {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ClientEventRegistry extends ClientToServerEvents {}
}
