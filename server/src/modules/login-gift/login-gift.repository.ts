import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';
import { LoginGiftDayEntity, StoredGiftItem } from './login-gift-day.entity';

/** The fields of a day an admin writes. */
export type GiftDayValues = Omit<LoginGiftDayEntity, 'updatedAt'>;

/** One claim: the game calendar date and the day of the calendar it paid. */
export interface GiftClaimRow {
  date: string;
  dayNumber: number;
}

/** Queries of the login-gift calendar and the claims. */
@Injectable()
export class LoginGiftRepository {
  constructor(private readonly tx: Tx) {}

  private get days() {
    return this.tx.tx.getRepository(LoginGiftDayEntity);
  }

  /** The configured days, 1 to 15 (missing days are left out). */
  listDays(): Promise<LoginGiftDayEntity[]> {
    return this.days.find({ order: { dayNumber: 'ASC' } });
  }

  findDay(dayNumber: number): Promise<LoginGiftDayEntity | null> {
    return this.days.findOneBy({ dayNumber });
  }

  countDays(): Promise<number> {
    return this.days.count();
  }

  /** Writes a day's configuration (creating the row when missing). */
  async saveDay(values: GiftDayValues): Promise<LoginGiftDayEntity> {
    await this.days.upsert(values, ['dayNumber']);
    return (await this.findDay(values.dayNumber))!;
  }

  /** A character's newest claims, newest first (at most `limit`). */
  async recentClaims(characterId: number, limit: number): Promise<GiftClaimRow[]> {
    const rows = await this.tx.tx.query(
      `SELECT to_char(claim_date, 'YYYY-MM-DD') AS date, day_number FROM login_gift_claims
        WHERE character_id = $1 ORDER BY claim_date DESC LIMIT $2`,
      [characterId, limit],
    );
    return rows.map((row: { date: string; day_number: number }) => ({
      date: row.date,
      dayNumber: Number(row.day_number),
    }));
  }

  /** Records a claim. @returns false when the character already claimed on that date. */
  async recordClaim(characterId: number, date: string, dayNumber: number, claimedAt: Date): Promise<boolean> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `INSERT INTO login_gift_claims (character_id, claim_date, day_number, claimed_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (character_id, claim_date) DO NOTHING RETURNING day_number`,
        [characterId, date, dayNumber, claimedAt],
      ),
    );
    return rows.length > 0;
  }

  /** Whether any day gives this weapon, armor or special item (the catalogue deletes' check). */
  async givesItem(itemType: StoredGiftItem['itemType'], itemId: number): Promise<boolean> {
    const [row] = await this.tx.tx.query(
      `SELECT EXISTS (
         SELECT 1 FROM login_gift_days d, jsonb_array_elements(d.items) item
          WHERE item->>'itemType' = $1 AND item->>'itemId' = $2::text) AS gives`,
      [itemType, String(itemId)],
    );
    return row.gives === true;
  }
}
