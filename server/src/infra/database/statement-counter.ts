import type { Logger as TypeOrmLogger } from 'typeorm';

let statements = 0;

/**
 * SQL statements this process has sent to PostgreSQL since it started (BEGIN and COMMIT included):
 * `db_statements_total` on /metrics; the bench divides its growth by the fights or crimes played.
 */
export function statementsSent(): number {
  return statements;
}

/** Counts a statement sent around TypeORM (the prepared statements of the hot paths). */
export function countStatement(): void {
  statements++;
}

/**
 * TypeORM's logger: counts every statement and prints nothing but errors of migrations and schema
 * work (query errors reach the caller as exceptions and are logged where they are handled).
 */
export class StatementCountingLogger implements TypeOrmLogger {
  logQuery(): void {
    statements++;
  }
  logQueryError(): void {}
  logQuerySlow(): void {}
  logSchemaBuild(): void {}
  logMigration(): void {}
  log(): void {}
}
