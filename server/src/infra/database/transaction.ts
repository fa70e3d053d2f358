import { TransactionHost } from '@nestjs-cls/transactional';
import { TransactionalAdapterTypeOrm } from '@nestjs-cls/transactional-adapter-typeorm';

/** The ambient-transaction handle repositories read their EntityManager from. */
export type Tx = TransactionHost<TransactionalAdapterTypeOrm>;
export const Tx = TransactionHost;

const RETRYABLE = new Set(['40001', '40P01']);

/**
 * Runs `work` in a transaction, retrying on serialization failure or deadlock (DESIGN.md section 4).
 * Inside an outer transaction it just joins it; the outermost call owns the retry.
 */
export async function inRetriedTransaction<T>(tx: Tx, work: () => Promise<T>, attempts = 5): Promise<T> {
  if (tx.isTransactionActive()) return work();
  for (let attempt = 1; ; attempt++) {
    try {
      return await tx.withTransaction(work);
    } catch (error) {
      const code =
        (error as { code?: string; driverError?: { code?: string } }).driverError?.code ??
        (error as { code?: string }).code;
      if (!code || !RETRYABLE.has(code) || attempt >= attempts) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 10));
    }
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
