import { createHash, createHmac } from 'node:crypto';
import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { DataExportJob, dataExportJobId, QueueName } from '../../infra/queue/queues';
import { AccountRightsErrorCode, accountRightsError } from './account-rights.errors';
import { AccountRightsMetrics } from './account-rights.metrics';
import { DataExportStatusDto } from './account-rights.dto';
import { DataExportRepository, DataExportRow } from './data-export.repository';

const HOUR_MS = 3_600_000;
/** How long a ready copy can be downloaded, in ms (24 h). */
export const EXPORT_LINK_TTL_MS = 24 * HOUR_MS;
/** At most one request per this period, in ms (a day). */
export const EXPORT_INTERVAL_MS = 24 * HOUR_MS;

/**
 * "A copy of my data" (issue 26 part 5; spec 000 section 1, the privacy page): a request (at most
 * one a day) queues a BullMQ job (`data-export`, 5 attempts) that reads every section the privacy
 * page lists and stores the JSON in PostgreSQL (any node serves it); the player downloads it with
 * their own token through a link valid 24 hours. The link's token is an HMAC of the export id
 * (derivable for the status, stored only hashed); a job that gives up marks the request `failed`.
 */
@Injectable()
export class DataExportService {
  constructor(
    private readonly exports: DataExportRepository,
    private readonly metrics: AccountRightsMetrics,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.DATA_EXPORT) private readonly queue: Queue<DataExportJob>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The player's latest copy and when the next may be asked for. */
  async status(userId: string): Promise<DataExportStatusDto> {
    return this.toStatus(await this.exports.latest(userId));
  }

  /**
   * Queues a new copy. @throws EXPORT_TOO_SOON (a request in the last 24 hours; the error carries
   * `nextAllowedAt`)
   */
  async request(userId: string): Promise<DataExportStatusDto> {
    const now = this.clock.now();
    const id = await inRetriedTransaction(this.tx, async () => {
      await this.exports.lockUser(userId);
      const latest = await this.exports.latest(userId);
      const next = latest && new Date(latest.requestedAt.getTime() + EXPORT_INTERVAL_MS);
      if (next && next > now)
        throw accountRightsError(AccountRightsErrorCode.EXPORT_TOO_SOON, {
          nextAllowedAt: next.toISOString(),
        });
      const created = await this.exports.insert(userId, now);
      await this.metrics.dataExport('requested');
      return created;
    });
    await this.queue.add('build', { exportId: id }, { jobId: dataExportJobId(id) });
    return this.status(userId);
  }

  /**
   * The job: builds the copy of a `preparing` request and opens its link for 24 hours.
   * @returns false when there was nothing to build (done already, failed, unknown)
   */
  async build(exportId: number): Promise<boolean> {
    const row = await this.exports.findById(exportId);
    if (!row || row.status !== 'preparing') return false;
    const now = this.clock.now();
    const payload = {
      format: 'darkcity-data-export/1',
      generatedAt: now.toISOString(),
      ...(await this.exports.sections(row.userId)),
    };
    const built = await inRetriedTransaction(this.tx, () =>
      this.exports.markReady(
        exportId,
        payload,
        this.hash(this.token(exportId)),
        now,
        new Date(now.getTime() + EXPORT_LINK_TTL_MS),
      ),
    );
    if (built) await this.metrics.dataExport('built');
    return built;
  }

  /** The job's failure path, after its last attempt: the request ends `failed`. */
  async failed(exportId: number, error: string): Promise<void> {
    await inRetriedTransaction(this.tx, async () => {
      await this.exports.markFailed(exportId, error);
      await this.metrics.dataExport('failed');
    });
  }

  /**
   * The stored JSON behind a link, for its owner only, until it expires.
   * @throws EXPORT_NOT_FOUND (unknown token, another player's, not ready, expired)
   */
  async download(userId: string, token: string): Promise<unknown> {
    const found = /^[A-Za-z0-9_-]{20,100}$/.test(token)
      ? await this.exports.byTokenHash(this.hash(token))
      : null;
    if (
      !found ||
      found.userId !== userId ||
      found.status !== 'ready' ||
      !found.expiresAt ||
      found.expiresAt <= this.clock.now() ||
      found.payload === null
    )
      throw accountRightsError(AccountRightsErrorCode.EXPORT_NOT_FOUND);
    return found.payload;
  }

  private toStatus(row: DataExportRow | null): DataExportStatusDto {
    const now = this.clock.now();
    if (!row)
      return { status: 'none', requestedAt: null, expiresAt: null, downloadPath: null, nextAllowedAt: null };
    const next = new Date(row.requestedAt.getTime() + EXPORT_INTERVAL_MS);
    const ready = row.status === 'ready' && row.expiresAt !== null && row.expiresAt > now;
    return {
      status: ready ? 'ready' : row.status === 'ready' ? 'none' : row.status,
      requestedAt: row.requestedAt.toISOString(),
      expiresAt: ready ? row.expiresAt!.toISOString() : null,
      downloadPath: ready ? `/api/account/data-export/download/${this.token(row.id)}` : null,
      nextAllowedAt: next > now ? next.toISOString() : null,
    };
  }

  /** The link token of an export: an HMAC of its id under the server secret (URL-safe). */
  private token(exportId: number): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`data-export:${exportId}`).digest('base64url');
  }

  private hash(token: string): string {
    return createHash('sha256').update(token).digest('hex');
  }
}
