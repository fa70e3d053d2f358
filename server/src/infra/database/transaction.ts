import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';
import type { QueryRunner } from 'typeorm';

/** The ambient-transaction handle repositories read their EntityManager from. */
export type Tx = TransactionHost<TransactionalAdapterTypeOrm>;
export const Tx = TransactionHost;

const RETRYABLE = new Set(['40001', '40P01']);

/** Work waiting for the commit of the transaction on a connection. */
const afterCommitWork = new WeakMap<QueryRunner, (() => Promise<void>)[]>();

/**
 * Runs `work` once the transaction this call runs in has committed and given its connection back
 * (so the work may use the pool without holding a second connection); outside a transaction, now.
 * A rollback (or a retried attempt) drops it. Used by `DomainEvents.publish`.
 */
export async function afterCommit(tx: Tx, work: () => Promise<void>): Promise<void> {
  const runner = tx.isTransactionActive() ? tx.tx.queryRunner : undefined;
  if (!runner?.isTransactionActive) return work();
  afterCommitWork.set(runner, [...(afterCommitWork.get(runner) ?? []), work]);
}

/** Runs, once, the work queued on a committed transaction's connection. */
export async function runAfterCommit(runner: QueryRunner): Promise<void> {
  const queued = afterCommitWork.get(runner);
  afterCommitWork.delete(runner);
  for (const work of queued ?? []) await work();
}

/** Forgets the work queued on a transaction that rolled back. */
export function dropAfterCommit(runner: QueryRunner): void {
  afterCommitWork.delete(runner);
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
