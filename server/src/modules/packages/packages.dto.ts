import { ApiProperty, PartialType } from '@nestjs/swagger';
import { bonusPercent, packageTotal } from '../../game/special-items.rules';
import { SpecialItemDto } from '../special-items/special-items.dto';
import { BlackcoinPackageEntity, MoneyPackageEntity, VipPackageEntity } from './package.entity';
import { BooleanField, DecimalField, IntegerField, TextField } from '../../common/validation/fields';

/** Highest amounts an admin may set (sums stay far inside safe integers). */
const MAX_BLACKCOINS = 100_000_000;
const MAX_MONEY = 1_000_000_000_000;
const MAX_USD = 100_000;
const MAX_DAYS = 3650;

/** A blackcoin package with the derived total and bonus percentage (spec 002 section 2.7). */
export class BlackcoinPackageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  /** US dollars, two decimals. */
  usdPrice: number;
  @ApiProperty({ type: 'integer' }) blackcoinAmount: number;
  @ApiProperty({ type: 'integer' }) bonus: number;
  isActive: boolean;
  /** blackcoinAmount + bonus. */
  @ApiProperty({ type: 'integer' }) totalBlackcoins: number;
  /** bonus / blackcoinAmount, in whole percent, rounded. */
  @ApiProperty({ type: 'integer' }) bonusPercent: number;
}

/** A money package: `blackcoinCost` blackcoins for `moneyAmount + bonus` money. */
export class MoneyPackageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ type: 'integer' }) blackcoinCost: number;
  @ApiProperty({ type: 'integer' }) moneyAmount: number;
  @ApiProperty({ type: 'integer' }) bonus: number;
  isActive: boolean;
  /** moneyAmount + bonus: what the player receives. */
  @ApiProperty({ type: 'integer' }) totalMoney: number;
}

/** A VIP package: `durationDays` days of VIP for `price` blackcoins. */
export class VipPackageDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  @ApiProperty({ type: 'integer' }) durationDays: number;
  /** In blackcoins. */
  @ApiProperty({ type: 'integer' }) price: number;
  isActive: boolean;
}

export function toBlackcoinPackageDto(row: BlackcoinPackageEntity): BlackcoinPackageDto {
  const { id, name, usdPrice, blackcoinAmount, bonus, isActive } = row;
  return {
    ...{ id, name, usdPrice, blackcoinAmount, bonus, isActive },
    totalBlackcoins: packageTotal(blackcoinAmount, bonus),
    bonusPercent: bonusPercent(blackcoinAmount, bonus),
  };
}

export function toMoneyPackageDto(row: MoneyPackageEntity): MoneyPackageDto {
  const { id, name, description, blackcoinCost, moneyAmount, bonus, isActive } = row;
  return {
    ...{ id, name, description, blackcoinCost, moneyAmount, bonus, isActive },
    totalMoney: moneyAmount + bonus,
  };
}

export function toVipPackageDto(row: VipPackageEntity): VipPackageDto {
  const { id, name, durationDays, price, isActive } = row;
  return { id, name, durationDays, price, isActive };
}

/** Name and active flag, shared by the three package forms. */
class PackageFieldsDto {
  @TextField({ label: 'الاسم', notEmpty: true, maxLength: 80 })
  name: string;

  @BooleanField({ label: 'الحالة', optional: true, apiProperty: false })
  isActive?: boolean;
}

/** `POST /api/admin/blackcoin-packages` (spec 002 section 5). */
export class CreateBlackcoinPackageDto extends PackageFieldsDto {
  /** US dollars, at least 0, step 0.01. */
  @DecimalField({ label: 'السعر', min: 0, max: MAX_USD, maxDecimalPlaces: 2 })
  usdPrice: number;

  @IntegerField({ label: 'كمية البلاك كوين', min: 1, max: MAX_BLACKCOINS })
  blackcoinAmount: number;

  @IntegerField({ label: 'المكافأة', min: 0, max: MAX_BLACKCOINS, optional: true, default: 0 })
  bonus?: number;
}

export class UpdateBlackcoinPackageDto extends PartialType(CreateBlackcoinPackageDto, {
  skipNullProperties: false,
}) {}

/** `POST /api/admin/money-packages` (spec 002 section 5). */
export class CreateMoneyPackageDto extends PackageFieldsDto {
  @IntegerField({ label: 'تكلفة البلاك كوين', min: 1, max: MAX_BLACKCOINS })
  blackcoinCost: number;

  @IntegerField({ label: 'كمية المال', min: 1, max: MAX_MONEY })
  moneyAmount: number;

  @IntegerField({ label: 'المكافأة', min: 0, max: MAX_MONEY, optional: true, default: 0 })
  bonus?: number;

  @TextField({ label: 'الوصف', optional: true, maxLength: 500 })
  description?: string;
}

export class UpdateMoneyPackageDto extends PartialType(CreateMoneyPackageDto, {
  skipNullProperties: false,
}) {}

/** `POST /api/admin/vip-packages` (spec 002 section 5: duration and price at least 1). */
export class CreateVipPackageDto extends PackageFieldsDto {
  @IntegerField({ label: 'المدة', min: 1, max: MAX_DAYS })
  durationDays: number;

  @IntegerField({ label: 'السعر', min: 1, max: MAX_BLACKCOINS })
  price: number;
}

export class UpdateVipPackageDto extends PartialType(CreateVipPackageDto, { skipNullProperties: false }) {}

/** `DELETE` answer of the three catalogues. */
export class PackageDeletedDto {
  success: boolean;
}

/**
 * `GET /api/special-shop` and `specialShop:update`: the blackcoin shop (DESIGN.md section 6): special
 * items for sale and the active packages. `purchasesAvailable` is false while Stripe is not configured
 * (blackcoin packages are then listed but cannot be bought).
 */
export class SpecialShopDto {
  items: SpecialItemDto[];
  vipPackages: VipPackageDto[];
  moneyPackages: MoneyPackageDto[];
  blackcoinPackages: BlackcoinPackageDto[];
  purchasesAvailable: boolean;
}

/** `POST /api/special-shop/vip-packages/{id}/buy`. */
export class VipPurchaseResultDto {
  success: boolean;
  message: string;
  isVip: boolean;
  /** The new end of VIP (ISO time). */
  vipExpiresAt: string;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
}

/** `POST /api/special-shop/money-packages/{id}/buy`. */
export class MoneyPackagePurchaseResultDto {
  success: boolean;
  message: string;
  /** Cash after the exchange. */
  @ApiProperty({ type: 'integer' }) money: number;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
}

/** `POST /api/special-shop/blackcoin-packages/{id}/checkout`: where to send the browser. */
export class CheckoutSessionDto {
  /** The Stripe Checkout page. */
  url: string;
  sessionId: string;
}

/** `POST /api/payments/stripe/webhook` answer. */
export class StripeWebhookResultDto {
  received: boolean;
}
