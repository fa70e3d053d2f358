import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { ClsService } from 'nestjs-cls';
import type { DataSource, EntitySubscriberInterface } from 'typeorm';
import type { TransactionCommitEvent } from 'typeorm/subscriber/event/TransactionCommitEvent';
import type { TransactionRollbackEvent } from 'typeorm/subscriber/event/TransactionRollbackEvent';
import { afterCommit, dropAfterCommit, runAfterCommit, Tx } from '../infra/database/transaction';
import type { ConfinementKind } from '../infra/queue/queues';
import type { ServerEventRegistry } from '../infra/realtime/events';

/** The body of a socket push, for events that carry what the player's screen shows. */
type Push<E extends keyof ServerEventRegistry> = Parameters<ServerEventRegistry[E]>[0];

/**
 * Every domain event (DESIGN.md section 4): one fact each, named `<thing>.<what happened>`, with its
 * payload. Services publish them through `DomainEvents`; the push listener (`modules/push`) turns each
 * into socket emits, other features may listen with `@OnEvent(name)`.
 */
export interface DomainEventMap {
  /**
   * A character's HUD values changed (a balance, the trained stats, a level given by a job...).
   * `hud`, when the publisher computed it from what it just wrote (the fight and crime hot paths),
   * is pushed as it is instead of being read again.
   */
  'character.changed': { userId: string; hud?: Push<'hud:update'> };
  /** An account was banned. */
  'user.banned': { userId: string; reason: string | null; bannedAt: string };
  /** An account's sessions ended (sign-out everywhere, refresh-token reuse): its sockets close. */
  'user.sessionsEnded': { userId: string };
  /** An admin kicked the user out of the chat: its sockets close. */
  'user.kicked': { userId: string };
  /** An admin muted the user. */
  'user.muted': { userId: string; mute: Push<'muted'> };
  /** A fight was played; `result` is the stored fight result. */
  'fight.resolved': { attackerUserId: string; defenderUserId: string; result: Push<'fightResult'> };
  /** A crime was attempted (success or not), with the player's crime list afterwards. */
  'crime.committed': {
    userId: string;
    result: Push<'crime:update'>;
    /**
     * The player's crime list when the attempt changed more of it than the committed crime's
     * cooldown (a level gained unlocks crimes), else null: the client sets that cooldown from
     * `crime:update` (issue 16: the list is about 5 KB for 20 crimes).
     */
    crimes: Push<'crimesList:update'> | null;
    /** The HUD after the attempt, computed from what it wrote (read again when absent). */
    hud?: Push<'hud:update'>;
  };
  /** A player's crime cooldowns were cleared (the CD_RESET item), with their crime list afterwards. */
  'crimes.cooldownsCleared': { userId: string; crimes: Push<'crimesList:update'> };
  /** A player's job list changed (taken, left, the job deleted). */
  'jobs.changed': { userId: string; jobs: Push<'jobs:update'> };
  /** Money moved between a player's cash and bank. */
  'bank.changed': { userId: string; bank: Push<'bank:update'> };
  'training.started': { userId: string; training: Push<'training:start'> };
  'training.completed': { userId: string; training: Push<'training:complete'> };
  /**
   * A character went to hospital or jail until `until`; the release is scheduled on this event.
   * `state`, when the publisher computed it from what it wrote (the fight), is pushed as it is.
   */
  'confinement.entered': {
    userId: string;
    characterId: number;
    kind: ConfinementKind;
    until: Date;
    state?: Push<'confinementUpdate'>;
  };
  /**
   * A character left hospital or jail (the stay ended, or was bought out). `confinement` and `hud`,
   * when the publisher read them after the release (the batched release timers), are pushed as they
   * are instead of being read again per player.
   */
  'confinement.left': {
    userId: string;
    kind: ConfinementKind;
    releasedAt: Date;
    confinement?: Push<'confinementUpdate'>;
    hud?: Push<'hud:update'>;
  };
  /** Blood contracts changed; each player concerned gets its own list (`isOwn`, `isTarget`). */
  'bloodContracts.changed': { lists: { userId: string; contracts: Push<'bloodContract:update'> }[] };
  'notification.created': { userId: string; notification: Push<'notification'> };
  'notifications.countChanged': { userId: string; count: number };
  'globalChat.messagePosted': { message: Push<'global_message'> };
  /** The global chat history changed (edit, delete, reaction, clear). */
  'globalChat.changed': { chat: Push<'globalChat:update'> };
  'privateMessage.sent': { senderId: string; receiverId: string; message: Push<'message_sent'> };
  /** A player opened a conversation and read the other's messages. */
  'privateMessages.read': { read: Push<'message_read'> };
  'privateMessages.unreadCountChanged': { userId: string; count: number };
  /** A conversation changed (edit, deletion, reaction); each participant gets its own page. */
  'conversation.changed': { pages: { userId: string; page: Push<'messages:update'> }[] };
  /**
   * A gang changed (members, ranks, treasury, board, info, deletion). `joined` and `left` are the
   * users whose membership changed; the listener moves their sockets in or out of room `gang:<id>`.
   */
  'gang.changed': { gangId: number; joined?: string[]; left?: string[] };
  /** A purchase, sale or equipment change: the inventory afterwards (the HUD follows). */
  'inventory.changed': { userId: string; inventory: Push<'inventory:update'> };
  /** An admin created, changed, toggled or deleted a weapon or an armor: the shop everyone sees now. */
  'shop.changed': { shop: Push<'shop:update'> };
  /**
   * An admin created, changed, toggled or deleted a package or a special item: the open blackcoin
   * shops are stale (the packages gateway pushes the new `specialShop:update` to room `special-shop`).
   */
  'specialShop.changed': Record<string, never>;
  /** An admin created, changed, toggled or deleted a house, ride or pet: that kind's open screens are stale. */
  'propertyCatalogue.changed': { kind: 'house' | 'ride' | 'pet' };
  /** A house, ride or pet was bought, sold, equipped or taken off: that kind's list and the inventory afterwards. */
  'property.changed': { userId: string; inventory: Push<'inventory:update'> } & (
    | { kind: 'house'; list: Push<'houses:update'> }
    | { kind: 'ride'; list: Push<'rides:update'> }
    | { kind: 'pet'; list: Push<'pets:update'> }
  );
  /** A login gift was claimed: the calendar afterwards, and the inventory when it gave items (the HUD follows). */
  'loginGift.claimed': {
    userId: string;
    status: Push<'loginGift:update'>;
    inventory?: Push<'inventory:update'>;
  };
  /** A task was claimed: the tasks screen afterwards (its unclaimed count and the HUD follow). */
  'tasks.changed': { userId: string; tasks: Push<'tasks:update'> };
  /** A task metric may have moved: the player's count of tasks reached and not claimed. */
  'tasks.unclaimedCountChanged': { userId: string; count: number };
  /** A player played a ministry mission: their missions list afterwards. */
  'ministryMissions.changed': { userId: string; missions: Push<'ministryMission:update'> };
  /** An admin published, edited or deleted news: the active news afterwards, for everyone. */
  'gameNews.changed': { news: Push<'gameNews:update'> };
  /**
   * A black-market listing was created, cancelled, expired or sold: every open market screen gets
   * the first page again; a new listing's expiry is scheduled (at `expiresAt`).
   */
  'blackMarket.changed': {
    listingId: number;
    change: 'listed' | 'cancelled' | 'expired' | 'sold';
    expiresAt: Date;
  };
}

