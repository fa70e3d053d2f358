import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { ConfinementKind } from '../../infra/queue/queues';

/** One stay to end: the character, the end its release job was scheduled for, and (hospital) the HP to set. */
export interface StayToEnd {
  characterId: number;
  until: Date;
  /** HP on leaving hospital (the effective max HP); null for jail, which leaves HP alone. */
  hpOnRelease: number | null;
}

/** A stay that one statement ended. */
export interface EndedStay {
  characterId: number;
  userId: string;
  until: Date;
}

/** Many stays ended in one statement (the batched release path of the timers, DESIGN.md section 4). */
@Injectable()
export class CharacterStaysRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Ends, in ONE conditional UPDATE, every stay of `kind` that still ends exactly at its `until`
   * (a stay extended or bought out meanwhile does not match and is left alone); leaving hospital
   * sets HP to `hpOnRelease` from `now`. Each (character, until) should appear once.
   * @returns the stays this statement ended.
   */
  async endStays(kind: ConfinementKind, stays: StayToEnd[], now: Date): Promise<EndedStay[]> {
    if (!stays.length) return [];
    const ids = stays.map((stay) => stay.characterId);
    const untils = stays.map((stay) => stay.until);
    const rows = returnedRows<{ id: number; user_id: string; until: Date }>(
      kind === 'jail'
        ? await this.tx.tx.query(
            `UPDATE characters c SET jail_until = NULL
               FROM unnest($1::int[], $2::timestamptz[]) AS r(id, until)
              WHERE c.id = r.id AND c.jail_until = r.until
             RETURNING c.id, c.user_id, r.until`,
            [ids, untils],
          )
        : await this.tx.tx.query(
            `UPDATE characters c SET hospital_until = NULL, hp = r.hp, hp_updated_at = $4
               FROM unnest($1::int[], $2::timestamptz[], $3::int[]) AS r(id, until, hp)
              WHERE c.id = r.id AND c.hospital_until = r.until
             RETURNING c.id, c.user_id, r.until`,
            [ids, untils, stays.map((stay) => stay.hpOnRelease), now],
          ),
    );
    return rows.map((row) => ({ characterId: row.id, userId: row.user_id, until: row.until }));
  }
}
