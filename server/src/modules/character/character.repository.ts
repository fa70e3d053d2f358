import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { ConfinementKind } from '../../infra/queue/queues';
import { UserEntity } from '../auth/user.entity';
import { CharacterEntity } from './character.entity';

const STAY_COLUMN: Record<ConfinementKind, string> = { hospital: 'hospital_until', jail: 'jail_until' };
const TRAINED_COLUMN = { strength: 'trained_strength', defense: 'trained_defense' } as const;

/** A character with the account fields shown beside it. */
export interface CharacterWithUser {
  character: CharacterEntity;
  user: UserEntity;
}

@Injectable()
export class CharacterRepository {
  constructor(private readonly tx: Tx) {}

  private get characters() {
    return this.tx.tx.getRepository(CharacterEntity);
  }

  async create(
    values: Pick<CharacterEntity, 'userId' | 'hp' | 'energy' | 'hpUpdatedAt' | 'energyUpdatedAt'>,
  ): Promise<CharacterEntity> {
    return this.characters.save(this.characters.create(values));
  }

  findByUserId(userId: string): Promise<CharacterEntity | null> {
    return this.characters.findOneBy({ userId });
  }

  findById(id: number): Promise<CharacterEntity | null> {
    return this.characters.findOneBy({ id });
  }

  /** The character and its account in one query (the profile read, the hottest route). */
  async findWithUser(userId: string): Promise<CharacterWithUser | null> {
    const row = (await this.characters
      .createQueryBuilder('character')
      .innerJoinAndMapOne('character.user', UserEntity, 'user', 'user.id = character.userId')
      .where('character.userId = :userId', { userId })
      .getOne()) as (CharacterEntity & { user?: UserEntity }) | null;
    if (!row?.user) return null;
    const { user } = row;
    delete row.user;
    return { character: row, user };
  }

  /** The character's row locked FOR UPDATE until the transaction ends. */
  lockByUserId(userId: string): Promise<CharacterEntity | null> {
    return this.characters.findOne({ where: { userId }, lock: { mode: 'pessimistic_write' } });
  }

  /** The character's row locked FOR UPDATE until the transaction ends. */
  lockById(id: number): Promise<CharacterEntity | null> {
    return this.characters.findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  async updateVitals(
    id: number,
    values: Partial<
      Pick<
        CharacterEntity,
        | 'hp'
        | 'hpUpdatedAt'
        | 'energy'
        | 'energyUpdatedAt'
        | 'level'
        | 'exp'
        | 'trainedStrength'
        | 'trainedDefense'
        | 'crimesCommitted'
      >
    >,
  ): Promise<void> {
    await this.characters.update({ id }, values);
  }

  /** Sets the end of the character's attack immunity or VIP (the caller computed it from the locked row). */
  async setPeriodEnd(id: number, period: 'attackImmunityUntil' | 'vipExpiresAt', until: Date): Promise<void> {
    await this.characters.update({ id }, { [period]: until });
  }

  /** Characters by id or by user id, locked FOR UPDATE in ascending id order (DESIGN.md section 4: no deadlock). */
  lockMany(where: { ids: number[] } | { userIds: string[] }): Promise<CharacterEntity[]> {
    return this.characters.find({
      where: 'ids' in where ? { id: In(where.ids) } : { userId: In(where.userIds) },
      order: { id: 'ASC' },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Stores a fighter's final HP (regeneration restarts at `now`) and counts the win or the loss. */
  async recordFight(id: number, hp: number, now: Date, won: boolean): Promise<void> {
    await this.tx.tx.query(
      `UPDATE characters SET hp = $2, hp_updated_at = $3, fights_won = fights_won + $4, fights_lost = fights_lost + $5 WHERE id = $1`,
      [id, hp, now, won ? 1 : 0, won ? 0 : 1],
    );
  }

  async incrementCrimesCommitted(id: number): Promise<void> {
    await this.tx.tx.query(`UPDATE characters SET crimes_committed = crimes_committed + 1 WHERE id = $1`, [
      id,
    ]);
  }

  /** Adds gym points to a trained stat. @returns the owner's user id, or null for an unknown character. */
  async addTrained(id: number, stat: keyof typeof TRAINED_COLUMN, points: number): Promise<string | null> {
    const column = TRAINED_COLUMN[stat];
    const [owner] = returnedRows<{ user_id: string }>(
      await this.tx.tx.query(
        `UPDATE characters SET ${column} = ${column} + $2 WHERE id = $1 RETURNING user_id`,
        [id, points],
      ),
    );
    return owner?.user_id ?? null;
  }

  /** Sets the end of a stay, keeping a later end that is already there. @returns the end now in force. */
  async confine(
    id: number,
    kind: ConfinementKind,
    until: Date,
  ): Promise<{ until: Date; userId: string } | null> {
    const column = STAY_COLUMN[kind];
    const [row] = returnedRows<{ until: Date; user_id: string }>(
      await this.tx.tx.query(
        `UPDATE characters SET ${column} = GREATEST(COALESCE(${column}, $2), $2) WHERE id = $1 RETURNING ${column} AS until, user_id`,
        [id, until],
      ),
    );
    return row ? { until: row.until, userId: row.user_id } : null;
  }

  /**
   * Ends the stay only if it still ends at `until`; leaving hospital sets HP to `hpOnRelease`.
   * @returns the user id when this call released the character.
   */
  async release(
    id: number,
    kind: ConfinementKind,
    until: Date,
    hpOnRelease: number | null,
    now: Date,
  ): Promise<string | null> {
    const column = STAY_COLUMN[kind];
    const setHp = hpOnRelease === null ? '' : `, hp = $3, hp_updated_at = $4`;
    const params: unknown[] = hpOnRelease === null ? [id, until] : [id, until, hpOnRelease, now];
    const [row] = returnedRows<{ user_id: string }>(
      await this.tx.tx.query(
        `UPDATE characters SET ${column} = NULL${setHp} WHERE id = $1 AND ${column} = $2 RETURNING user_id`,
        params,
      ),
    );
    return row?.user_id ?? null;
  }

  /** Characters by id (unknown ids left out), in ascending id order. */
  findByIds(ids: number[]): Promise<CharacterEntity[]> {
    if (!ids.length) return Promise.resolve([]);
    return this.characters.find({ where: { id: In(ids) }, order: { id: 'ASC' } });
  }

  /**
   * Puts a character back to a new one's state (admin reset): level 1, no experience, no training,
   * no fights or crimes counted, not in hospital or jail, the given HP and energy from `now`.
   */
  async resetToNew(id: number, hp: number, energy: number, now: Date): Promise<void> {
    await this.tx.tx.query(
      `UPDATE characters SET level = 1, exp = 0, trained_strength = 0, trained_defense = 0,
              hp = $2, hp_updated_at = $4, energy = $3, energy_updated_at = $4,
              fights_won = 0, fights_lost = 0, crimes_committed = 0, hospital_until = NULL, jail_until = NULL
        WHERE id = $1`,
      [id, hp, energy, now],
    );
  }
}
