import { createHash } from 'node:crypto';
import type { Pool, PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import type { PostgresQueryRunner } from 'typeorm/driver/postgres/PostgresQueryRunner.js';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver.js';
import { countStatement } from './statement-counter';
import type { Tx } from './transaction';

/**
 * A named prepared statement for a hot path (DESIGN.md section 8, issue 16): PostgreSQL parses
 * it once per connection and, after five runs, plans it once too (a generic plan), where an unnamed
 * statement is parsed and planned on every run; on the fight's statements planning was most of
 * PostgreSQL's time. The name is derived from the text, so two texts never share a name.
 */
export interface PreparedStatement {
  readonly name: string;
  readonly text: string;
}

/** Declares a prepared statement (its `$n` parameters as in `EntityManager.query`). */
export function prepared(text: string): PreparedStatement {
  return { name: `hot_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text };
}

/** Data sources whose prepared statements are sent unnamed (DB_PREPARED_STATEMENTS=false). */
const unnamedOn = new WeakSet<DataSource>();

/**
 * Turns the named prepared statements of one data source off or on (DB_PREPARED_STATEMENTS; on
 * unless switched off). Off, `queryPrepared` sends the same text as an unnamed statement (parsed
 * and planned on every run): a transaction-mode pooler hands each transaction whichever server
 * connection is free, and one that does not track named statements (PgBouncer before 1.21, or
 * 1.21+ with `max_prepared_statements = 0`) answers a statement prepared on another connection
 * with `prepared statement "hot_..." does not exist`, or a second Parse with `already exists`.
 */
export function setNamedStatements(dataSource: DataSource, enabled: boolean): void {
  if (enabled) unnamedOn.delete(dataSource);
  else unnamedOn.add(dataSource);
}

/**
 * Runs a prepared statement through node-postgres with plain rows back (also for INSERT, UPDATE
 * and DELETE ... RETURNING, which `EntityManager.query` answers as `[rows, count]`): on the
 * connection of the caller's transaction when there is one (`Tx`), else on the pool. Counted in
 * `db_statements_total`. Named unless `setNamedStatements` turned them off for the data source.
 * Errors are node-postgres's own (`code` is the SQLSTATE).
 */
export async function queryPrepared<Row>(
  tx: Tx,
  statement: PreparedStatement,
  values: unknown[],
): Promise<Row[]> {
  const runner = tx.isTransactionActive()
    ? (tx.tx.queryRunner as PostgresQueryRunner | undefined)
    : undefined;
  countStatement(runner !== undefined);
  const client: Pool | PoolClient = runner
    ? await runner.connect()
    : ((tx.tx.connection.driver as PostgresDriver).master as Pool);
  const named = !unnamedOn.has(tx.tx.connection);
  const result = await client.query(
    named ? { name: statement.name, text: statement.text, values } : { text: statement.text, values },
  );
  return result.rows as Row[];
}
