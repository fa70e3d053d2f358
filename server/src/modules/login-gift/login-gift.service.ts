import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { consecutiveRun, gameDate, giftStanding, LOGIN_GIFT_DAYS } from '../../game/progress.rules';
import { CharacterService } from '../character/character.service';
import { GearGrantsService, ItemGrant } from '../gear/gear-grants.service';
import { InventoryViewService } from '../gear/inventory-view.service';
import { SpecialItemsService } from '../special-items/special-items.service';
import { account, Currency } from '../wallet/account';
import { Transfer, WalletService } from '../wallet/wallet.service';
import { LoginGiftDayEntity, StoredGiftItem } from './login-gift-day.entity';
import {
  emptyGiftDay,
  GiftableItemsDto,
  itemKey,
  ItemNames,
  LoginGiftClaimDto,
  LoginGiftDayDto,
  LoginGiftStatusDto,
  toLoginGiftDayDto,
  UpdateGiftDayDto,
} from './login-gift.dto';
import { LoginGiftErrorCode, loginGiftError } from './login-gift.errors';
import { LoginGiftRepository } from './login-gift.repository';

/** Wallet reasons: the money and blackcoins of a login gift are minted (`mint:login_gift`). */
export const LOGIN_GIFT_REASON = 'login_gift';

/**
 * The daily login gift (DESIGN.md section 6, "Login gift"; spec 002 sections 2.11, 3, 5, 7, 9):
 * one claim per game calendar day (TZ_GAME, from the injected clock); the day after the last claim
 * advances the calendar 1..15 then 1, a missed day restarts at 1. A claim pays the day's money and
 * blackcoins through the wallet, its exp (level-ups apply) and its weapons, armors and special items
 * into the inventory, all in one transaction.
 */
