import { Injectable } from '@nestjs/common';
import { isSerialId } from '../../infra/database/serial-id';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { CrimeEntity } from './crime.entity';

@Injectable()
export class CrimesRepository {
  constructor(private readonly tx: Tx) {}

  private get crimes() {
    return this.tx.tx.getRepository(CrimeEntity);
  }

  findAll(): Promise<CrimeEntity[]> {
    return this.crimes.find({ order: { reqLevel: 'ASC', id: 'ASC' } });
  }

  findEnabled(): Promise<CrimeEntity[]> {
    return this.crimes.find({ where: { isEnabled: true }, order: { reqLevel: 'ASC', id: 'ASC' } });
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
    const rows: { crime_id: number; available_at: Date }[] = await this.tx.tx.query(
      `SELECT crime_id, available_at FROM crime_cooldowns WHERE character_id = $1`,
      [characterId],
    );
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

  /** Sets when the crime is available again (called with the character row locked). */
  async setCooldown(characterId: number, crimeId: number, availableAt: Date): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO crime_cooldowns (character_id, crime_id, available_at) VALUES ($1, $2, $3)
       ON CONFLICT (character_id, crime_id) DO UPDATE SET available_at = EXCLUDED.available_at`,
      [characterId, crimeId, availableAt],
    );
  }
}
