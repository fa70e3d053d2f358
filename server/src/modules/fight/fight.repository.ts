import { Injectable } from '@nestjs/common';
import { Tx } from '../../infra/database/transaction';
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
