import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/** One item of a login-gift day (spec 002 section 3): `quantity` units of a weapon, armor or special item. */
export interface StoredGiftItem {
  itemType: 'weapon' | 'armor' | 'special_item';
  itemId: number;
  quantity: number;
}

/** One of the 15 configurable days of the login-gift calendar (spec 002 section 3). */
@Entity('login_gift_days')
export class LoginGiftDayEntity {
  /** 1..15. */
  @PrimaryColumn({ name: 'day_number', type: 'int' })
  dayNumber: number;

  @Column({ name: 'exp_reward', type: 'int' })
  expReward: number;

  /** Money. */
  @Column({ name: 'money_reward', type: 'bigint', transformer: bigintToNumber })
  moneyReward: number;

  /** Blackcoins. */
  @Column({ name: 'blackcoin_reward', type: 'int' })
  blackcoinReward: number;

  /** An inactive day still counts for the streak but gives nothing. */
  @Column({ name: 'is_active' })
  isActive: boolean;

  @Column({ type: 'jsonb' })
  items: StoredGiftItem[];

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
