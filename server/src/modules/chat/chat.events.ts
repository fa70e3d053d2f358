import type { Ack, SocketErrorPayload } from '../../infra/realtime/events';
import type {
  AdminUserActionEventDto,
  ChatActionResultDto,
  EditGlobalMessageEventDto,
  GlobalChatDto,
  GlobalMessageDto,
  GlobalMessageRefEventDto,
  GlobalReactionEventDto,
  MuteUserEventDto,
  SendGlobalMessageEventDto,
} from './chat.dto';
import type { PayloadOf } from '../../infra/events/event-map';

/** Room of every socket that joined the global chat (`join_global_chat`), on every node. */
export const GLOBAL_CHAT_ROOM = 'global-chat';

export interface ChatServerEvents {
  /** A new global message, to every socket in the `global-chat` room on every node. */
  global_message: (payload: GlobalMessageDto) => void;
  /** A failed chat action (also its acknowledgement). */
  global_message_error: (payload: SocketErrorPayload) => void;
  /** The last 50 global messages; pushed to the room after an edit, delete, reaction or clear. */
  'globalChat:update': (payload: GlobalChatDto) => void;
}

export interface ChatClientEvents {
  /** Joins the `global-chat` room; the acknowledgement carries `{ success }`. */
  join_global_chat: (ack?: Ack<ChatActionResultDto>) => void;
  leave_global_chat: (ack?: Ack<ChatActionResultDto>) => void;
  'globalChatMessages:request': () => void;
  send_global_message: (payload: SendGlobalMessageEventDto, ack?: Ack<GlobalMessageDto>) => void;
  edit_global_message: (payload: EditGlobalMessageEventDto, ack?: Ack<GlobalMessageDto>) => void;
  /** The author deletes their own message; an admin deletes any. */
  delete_global_message: (payload: GlobalMessageRefEventDto, ack?: Ack<ChatActionResultDto>) => void;
  add_reaction: (payload: GlobalReactionEventDto, ack?: Ack<GlobalMessageDto>) => void;
  remove_reaction: (payload: GlobalReactionEventDto, ack?: Ack<GlobalMessageDto>) => void;
  /** Admin only (spec 000 section 6). */
  mute_user: (payload: MuteUserEventDto, ack?: Ack<ChatActionResultDto>) => void;
  /** Admin only: disconnects every socket of the user. */
  kick_user: (payload: AdminUserActionEventDto, ack?: Ack<ChatActionResultDto>) => void;
  /** Admin only: bans the account, pushes `banned` and disconnects. */
  ban_user: (payload: AdminUserActionEventDto, ack?: Ack<ChatActionResultDto>) => void;
  /** Admin only: deletes every global message. */
  clear_global_chat: (ack?: Ack<ChatActionResultDto>) => void;
}

/** The global chat's domain events (DESIGN.md section 4); `chat.push.ts` pushes them. */
export interface ChatEvents {
  'globalChat.messagePosted': { message: PayloadOf<ChatServerEvents['global_message']> };
  /** The global chat history changed (edit, delete, reaction, clear). */
  'globalChat.changed': { chat: PayloadOf<ChatServerEvents['globalChat:update']> };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends ChatEvents {}
}
