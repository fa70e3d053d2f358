import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import type { SpecialItemEffect, SpecialItemType } from '../../game/special-items.rules';
import type { StoredCurrency } from '../gear/gear.entity';

/**
 * A special item of the blackcoin shop (spec 002 section 3): bought into the inventory, used one unit
 * at a time (DESIGN.md section 6). `isAvailable` hides it from the shop; `isActive` is the admin's
 * second toggle (both must hold to sell it); owned units keep working either way.
 */
@Entity('special_items')
export class SpecialItemEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  type: SpecialItemType;

  /** The spec's effect object; read through `effectOf` so missing fields take the type's defaults. */
  @Column({ type: 'jsonb', default: {} })
  effect: Partial<SpecialItemEffect>;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  price: number;

  @Column({ type: 'text' })
  currency: StoredCurrency;

  @Column({ name: 'image_url', type: 'text', default: '' })
  imageUrl: string;

  @Column({ name: 'is_available', default: true })
  isAvailable: boolean;

  @Column({ name: 'is_active', default: true })
  isActive: boolean;

  @Column({ name: 'level_required', type: 'int', default: 1 })
  levelRequired: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
