import { Injectable } from '@nestjs/common';
import { prepared, queryPrepared } from '../../infra/database/prepared';
import { Tx } from '../../infra/database/transaction';
import { FightChanges } from '../character/character.service';
import { combatColumns } from '../character/fight-changes';
import { FightEntity } from './fight.entity';

/** A character as the active-players list shows it. */
export interface ActivePlayerRow {
  user_id: string;
  name: string;
  level: number;
  vip_expires_at: Date | null;
  hospital_until: Date | null;
  attack_immunity_until: Date | null;
}

/** Everything one fight writes, in one statement (`FightRepository.record`). */
export interface FightRecord {
  fight: Pick<
    FightEntity,
    'id' | 'attackerCharacterId' | 'defenderCharacterId' | 'winnerCharacterId' | 'result' | 'createdAt'
  >;
  /** Both fighters' rows after the fight. */
  sides: FightChanges[];
  /** Hospital ends by character id (the loser's stay); a later end already in force is kept. */
  hospitalUntil: Map<number, Date>;
  /** The defender's notification. */
  notification: { userId: string; type: string; message: string; data: Record<string, unknown> };
}

/** What `record` gives back: the stays in force and the stored notification with the unread count. */
export interface RecordedFight {
  hospitalUntil: Map<number, Date>;
  notification: { id: number; createdAt: Date; unreadCount: number };
}

/**
 * One fight's writes in ONE statement (the hot path, DESIGN.md section 4): both characters (HP,
 * energy, level, experience, counters, hospital), the fight row and the defender's notification
 * with its unread count (the new row is not visible to the count in the same statement: + 1).
 */
export const RECORD_FIGHT_SQL = `
  WITH sides AS (
    SELECT * FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::int[], $5::timestamptz[], $6::int[],
                         $7::bigint[], $8::int[], $9::int[], $10::timestamptz[])
      AS s(id, hp, hp_updated_at, energy, energy_updated_at, level, exp, won, lost, hospital_until)
  ),
  changed AS (
    UPDATE characters c SET hp = s.hp, hp_updated_at = s.hp_updated_at, energy = s.energy,
           energy_updated_at = s.energy_updated_at, level = s.level, exp = s.exp,
           fights_won = c.fights_won + s.won, fights_lost = c.fights_lost + s.lost,
           hospital_until = CASE WHEN s.hospital_until IS NULL THEN c.hospital_until
                                 ELSE GREATEST(COALESCE(c.hospital_until, s.hospital_until), s.hospital_until) END
      FROM sides s WHERE c.id = s.id
    RETURNING c.id, c.hospital_until
  ),
  fight AS (
    INSERT INTO fights (id, attacker_character_id, defender_character_id, winner_character_id, result, created_at)
    VALUES ($11, $12, $13, $14, $15::jsonb, $16)
  ),
  notification AS (
    INSERT INTO notifications (user_id, type, message, data) VALUES ($17, $18, $19, $20::jsonb)
    RETURNING id, created_at
  )
  SELECT c.id, c.hospital_until, n.id AS notification_id, n.created_at AS notification_created_at,
         (SELECT count(*)::int FROM notifications WHERE user_id = $17 AND NOT is_read) + 1 AS unread_count
    FROM changed c CROSS JOIN notification n`;

const RECORD_FIGHT = prepared(RECORD_FIGHT_SQL);

@Injectable()
export class FightRepository {
  constructor(private readonly tx: Tx) {}

  private get fights() {
    return this.tx.tx.getRepository(FightEntity);
  }

  async insert(
    fight: Pick<
      FightEntity,
      'id' | 'attackerCharacterId' | 'defenderCharacterId' | 'winnerCharacterId' | 'result' | 'createdAt'
    >,
  ): Promise<void> {
    await this.fights.insert(fight);
  }

  /** Writes a fight (characters, fight row, notification) in one statement; call it with both rows locked. */
  async record(record: FightRecord): Promise<RecordedFight> {
    const { fight, sides, notification } = record;
    const rows: {
      id: number;
      hospital_until: Date | null;
      notification_id: string;
      notification_created_at: Date;
      unread_count: number;
    }[] = await queryPrepared(this.tx, RECORD_FIGHT, [
      ...combatColumns(sides),
      sides.map((side) => record.hospitalUntil.get(side.characterId) ?? null),
      fight.id,
      fight.attackerCharacterId,
      fight.defenderCharacterId,
      fight.winnerCharacterId,
      JSON.stringify(fight.result),
      fight.createdAt,
      notification.userId,
      notification.type,
      notification.message,
      JSON.stringify(notification.data),
    ]);
    const hospitalUntil = new Map<number, Date>();
    for (const row of rows)
      if (record.hospitalUntil.has(row.id) && row.hospital_until)
        hospitalUntil.set(row.id, row.hospital_until);
    return {
      hospitalUntil,
      notification: {
        id: Number(rows[0].notification_id),
        createdAt: rows[0].notification_created_at,
        unreadCount: rows[0].unread_count,
      },
    };
  }

  /** A character's last fights, as attacker or defender, newest first. */
  history(characterId: number, limit: number): Promise<FightEntity[]> {
    return this.fights.find({
      where: [{ attackerCharacterId: characterId }, { defenderCharacterId: characterId }],
      order: { createdAt: 'DESC' },
      take: limit,
    });
  }

  /** The characters of the given users with what decides whether they can be attacked, highest level first. */
  async activePlayers(userIds: string[], limit: number): Promise<ActivePlayerRow[]> {
    if (!userIds.length) return [];
    return this.tx.tx.query(
      `SELECT c.user_id, COALESCE(u.username, u.display_name) AS name, c.level, c.vip_expires_at, c.hospital_until, c.attack_immunity_until
         FROM characters c JOIN users u ON u.id = c.user_id
        WHERE c.user_id = ANY($1::uuid[]) AND NOT u.is_banned AND u.deletion_requested_at IS NULL
        ORDER BY c.level DESC, c.id ASC LIMIT $2`,
      [userIds, limit],
    );
  }
}
