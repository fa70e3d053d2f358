import { Injectable } from '@nestjs/common';
import { Counter } from 'prom-client';
import { afterCommit, Tx } from '../../infra/database/transaction';
import { MetricsService } from '../metrics/metrics.service';

/**
 * Provably fair rolls on Prometheus (README "Metrics and alerts"):
 * - `darkcity_fairness_rolls_refused_total`: rolls refused because the stored server seed no longer
 *   hashes to the commitment the player saw (SEED_COMMITMENT_MISMATCH). It should never move: one
 *   means a seed row was changed behind the game's back, and alert `DarkCityFairnessSeedTampered` fires.
 * - `darkcity_fairness_seed_rotations_total`: seeds revealed and replaced by players, counted once the
 *   rotation commits.
 */
@Injectable()
export class FairnessMetrics {
  private readonly refused: Counter;
  private readonly rotations: Counter;

  constructor(
    metrics: MetricsService,
    private readonly tx: Tx,
  ) {
    const registers = [metrics.registry];
    this.refused = new Counter({
      name: 'darkcity_fairness_rolls_refused_total',
      help: 'Rolls refused because the stored server seed does not hash to its published commitment (seed tampering)',
      registers,
    });
    this.rotations = new Counter({
      name: 'darkcity_fairness_seed_rotations_total',
      help: 'Server seeds revealed and replaced by a player rotation',
      registers,
    });
    this.refused.inc(0);
    this.rotations.inc(0);
  }

  /** Counts a refused roll at once: the refusal is the event, whatever happens to the transaction. */
  rollRefused(): void {
    this.refused.inc();
  }

  /** Counts a rotation once the transaction this call runs in commits (at once outside one). */
  seedRotated(): Promise<void> {
    return afterCommit(this.tx, async () => void this.rotations.inc());
  }
}
