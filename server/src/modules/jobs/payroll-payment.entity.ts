import { Column, Entity, PrimaryColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/**
 * One day's pay of one character (DESIGN.md section 6). The primary key (character, day) is what makes
 * the payroll pay at most once per character per calendar day of the game's time zone.
 */
@Entity('payroll_payments')
export class PayrollPaymentEntity {
  @PrimaryColumn({ name: 'character_id', type: 'int' })
  characterId: number;

  /** Calendar day in the game's time zone, `YYYY-MM-DD`. */
  @PrimaryColumn({ name: 'pay_date', type: 'date' })
  payDate: string;

  /** Null once the job was deleted. */
  @Column({ name: 'job_id', type: 'int', nullable: true })
  jobId: number | null;

  /** Money paid. */
  @Column({ type: 'bigint', transformer: bigintToNumber })
  salary: number;

  @Column({ type: 'int' })
  exp: number;

  @Column({ name: 'paid_at', type: 'timestamptz' })
  paidAt: Date;
}
