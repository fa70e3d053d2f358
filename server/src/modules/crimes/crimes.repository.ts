import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { prepared, queryPrepared } from '../../infra/database/prepared';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { CrimeEntity, FailOutcome } from './crime.entity';

/** Everything one crime attempt writes besides money (`CrimesRepository.record`). */
export interface CrimeRecord {
  characterId: number;
  crimeId: number;
  /** When the crime is available again; the write is refused while an earlier cooldown still runs. */
  availableAt: Date;
  now: Date;
  energy: number;
  energyUpdatedAt: Date;
  level: number;
  exp: number;
  /** Set on a level-up: HP restored to the new max (regeneration restarts then). */
  hp: number | null;
  hpUpdatedAt: Date | null;
  /** 1 on success. */
  crimesCommitted: number;
  jailUntil: Date | null;
  hospitalUntil: Date | null;
}

/**
 * One attempt's writes in ONE statement (hot path): the cooldown, taken only if no other attempt set
 * a later one meanwhile (the conditional upsert sees the latest committed row), then the character.
 * @returns no row when the cooldown was refused (the caller throws and rolls back).
 */
export const RECORD_CRIME_SQL = `
  WITH cooldown AS (
    INSERT INTO crime_cooldowns (character_id, crime_id, available_at) VALUES ($1, $2, $3)
    ON CONFLICT (character_id, crime_id) DO UPDATE SET available_at = EXCLUDED.available_at
      WHERE crime_cooldowns.available_at <= $4
    RETURNING character_id
  ),
  changed AS (
    UPDATE characters c SET energy = $5, energy_updated_at = $6, level = $7, exp = $8,
           hp = COALESCE($9, c.hp), hp_updated_at = COALESCE($10, c.hp_updated_at),
           crimes_committed = c.crimes_committed + $11,
           jail_until = CASE WHEN $12::timestamptz IS NULL THEN c.jail_until
                             ELSE GREATEST(COALESCE(c.jail_until, $12), $12) END,
           hospital_until = CASE WHEN $13::timestamptz IS NULL THEN c.hospital_until
                                 ELSE GREATEST(COALESCE(c.hospital_until, $13), $13) END
      FROM cooldown WHERE c.id = cooldown.character_id
    RETURNING c.jail_until, c.hospital_until
  )
  SELECT jail_until, hospital_until FROM changed`;

const RECORD_CRIME = prepared(RECORD_CRIME_SQL);
const ENABLED_CRIMES = prepared(`
  SELECT id, name, description, req_level, energy_cost, success_rate, reward, exp_reward, cooldown_seconds,
         image_url, fail_outcome, jail_minutes, hospital_minutes, is_enabled, created_at, updated_at
    FROM crimes WHERE is_enabled ORDER BY req_level, id`);

/** A `crimes` row as node-postgres gives it (numeric and bigint as strings). */
interface CrimeRow {
  id: number;
  name: string;
  description: string;
  req_level: number;
  energy_cost: number;
  success_rate: string;
  reward: string;
  exp_reward: number;
  cooldown_seconds: number;
  image_url: string;
  fail_outcome: FailOutcome;
  jail_minutes: number;
  hospital_minutes: number;
  is_enabled: boolean;
  created_at: Date;
  updated_at: Date;
}
const COOLDOWNS = prepared(`SELECT crime_id, available_at FROM crime_cooldowns WHERE character_id = $1`);

@Injectable()
export class CrimesRepository {
  constructor(private readonly tx: Tx) {}

  private get crimes() {
    return this.tx.tx.getRepository(CrimeEntity);
  }

  findAll(): Promise<CrimeEntity[]> {
    return this.crimes.find({ order: { reqLevel: 'ASC', id: 'ASC' } });
  }

  /** The enabled crimes by required level (the crimes screen and every attempt): plain row mapping. */
  async findEnabled(): Promise<CrimeEntity[]> {
    const rows = await queryPrepared<CrimeRow>(this.tx, ENABLED_CRIMES, []);
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      reqLevel: row.req_level,
      energyCost: row.energy_cost,
      successRate: Number(row.success_rate),
      reward: Number(row.reward),
      expReward: row.exp_reward,
      cooldownSeconds: row.cooldown_seconds,
      imageUrl: row.image_url,
      failOutcome: row.fail_outcome,
      jailMinutes: row.jail_minutes,
      hospitalMinutes: row.hospital_minutes,
      isEnabled: row.is_enabled,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
    }));
  }

  async findById(id: number): Promise<CrimeEntity | null> {
    if (!isSerialId(id)) return null;
    return this.crimes.findOneBy({ id });
  }

  async count(): Promise<number> {
    return this.crimes.count();
  }

  create(values: Partial<CrimeEntity>): Promise<CrimeEntity> {
    return this.crimes.save(this.crimes.create(values));
  }

  async update(id: number, values: Partial<CrimeEntity>): Promise<void> {
    await this.crimes.update({ id }, values);
  }

  /** @returns whether a row was deleted. */
  async delete(id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return ((await this.crimes.delete({ id })).affected ?? 0) > 0;
  }

  /** When each crime is available again for a character (only crimes still cooling down matter). */
  async cooldowns(characterId: number): Promise<Map<number, Date>> {
    const rows: { crime_id: number; available_at: Date }[] = await queryPrepared(this.tx, COOLDOWNS, [
      characterId,
    ]);
    return new Map(rows.map((row) => [row.crime_id, row.available_at]));
  }

  /** Clears every crime cooldown of a character. @returns how many were running. */
  async clearCooldowns(characterId: number, now: Date): Promise<number> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `DELETE FROM crime_cooldowns WHERE character_id = $1 RETURNING available_at > $2 AS running`,
        [characterId, now],
      ),
    );
    return rows.filter((row) => (row as { running: boolean }).running).length;
  }

  /**
   * Writes an attempt (cooldown and character) in one statement, with the character row locked.
   * @returns the stays in force afterwards, or null when another attempt's cooldown still runs.
   */
  async record(record: CrimeRecord): Promise<{ jailUntil: Date | null; hospitalUntil: Date | null } | null> {
    const [row] = await queryPrepared<{ jail_until: Date | null; hospital_until: Date | null }>(
      this.tx,
      RECORD_CRIME,
      [
        record.characterId,
        record.crimeId,
        record.availableAt,
        record.now,
        record.energy,
        record.energyUpdatedAt,
        record.level,
        record.exp,
        record.hp,
        record.hpUpdatedAt,
        record.crimesCommitted,
        record.jailUntil,
        record.hospitalUntil,
      ],
    );
    return row ? { jailUntil: row.jail_until, hospitalUntil: row.hospital_until } : null;
  }

  /** Sets when the crime is available again (called with the character row locked). */
  async setCooldown(characterId: number, crimeId: number, availableAt: Date): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO crime_cooldowns (character_id, crime_id, available_at) VALUES ($1, $2, $3)
       ON CONFLICT (character_id, crime_id) DO UPDATE SET available_at = EXCLUDED.available_at`,
      [characterId, crimeId, availableAt],
    );
  }
}
