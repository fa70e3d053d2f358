import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
import { ConfinementKind } from '../../infra/queue/queues';

const COLUMN: Record<ConfinementKind, string> = { hospital: 'hospital_until', jail: 'jail_until' };

/** A stay that has not been released yet. */
export interface PendingStay {
  characterId: number;
  kind: ConfinementKind;
  until: Date;
}

/** Reads of hospital and jail stays; the stays themselves are written through CharacterService. */
@Injectable()
export class ConfinementRepository {
  constructor(private readonly tx: Tx) {}

  /** Players whose stay of `kind` runs at `now`, soonest release first (the hospital and jail screens). */
  async confinedPlayers(kind: ConfinementKind, now: Date, limit: number) {
    const column = COLUMN[kind];
    const rows: { user_id: string; username: string | null; level: number; until: Date }[] =
      await this.tx.tx.query(
        `SELECT c.user_id, u.username, c.level, c.${column} AS until
         FROM characters c JOIN users u ON u.id = c.user_id
        WHERE c.${column} > $1 ORDER BY c.${column} ASC LIMIT $2`,
        [now, limit],
      );
    return rows;
  }

  /** Every stay not yet released, overdue or pending (boot reconciler). */
  async pendingStays(): Promise<PendingStay[]> {
    const rows: { id: number; hospital_until: Date | null; jail_until: Date | null }[] =
      await this.tx.tx.query(
        `SELECT id, hospital_until, jail_until FROM characters WHERE hospital_until IS NOT NULL OR jail_until IS NOT NULL`,
      );
    return rows.flatMap((row) => [
      ...(row.hospital_until
        ? [{ characterId: row.id, kind: 'hospital' as const, until: row.hospital_until }]
        : []),
      ...(row.jail_until ? [{ characterId: row.id, kind: 'jail' as const, until: row.jail_until }] : []),
    ]);
  }
}
