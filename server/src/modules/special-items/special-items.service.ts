import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { effectOf } from '../../game/special-items.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterEntity } from '../character/character.entity';
import { CharacterService } from '../character/character.service';
import { GearUnitsService } from '../gear/gear-units.service';
import { NotificationsService } from '../notifications/notifications.service';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { SpecialItemEntity } from './special-item.entity';
import { EffectOutcome, SpecialItemEffectsService } from './special-item-effects.service';
import {
  BuySpecialItemDto,
  SpecialInventoryDto,
  SpecialItemDto,
  toSpecialItemDto,
  UseSpecialItemDto,
  UseSpecialItemResultDto,
} from './special-items.dto';
import { SpecialItemsErrorCode, specialItemsError } from './special-items.errors';
import { SpecialItemsRepository } from './special-items.repository';
import { GameMetrics } from '../metrics/game-metrics';

/**
 * Special items for players (DESIGN.md section 6, "Special items"): the shop list, buying units into
 * the inventory (the price through the wallet, reason `special_item_purchase` to the sink) and using
 * one unit. A use locks the character, takes the unit with one conditional statement and applies the
 * effect in the same transaction, so a double click uses one unit once and the second answers
 * SPECIAL_ITEM_NOT_OWNED when none is left. Every change pushes `inventory:update` and the HUD.
 */
@Injectable()
export class SpecialItemsService {
  constructor(
    private readonly items: SpecialItemsRepository,
    private readonly effects: SpecialItemEffectsService,
    private readonly units: GearUnitsService,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly notifications: NotificationsService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly gameMetrics: GameMetrics,
  ) {}

  /** The items the shop sells (available and active), by id. */
  async forSale(): Promise<SpecialItemDto[]> {
    return (await this.items.list(true)).map(toSpecialItemDto);
  }

  /**
   * Every special item, available or not, by id, as another feature picks it (the login-gift admin
   * item picker, spec 002 section 3: id, name, imageUrl and type).
   */
  async catalogue(): Promise<{ id: number; name: string; imageUrl: string; type: string }[]> {
    return (await this.items.list(false)).map(({ id, name, imageUrl, type }) => ({
      id,
      name,
      imageUrl,
      type,
    }));
  }

  /** The ids among `ids` that are no special item (deleted or never existed). */
  async missingIds(ids: number[]): Promise<number[]> {
    const found = new Set((await this.items.byIds(ids)).map((item) => item.id));
    return ids.filter((id) => !found.has(id));
  }

  /** The special items in the player's inventory. @throws CHARACTER_NOT_FOUND */
  async getInventory(userId: string): Promise<SpecialInventoryDto> {
    return this.inventoryOf((await this.characters.getCharacter(userId)).id);
  }

  /**
   * Buys `quantity` units, paid in the item's currency from cash.
   * @throws SPECIAL_ITEM_NOT_FOUND; SPECIAL_ITEM_NOT_FOR_SALE; INSUFFICIENT_MONEY / INSUFFICIENT_BLACKCOINS
   */
  async buy(userId: string, dto: BuySpecialItemDto): Promise<SpecialInventoryDto> {
    const quantity = dto.quantity ?? 1;
    return inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.getCharacter(userId);
      // Held until the units are in, so an admin cannot delete the item in between (issue 31).
      if (!(await this.units.holdItem('special', dto.itemId)))
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOUND);
      const item = await this.item(dto.itemId);
      if (!item.isAvailable || !item.isActive)
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOR_SALE);
      await this.wallet.apply({
        transfers: [
          {
            from: account.cash(character.id),
            to: 'sink',
            currency: item.currency as Currency,
            amount: item.price * quantity,
          },
        ],
        reason: 'special_item_purchase',
        reference: `special:${item.id}`,
      });
      await this.units.giveUnits(character.id, 'special', item.id, quantity);
      await this.gameMetrics.purchased('special_item');
      return this.changed(userId, character.id);
    });
  }

  /**
   * Uses one unit: the type's effect, in one transaction with taking the unit. The gang bomb's victims
   * are notified after the commit.
   * @throws SPECIAL_ITEM_NOT_FOUND; SPECIAL_ITEM_NOT_USABLE (OTHER); SPECIAL_ITEM_LEVEL_TOO_LOW;
   *   SPECIAL_ITEM_NOT_OWNED; and each effect's own errors (see SpecialItemEffectsService)
   */
  async use(userId: string, dto: UseSpecialItemDto): Promise<UseSpecialItemResultDto> {
    const { result, bombed } = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const character = await this.characters.lockForUser(userId);
      const item = await this.item(dto.itemId);
      if (item.type === 'OTHER') throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_USABLE);
      if (character.level < item.levelRequired)
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_LEVEL_TOO_LOW, {
          levelRequired: item.levelRequired,
        });
      if (!(await this.units.tryTakeUnits(character.id, 'special', item.id, 1)))
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_OWNED);
      const outcome = await this.apply(character, item, dto, now);
      const left = await this.changed(userId, character.id);
      const { bombed: victims, ...figures } = outcome;
      return { result: { success: true, type: item.type, ...figures, ...left }, bombed: victims };
    });
    if (bombed) {
      for (const victim of bombed.userIds)
        await this.notifications.notify(victim, {
          type: 'gang_bomb',
          message: `انفجرت قنبلة في عصابتك ${bombed.gangName}، ونُقلت إلى المستشفى`,
          data: { attackerId: userId },
        });
    }
    return result;
  }

  private apply(
    character: CharacterEntity,
    item: SpecialItemEntity,
    dto: UseSpecialItemDto,
    now: Date,
  ): Promise<EffectOutcome> {
    const effect = effectOf(item.type, item.effect);
    switch (item.type) {
      case 'HEALTH_POTION':
        return this.effects.restore(character, 'hp', effect, now);
      case 'ENERGY_POTION':
        return this.effects.restore(character, 'energy', effect, now);
      case 'EXPERIENCE_POTION':
        return this.effects.experience(character, effect, now);
      case 'ATTACK_IMMUNITY':
        return this.effects.immunity(character, effect, now);
      case 'CD_RESET':
        return this.effects.cooldownReset(character, now);
      case 'NAME_CHANGE':
        return this.effects.rename(character, dto.newUsername);
      case 'GANG_BOMB':
        return this.effects.gangBomb(character, dto.targetGangId, now);
      default:
        throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_USABLE);
    }
  }

  /** @throws SPECIAL_ITEM_NOT_FOUND */
  private async item(id: number): Promise<SpecialItemEntity> {
    const item = await this.items.find(id);
    if (!item) throw specialItemsError(SpecialItemsErrorCode.SPECIAL_ITEM_NOT_FOUND);
    return item;
  }

  /** Publishes the whole inventory (and so the HUD) after the commit; answers the special items. */
  private async changed(userId: string, characterId: number): Promise<SpecialInventoryDto> {
    await this.units.inventoryChanged(userId, characterId);
    return this.inventoryOf(characterId);
  }

  private async inventoryOf(characterId: number): Promise<SpecialInventoryDto> {
    const stacks = await this.units.stacksOf(characterId, 'special');
    const byId = new Map((await this.items.byIds(stacks.map((s) => s.itemId))).map((i) => [i.id, i]));
    return {
      items: stacks.flatMap((stack) => {
        const item = byId.get(stack.itemId);
        return item ? [{ ...toSpecialItemDto(item), quantity: stack.quantity }] : [];
      }),
    };
  }
}
