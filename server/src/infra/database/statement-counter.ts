import type { Logger as TypeOrmLogger, QueryRunner } from 'typeorm';

let statements = 0;
let transactionStatements = 0;

/**
 * SQL statements this process has sent to PostgreSQL since it started (BEGIN and COMMIT included):
 * `db_statements_total` on /metrics; the bench divides its growth by the fights or crimes played.
 */
export function statementsSent(): number {
  return statements;
}

/**
 * The part of `statementsSent` sent inside transactions, from BEGIN to COMMIT or ROLLBACK included
 * (`db_transaction_statements_total`): what a write path's transaction costs, without the reads of
 * the pushes that follow its commit (issue 28, item 5: statements per operation).
 */
export function transactionStatementsSent(): number {
  return transactionStatements;
}

/**
 * Counts a statement sent around TypeORM (the prepared statements of the hot paths);
 * `inTransaction` when it went on the connection of an open transaction.
 */
export function countStatement(inTransaction = false): void {
  statements++;
  if (inTransaction) transactionStatements++;
}

/**
 * TypeORM's logger: counts every statement and prints nothing but errors of migrations and schema
 * work (query errors reach the caller as exceptions and are logged where they are handled).
 */
export class StatementCountingLogger implements TypeOrmLogger {
  logQuery(_query: string, _parameters?: unknown[], queryRunner?: QueryRunner): void {
    countStatement(queryRunner?.isTransactionActive === true);
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
