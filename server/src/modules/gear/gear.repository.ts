import { Injectable } from '@nestjs/common';
import type { EntityTarget, ObjectLiteral } from 'typeorm';
import { isSerialId } from '../../infra/database/serial-id';
import { returnedRows, Tx } from '../../infra/database/transaction';
import type { EquipmentSlot } from '../../game/gear.rules';
import { ArmorEntity, HouseEntity, PetEntity, PropertyKind, RideEntity, WeaponEntity } from './gear.entity';

/** Every catalogue and its entity. */
export const CATALOGUES = {
  weapon: WeaponEntity,
  armor: ArmorEntity,
  house: HouseEntity,
  ride: RideEntity,
  pet: PetEntity,
} as const;
export type CatalogueKind = keyof typeof CATALOGUES;
export type CatalogueEntity<K extends CatalogueKind> = InstanceType<(typeof CATALOGUES)[K]>;
export type GearType = 'weapon' | 'armor';
/** What an inventory stack may hold: gear, or a special item of the blackcoin shop (never equipped). */
export type StackItemType = GearType | 'special';

/** The table of each kind of item an inventory row may point at (the rows have no foreign key: one column serves several catalogues). */
const ITEM_TABLES: Record<CatalogueKind | StackItemType, string> = {
  weapon: 'weapons',
  armor: 'armors',
  house: 'houses',
  ride: 'rides',
  pet: 'pets',
  special: 'special_items',
};

/** One inventory stack (unequipped units of one item). */
export interface StackRow {
  itemType: StackItemType;
  itemId: number;
  quantity: number;
}

/** One filled equipment slot. */
export interface SlotRow {
  slot: EquipmentSlot;
  itemType: GearType;
  itemId: number;
}

/** One equipped item's stat fields (zero where the kind has none). */
/** One owned house, ride or pet. */
export interface OwnedRow {
  kind: PropertyKind;
  itemId: number;
  isEquipped: boolean;
}

/** Queries of the catalogues, the inventory stacks, the equipment slots and the owned properties. */
@Injectable()
export class GearRepository {
  constructor(private readonly tx: Tx) {}

  private repo<K extends CatalogueKind>(kind: K) {
    return this.tx.tx.getRepository(CATALOGUES[kind] as EntityTarget<CatalogueEntity<K> & ObjectLiteral>);
  }

  /** A catalogue's rows, active only or all, by id. */
  list<K extends CatalogueKind>(kind: K, activeOnly: boolean): Promise<CatalogueEntity<K>[]> {
    const where = activeOnly ? ({ isActive: true } as never) : {};
    return this.repo(kind).find({ where, order: { id: 'ASC' } as never });
  }

  /** Rows of one catalogue by id (missing ids left out). */
  async byIds<K extends CatalogueKind>(kind: K, ids: number[]): Promise<CatalogueEntity<K>[]> {
    if (!ids.length) return [];
    return this.repo(kind).createQueryBuilder('item').where('item.id = ANY(:ids)', { ids }).getMany();
  }

  async find<K extends CatalogueKind>(kind: K, id: number): Promise<CatalogueEntity<K> | null> {
    if (!isSerialId(id)) return null;
    return this.repo(kind).findOneBy({ id } as never);
  }

  count(kind: CatalogueKind): Promise<number> {
    return this.repo(kind).count();
  }

  create<K extends CatalogueKind>(kind: K, values: Partial<CatalogueEntity<K>>): Promise<CatalogueEntity<K>> {
    const repo = this.repo(kind);
    return repo.save(repo.create(values as never)) as Promise<CatalogueEntity<K>>;
  }

  async update<K extends CatalogueKind>(
    kind: K,
    id: number,
    values: Partial<CatalogueEntity<K>>,
  ): Promise<void> {
    await this.repo(kind).update({ id } as never, values as never);
  }

  /** @returns whether a row was deleted. */
  async delete(kind: CatalogueKind, id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    return Boolean((await this.repo(kind).delete({ id } as never)).affected);
  }

  /**
   * Holds the catalogue row of an item a purchase is about to put in an inventory (a stack or an
   * owned property), in key-share mode until the caller's transaction ends: an admin deletion, which
   * locks the row first ({@link lockForDeletion}), then waits and sees the new row, or has already
   * happened and this answers false (issue 31 point 10). Price and field edits do not wait for it.
   * Call inside a transaction. @returns whether the item exists
   */
  async holdItem(type: CatalogueKind | StackItemType, id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    const rows = returnedRows(
      await this.tx.tx.query(`SELECT id FROM ${ITEM_TABLES[type]} WHERE id = $1 FOR KEY SHARE`, [id]),
    );
    return rows.length > 0;
  }

  /**
   * Locks the catalogue row an admin is about to delete, before the checks that nobody holds it, so a
   * purchase of it either committed before the checks (they see it) or waits and then finds no item
   * ({@link holdItem}). Call inside a transaction. @returns whether the item exists
   */
  async lockForDeletion(type: CatalogueKind | StackItemType, id: number): Promise<boolean> {
    if (!isSerialId(id)) return false;
    const rows = returnedRows(
      await this.tx.tx.query(`SELECT id FROM ${ITEM_TABLES[type]} WHERE id = $1 FOR UPDATE`, [id]),
    );
    return rows.length > 0;
  }