@Injectable()
export class LoginGiftService {
  constructor(
    private readonly gifts: LoginGiftRepository,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly gear: GearGrantsService,
    private readonly specialItems: SpecialItemsService,
    private readonly inventory: InventoryViewService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The player's calendar and streak; the `loginGift:update` payload. @throws CHARACTER_NOT_FOUND */
  async getStatus(userId: string): Promise<LoginGiftStatusDto> {
    const character = await this.characters.getCharacter(userId);
    return this.statusOf(character.id);
  }

  /**
   * Claims today's gift.
   * @throws ALREADY_CLAIMED_TODAY (409) on a second claim the same game day (two at once: one wins).
   */
  async claim(userId: string): Promise<LoginGiftClaimDto> {
    const { characterId, day, date } = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const today = gameDate(now, this.config.TZ_GAME);
      const character = await this.characters.lockForUser(userId);
      const [last] = await this.gifts.recentClaims(character.id, 1);
      const standing = giftStanding(last ?? null, today, 0);
      if (!standing.canClaim) throw loginGiftError(LoginGiftErrorCode.ALREADY_CLAIMED_TODAY);
      if (!(await this.gifts.recordClaim(character.id, today, standing.dayNumber, now)))
        throw loginGiftError(LoginGiftErrorCode.ALREADY_CLAIMED_TODAY);
      const gift = (await this.gifts.findDay(standing.dayNumber)) ?? emptyGiftDay(standing.dayNumber);
      if (gift.isActive) {
        await this.wallet.apply({
          transfers: this.transfersOf(gift, character.id),
          reason: LOGIN_GIFT_REASON,
          reference: `login_gift:day:${gift.dayNumber}`,
          idempotencyKey: `login_gift:${character.id}:${today}`,
        });
        if (gift.expReward > 0) {
          await this.characters.addExperience(character, gift.expReward, now);
          // The money is announced by the wallet; one HUD push for both.
          await this.events.publish('character.changed', { userId });
        }
        await this.gear.grantItems(character.id, this.grantsOf(gift.items));
      }
      return { characterId: character.id, day: gift, date: today };
    });
    const status = await this.statusOf(characterId);
    const reward = (await this.toDayDtos([day]))[0];
    const hasItems = day.isActive && this.grantsOf(day.items).length > 0;
    await this.events.publish('loginGift.claimed', {
      userId,
      status,
      inventory: hasItems ? await this.inventory.inventoryOf(characterId) : undefined,
    });
    return {
      success: true,
      message: `تم استلام هدية اليوم ${day.dayNumber}`,
      dayNumber: day.dayNumber,
      reward: day.isActive
        ? reward
        : { ...reward, expReward: 0, moneyReward: 0, blackcoinReward: 0, items: [] },
      status: { ...status, today: date },
    };
  }

  /** The 15 days for the admin calendar (spec 002 section 7). */
  async getConfig(): Promise<LoginGiftDayDto[]> {
    return this.toDayDtos(await this.allDays());
  }

  /** Weapons, armors and special items an admin may pick (every one, active or not, by id). */
  async giftableItems(): Promise<GiftableItemsDto> {
    return { ...(await this.gear.giftableItems()), specialItems: await this.specialItems.catalogue() };
  }

  /**
   * Changes the given fields of one day (null counts as not given; item quantity defaults to 1).
   * @throws GIFT_DAY_NOT_FOUND (404) outside 1..15; GIFT_ITEM_NOT_FOUND (400, with `items`) for an
   *   item that does not exist.
   */
  async updateDay(dayNumber: number, dto: UpdateGiftDayDto): Promise<LoginGiftDayDto> {
    if (!Number.isInteger(dayNumber) || dayNumber < 1 || dayNumber > LOGIN_GIFT_DAYS)
      throw loginGiftError(LoginGiftErrorCode.GIFT_DAY_NOT_FOUND);
    const items: StoredGiftItem[] | undefined = dto.items?.map((item) => ({
      itemType: item.itemType,
      itemId: item.itemId,
      quantity: item.quantity ?? 1,
    }));
    if (items) {
      const specials = items.filter((item) => item.itemType === 'special_item');
      const missingSpecials = new Set(
        await this.specialItems.missingIds(specials.map((item) => item.itemId)),
      );
      const missing = [
        ...(await this.gear.missingItems(this.grantsOf(items))),
        ...specials.filter((item) => missingSpecials.has(item.itemId)),
      ];
      if (missing.length)
        throw loginGiftError(LoginGiftErrorCode.GIFT_ITEM_NOT_FOUND, {
          items: missing.map(({ itemType, itemId }) => ({ itemType, itemId })),
        });
    }
    const saved = await inRetriedTransaction(this.tx, async () => {
      const current = (await this.gifts.findDay(dayNumber)) ?? emptyGiftDay(dayNumber);
      return this.gifts.saveDay({
        dayNumber,
        expReward: dto.expReward ?? current.expReward,
        moneyReward: dto.moneyReward ?? current.moneyReward,
        blackcoinReward: dto.blackcoinReward ?? current.blackcoinReward,
        isActive: dto.isActive ?? current.isActive,
        items: items ?? current.items,
      });
    });
    return (await this.toDayDtos([saved]))[0];
  }

  private async statusOf(characterId: number): Promise<LoginGiftStatusDto> {
    const today = gameDate(this.clock.now(), this.config.TZ_GAME);
    const recent = await this.gifts.recentClaims(characterId, LOGIN_GIFT_DAYS);
    const run = consecutiveRun(recent.map((claim) => claim.date));
    const standing = giftStanding(recent[0] ?? null, today, run);
    const days = await this.toDayDtos(await this.allDays());
    const claimedUpTo = standing.canClaim ? standing.dayNumber - 1 : standing.dayNumber;
    return {
      canClaim: standing.canClaim,
      currentDay: standing.dayNumber,
      claimedDays: Array.from({ length: claimedUpTo }, (_, index) => index + 1),
      streak: standing.streak,
      today,
      lastClaimDate: recent[0]?.date ?? null,
      todayGift: days[standing.dayNumber - 1],
      days,
    };
  }

  /** Days 1..15, an empty inactive-free day where no row exists. */
  private async allDays(): Promise<LoginGiftDayEntity[]> {
    const rows = new Map((await this.gifts.listDays()).map((day) => [day.dayNumber, day]));
    return Array.from(
      { length: LOGIN_GIFT_DAYS },
      (_, index) => rows.get(index + 1) ?? emptyGiftDay(index + 1),
    );
  }

  private async toDayDtos(days: LoginGiftDayEntity[]): Promise<LoginGiftDayDto[]> {
    const names: ItemNames = new Map();
    if (days.some((day) => day.items.length)) {
      const { weapons, armors, specialItems } = await this.giftableItems();
      for (const weapon of weapons) names.set(itemKey('weapon', weapon.id), weapon);
      for (const armor of armors) names.set(itemKey('armor', armor.id), armor);
      for (const special of specialItems) names.set(itemKey('special_item', special.id), special);
    }
    return days.map((day) => toLoginGiftDayDto(day, names));
  }

  private transfersOf(gift: LoginGiftDayEntity, characterId: number): Transfer[] {
    const transfers: Transfer[] = [];
    if (gift.moneyReward > 0)
      transfers.push({
        from: 'mint',
        to: account.cash(characterId),
        currency: Currency.MONEY,
        amount: gift.moneyReward,
      });
    if (gift.blackcoinReward > 0)
      transfers.push({
        from: 'mint',
        to: account.cash(characterId),
        currency: Currency.BLACKCOINS,
        amount: gift.blackcoinReward,
      });
    return transfers;
  }

  /** A day's items as inventory grants (a gift's `special_item` is the inventory's `special`). */
  private grantsOf(items: StoredGiftItem[]): ItemGrant[] {
    return items.map((item) => ({
      itemType: item.itemType === 'special_item' ? 'special' : item.itemType,
      itemId: item.itemId,
      quantity: item.quantity,
    }));
  }
}
