import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import { EventEmitter2 } from '@nestjs/event-emitter';
import { InjectDataSource } from '@nestjs/typeorm';
import { ClsService } from 'nestjs-cls';
import type { DataSource, EntitySubscriberInterface, QueryRunner } from 'typeorm';
import type { TransactionCommitEvent } from 'typeorm/subscriber/event/TransactionCommitEvent.js';
import type { TransactionRollbackEvent } from 'typeorm/subscriber/event/TransactionRollbackEvent.js';
import {
  activeRunner,
  afterCommit,
  CommitScope,
  dropAfterCommit,
  runAfterCommit,
  Tx,
} from '../database/transaction';
import type { DomainEventMap, DomainEventName } from './event-map';

export { CommitScope } from '../database/transaction';
export type { DomainEventMap, DomainEventName, PayloadOf } from './event-map';

/**
 * A feature's push table: for every event of `Events` (the feature's own events interface), what it
 * pushes to sockets (nothing is a valid answer). A mapped type over the feature's interface, so a new
 * event does not compile until its feature's `<feature>.push.ts` says what it pushes. The handler
 * gets the commit's `CommitScope` to answer several events of one transaction together.
 */
export type Pushes<Events> = {
  [K in keyof Events]-?: (event: Events[K], scope: CommitScope) => void | Promise<void>;
};

/**
 * Publishes domain events after commit. Inside a transaction an event waits for the outermost COMMIT
 * and for the connection to go back to the pool (`afterCommit` of `infra/database/transaction.ts`),
 * then goes out before `inRetriedTransaction` returns; a rollback, or a retried attempt, drops it.
 * Outside a transaction it goes out at once. Listeners are awaited and run outside the finished
 * transaction; their errors are logged, never thrown to the publisher (the fact has happened).
 * A TypeORM transaction subscriber drops the events of a rollback and delivers those of a
 * transaction opened some other way (`@Transactional()`) on the next turn of the event loop.
 * Features subscribe their push tables with `subscribe`; other listeners may use `@OnEvent(name)`.
 */
@Injectable()
export class DomainEvents implements OnModuleInit, EntitySubscriberInterface {
  private readonly logger = new Logger(DomainEvents.name);
  /** Events published with `publishOnce` and not yet delivered, by transaction connection and name. */
  private readonly merged = new WeakMap<QueryRunner, Map<string, { payload: unknown }>>();

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
    return afterCommit(this.tx, (scope) => this.emit(name, payload, scope));
  }

  /**
   * Like `publish`, but a transaction publishes `name` once: a second call in the same transaction
   * folds its payload into the pending one with `merge` (the wallet's announcement of every account
   * one transaction changed). Outside a transaction it goes out at once, as `publish`.
   */
  publishOnce<K extends DomainEventName>(
    name: K,
    payload: DomainEventMap[K],
    merge: (pending: DomainEventMap[K], next: DomainEventMap[K]) => DomainEventMap[K],
  ): Promise<void> {
    const runner = activeRunner(this.tx);
    if (!runner) return this.publish(name, payload);
    const byName = this.merged.get(runner) ?? new Map<string, { payload: unknown }>();
    this.merged.set(runner, byName);
    const pending = byName.get(name);
    if (pending) {
      pending.payload = merge(pending.payload as DomainEventMap[K], payload);
      return Promise.resolve();
    }
    const entry = { payload: payload as unknown };
    byName.set(name, entry);
    return afterCommit(this.tx, (scope) => {
      byName.delete(name);
      return this.emit(name, entry.payload, scope);
    });
  }

  /**
   * Registers a feature's push table: each handler runs for its event after commit, its errors are
   * logged with the event's name (never thrown to the publisher). Called by `<feature>.push.ts` at init.
   */
  subscribe<Events>(pushes: Pushes<Events>): void {
    for (const name of Object.keys(pushes) as (keyof Events & string)[]) {
      const push = pushes[name] as (event: unknown, scope: CommitScope) => void | Promise<void>;
      this.emitter.on(name, async (event: unknown, scope?: CommitScope) => {
        try {
          await push(event, scope ?? new CommitScope());
        } catch (error) {
          this.logger.error(`push of ${name} failed: ${(error as Error).stack ?? String(error)}`);
        }
      });
    }
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
    if (event.queryRunner.isTransactionActive) return;
    dropAfterCommit(event.queryRunner);
    this.merged.delete(event.queryRunner);
  }

  private async emit(name: string, payload: unknown, scope: CommitScope): Promise<void> {
    try {
      // Outside the CLS context of the finished transaction, so listeners use fresh connections.
      await this.cls.exit(() => this.emitter.emitAsync(name, payload, scope));
    } catch (error) {
      this.logger.error(`listener of ${name} failed: ${(error as Error).stack ?? String(error)}`);
    }
  }
}
