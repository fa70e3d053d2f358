import { Injectable } from '@nestjs/common';
import { parseCurrency } from '../../game/gear.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { DomainEvents } from '../../infra/events/domain-events';
import { MediaService } from '../media/media.service';
import { CatalogueUsageRegistry } from './catalogue-usage.registry';
import { GearErrorCode, gearError } from './gear.errors';
import { CatalogueEntity, CatalogueKind, GearRepository } from './gear.repository';
import { toHouseDto, toPetDto, toRideDto } from './property-catalogue.dto';
import { CatalogueFieldsDto, toArmorDto, toWeaponDto } from './shop-catalogue.dto';
import { ShopService } from './shop.service';

const COMMON_DEFAULTS = {
  description: '',
  rarity: 'common',
  currency: 'money',
  imageUrl: '',
  isActive: true,
};

/** A new item's defaults: spec 001 section 9 (weapons, armors) and spec 002 section 9 (houses, rides, pets). */
const DEFAULTS: Record<CatalogueKind, Record<string, unknown>> = {
  weapon: { ...COMMON_DEFAULTS, damage: 1, energyBonus: 0, price: 100 },
  armor: { ...COMMON_DEFAULTS, def: 1, hpBonus: 0, price: 100, slot: 'body' },
  house: { ...COMMON_DEFAULTS, cost: 1000, defenseBonus: 0, hpBonus: 0, type: 'house', capacity: 1 },
  ride: { ...COMMON_DEFAULTS, cost: 1000, attackBonus: 0, defenseBonus: 0 },
  pet: { ...COMMON_DEFAULTS, cost: 1000, powerBonus: 0 },
};

/** Each catalogue's response shape (and currency spelling). */
const TO_DTO = {
  weapon: toWeaponDto,
  armor: toArmorDto,
  house: toHouseDto,
  ride: toRideDto,
  pet: toPetDto,
} as const;
type DtoOf<K extends CatalogueKind> = ReturnType<(typeof TO_DTO)[K]>;

/** The entity values of a form: the DTO's fields are the entity's, trimmed, with the currency read. */
function toValues(dto: Partial<CatalogueFieldsDto>): Record<string, unknown> {
  const values: Record<string, unknown> = { ...dto };
  if (typeof dto.name === 'string') values.name = dto.name.trim();
  if (typeof dto.description === 'string') values.description = dto.description.trim();
  if (dto.currency !== undefined) values.currency = parseCurrency(dto.currency);
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}

/**
 * The five catalogues for admins (spec 001 sections 2.5, 2.6 and 7; spec 002 sections 2.2 to 2.4
 * and 7): list, create with defaults, partial update (the active toggle is one), delete, images.
 * Deleting an item someone owns is refused (DESIGN.md section 6): deactivate it instead. A change of
 * a weapon or an armor publishes `shop.changed` (the open shop screens get the new `shop:update`);
 * one of a house, ride or pet publishes `propertyCatalogue.changed` (the open screens of that kind
 * get each player's new list).
 */
@Injectable()
export class CatalogueAdminService {
  constructor(
    private readonly gear: GearRepository,
    private readonly media: MediaService,
    private readonly shop: ShopService,
    private readonly events: DomainEvents,
    private readonly usage: CatalogueUsageRegistry,
    private readonly tx: Tx,
  ) {}

  /** Every item, active or not, by id. */
  async list<K extends CatalogueKind>(kind: K): Promise<DtoOf<K>[]> {
    return (await this.gear.list(kind, false)).map((item) => this.toDto(kind, item));
  }

  async create<K extends CatalogueKind>(kind: K, dto: CatalogueFieldsDto): Promise<DtoOf<K>> {
    const item = await this.gear.create(kind, { ...DEFAULTS[kind], ...toValues(dto) } as never);
    await this.catalogueChanged(kind);
    return this.toDto(kind, item);
  }

  /** Partial update; `{ isActive }` alone is the toggle. @throws ITEM_NOT_FOUND */
  async update<K extends CatalogueKind>(
    kind: K,
    id: number,
    dto: Partial<CatalogueFieldsDto>,
  ): Promise<DtoOf<K>> {
    if (!(await this.gear.find(kind, id))) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
    const values = toValues(dto);
    if (Object.keys(values).length) {
      await this.gear.update(kind, id, values as never);
      await this.catalogueChanged(kind);
    }
    return this.toDto(kind, (await this.gear.find(kind, id))!);
  }

  /**
   * @throws ITEM_NOT_FOUND; ITEM_IN_USE (409) when a character holds, wears or owns it, or another
   * feature refers to it (a login-gift day that gives it: ITEM_IS_GIFT).
   */
  async delete(kind: CatalogueKind, id: number): Promise<{ success: boolean }> {
    await inRetriedTransaction(this.tx, async () => {
      // The row is locked before the checks: a purchase holding it (`GearRepository.holdItem`) has
      // committed by then and is seen by them; a later one waits and finds no item (issue 31).
      if (!(await this.gear.lockForDeletion(kind, id))) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
      if (await this.gear.isOwned(kind, id)) throw gearError(GearErrorCode.ITEM_IN_USE);
      if (await this.usage.isReferenced(kind, id)) throw gearError(GearErrorCode.ITEM_IS_GIFT);
      await this.gear.delete(kind, id);
    });
    await this.catalogueChanged(kind);
    return { success: true };
  }

  /** Stores an uploaded catalogue image (media rules: png, jpeg, webp or gif up to 5 MB). */
  async uploadImage(image: Buffer): Promise<{ imageUrl: string }> {
    return { imageUrl: (await this.media.storeImage(image)).url };
  }

  /**
   * After a change: for a weapon or an armor the shop as everyone sees it now; for a house, ride or
   * pet only the kind (each open screen shows its player's own ownership, read by the push).
   */
  private async catalogueChanged(kind: CatalogueKind): Promise<void> {
    if (kind === 'weapon' || kind === 'armor')
      await this.events.publish('shop.changed', { shop: await this.shop.getShop() });
    else await this.events.publish('propertyCatalogue.changed', { kind });
  }

  private toDto<K extends CatalogueKind>(kind: K, item: CatalogueEntity<K>): DtoOf<K> {
    return (TO_DTO[kind] as unknown as (item: CatalogueEntity<K>) => DtoOf<K>)(item);
  }
}
