import { Injectable } from '@nestjs/common';
import { DomainEvents } from '../../infra/events/domain-events';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { EquipmentSlot, fitsSlot, sellBackAmount } from '../../game/gear.rules';
import { CharacterService } from '../character/character.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { ArmorEntity, WeaponEntity } from './gear.entity';
import { GearErrorCode, gearError } from './gear.errors';
import { GearRepository, GearType } from './gear.repository';
import { EquipItemDto, GearQuantityDto, InventoryDto, ShopDto } from './inventory.dto';
import { InventoryViewService } from './inventory-view.service';
import { toArmorDto, toWeaponDto } from './shop-catalogue.dto';
import { GameMetrics } from '../metrics/game-metrics';

/**
 * The shop and the inventory (DESIGN.md section 6, "Shop, inventory, equipment"): buy weapons and
 * armors into stacks, sell unequipped units back for 50% of the current price, equip one unit of a
 * stack in a slot and take it off again. Prices and refunds go through the wallet (reasons
 * `shop_purchase` to the sink, `shop_sale` from the mint); every change pushes `inventory:update`
 * and `hud:update` through the `inventory.changed` domain event.
 */
@Injectable()
export class ShopService {
  constructor(
    private readonly gear: GearRepository,
    private readonly view: InventoryViewService,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly tx: Tx,
    private readonly gameMetrics: GameMetrics,
  ) {}

  /** Every active weapon and armor (`GET /api/shop`, `shop:request`). */
  async getShop(): Promise<ShopDto> {
    const [weapons, armors] = await Promise.all([
      this.gear.list('weapon', true),
      this.gear.list('armor', true),
    ]);
    return { weapons: weapons.map(toWeaponDto), armors: armors.map(toArmorDto) };
  }

  /** The player's inventory. @throws CHARACTER_NOT_FOUND */
  async getInventory(userId: string): Promise<InventoryDto> {
    return this.view.inventoryOf((await this.characters.getCharacter(userId)).id);
  }

  /**
   * Buys `quantity` units of an active item, paid in its currency from cash. Two purchases at once
   * with money for one: the wallet's conditional debit lets exactly one through.
   * @throws ITEM_NOT_FOUND, ITEM_NOT_FOR_SALE, INSUFFICIENT_MONEY, INSUFFICIENT_BLACKCOINS
   */
  buy(userId: string, dto: GearQuantityDto): Promise<InventoryDto> {
    const quantity = dto.quantity ?? 1;
    return this.change(userId, true, async (characterId) => {
      // Held until the stack is written, so an admin cannot delete the item in between (issue 31).
      if (!(await this.gear.holdItem(dto.type, dto.itemId))) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
      const item = await this.item(dto.type, dto.itemId);
      if (!item.isActive) throw gearError(GearErrorCode.ITEM_NOT_FOR_SALE);
      await this.wallet.apply({
        transfers: [
          {
            from: account.cash(characterId),
            to: 'sink',
            currency: item.currency as Currency,
            amount: item.price * quantity,
          },
        ],
        reason: 'shop_purchase',
        reference: `${dto.type}:${item.id}`,
      });
      await this.gear.addToStack(characterId, dto.type, item.id, quantity);
      await this.gameMetrics.purchased('shop');
    });
  }

  /**
   * Sells unequipped units back for 50% of the current price, rounded down, in the item's currency
   * (deactivated items too). @throws ITEM_NOT_FOUND, NOT_ENOUGH_ITEMS (equipped units do not count)
   */
  sell(userId: string, dto: GearQuantityDto): Promise<InventoryDto> {
    const quantity = dto.quantity ?? 1;
    // The character is locked first, as the black-market listing does: sales and purchases of one
    // player's stacks queue instead of meeting in opposite lock orders (issue 31).
    return this.change(userId, true, async (characterId) => {
      const item = await this.item(dto.type, dto.itemId);
      if (!(await this.gear.takeFromStack(characterId, dto.type, item.id, quantity)))
        throw gearError(GearErrorCode.NOT_ENOUGH_ITEMS);
      const amount = sellBackAmount(item.price, quantity);
      if (amount > 0)
        await this.wallet.apply({
          transfers: [
            { from: 'mint', to: account.cash(characterId), currency: item.currency as Currency, amount },
          ],
          reason: 'shop_sale',
          reference: `${dto.type}:${item.id}`,
        });
    });
  }

  /**
   * Equips one unit of a stack: a weapon in `weapon1` (or the asked `weapon2`), an armor in its own
   * slot; what the slot held goes back to its stack. @throws ITEM_NOT_FOUND, WRONG_SLOT, NOT_ENOUGH_ITEMS
   */
  equip(userId: string, dto: EquipItemDto): Promise<InventoryDto> {
    return this.change(userId, true, async (characterId) => {
      const item = await this.item(dto.type, dto.itemId);
      const slot: EquipmentSlot = dto.slot ?? (item instanceof ArmorEntity ? item.slot : 'weapon1');
      if (!fitsSlot(slot, dto.type, item instanceof ArmorEntity ? item.slot : undefined))
        throw gearError(GearErrorCode.WRONG_SLOT);
      if (!(await this.gear.takeFromStack(characterId, dto.type, item.id, 1)))
        throw gearError(GearErrorCode.NOT_ENOUGH_ITEMS);
      const previous = await this.gear.clearSlot(characterId, slot);
      if (previous) await this.gear.addToStack(characterId, previous.itemType, previous.itemId, 1);
      await this.gear.setSlot(characterId, slot, dto.type, item.id);
    });
  }

  /** Takes the slot's item off, back to its stack. @throws SLOT_EMPTY */
  unequip(userId: string, slot: EquipmentSlot): Promise<InventoryDto> {
    return this.change(userId, true, async (characterId) => {
      const previous = await this.gear.clearSlot(characterId, slot);
      if (!previous) throw gearError(GearErrorCode.SLOT_EMPTY);
      await this.gear.addToStack(characterId, previous.itemType, previous.itemId, 1);
    });
  }

  /** @throws ITEM_NOT_FOUND */
  private async item(type: GearType, id: number): Promise<WeaponEntity | ArmorEntity> {
    const item = await this.gear.find(type, id);
    if (!item) throw gearError(GearErrorCode.ITEM_NOT_FOUND);
    return item;
  }

  /**
   * Runs one inventory change in a transaction (locking the character row when `lock`: equipment
   * changes of one player run one at a time), then answers and publishes the inventory it left.
   */
  private change(
    userId: string,
    lock: boolean,
    work: (characterId: number) => Promise<void>,
  ): Promise<InventoryDto> {
    return inRetriedTransaction(this.tx, async () => {
      const character = lock
        ? await this.characters.lockForUser(userId)
        : await this.characters.getCharacter(userId);
      await work(character.id);
      const inventory = await this.view.inventoryOf(character.id);
      await this.events.publish('inventory.changed', { userId, inventory });
      // The loadout's bonuses are on the HUD (max HP and energy); a price paid is announced by the
      // wallet in the same commit, one HUD push for both.
      await this.events.publish('character.changed', { userId });
      return inventory;
    });
  }
}
