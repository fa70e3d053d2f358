import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, VirtualColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';

/** The balance of one of the character's wallet accounts, 0 before its first deposit (DESIGN.md section 4). */
function balanceOf(kind: 'cash' | 'bank', currency: 'money' | 'blackcoins'): (alias: string) => string {
  return (alias) =>
    `SELECT COALESCE((SELECT balance FROM wallet_accounts WHERE kind = '${kind}' AND currency = '${currency}' AND owner_id = ${alias}.id), 0)`;
}

/**
 * A player's character. HP and energy are stored with the time they were last written and
 * regenerate lazily (DESIGN.md section 6). Balances change only through WalletService.
 */
@Entity('characters')
export class CharacterEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ type: 'int', default: 1 })
  level: number;

  @Column({ type: 'bigint', default: 0, transformer: bigintToNumber })
  exp: number;

  @Column({ type: 'int' })
  hp: number;

  @Column({ name: 'hp_updated_at', type: 'timestamptz' })
  hpUpdatedAt: Date;

  @Column({ type: 'int' })
  energy: number;

  @Column({ name: 'energy_updated_at', type: 'timestamptz' })
  energyUpdatedAt: Date;

  @Column({ name: 'trained_strength', type: 'int', default: 0 })
  trainedStrength: number;

  @Column({ name: 'trained_defense', type: 'int', default: 0 })
  trainedDefense: number;

  /** Cash, in money: the character's cash account (read-only here; changed through WalletService). */
  @VirtualColumn({ type: 'bigint', transformer: bigintToNumber, query: balanceOf('cash', 'money') })
  money: number;

  /** Blackcoins in hand (the cash account in blackcoins). */
  @VirtualColumn({ type: 'bigint', transformer: bigintToNumber, query: balanceOf('cash', 'blackcoins') })
  blackcoins: number;

  /** Bank balance, in money (the bank account). */
  @VirtualColumn({ type: 'bigint', transformer: bigintToNumber, query: balanceOf('bank', 'money') })
  bankBalance: number;

  @Column({ name: 'fights_won', type: 'int', default: 0 })
  fightsWon: number;

  @Column({ name: 'fights_lost', type: 'int', default: 0 })
  fightsLost: number;

  @Column({ name: 'crimes_committed', type: 'int', default: 0 })
  crimesCommitted: number;

  @Column({ name: 'vip_expires_at', type: 'timestamptz', nullable: true })
  vipExpiresAt: Date | null;

  @Column({ name: 'hospital_until', type: 'timestamptz', nullable: true })
  hospitalUntil: Date | null;

  @Column({ name: 'jail_until', type: 'timestamptz', nullable: true })
  jailUntil: Date | null;

  /** End of the character's attack immunity (fights, contracts and gang bombs skip it until then); set by the ATTACK_IMMUNITY item. */
  @Column({ name: 'attack_immunity_until', type: 'timestamptz', nullable: true })
  attackImmunityUntil: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
