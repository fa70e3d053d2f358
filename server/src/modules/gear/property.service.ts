import { Injectable } from '@nestjs/common';
import { DomainEventMap, DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { petCapacity, petsFit, sellBackAmount } from '../../game/gear.rules';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { HouseEntity, PetEntity, PropertyEntity, PropertyKind, RideEntity } from './gear.entity';
import { GearErrorCode, gearError } from './gear.errors';
import { GearRepository } from './gear.repository';
import { InventoryViewService } from './inventory-view.service';
import { toHouseDto, toPetDto, toRideDto } from './property-catalogue.dto';
import { HouseListDto, Ownership, PetListDto, RideListDto } from './property.dto';
import { GameMetrics } from '../metrics/game-metrics';

/** Each kind's list shape. */
export interface PropertyLists {
  house: HouseListDto;
  ride: RideListDto;
  pet: PetListDto;
}

/**
 * Houses, rides and pets for players (DESIGN.md section 6, "Houses, rides, pets"; levels 16, 18 and
 * 21 are enforced by the routes): each bought once (many different ones may be owned), one of each
 * kind equipped, sold back for 50% of the current cost (which unequips it). Pets are limited to the
 * equipped house's capacity (1 without a house). Payments through the wallet (`property_purchase` to
 * the sink, `property_sale` from the mint); every change pushes the kind's list, `inventory:update`
 * and `hud:update` (`property.changed`). Selling, equipping or taking off a house that would leave
 * more pets than the new capacity is refused (PETS_EXCEED_CAPACITY): the player sells pets first.
 */
@Injectable()
export class PropertyService {
  constructor(
    private readonly gear: GearRepository,
    private readonly view: InventoryViewService,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly tx: Tx,
    private readonly gameMetrics: GameMetrics,
  ) {}

  /** The kind's active items and the player's own ones. @throws CHARACTER_NOT_FOUND */
  async list<K extends PropertyKind>(kind: K, userId: string): Promise<PropertyLists[K]> {
    return this.listOf(kind, (await this.characters.getCharacter(userId)).id);
  }

  /** @throws ITEM_NOT_FOUND, ITEM_NOT_FOR_SALE, ALREADY_OWNED, PET_CAPACITY_REACHED, INSUFFICIENT_* */
  buy<K extends PropertyKind>(kind: K, userId: string, itemId: number): Promise<PropertyLists[K]> {
    return this.change(kind, userId, async (characterId) => {
      // Held until the owned row is written, so an admin cannot delete the item in between (issue 31).
      if (!(await this.gear.holdItem(kind, itemId))) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
      const item = await this.item(kind, itemId);
      if (!item.isActive) throw gearError(GearErrorCode.ITEM_NOT_FOR_SALE);
      if (kind === 'pet') {
        const { capacity, petsOwned } = await this.petRoom(characterId);
        if (petsOwned >= capacity) throw gearError(GearErrorCode.PET_CAPACITY_REACHED);
      }
      if (!(await this.gear.addOwned(characterId, kind, item.id)))
        throw gearError(GearErrorCode.ALREADY_OWNED);
      await this.wallet.apply({
        transfers: [
          {
            from: account.cash(characterId),
            to: 'sink',
            currency: item.currency as Currency,
            amount: item.cost,
          },
        ],
        reason: 'property_purchase',
        reference: `${kind}:${item.id}`,
      });
      await this.gameMetrics.purchased(kind);
    });
  }

  /** Sells an owned item back (unequipping it). @throws ITEM_NOT_FOUND, NOT_OWNED, PETS_EXCEED_CAPACITY (houses) */
  sell<K extends PropertyKind>(kind: K, userId: string, itemId: number): Promise<PropertyLists[K]> {
    return this.change(kind, userId, async (characterId) => {
      const item = await this.item(kind, itemId);
      if (!(await this.gear.removeOwned(characterId, kind, item.id)))
        throw gearError(GearErrorCode.NOT_OWNED);
      const amount = sellBackAmount(item.cost, 1);
      if (amount > 0)
        await this.wallet.apply({
          transfers: [
            { from: 'mint', to: account.cash(characterId), currency: item.currency as Currency, amount },
          ],
          reason: 'property_sale',
          reference: `${kind}:${item.id}`,
        });
    });
  }

  /** Equips an owned item (the kind's other one comes off). @throws NOT_OWNED, PETS_EXCEED_CAPACITY (houses) */
  equip<K extends PropertyKind>(kind: K, userId: string, itemId: number): Promise<PropertyLists[K]> {
    return this.change(kind, userId, async (characterId) => {
      const owned = await this.gear.owned(characterId, kind);
      if (!owned.some((row) => row.itemId === itemId)) throw gearError(GearErrorCode.NOT_OWNED);
      await this.gear.equipOwned(characterId, kind, itemId);
    });
  }

  /** Takes the kind's equipped item off (nothing equipped is not an error). @throws PETS_EXCEED_CAPACITY (houses) */
  unequip<K extends PropertyKind>(kind: K, userId: string): Promise<PropertyLists[K]> {
    return this.change(kind, userId, (characterId) => this.gear.equipOwned(characterId, kind, null));
  }

  private async item(kind: PropertyKind, id: number): Promise<PropertyEntity> {
    const item = await this.gear.find(kind, id);
    if (!item) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
    return item;
  }

  private async petRoom(characterId: number): Promise<{ capacity: number; petsOwned: number }> {
    const houses = await this.gear.owned(characterId, 'house');
    const pets = await this.gear.owned(characterId, 'pet');
    const equipped = houses.find((row) => row.isEquipped);
    const house = equipped ? await this.gear.find('house', equipped.itemId) : null;
    return { capacity: petCapacity(house?.capacity ?? null), petsOwned: pets.length };
  }

  private async listOf<K extends PropertyKind>(kind: K, characterId: number): Promise<PropertyLists[K]> {
    const owned = await this.gear.owned(characterId, kind);
    const ownedIds = new Set(owned.map((row) => row.itemId));
    const active = await this.gear.list(kind, true);
    const extra = await this.gear.byIds(
      kind,
      [...ownedIds].filter((id) => !active.some((item) => item.id === id)),
    );
    const ownership = (item: PropertyEntity): Ownership => ({
      owned: ownedIds.has(item.id),
      isEquipped: owned.some((row) => row.itemId === item.id && row.isEquipped),
      sellPrice: sellBackAmount(item.cost, 1),
    });
    const items = [...active, ...extra].sort((a, b) => a.cost - b.cost || a.id - b.id);
    if (kind === 'house')
      return {
        houses: (items as HouseEntity[]).map((h) => ({ ...toHouseDto(h), ...ownership(h) })),
      } as PropertyLists[K];
    if (kind === 'ride')
      return {
        rides: (items as RideEntity[]).map((r) => ({ ...toRideDto(r), ...ownership(r) })),
      } as PropertyLists[K];
    return {
      pets: (items as PetEntity[]).map((p) => ({ ...toPetDto(p), ...ownership(p) })),
      ...(await this.petRoom(characterId)),
    } as PropertyLists[K];
  }

  /** One change under the character's lock; answers and publishes the list and inventory it left. */
  private change<K extends PropertyKind>(
    kind: K,
    userId: string,
    work: (characterId: number) => Promise<void>,
  ): Promise<PropertyLists[K]> {
    return inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.lockForUser(userId);
      await work(character.id);
      // A house change may shrink the pet capacity: the pets already owned must still fit.
      if (kind === 'house') {
        const { capacity, petsOwned } = await this.petRoom(character.id);
        if (!petsFit(petsOwned, capacity)) throw gearError(GearErrorCode.PETS_EXCEED_CAPACITY);
      }
      const list = await this.listOf(kind, character.id);
      const inventory = await this.view.inventoryOf(character.id);
      await this.events.publish('property.changed', {
        userId,
        kind,
        list,
        inventory,
      } as DomainEventMap['property.changed']);
      // The loadout's bonuses are on the HUD; a price is announced by the wallet, one push for both.
      await this.events.publish('character.changed', { userId });
      return list;
    });
  }
}
