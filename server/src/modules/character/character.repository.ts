import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { prepared, PreparedStatement, queryPrepared } from '../../infra/database/prepared';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { ConfinementKind } from '../../infra/queue/queues';
import { UserEntity } from '../auth/user.entity';
import { CharacterEntity } from './character.entity';
import { combatColumns, type FightChanges } from './fight-changes';

const STAY_COLUMN: Record<ConfinementKind, string> = { hospital: 'hospital_until', jail: 'jail_until' };
const TRAINED_COLUMN = { strength: 'trained_strength', defense: 'trained_defense' } as const;

/** The account fields shown beside a character on its profile. */
export type ProfileUser = Pick<
  UserEntity,
  'id' | 'username' | 'displayName' | 'avatarUrl' | 'gender' | 'countryCode'
>;

/** A character with the account fields shown beside it. */
export interface CharacterWithUser {
  character: CharacterEntity;
  user: ProfileUser;
}

/** A character as one plain row gives it (with its cash in money) and its display name. */
export interface NamedCharacter {
  character: CharacterEntity;
  name: string;
}

/** The character columns the hot paths (fights, crimes) read, and its cash in blackcoins. */
const CHARACTER_COLUMNS = `c.id, c.user_id, c.level, c.exp, c.hp, c.hp_updated_at, c.energy, c.energy_updated_at,
  c.trained_strength, c.trained_defense, c.fights_won, c.fights_lost, c.crimes_committed, c.vip_expires_at,
  c.hospital_until, c.jail_until, c.attack_immunity_until, c.created_at,
  COALESCE((SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'blackcoins' AND w.owner_id = c.id), 0) AS blackcoins`;

/** The character columns the hot paths (fights, crimes) read, with the cash balances: raw SQL, plain mapping. */
export const PLAIN_COLUMNS = `${CHARACTER_COLUMNS},
  COALESCE((SELECT balance FROM wallet_accounts w WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = c.id), 0) AS money`;

/** The profile read: the character, cash, bank and the account's public fields. */
const FIND_WITH_USER = prepared(`
  SELECT ${PLAIN_COLUMNS},
         COALESCE((SELECT balance FROM wallet_accounts w WHERE w.kind = 'bank' AND w.currency = 'money' AND w.owner_id = c.id), 0) AS bank_balance,
         u.username, u.display_name, u.avatar_url, u.gender, u.country_code
    FROM characters c JOIN users u ON u.id = c.user_id WHERE c.user_id = $1`);

/** The characters of users (`$1::uuid[]`) with cash and display name, no lock. */
const READ_PLAIN = prepared(`
  SELECT ${PLAIN_COLUMNS}, COALESCE(u.username, u.display_name) AS name
    FROM characters c JOIN users u ON u.id = c.user_id WHERE c.user_id = ANY($1::uuid[])`);

/** Characters of the users `$1::uuid[]` and characters `$2::int[]`, unlocked (the pushed HUDs). */
const READ_PLAIN_OF = prepared(
  `SELECT ${PLAIN_COLUMNS} FROM characters c WHERE c.user_id = ANY($1::uuid[]) OR c.id = ANY($2::int[])`,
);

/** Characters by id (`$1::int[]`) locked FOR UPDATE in ascending id order. */
const LOCK_PLAIN = prepared(
  `SELECT ${PLAIN_COLUMNS} FROM characters c WHERE c.id = ANY($1::int[]) ORDER BY c.id FOR UPDATE`,
);

/**
 * Characters by id (`$1::int[]`) locked FOR UPDATE in ascending id order, THEN their cash accounts in
 * money, in the wallet's lock order (kind, owner, currency: here by owner), in one statement: the
 * count in `cash`'s condition makes PostgreSQL lock every character before the first account. The
 * money is read from the locked account row, so it is the balance as it now is.
 */
export const LOCK_PLAIN_WITH_CASH = prepared(`
  WITH locked AS MATERIALIZED (
    SELECT ${CHARACTER_COLUMNS} FROM characters c WHERE c.id = ANY($1::int[]) ORDER BY c.id FOR UPDATE
  ),
  cash AS MATERIALIZED (
    SELECT w.owner_id, w.balance FROM wallet_accounts w
     WHERE w.kind = 'cash' AND w.currency = 'money' AND w.owner_id = ANY($1::int[]::bigint[])
       AND (SELECT count(*) FROM locked) > 0
     ORDER BY w.owner_id
       FOR UPDATE
  )
  SELECT l.*, COALESCE(cash.balance, 0) AS money
    FROM locked l LEFT JOIN cash ON cash.owner_id = l.id
   ORDER BY l.id`);

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

interface Row {
  id: number;
  user_id: string;
  level: number;
  exp: string;
  hp: number;
  hp_updated_at: Date;
  energy: number;
  energy_updated_at: Date;
  trained_strength: number;
  trained_defense: number;
  fights_won: number;
  fights_lost: number;
  crimes_committed: number;
  vip_expires_at: Date | null;
  hospital_until: Date | null;
  jail_until: Date | null;
  attack_immunity_until: Date | null;
  created_at: Date;
  money: string;
  blackcoins: string;
  name?: string;
}