  /**
   * Whether any character holds, wears, owns, lists (black market escrow, also a purchase held for
   * review) or sends in a held transfer the item.
   */
  async isOwned(kind: CatalogueKind, id: number): Promise<boolean> {
    const [row] =
      kind === 'weapon' || kind === 'armor'
        ? await this.tx.tx.query(
            `SELECT EXISTS (SELECT 1 FROM inventory_stacks WHERE item_type = $1 AND item_id = $2)
                 OR EXISTS (SELECT 1 FROM character_equipment WHERE ${kind}_id = $2)
                 OR EXISTS (SELECT 1 FROM black_market_listings
                             WHERE item_type = $1 AND item_id = $2 AND status = 'active')
                 OR EXISTS (SELECT 1 FROM black_market_listings
                             WHERE item_type = $1 AND item_id = $2 AND status = 'held')
                 OR EXISTS (SELECT 1 FROM transfers WHERE item_type = $1 AND item_id = $2 AND status = 'held') AS owned`,
            [kind, id],
          )
        : await this.tx.tx.query(
            `SELECT EXISTS (SELECT 1 FROM owned_properties WHERE kind = $1 AND item_id = $2) AS owned`,
            [kind, id],
          );
    return row.owned === true;
  }

  /** Adds units to a stack (creating it). */
  async addToStack(
    characterId: number,
    type: StackItemType,
    itemId: number,
    quantity: number,
  ): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO inventory_stacks (character_id, item_type, item_id, quantity) VALUES ($1, $2, $3, $4)
       ON CONFLICT (character_id, item_type, item_id)
       DO UPDATE SET quantity = inventory_stacks.quantity + EXCLUDED.quantity`,
      [characterId, type, itemId, quantity],
    );
  }

  /**
   * Takes units from a stack (the row goes at 0). The stack row is locked first and its current
   * quantity read under the lock, so simultaneous takes of one stack queue and each sees what the
   * others left (a one-statement delete-or-update judged both branches on one snapshot and refused
   * a take the stack could serve, issue 31).
   * @returns false when the stack holds fewer (nothing changed).
   */
  async takeFromStack(
    characterId: number,
    type: StackItemType,
    itemId: number,
    quantity: number,
  ): Promise<boolean> {
    const [row] = await this.tx.tx.query(
      `SELECT quantity FROM inventory_stacks WHERE character_id = $1 AND item_type = $2 AND item_id = $3 FOR UPDATE`,
      [characterId, type, itemId],
    );
    if (!row || Number(row.quantity) < quantity) return false;
    if (Number(row.quantity) === quantity)
      await this.tx.tx.query(
        `DELETE FROM inventory_stacks WHERE character_id = $1 AND item_type = $2 AND item_id = $3`,
        [characterId, type, itemId],
      );
    else
      await this.tx.tx.query(
        `UPDATE inventory_stacks SET quantity = quantity - $4 WHERE character_id = $1 AND item_type = $2 AND item_id = $3`,
        [characterId, type, itemId, quantity],
      );
    return true;
  }

  async stacks(characterId: number): Promise<StackRow[]> {
    const rows = await this.tx.tx.query(
      `SELECT item_type, item_id, quantity FROM inventory_stacks WHERE character_id = $1 ORDER BY acquired_at, item_id`,
      [characterId],
    );
    return rows.map((r: Record<string, unknown>) => ({
      itemType: r.item_type as StackItemType,
      itemId: Number(r.item_id),
      quantity: Number(r.quantity),
    }));
  }

  /**
   * Whether any character holds units of the item: in an inventory stack, in the escrow of an active
   * black-market listing or of a purchase held for review, or in a held transfer.
   */
  async isHeld(type: StackItemType, itemId: number): Promise<boolean> {
    const [row] = await this.tx.tx.query(
      `SELECT EXISTS (SELECT 1 FROM inventory_stacks WHERE item_type = $1 AND item_id = $2)
           OR EXISTS (SELECT 1 FROM black_market_listings
                       WHERE item_type = $1 AND item_id = $2 AND status = 'active')
           OR EXISTS (SELECT 1 FROM black_market_listings
                       WHERE item_type = $1 AND item_id = $2 AND status = 'held')
           OR EXISTS (SELECT 1 FROM transfers WHERE item_type = $1 AND item_id = $2 AND status = 'held') AS held`,
      [type, itemId],
    );
    return row.held === true;
  }

  /** Name, image, price and currency of special items by id, for inventory lines (missing ids left out). */
  async specialItemsByIds(
    ids: number[],
  ): Promise<
    { id: number; name: string; imageUrl: string; price: number; currency: 'money' | 'blackcoins' }[]
  > {
    if (!ids.length) return [];
    const rows = await this.tx.tx.query(
      `SELECT id, name, image_url, price, currency FROM special_items WHERE id = ANY($1)`,
      [ids],
    );
    return rows.map((r: Record<string, unknown>) => ({
      id: Number(r.id),
      name: r.name as string,
      imageUrl: r.image_url as string,
      price: Number(r.price),
      currency: r.currency as 'money' | 'blackcoins',
    }));
  }

  async slots(characterId: number): Promise<SlotRow[]> {
    const rows = await this.tx.tx.query(
      `SELECT slot, weapon_id, armor_id FROM character_equipment WHERE character_id = $1`,
      [characterId],
    );
    return rows.map((r: Record<string, unknown>) => ({
      slot: r.slot as EquipmentSlot,
      itemType: r.weapon_id === null ? 'armor' : 'weapon',
      itemId: Number(r.weapon_id ?? r.armor_id),
    }));
  }

  /** Puts an item in a slot, replacing what was there. */
  async setSlot(characterId: number, slot: EquipmentSlot, type: GearType, itemId: number): Promise<void> {
    await this.tx.tx.query(
      `INSERT INTO character_equipment (character_id, slot, weapon_id, armor_id) VALUES ($1, $2, $3, $4)
       ON CONFLICT (character_id, slot) DO UPDATE SET weapon_id = EXCLUDED.weapon_id, armor_id = EXCLUDED.armor_id`,
      [characterId, slot, type === 'weapon' ? itemId : null, type === 'armor' ? itemId : null],
    );
  }

  /** Empties a slot. @returns what it held, or null. */
  async clearSlot(characterId: number, slot: EquipmentSlot): Promise<SlotRow | null> {
    const [row] = returnedRows<Record<string, unknown>>(
      await this.tx.tx.query(
        `DELETE FROM character_equipment WHERE character_id = $1 AND slot = $2 RETURNING weapon_id, armor_id`,
        [characterId, slot],
      ),
    );
    if (!row) return null;
    return {
      slot,
      itemType: row.weapon_id === null ? 'armor' : 'weapon',
      itemId: Number(row.weapon_id ?? row.armor_id),
    };
  }

  async owned(characterId: number, kind?: PropertyKind): Promise<OwnedRow[]> {
    const rows = await this.tx.tx.query(
      `SELECT kind, item_id, is_equipped FROM owned_properties
        WHERE character_id = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY acquired_at, id`,
      [characterId, kind ?? null],
    );
    return rows.map((r: Record<string, unknown>) => ({
      kind: r.kind as PropertyKind,
      itemId: Number(r.item_id),
      isEquipped: r.is_equipped === true,
    }));
  }

  /** @returns false when the character already owns it. */
  async addOwned(characterId: number, kind: PropertyKind, itemId: number): Promise<boolean> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `INSERT INTO owned_properties (character_id, kind, item_id) VALUES ($1, $2, $3)
         ON CONFLICT (character_id, kind, item_id) DO NOTHING RETURNING id`,
        [characterId, kind, itemId],
      ),
    );
    return rows.length > 0;
  }

  /** @returns false when the character does not own it. */
  async removeOwned(characterId: number, kind: PropertyKind, itemId: number): Promise<boolean> {
    const rows = returnedRows(
      await this.tx.tx.query(
        `DELETE FROM owned_properties WHERE character_id = $1 AND kind = $2 AND item_id = $3 RETURNING id`,
        [characterId, kind, itemId],
      ),
    );
    return rows.length > 0;
  }

  /** Equips one owned item of the kind and unequips the others (`itemId` null unequips all). */
  async equipOwned(characterId: number, kind: PropertyKind, itemId: number | null): Promise<void> {
    await this.tx.tx.query(
      `UPDATE owned_properties SET is_equipped = false WHERE character_id = $1 AND kind = $2 AND is_equipped`,
      [characterId, kind],
    );
    if (itemId !== null)
      await this.tx.tx.query(
        `UPDATE owned_properties SET is_equipped = true WHERE character_id = $1 AND kind = $2 AND item_id = $3`,
        [characterId, kind, itemId],
      );
  }

  /** How many houses, rides and pets each character owns (equipped or not); kinds owned 0 times have no row. */
  async ownedCounts(
    characterIds: number[],
  ): Promise<{ characterId: number; kind: PropertyKind; count: number }[]> {
    const rows: { character_id: number; kind: PropertyKind; count: number }[] = await this.tx.tx.query(
      `SELECT character_id, kind, count(*)::int AS count FROM owned_properties
        WHERE character_id = ANY($1::int[]) GROUP BY character_id, kind`,
      [characterIds],
    );
    return rows.map((row) => ({ characterId: Number(row.character_id), kind: row.kind, count: row.count }));
  }

  /** Removes every stack, equipped unit and owned property of a character (admin reset). @returns rows removed. */
  async clearCharacter(characterId: number): Promise<number> {
    let removed = 0;
    for (const table of ['character_equipment', 'inventory_stacks', 'owned_properties']) {
      const rows = returnedRows(
        await this.tx.tx.query(`DELETE FROM ${table} WHERE character_id = $1 RETURNING character_id`, [
          characterId,
        ]),
      );
      removed += rows.length;
    }
    return removed;
  }
}
