import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/** A numeric(12,2) column read as a number (USD prices). */
const decimalToNumber = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

abstract class PackageRow {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  /** Inactive packages are hidden from the shop and cannot be bought. */
  @Column({ name: 'is_active', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** Blackcoins bought with real money through Stripe Checkout (spec 002 section 3). */
@Entity('blackcoin_packages')
export class BlackcoinPackageEntity extends PackageRow {
  /** US dollars, two decimals. */
  @Column({ name: 'usd_price', type: 'numeric', precision: 12, scale: 2, transformer: decimalToNumber })
  usdPrice: number;

  @Column({ name: 'blackcoin_amount', type: 'int' })
  blackcoinAmount: number;

  /** Extra blackcoins on top of the amount. */
  @Column({ type: 'int', default: 0 })
  bonus: number;
}

/** Money bought with blackcoins: `blackcoinCost` blackcoins for `moneyAmount + bonus` money. */
@Entity('money_packages')
export class MoneyPackageEntity extends PackageRow {
  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ name: 'blackcoin_cost', type: 'int' })
  blackcoinCost: number;

  @Column({ name: 'money_amount', type: 'bigint', transformer: bigintToNumber })
  moneyAmount: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  bonus: number;
}

/** VIP status for `durationDays` days, for `price` blackcoins. */
@Entity('vip_packages')
export class VipPackageEntity extends PackageRow {
  @Column({ name: 'duration_days', type: 'int' })
  durationDays: number;

  /** In blackcoins. */
  @Column({ type: 'int' })
  price: number;
}

/** The three package catalogues and their entities. */
export const PACKAGE_ENTITIES = {
  blackcoin: BlackcoinPackageEntity,
  money: MoneyPackageEntity,
  vip: VipPackageEntity,
} as const;
export type PackageKind = keyof typeof PACKAGE_ENTITIES;
export type PackageEntity<K extends PackageKind> = InstanceType<(typeof PACKAGE_ENTITIES)[K]>;
