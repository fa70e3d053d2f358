import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { bigintToNumber } from '../../infra/database/column-types';
import type { ArmorSlot, Rarity } from '../../game/gear.rules';

/** A catalogue currency as the wallet names it; each screen spells `blackcoins` its own way on output. */
export type StoredCurrency = 'money' | 'blackcoins';

/** Fields every catalogue row has (spec 001 and 002 section 3). */
abstract class CatalogueItem {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', default: '' })
  description: string;

  @Column({ type: 'text' })
  rarity: Rarity;

  @Column({ type: 'text' })
  currency: StoredCurrency;

  @Column({ name: 'image_url', type: 'text', default: '' })
  imageUrl: string;

  /** Inactive items are hidden from the shop; owned copies keep working. */
  @Column({ name: 'is_active', default: true })
  isActive: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}

/** A weapon (spec 001 section 3): `damage` adds to strength, `energyBonus` to max energy. */
@Entity('weapons')
export class WeaponEntity extends CatalogueItem {
  @Column({ type: 'int' })
  damage: number;

  @Column({ name: 'energy_bonus', type: 'int', default: 0 })
  energyBonus: number;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  price: number;
}

/** An armor (spec 001 section 3): `def` adds to defense, `hpBonus` to max HP; worn on the head or body. */
@Entity('armors')
export class ArmorEntity extends CatalogueItem {
  @Column({ type: 'int' })
  def: number;

  @Column({ name: 'hp_bonus', type: 'int', default: 0 })
  hpBonus: number;

  @Column({ type: 'bigint', transformer: bigintToNumber })
  price: number;

  @Column({ type: 'text' })
  slot: ArmorSlot;
}

/** A house (spec 002 section 3): defense and HP bonuses; `capacity` is how many pets its owner may keep. */
@Entity('houses')
export class HouseEntity extends CatalogueItem {
  @Column({ type: 'bigint', transformer: bigintToNumber })
  cost: number;

  @Column({ name: 'defense_bonus', type: 'int', default: 0 })
  defenseBonus: number;

  @Column({ name: 'hp_bonus', type: 'int', default: 0 })
  hpBonus: number;

  @Column({ type: 'text' })
  type: 'apartment' | 'house' | 'mansion';

  @Column({ type: 'int', default: 1 })
  capacity: number;
}

/** A ride (spec 002 section 3): `attackBonus` to strength, `defenseBonus` to defense. */
@Entity('rides')
export class RideEntity extends CatalogueItem {
  @Column({ type: 'bigint', transformer: bigintToNumber })
  cost: number;

  @Column({ name: 'attack_bonus', type: 'int', default: 0 })
  attackBonus: number;

  @Column({ name: 'defense_bonus', type: 'int', default: 0 })
  defenseBonus: number;
}

/** A pet (spec 002 section 3): `powerBonus` to strength. */
@Entity('pets')
export class PetEntity extends CatalogueItem {
  @Column({ type: 'bigint', transformer: bigintToNumber })
  cost: number;

  @Column({ name: 'power_bonus', type: 'int', default: 0 })
  powerBonus: number;
}

/** The three property kinds and their catalogue entities. */
export type PropertyKind = 'house' | 'ride' | 'pet';
export type PropertyEntity = HouseEntity | RideEntity | PetEntity;
export const PROPERTY_ENTITIES = { house: HouseEntity, ride: RideEntity, pet: PetEntity } as const;
