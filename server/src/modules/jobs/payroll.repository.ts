import { Injectable } from '@nestjs/common';
import { returnedRows, Tx } from '../../infra/database/transaction';

/** An employed character the payroll has not paid yet for a day. */
export interface PayrollCandidate {
  characterId: number;
  userId: string;
}

/** What a character's job pays per day, read inside the payment's transaction. */
export interface DailyPay {
  jobId: number;
  salary: number;
  expPerDay: number;
}

@Injectable()
export class PayrollRepository {
  constructor(private readonly tx: Tx) {}

  /**
   * Up to `limit` characters holding an enabled job and not yet paid for `payDate`, in character id
   * order after `afterCharacterId` (keyset pages, so a large payroll never loads everyone at once).
   */
  async unpaidCandidates(
    payDate: string,
    afterCharacterId: number,
    limit: number,
  ): Promise<PayrollCandidate[]> {
    const rows: { character_id: number; user_id: string }[] = await this.tx.tx.query(
      `SELECT cj.character_id, c.user_id
         FROM character_jobs cj
         JOIN jobs j ON j.id = cj.job_id AND j.is_enabled
         JOIN characters c ON c.id = cj.character_id
        WHERE cj.character_id > $2
          AND NOT EXISTS (SELECT 1 FROM payroll_payments p WHERE p.character_id = cj.character_id AND p.pay_date = $1)
        ORDER BY cj.character_id
        LIMIT $3`,
      [payDate, afterCharacterId, limit],
    );
    return rows.map((row) => ({ characterId: row.character_id, userId: row.user_id }));
  }

  /** The pay of the enabled job a character holds now, or null (quit, or the job was disabled or deleted). */
  async dailyPayOf(characterId: number): Promise<DailyPay | null> {
    const rows: { job_id: number; salary: string; exp_per_day: number }[] = await this.tx.tx.query(
      `SELECT j.id AS job_id, j.salary, j.exp_per_day
         FROM character_jobs cj JOIN jobs j ON j.id = cj.job_id AND j.is_enabled
        WHERE cj.character_id = $1`,
      [characterId],
    );
    return rows[0]
      ? { jobId: rows[0].job_id, salary: Number(rows[0].salary), expPerDay: rows[0].exp_per_day }
      : null;
  }

  /**
   * Records one day's pay (in the payment's transaction). The (character, day) key makes a second
   * record for the same day a no-op; a concurrent one waits for the first and then finds it.
   * @returns false when the day was already paid.
   */
  async recordPayment(payment: {
    characterId: number;
    payDate: string;
    pay: DailyPay;
    paidAt: Date;
  }): Promise<boolean> {
    const rows = returnedRows<{ character_id: number }>(
      await this.tx.tx.query(
        `INSERT INTO payroll_payments (character_id, pay_date, job_id, salary, exp, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (character_id, pay_date) DO NOTHING
       RETURNING character_id`,
        [
          payment.characterId,
          payment.payDate,
          payment.pay.jobId,
          payment.pay.salary,
          payment.pay.expPerDay,
          payment.paidAt,
        ],
      ),
    );
    return rows.length > 0;
  }
}