export type DomainEventName = keyof DomainEventMap;

export type CharacterChangedEvent = DomainEventMap['character.changed'];
export type UserBannedEvent = DomainEventMap['user.banned'];

/**
 * Publishes domain events after commit. Inside a transaction an event waits for the outermost COMMIT
 * and for the connection to go back to the pool (`afterCommit` of `infra/database/transaction.ts`),
 * then goes out before `inRetriedTransaction` returns; a rollback, or a retried attempt, drops it.
 * Outside a transaction it goes out at once. Listeners are awaited and run outside the finished
 * transaction; their errors are logged, never thrown to the publisher (the fact has happened).
 * A TypeORM transaction subscriber drops the events of a rollback and delivers those of a
 * transaction opened some other way (`@Transactional()`) on the next turn of the event loop.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger(DomainEvents.name);

  constructor(
    private readonly emitter: EventEmitter2,
    private readonly tx: Tx,
    private readonly cls: ClsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  onModuleInit(): void {
    this.dataSource.subscribers.push(this);
  }

  /** Publishes `name` now, or after the commit of the transaction this call runs in. */
  publish<K extends DomainEventName>(name: K, payload: DomainEventMap[K]): Promise<void> {
    return afterCommit(this.tx, () => this.emit(name, payload));
  }

  /** TypeORM hook after every COMMIT: a transaction not run by `inRetriedTransaction` delivers here. */
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const runner = event.queryRunner;
    if (runner.isTransactionActive) return; // A released savepoint: the outer transaction goes on.
    // After the connection has been released; `inRetriedTransaction` has run the work by then.
    setImmediate(() => void runAfterCommit(runner));
  }

  /** TypeORM hook: the outermost ROLLBACK drops what the transaction published. */
  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) dropAfterCommit(event.queryRunner);
  }

  private async emit(name: DomainEventName, payload: unknown): Promise<void> {
    try {
      // Outside the CLS context of the finished transaction, so listeners use fresh connections.
      await this.cls.exit(() => this.emitter.emitAsync(name, payload));
    } catch (error) {
      this.logger.error(`listener of ${name} failed: ${(error as Error).stack ?? String(error)}`);
    }
  }
}
