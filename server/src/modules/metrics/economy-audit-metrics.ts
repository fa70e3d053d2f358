import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { Counter, Gauge } from 'prom-client';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { Currency } from '../wallet/account';
import type { EconomyAuditDto } from '../wallet/economy-audit.dto';
import { EconomyAuditService } from '../wallet/economy-audit.service';
import { MetricsService } from './metrics.service';

/** How often each worker node runs the economy audit (ms). The alert calls it stale after three missed runs. */
export const ECONOMY_AUDIT_INTERVAL_MS = 15 * 60_000;

/** How long after boot a worker node runs its first audit (ms): after the boot work, not during it. */
export const ECONOMY_AUDIT_FIRST_RUN_MS = 60_000;

/**
 * Held minus net created, per currency, in whole units: what players, banks, treasuries and escrows
 * hold beyond what entered the game (created + carried over − destroyed). 0 when the books balance;
 * a held balance changed without its ledger, or a transfer that does not net to zero, moves it.
 */
export function economyDrift(currency: EconomyAuditDto['currencies'][number]): number {
  return currency.totalHeld - (currency.totalCreated + currency.totalLegacy - currency.totalDestroyed);
}

/**
 * The conservation audit (`EconomyAuditService`, DESIGN.md section 4) run periodically on nodes with
 * ROLE worker or all, every ECONOMY_AUDIT_INTERVAL_MS, its answer exposed as gauges: whether the books
 * balance (`darkcity_economy_audit_ok`), the drift per currency, when the last audit answered and how
 * long it took. A run that throws (PostgreSQL away, a timeout) is logged, sets ok to 0 and counts in
 * `darkcity_economy_audit_errors_total`; the last-run time stays, so the alert also sees it go stale.
 * Each worker node audits on its own: the audit only reads, in one REPEATABLE READ snapshot.
 */
@Injectable()
export class EconomyAuditMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('EconomyAudit');
  private readonly ok: Gauge;
  private readonly drift: Gauge<'currency'>;
  private readonly lastRun: Gauge;
  private readonly duration: Gauge;
  private readonly errors: Counter;
  private timer?: NodeJS.Timeout;
  private running?: Promise<EconomyAuditDto | null>;

  constructor(
    metrics: MetricsService,
    private readonly moduleRef: ModuleRef,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Only worker nodes audit: an API node shows none of these (its 0 would read as a failing audit).
    const registers = config.ROLE === 'api' ? [] : [metrics.registry];
    this.ok = new Gauge({
      name: 'darkcity_economy_audit_ok',
      help: 'Whether the last economy audit of this worker found the books balanced (1) or not, or failed to run (0)',
      registers,
    });
    this.drift = new Gauge({
      name: 'darkcity_economy_audit_drift',
      help: 'Held minus net created (created + carried over - destroyed) at the last economy audit, per currency, in whole units; 0 when balanced',
      labelNames: ['currency'],
      registers,
    });
    this.lastRun = new Gauge({
      name: 'darkcity_economy_audit_last_run_timestamp_seconds',
      help: 'Unix time (seconds) the last economy audit of this worker answered (0 before the first)',
      registers,
    });
    this.duration = new Gauge({
      name: 'darkcity_economy_audit_duration_seconds',
      help: 'Seconds the last economy audit of this worker took',
      registers,
    });
    this.errors = new Counter({
      name: 'darkcity_economy_audit_errors_total',
      help: 'Economy audits of this worker that threw instead of answering',
      registers,
    });
  }

  /** Schedules the audits on worker nodes. */
  onApplicationBootstrap(): void {
    if (this.config.ROLE === 'api') return;
    const tick = () => {
      void this.run();
      this.timer = setTimeout(tick, ECONOMY_AUDIT_INTERVAL_MS).unref();
    };
    this.timer = setTimeout(tick, ECONOMY_AUDIT_FIRST_RUN_MS).unref();
  }

  onApplicationShutdown(): void {
    clearTimeout(this.timer);
  }

  /**
   * Runs the audit now and sets the gauges (a run already going is joined, not doubled).
   * @returns the audit, or null when it threw (logged, ok set to 0, counted). Never throws.
   */
  run(): Promise<EconomyAuditDto | null> {
    this.running ??= this.audit().finally(() => (this.running = undefined));
    return this.running;
  }

  private async audit(): Promise<EconomyAuditDto | null> {
    const started = performance.now();
    try {
      const audit = await this.moduleRef.get(EconomyAuditService, { strict: false }).audit();
      this.ok.set(audit.ok ? 1 : 0);
      for (const currency of Object.values(Currency)) {
        const books = audit.currencies.find((each) => each.currency === currency);
        if (books) this.drift.set({ currency }, economyDrift(books));
      }
      this.lastRun.set(Date.now() / 1000);
      this.duration.set((performance.now() - started) / 1000);
      if (!audit.ok)
        this.logger.error(
          `economy audit: books do not balance (${audit.currencies
            .map((each) => `${each.currency} drift ${economyDrift(each)}, ledger sum ${each.ledgerSum}`)
            .join(
              '; ',
            )}; ${audit.mismatchedAccounts.length} mismatched accounts, ${audit.unbalancedTransfers.length} unbalanced transfers)`,
        );
      return audit;
    } catch (error) {
      this.ok.set(0);
      this.errors.inc();
      this.logger.error(`economy audit failed: ${(error as Error).stack ?? String(error)}`);
      return null;
    }
  }
}
