import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsInt, IsNotEmpty, IsString, Max, MaxLength, Min } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { trim } from '../../common/validation/transforms';
import { GAME } from '../../game/constants';
import { TRANSFERABLE_ITEM_TYPES, TransferableItemType } from '../../game/trade.rules';
import { MAX_QUANTITY } from '../gear/inventory.dto';

/** A transfer's review state (issue 30, part 6). */
export const TRANSFER_STATUSES = ['completed', 'held', 'rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Largest money transfer, in money (keeps amount plus fee a safe integer with room to spare). */
export const MAX_TRANSFER_AMOUNT = 1_000_000_000_000;

/** Who receives: a player's username (case-insensitive). */
class TransferReceiverDto {
  @trim()
  @IsString({ message: msg.invalid('اسم اللاعب') })
  @IsNotEmpty({ message: msg.required('اسم اللاعب') })
  @MaxLength(50, { message: msg.maxLength('اسم اللاعب', 50) })
  username: string;
}

/** `POST /api/transfers/money`: at least 100; the sender also pays a 5% fee, rounded up. */
export class MoneyTransferDto extends TransferReceiverDto {
  @ApiProperty({ type: 'integer', minimum: GAME.transferMinAmount, maximum: MAX_TRANSFER_AMOUNT })
  @IsInt({ message: msg.invalid('المبلغ') })
  @Min(GAME.transferMinAmount, { message: msg.min('المبلغ', GAME.transferMinAmount) })
  @Max(MAX_TRANSFER_AMOUNT, { message: msg.max('المبلغ', MAX_TRANSFER_AMOUNT) })
  amount: number;
}

/** `POST /api/transfers/item`: unequipped units of a weapon or armor, without fee. */
export class ItemTransferDto extends TransferReceiverDto {
  @ApiProperty({ enum: TRANSFERABLE_ITEM_TYPES })
  @IsIn(TRANSFERABLE_ITEM_TYPES, { message: msg.invalid('نوع العنصر') })
  itemType: TransferableItemType;

  @ApiProperty({ type: 'integer', minimum: 1 })
  @IsInt({ message: msg.invalid('العنصر') })
  @Min(1, { message: msg.invalid('العنصر') })
  itemId: number;

  @ApiProperty({ type: 'integer', minimum: 1, maximum: MAX_QUANTITY, required: false, default: 1 })
  @IsOptionalNonNull()
  @IsInt({ message: msg.invalid('الكمية') })
  @Min(1, { message: msg.min('الكمية', 1) })
  @Max(MAX_QUANTITY, { message: msg.max('الكمية', MAX_QUANTITY) })
  quantity?: number;
}

/** One transfer as its sender or receiver sees it. */
export class TransferDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: ['money', 'item'], enumName: 'TransferKind' }) kind: 'money' | 'item';
  /** Whether the caller sent or received it. */
  @ApiProperty({ enum: ['sent', 'received'], enumName: 'TransferDirection' }) direction: 'sent' | 'received';
  /** The other player's name. */
  counterpartName: string;
  /** Money moved (money transfers), without the fee. */
  @ApiProperty({ type: 'integer', nullable: true }) amount: number | null;
  /** Fee the sender paid on top (0 for items). */
  @ApiProperty({ type: 'integer' }) fee: number;
  @ApiProperty({ enum: TRANSFERABLE_ITEM_TYPES, nullable: true, type: 'string' })
  itemType: TransferableItemType | null;
  @ApiProperty({ type: 'integer', nullable: true }) itemId: number | null;
  @ApiProperty({ type: 'string', nullable: true }) itemName: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) quantity: number | null;
  /**
   * `completed`; `held` while an admin reviews a transfer between linked accounts (its money or
   * items in escrow, issue 30); `rejected` when the admin returned it to the sender. The receiver
   * sees only completed transfers.
   */
  @ApiProperty({ enum: TRANSFER_STATUSES, enumName: 'TransferStatus' }) status: TransferStatus;
  /** Why a sent transfer is held or was returned (Arabic); null for completed ones. */
  @ApiProperty({ type: 'string', nullable: true }) notice: string | null;
  createdAt: string;
}

/** `GET /api/transfers`: the caller's latest transfers (sent and received) and today's allowance. */
export class TransfersDto {
  transfers: TransferDto[];
  /** Money transfers the caller made this game day (TZ_GAME); item transfers are not counted. */
  @ApiProperty({ type: 'integer' }) sentToday: number;
  /** Money transfers allowed per game day (20). */
  @ApiProperty({ type: 'integer' }) dailyLimit: number;
  /** Fee on money, in percent, rounded up, paid on top by the sender. */
  @ApiProperty({ type: 'integer' }) feePercent: number;
  /** Smallest money transfer. */
  @ApiProperty({ type: 'integer' }) minAmount: number;
}

/** Transfers between two accounts that share an IP address (for the admin IPs screen). */
export class FlaggedTransferPairDto {
  senderUserId: string;
  senderName: string;
  receiverUserId: string;
  receiverName: string;
  /** Every address the two shared at the time of a flagged transfer. */
  sharedIps: string[];
  @ApiProperty({ type: 'integer' }) transferCount: number;
  /** Money moved between them, without fees. */
  @ApiProperty({ type: 'integer' }) totalMoney: number;
  lastTransferAt: string;
}
