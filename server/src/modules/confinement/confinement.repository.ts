import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { ConfinementKind } from '../../infra/queue/queues';

const COLUMN: Record<ConfinementKind, string> = { hospital: 'hospital_until', jail: 'jail_until' };

/** A stay that has not been released yet. */
export interface PendingStay {
  characterId: number;
  kind: ConfinementKind;
  until: Date;
}

@Injectable()
export class ConfinementRepository {
  constructor(private readonly tx: Tx) {}

  /** Sets the end of a stay, keeping a later end that is already there. @returns the end now in force. */
  async confine(
    characterId: number,
    kind: ConfinementKind,
    until: Date,
  ): Promise<{ until: Date; userId: string } | null> {
    const column = COLUMN[kind];
    const rows = returnedRows<{ until: Date; user_id: string }>(
      await this.tx.tx.query(
        `UPDATE characters SET ${column} = GREATEST(COALESCE(${column}, $2), $2) WHERE id = $1 RETURNING ${column} AS until, user_id`,
        [characterId, until],
      ),
    );
    return rows[0] ? { until: rows[0].until, userId: rows[0].user_id } : null;
  }

  /**
   * Ends the stay only if it still ends at `until` (idempotent: a second run, or a job for a stay
   * that was extended or bought out, changes nothing). Leaving hospital sets HP to `hpOnRelease`.
   * @returns the user id when this call released the character.
   */
  async release(
    characterId: number,
    kind: ConfinementKind,
    until: Date,
    hpOnRelease: number | null,
    now: Date,
  ): Promise<string | null> {
    const column = COLUMN[kind];
    const setHp = hpOnRelease === null ? '' : `, hp = $3, hp_updated_at = $4`;
    const params: unknown[] =
      hpOnRelease === null ? [characterId, until] : [characterId, until, hpOnRelease, now];
    const rows = returnedRows<{ user_id: string }>(
      await this.tx.tx.query(
        `UPDATE characters SET ${column} = NULL${setHp} WHERE id = $1 AND ${column} = $2 RETURNING user_id`,
        params,
      ),
    );
    return rows[0]?.user_id ?? null;
  }

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
