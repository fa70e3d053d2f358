import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { afterCommit, Tx } from '../../infra/database/transaction';
import { MetricsService } from '../metrics/metrics.service';

/** A deletion's steps (`darkcity_account_deletions_total{event}`). */
export const DELETION_EVENTS = ['requested', 'cancelled', 'erased'] as const;
export type DeletionEvent = (typeof DELETION_EVENTS)[number];

/** How a data-export job ended (`darkcity_data_exports_total{result}`). */
export const EXPORT_RESULTS = ['requested', 'built', 'failed'] as const;
export type ExportResult = (typeof EXPORT_RESULTS)[number];

/**
 * The data-rights counters (issue 26 parts 4 and 5), counted once their transaction commits; every
 * label value starts at 0. The data-export queue's own BullMQ metrics come from `QueueMetrics`.
 */
@Injectable()
export class AccountRightsMetrics {
  private readonly deletions: Counter<'event'>;
  private readonly exports: Counter<'result'>;

  constructor(
    metrics: MetricsService,
    private readonly tx: Tx,
  ) {
    const registers = [metrics.registry];
    this.deletions = new Counter({
      name: 'darkcity_account_deletions_total',
      help: 'Account deletions by step: requested (account closed), cancelled (signed in within the grace period), erased',
      labelNames: ['event'],
      registers,
    });
    this.exports = new Counter({
      name: 'darkcity_data_exports_total',
      help: 'Copies of a player data: requested, built (link ready), failed (the job gave up after its retries)',
      labelNames: ['result'],
      registers,
    });
    for (const event of DELETION_EVENTS) this.deletions.inc({ event }, 0);
    for (const result of EXPORT_RESULTS) this.exports.inc({ result }, 0);
  }

  /** Counts a deletion step once the transaction this call runs in commits. */
  deletion(event: DeletionEvent): Promise<void> {
    return afterCommit(this.tx, async () => void this.deletions.inc({ event }));
  }

  /** Counts a data-export outcome once the transaction this call runs in commits. */
  dataExport(result: ExportResult): Promise<void> {
    return afterCommit(this.tx, async () => void this.exports.inc({ result }));
  }
}
