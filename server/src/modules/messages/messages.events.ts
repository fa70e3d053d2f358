import type { Ack, SocketErrorPayload } from '../../infra/realtime/events';
import type {
  ConversationDto,
  ConversationEventDto,
  EditMessageEventDto,
  MessageDeletedDto,
  MessageIdEventDto,
  MessageReactionEventDto,
  PrivateMessageDto,
  SendMessageEventDto,
  UnreadMessagesCountDto,
} from './messages.dto';
import type { PayloadOf } from '../../infra/events/event-map';

/** The receiver opened a conversation: pushed to the sender of the messages read (and the reader). */
export interface MessageReadPayload {
  /** Who read them. */
  readerId: string;
  /** Whose messages were read. */
  senderId: string;
  messageIds: number[];
  readAt: string;
}

export interface MessagesServerEvents {
  message_sent: (payload: PrivateMessageDto) => void;
  receive_message: (payload: PrivateMessageDto) => void;
  /** A failed private-message action (also its acknowledgement). */
  message_error: (payload: SocketErrorPayload) => void;
  message_read: (payload: MessageReadPayload) => void;
  /** One conversation, as `GET /api/messages/conversations/{userId}`. */
  'messages:update': (payload: ConversationDto) => void;
  'unreadMessagesCount:update': (payload: UnreadMessagesCountDto) => void;
}

export interface MessagesClientEvents {
  send_message: (payload: SendMessageEventDto, ack?: Ack<PrivateMessageDto>) => void;
  edit_message: (payload: EditMessageEventDto, ack?: Ack<PrivateMessageDto>) => void;
  delete_message: (payload: MessageIdEventDto, ack?: Ack<MessageDeletedDto>) => void;
  add_message_reaction: (payload: MessageReactionEventDto, ack?: Ack<PrivateMessageDto>) => void;
  remove_message_reaction: (payload: MessageReactionEventDto, ack?: Ack<PrivateMessageDto>) => void;
  'messages:request': (payload: ConversationEventDto) => void;
  'unreadMessagesCount:request': () => void;
}

/** Private messages' domain events (DESIGN.md section 4); `messages.push.ts` pushes them. */
export interface MessagesEvents {
  'privateMessage.sent': {
    senderId: string;
    receiverId: string;
    message: PayloadOf<MessagesServerEvents['message_sent']>;
  };
  /** A player opened a conversation and read the other's messages. */
  'privateMessages.read': { read: PayloadOf<MessagesServerEvents['message_read']> };
  'privateMessages.unreadCountChanged': { userId: string; count: number };
  /** A conversation changed (edit, deletion, reaction); each participant gets its own page. */
  'conversation.changed': {
    pages: { userId: string; page: PayloadOf<MessagesServerEvents['messages:update']> }[];
  };
}

declare module '../../infra/events/event-map' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DomainEventMap extends MessagesEvents {}
}
