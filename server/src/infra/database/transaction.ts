import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { QueryRunner } from 'typeorm';

/** The ambient-transaction handle repositories read their EntityManager from. */
export type Tx = TransactionHost<TransactionalAdapterTypeOrm>;
export const Tx = TransactionHost;

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * What the after-commit work of one commit shares (one per commit; one per call outside a
 * transaction): work registered with `atEnd` runs once, after every other piece of that commit's
 * work, so listeners of several events of one transaction can answer them together (the character
 * module's one `hud:update` per player for the wallet's announcement and `character.changed`).
 */
export class CommitScope {
  private readonly shared = new Map<string, unknown>();
  private readonly last = new Map<string, () => Promise<void>>();

  /** The value under `key` for this commit, made by `create` on first use. */
  state<T>(key: string, create: () => T): T {
    if (!this.shared.has(key)) this.shared.set(key, create());
    return this.shared.get(key) as T;
  }

  /** Runs `work` once per `key` (the first registered wins) after the commit's other work. */
  atEnd(key: string, work: () => Promise<void>): void {
    if (!this.last.has(key)) this.last.set(key, work);
  }

  /** Runs the `atEnd` work, including work one of them registers. */
  async end(): Promise<void> {
    const done = new Set<string>();
    for (let next = this.pending(done); next; next = this.pending(done)) {
      done.add(next[0]);
      await next[1]();
    }
  }

  private pending(done: Set<string>): [string, () => Promise<void>] | undefined {
    return [...this.last].find(([key]) => !done.has(key));
  }
}

/** Work waiting for the commit of the transaction on a connection. */
const afterCommitWork = new WeakMap<QueryRunner, ((scope: CommitScope) => Promise<void>)[]>();

/**
 * Runs `work` once the transaction this call runs in has committed and given its connection back
 * (so the work may use the pool without holding a second connection); outside a transaction, now.
 * A rollback (or a retried attempt) drops it. The work of one commit gets the same `CommitScope`.
 * Used by `DomainEvents.publish`.
 */
export async function afterCommit(tx: Tx, work: (scope: CommitScope) => Promise<void>): Promise<void> {
  const runner = tx.isTransactionActive() ? tx.tx.queryRunner : undefined;
  if (runner?.isTransactionActive) {
    afterCommitWork.set(runner, [...(afterCommitWork.get(runner) ?? []), work]);
    return;
  }
  const scope = new CommitScope();
  await work(scope);
  await scope.end();
}

/** Runs, once, the work queued on a committed transaction's connection, then its scope's `atEnd` work. */
export async function runAfterCommit(runner: QueryRunner): Promise<void> {
  const queued = afterCommitWork.get(runner);
  afterCommitWork.delete(runner);
  if (!queued) return;
  const scope = new CommitScope();
  for (const work of queued) await work(scope);
  await scope.end();
}

/** Forgets the work queued on a transaction that rolled back. */
export function dropAfterCommit(runner: QueryRunner): void {
  afterCommitWork.delete(runner);
}

/** The connection of the transaction this call runs in, or undefined outside one. */
export function activeRunner(tx: Tx): QueryRunner | undefined {
  const runner = tx.isTransactionActive() ? tx.tx.queryRunner : undefined;
  return runner?.isTransactionActive ? runner : undefined;
}

/**
 * Runs `work` in a transaction, retrying on serialization failure or deadlock (DESIGN.md section 4).
 * Inside an outer transaction it just joins it; the outermost call owns the retry and, once the
 * commit is done and the connection released, runs the `afterCommit` work of the attempt that won.
 */
export async function inRetriedTransaction<T>(tx: Tx, work: () => Promise<T>, attempts = 5): Promise<T> {
  if (tx.isTransactionActive()) return work();
  for (let attempt = 1; ; attempt++) {
    let runner: QueryRunner | undefined;
    let result: T;
    try {
      result = await tx.withTransaction(() => {
        runner = tx.tx.queryRunner;
        return work();
      });
    } catch (error) {
      if (runner) dropAfterCommit(runner);
      const code =
        (error as { code?: string; driverError?: { code?: string } }).driverError?.code ??
        (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
      continue;
    }
    if (runner) await runAfterCommit(runner);
    return result;
  }
}

/**
 * Rows of an `UPDATE ... RETURNING` / `DELETE ... RETURNING` run through `EntityManager.query`:
 * TypeORM's PostgreSQL driver answers those with `[rows, affectedCount]` instead of the rows.
 */
export function returnedRows<Row>(result: unknown): Row[] {
  if (
    Array.isArray(result) &&
    result.length === 2 &&
    Array.isArray(result[0]) &&
    typeof result[1] === 'number'
  ) {
    return result[0] as Row[];
  }
  return result as Row[];
}
