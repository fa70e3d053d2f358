import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { parseCurrency } from '../../game/gear.rules';
import { effectOf } from '../../game/special-items.rules';
import { CatalogueUsageRegistry } from '../gear/catalogue-usage.registry';
import { GearUnitsService } from '../gear/gear-units.service';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { MediaService } from '../media/media.service';
import { SpecialItemEntity } from './special-item.entity';
import {
  CreateSpecialItemDto,
  SpecialItemDeletedDto,
  SpecialItemDto,
  toSpecialItemDto,
  UpdateSpecialItemDto,
} from './special-items.dto';
import { SpecialItemsErrorCode, specialItemsError } from './special-items.errors';
import { SpecialItemsRepository } from './special-items.repository';

/** A new item's defaults (spec 002 section 9): price 100, money, level 1, available, active. */
const DEFAULTS = {
  price: 100,
  currency: 'money',
  levelRequired: 1,
  isAvailable: true,
  isActive: true,
} as const;

/**
 * The special items catalogue for admins (spec 002 sections 2.8, 4, 5 and 7): list, create with the
 * defaults, partial update (the availability and active toggles are ones), delete, image upload. The
 * effect is stored whole: a type change without an effect resets it to the new type's defaults, and
 * sent fields override the defaults. Deleting an item someone holds (inventory or a black-market
 * listing's escrow) or another feature refers to (a login-gift day) answers 409. Every change
 * publishes `specialShop.changed` (the open blackcoin shops get the new shop, issue 31).
 */
@Injectable()
export class SpecialItemsAdminService {
  constructor(
    private readonly items: SpecialItemsRepository,
    private readonly units: GearUnitsService,
    private readonly usage: CatalogueUsageRegistry,
    private readonly media: MediaService,
    private readonly tx: Tx,
    private readonly events: DomainEvents,
  ) {}

  /** Every item, available or not, by id. */
  async list(): Promise<SpecialItemDto[]> {
    return (await this.items.list(false)).map(toSpecialItemDto);
  }

  async create(dto: CreateSpecialItemDto): Promise<SpecialItemDto> {
    const item = await this.items.create({
      ...DEFAULTS,
      ...this.values(dto),
      effect: effectOf(dto.type, dto.effect ?? null),
    } as Partial<SpecialItemEntity>);
    await this.events.publish('specialShop.changed', {});
    return toSpecialItemDto(item);
  }

  /** Partial update. @throws SPECIAL_ITEM_NOT_FOUND */
  async update(id: number, dto: UpdateSpecialItemDto): Promise<SpecialItemDto> {
    const current = await this.items.find(id);
    if (!current) throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOUND);
    const values: Partial<SpecialItemEntity> = this.values(dto);
    const type = dto.type ?? current.type;
    if (dto.effect !== undefined || type !== current.type) {
      // A new type starts from its own defaults (spec 002 section 4); an unchanged type keeps its effect.
      const base = type === current.type ? effectOf(type, current.effect) : effectOf(type, null);
      values.effect = { ...base, ...(dto.effect ?? {}) };
    }
    if (Object.keys(values).length) {
      await this.items.update(id, values);
      await this.events.publish('specialShop.changed', {});
    }
    return toSpecialItemDto((await this.items.find(id))!);
  }

  /**
   * @throws SPECIAL_ITEM_NOT_FOUND; SPECIAL_ITEM_IN_USE (409) while someone holds units of it (in an
   * inventory or listed on the black market); SPECIAL_ITEM_IS_GIFT (409) while a login-gift day gives it.
   */
  async delete(id: number): Promise<SpecialItemDeletedDto> {
    await inRetriedTransaction(this.tx, async () => {
      // Locked before the checks, so a purchase holding the row (`GearUnitsService.holdItem`) has
      // committed and is seen by them, or waits and finds no item (issue 31).
      if (!(await this.units.lockForDeletion('special', id)))
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOUND);
      if (await this.units.isHeld('special', id))
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_IN_USE);
      if (await this.usage.isReferenced('special', id))
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_IS_GIFT);
      await this.items.delete(id);
      await this.events.publish('specialShop.changed', {});
    });
    return { success: true };
  }

  /** Stores an uploaded image (media rules: png, jpeg, webp or gif up to 5 MB). */
  async uploadImage(image: Buffer): Promise<{ imageUrl: string }> {
    return { imageUrl: (await this.media.storeImage(image)).url };
  }

  /** The entity values of a form, trimmed, the currency read, the effect left to the callers. */
  private values(dto: UpdateSpecialItemDto): Partial<SpecialItemEntity> {
    const { effect: _effect, currency, name, description, ...rest } = dto;
    const values: Partial<SpecialItemEntity> = { ...rest };
    if (name !== undefined) values.name = name.trim();
    if (description !== undefined) values.description = description.trim();
    if (currency !== undefined) values.currency = parseCurrency(currency);
    return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
  }
}
