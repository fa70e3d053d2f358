import { ApiProperty } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, ValidateNested } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { LOGIN_GIFT_DAYS } from '../../game/progress.rules';
import type { LoginGiftDayEntity, StoredGiftItem } from './login-gift-day.entity';
import { BooleanField, EnumField, IntegerField } from '../../common/validation/fields';

export const GIFT_ITEM_TYPES = ['weapon', 'armor', 'special_item'] as const;
/** At most this many item entries per day. */
export const MAX_GIFT_ITEMS = 10;

/** One item entry of a day's form (spec 002 sections 3 and 5: quantity at least 1, default 1). */
export class GiftItemInputDto {
  @EnumField({ values: GIFT_ITEM_TYPES, enumName: 'GiftItemType', label: 'نوع العنصر' })
  itemType: StoredGiftItem['itemType'];

  @IntegerField({
    label: 'معرف العنصر',
    min: 1,
    max: 2_147_483_647,
    messages: { integer: msg.integer, min: msg.invalid, max: msg.invalid },
  })
  itemId: number;

  @IntegerField({
    label: 'الكمية',
    min: 1,
    max: 1000,
    optional: true,
    default: 1,
    messages: { integer: msg.integer },
  })
  quantity?: number;
}

/** `PUT /api/login-gift/admin/config/{dayNumber}` (spec 002 sections 5 and 7): rewards are integers >= 0. */
export class UpdateGiftDayDto {
  @IntegerField({
    label: 'مكافأة الخبرة',
    min: 0,
    max: 1_000_000_000,
    optional: true,
    messages: { integer: msg.integer },
  })
  expReward?: number;

  /** Money. */
  @IntegerField({
    label: 'مكافأة المال',
    min: 0,
    max: 1_000_000_000_000,
    optional: true,
    messages: { integer: msg.integer },
  })
  moneyReward?: number;

  @IntegerField({
    label: 'مكافأة البلاك كوين',
    min: 0,
    max: 1_000_000_000,
    optional: true,
    messages: { integer: msg.integer },
  })
  blackcoinReward?: number;

  @BooleanField({ label: 'حالة التفعيل', optional: true })
  isActive?: boolean;

  @ApiProperty({ type: [GiftItemInputDto], required: false })
  @IsOptionalNonNull()
  @IsArray({ message: msg.invalid('قائمة العناصر') })
  @ArrayMaxSize(MAX_GIFT_ITEMS, { message: `قائمة العناصر يجب أن تكون ${MAX_GIFT_ITEMS} عناصر كحد أقصى` })
  @ValidateNested({ each: true })
  @Type(() => GiftItemInputDto)
  items?: GiftItemInputDto[];
}

/** One item of a day, with what the calendar shows of it. */
export class GiftItemDto {
  @ApiProperty({ enum: GIFT_ITEM_TYPES, enumName: 'GiftItemType' })
  itemType: StoredGiftItem['itemType'];
  @ApiProperty({ type: 'integer' }) itemId: number;
  @ApiProperty({ type: 'integer' }) quantity: number;
  /** Empty when the item no longer exists. */
  name: string;
  imageUrl: string;
}

/** One day of the calendar (spec 002 section 3, login gift day configuration). */
export class LoginGiftDayDto {
  @ApiProperty({ type: 'integer', minimum: 1, maximum: LOGIN_GIFT_DAYS }) dayNumber: number;
  @ApiProperty({ type: 'integer' }) expReward: number;
  /** Money. */
  @ApiProperty({ type: 'integer' }) moneyReward: number;
  @ApiProperty({ type: 'integer' }) blackcoinReward: number;
  isActive: boolean;
  items: GiftItemDto[];
}

/** `GET /api/login-gift/admin/config`: `data` is the 15 days. */
export class GiftConfigResponseDto {
  success: boolean;
  data: LoginGiftDayDto[];
}

/** `PUT /api/login-gift/admin/config/{dayNumber}`: the saved day. */
export class GiftDayResponseDto {
  success: boolean;
  message: string;
  data: LoginGiftDayDto;
}

export class GiftableWeaponDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  imageUrl: string;
  @ApiProperty({ type: 'integer' }) damage: number;
}
export class GiftableArmorDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  imageUrl: string;
  @ApiProperty({ type: 'integer' }) def: number;
}
export class GiftableSpecialItemDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  imageUrl: string;
  type: string;
}
export class GiftableItemsDto {
  weapons: GiftableWeaponDto[];
  armors: GiftableArmorDto[];
  specialItems: GiftableSpecialItemDto[];
}

/** `GET /api/login-gift/admin/items` (spec 002 section 3: the available-items lookup). */
export class GiftableItemsResponseDto {
  success: boolean;
  data: GiftableItemsDto;
}

/**
 * The player's login gift (`GET /api/login-gift`, `loginGift:update`): the 15 days, the day claimed
 * today or claimable now, the days of the current cycle already claimed, and the streak.
 */
export class LoginGiftStatusDto {
  /** Whether today's gift is still to claim. */
  canClaim: boolean;
  /** The day (1..15) today's claim pays, or paid. */
  @ApiProperty({ type: 'integer' }) currentDay: number;
  /** Days of the current cycle already claimed (1..15). */
  @ApiProperty({ type: 'integer', isArray: true }) claimedDays: number[];
  /** Consecutive days claimed, up to today or yesterday. */
  @ApiProperty({ type: 'integer' }) streak: number;
  /** The game calendar date `YYYY-MM-DD` (time zone TZ_GAME). */
  today: string;
  /** Date of the newest claim, `YYYY-MM-DD`, or null. */
  lastClaimDate: string | null;
  /** The gift of `currentDay`. */
  todayGift: LoginGiftDayDto;
  days: LoginGiftDayDto[];
}

/** `POST /api/login-gift/claim`: what was paid and the status afterwards. */
export class LoginGiftClaimDto {
  success: boolean;
  message: string;
  @ApiProperty({ type: 'integer' }) dayNumber: number;
  reward: LoginGiftDayDto;
  status: LoginGiftStatusDto;
}

/** Item names and images by `itemType:itemId`. */
export type ItemNames = Map<string, { name: string; imageUrl: string }>;

export const itemKey = (itemType: string, itemId: number) => `${itemType}:${itemId}`;

export function toLoginGiftDayDto(day: LoginGiftDayEntity, names: ItemNames): LoginGiftDayDto {
  return {
    dayNumber: day.dayNumber,
    expReward: day.expReward,
    moneyReward: day.moneyReward,
    blackcoinReward: day.blackcoinReward,
    isActive: day.isActive,
    items: day.items.map((item) => ({
      itemType: item.itemType,
      itemId: item.itemId,
      quantity: item.quantity,
      name: names.get(itemKey(item.itemType, item.itemId))?.name ?? '',
      imageUrl: names.get(itemKey(item.itemType, item.itemId))?.imageUrl ?? '',
    })),
  };
}

/** An empty day, for a day number without a row (an admin can fill it). */
export function emptyGiftDay(dayNumber: number): LoginGiftDayEntity {
  return {
    dayNumber,
    expReward: 0,
    moneyReward: 0,
    blackcoinReward: 0,
    isActive: true,
    items: [],
    updatedAt: new Date(0),
  };
}
