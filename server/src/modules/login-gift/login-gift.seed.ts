import { Injectable } from '@nestjs/common';
import { GearGrantsService } from '../gear/gear-grants.service';
import { DEFAULT_LOGIN_GIFTS } from './default-login-gifts';
import { StoredGiftItem } from './login-gift-day.entity';
import { LoginGiftRepository } from './login-gift.repository';

/** The default 15-day login-gift calendar (DESIGN.md section 3 and 6). */
@Injectable()
export class LoginGiftSeed {
  constructor(
    private readonly gifts: LoginGiftRepository,
    private readonly gear: GearGrantsService,
  ) {}

  /**
   * Loads the 15 default days when none is configured (admins' edits are never overwritten). Items
   * are found by name in the gear catalogue (seeded first); a missing one is left out.
   * @returns how many days it created.
   */
  async loadIfEmpty(): Promise<number> {
    if ((await this.gifts.countDays()) > 0) return 0;
    const { weapons, armors } = await this.gear.giftableItems();
    const idOf = (type: 'weapon' | 'armor', name: string) =>
      (type === 'weapon' ? weapons : armors).find((item) => item.name === name)?.id;
    for (const day of DEFAULT_LOGIN_GIFTS) {
      const items: StoredGiftItem[] = day.items.flatMap((item) => {
        const itemId = idOf(item.itemType, item.name);
        return itemId ? [{ itemType: item.itemType, itemId, quantity: item.quantity }] : [];
      });
      await this.gifts.saveDay({
        dayNumber: day.dayNumber,
        expReward: day.expReward,
        moneyReward: day.moneyReward,
        blackcoinReward: day.blackcoinReward,
        isActive: true,
        items,
      });
    }
    return DEFAULT_LOGIN_GIFTS.length;
  }
}
