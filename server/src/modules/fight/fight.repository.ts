import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { Tx } from '../../infra/database/transaction';
import { CharacterEntity } from '../character/character.entity';
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

@Injectable()
export class FightRepository {
  constructor(private readonly tx: Tx) {}

  private get fights() {
    return this.tx.tx.getRepository(FightEntity);
  }

  /**
   * The characters of the given users, locked FOR UPDATE in ascending character id order (DESIGN.md
   * section 4: two fights over the same pair can never deadlock). Missing users are left out.
   */
  lockCharactersOfUsers(userIds: string[]): Promise<CharacterEntity[]> {
    return this.tx.tx.getRepository(CharacterEntity).find({
      where: { userId: In(userIds) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Display names (username, else display name) by user id. */
  async names(userIds: string[]): Promise<Map<string, string>> {
    const rows: { id: string; name: string }[] = await this.tx.tx.query(
      `SELECT id, COALESCE(username, display_name) AS name FROM users WHERE id = ANY($1::uuid[])`,
      [userIds],
    );
    return new Map(rows.map((row) => [row.id, row.name]));
  }

  /** Stores a fighter's final HP (regeneration restarts now) and counts the win or the loss. Row locked by the caller. */
  async recordFighter(characterId: number, hp: number, now: Date, won: boolean): Promise<void> {
    await this.tx.tx.query(
      `UPDATE characters SET hp = $2, hp_updated_at = $3, fights_won = fights_won + $4, fights_lost = fights_lost + $5 WHERE id = $1`,
      [characterId, hp, now, won ? 1 : 0, won ? 0 : 1],
    );
  }

  async insert(
    fight: Pick<
      FightEntity,
      'id' | 'attackerCharacterId' | 'defenderCharacterId' | 'winnerCharacterId' | 'result' | 'createdAt'
    >,
  ): Promise<void> {
    await this.fights.insert(fight);
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
        WHERE c.user_id = ANY($1::uuid[]) AND NOT u.is_banned
        ORDER BY c.level DESC, c.id ASC LIMIT $2`,
      [userIds, limit],
    );
  }
}