function toCharacter(row: Row): CharacterEntity {
  return {
    id: row.id,
    userId: row.user_id,
    level: row.level,
    exp: Number(row.exp),
    hp: row.hp,
    hpUpdatedAt: row.hp_updated_at,
    energy: row.energy,
    energyUpdatedAt: row.energy_updated_at,
    trainedStrength: row.trained_strength,
    trainedDefense: row.trained_defense,
    money: Number(row.money),
    blackcoins: Number(row.blackcoins),
    // The hot paths neither read nor write the bank; it is not selected.
    bankBalance: 0,
    fightsWon: row.fights_won,
    fightsLost: row.fights_lost,
    crimesCommitted: row.crimes_committed,
    vipExpiresAt: row.vip_expires_at,
    hospitalUntil: row.hospital_until,
    jailUntil: row.jail_until,
    attackImmunityUntil: row.attack_immunity_until,
    createdAt: row.created_at,
  };
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

  /**
   * The character, its balances and its account in one query (the profile read, the hottest route):
   * raw SQL and plain row mapping, no query building or entity hydration per request.
   */
  async findWithUser(userId: string): Promise<CharacterWithUser | null> {
    const [row]: (Row & {
      bank_balance: string;
      username: string | null;
      display_name: string;
      avatar_url: string | null;
      gender: UserEntity['gender'];
      country_code: string | null;
    })[] = await queryPrepared(this.tx, FIND_WITH_USER, [userId]);
    if (!row) return null;
    return {
      character: { ...toCharacter(row), bankBalance: Number(row.bank_balance) },
      user: {
        id: row.user_id,
        username: row.username,
        displayName: row.display_name,
        avatarUrl: row.avatar_url,
        gender: row.gender,
        countryCode: row.country_code,
      },
    };
  }

  /** The characters of the given users with their cash and names, WITHOUT a lock (plain row mapping). */
  async readPlain(userIds: string[]): Promise<NamedCharacter[]> {
    const rows: Row[] = await queryPrepared(this.tx, READ_PLAIN, [userIds]);
    return rows.map((row) => ({ character: toCharacter(row), name: row.name ?? '' }));
  }

  /** The characters of the users and the characters by id, in one read, WITHOUT a lock (plain row mapping). */
  async readPlainOf(userIds: string[], characterIds: number[]): Promise<CharacterEntity[]> {
    const rows: Row[] = await queryPrepared(this.tx, READ_PLAIN_OF, [userIds, characterIds]);
    return rows.map(toCharacter);
  }

  /**
   * The loadout's bonus items of the characters `ids` (`CharacterLoadoutService`): `statement` is
   * every bonus source's SQL in one UNION ALL, rows `source`, `character_id`, `item` (json).
   */
  bonusItems(
    statement: PreparedStatement,
    ids: number[],
  ): Promise<{ source: number; character_id: number; item: unknown }[]> {
    return queryPrepared(this.tx, statement, [ids]);
  }

  /** Characters by id locked FOR UPDATE in ascending id order, with their cash as it is now (plain row mapping). */
  async lockPlain(ids: number[]): Promise<CharacterEntity[]> {
    const rows: Row[] = await queryPrepared(this.tx, LOCK_PLAIN, [ids]);
    return rows.map(toCharacter);
  }

  /**
   * Characters by id locked FOR UPDATE in ascending id order, then their cash accounts in money in the
   * wallet's lock order, in one statement (plain row mapping; `money` from the locked account). A
   * wallet operation moving money between these accounts then needs no lock statement of its own
   * (`WalletOperation.heldAccountsLocked`). Runs in the caller's transaction; unknown ids are left out.
   */
  async lockPlainWithCash(ids: number[]): Promise<CharacterEntity[]> {
    const rows: Row[] = await queryPrepared(this.tx, LOCK_PLAIN_WITH_CASH, [ids]);
    return rows.map(toCharacter);
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

  /**
   * Writes the changes of an attack to every side in ONE statement (HP, energy, level, experience,
   * fight counters; each side's regeneration clocks as computed), with the rows locked by the caller.
   */
  async recordCombat(sides: FightChanges[]): Promise<void> {
    await this.tx.tx.query(
      `UPDATE characters c SET hp = s.hp, hp_updated_at = s.hp_updated_at, energy = s.energy,
              energy_updated_at = s.energy_updated_at, level = s.level, exp = s.exp,
              fights_won = c.fights_won + s.won, fights_lost = c.fights_lost + s.lost
         FROM unnest($1::int[], $2::int[], $3::timestamptz[], $4::int[], $5::timestamptz[], $6::int[],
                     $7::bigint[], $8::int[], $9::int[])
           AS s(id, hp, hp_updated_at, energy, energy_updated_at, level, exp, won, lost)
        WHERE c.id = s.id`,
      combatColumns(sides),
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
    const [ended] = await this.releaseMany(kind, [{ characterId: id, until, hpOnRelease }], now);
    return ended?.userId ?? null;
  }

  /**
   * Ends, in ONE conditional UPDATE, every stay of `kind` that still ends exactly at its `until`
   * (a stay extended or bought out meanwhile does not match and is left alone); leaving hospital
   * sets HP to `hpOnRelease` from `now`. Each (character, until) should appear once. The batched
   * release timers' statement (DESIGN.md section 4).
   * @returns the stays this statement ended.
   */
  async releaseMany(kind: ConfinementKind, stays: StayToEnd[], now: Date): Promise<EndedStay[]> {
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
