import { ApiProperty } from '@nestjs/swagger';
import { msg } from '../../common/validation/messages';
import { GAME } from '../../game/constants';
import { TRANSFERABLE_ITEM_TYPES, TransferableItemType } from '../../game/trade.rules';
import { MAX_QUANTITY } from '../gear/inventory.dto';
import { EnumField, IdField, IntegerField, TextField } from '../../common/validation/fields';

/** A transfer's review state (issue 30, part 6). */
export const TRANSFER_STATUSES = ['completed', 'held', 'rejected'] as const;
export type TransferStatus = (typeof TRANSFER_STATUSES)[number];

/** Largest money transfer, in money (keeps amount plus fee a safe integer with room to spare). */
export const MAX_TRANSFER_AMOUNT = 1_000_000_000_000;

/** Who receives: a player's username (case-insensitive). */
class TransferReceiverDto {
  @TextField({
    label: 'اسم اللاعب',
    trim: true,
    notEmpty: true,
    maxLength: 50,
    messages: { string: msg.invalid },
  })
  username: string;
}

/** `POST /api/transfers/money`: at least 100; the sender also pays a 5% fee, rounded up. */
export class MoneyTransferDto extends TransferReceiverDto {
  @IntegerField({ label: 'المبلغ', min: GAME.transferMinAmount, max: MAX_TRANSFER_AMOUNT })
  amount: number;
}

/** `POST /api/transfers/item`: unequipped units of a weapon or armor, without fee. */
export class ItemTransferDto extends TransferReceiverDto {
  @EnumField({ values: TRANSFERABLE_ITEM_TYPES, label: 'نوع العنصر' })
  itemType: TransferableItemType;

  @IdField({ label: 'العنصر' })
  itemId: number;

  @IntegerField({ label: 'الكمية', min: 1, max: MAX_QUANTITY, optional: true, default: 1 })
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
