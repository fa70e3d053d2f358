import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { MAX_SERIAL_ID } from '../../infra/database/serial-id';
import { msg } from '../../common/validation/messages';
import { MAX_CLUSTER_SIZE } from './linked-accounts.rules';
import { EnumField, IdField, TextField } from '../../common/validation/fields';

const LINK_KINDS = ['ip', 'device', 'transfer', 'market', 'treasury'] as const;

/** An account of a linked cluster. */
export class LinkedAccountDto {
  userId: string;
  name: string;
  isBanned: boolean;
  /** The character's level; null before account setup. */
  @ApiProperty({ type: 'integer', nullable: true }) level: number | null;
}

/** The evidence of one kind between two accounts of a cluster. */
export class AccountLinkDto {
  @ApiProperty({ enum: LINK_KINDS, enumName: 'AccountLinkKind' }) kind: (typeof LINK_KINDS)[number];
  /** For `treasury`: the account that contributed to the gang that paid `userB`. */
  userA: string;
  userB: string;
  /** Shared addresses or devices; transfers; market sales; treasury payouts. */
  @ApiProperty({ type: 'integer' }) count: number;
  /** Money moved (0 for addresses and devices). */
  @ApiProperty({ type: 'integer' }) amount: number;
  lastSeenAt: string;
  /** The shared addresses or device ids, the items moved, or the gangs (`gang:<id>`); at most 10. */
  details: string[];
  /** Whether an admin marked the pair as a known household. */
  exempt: boolean;
}

/** Accounts joined by shared sign-in addresses or devices, with every link among them. */
export class LinkedClusterDto {
  /** A stable key of the cluster: its smallest account id. */
  key: string;
  accounts: LinkedAccountDto[];
  links: AccountLinkDto[];
  /** Whether every identity-linked pair is marked as a known household (its trades are not held). */
  exempt: boolean;
}

/** `GET /api/admin/linked-accounts`. */
export class LinkedClustersDto {
  clusters: LinkedClusterDto[];
  /**
   * A transfer, black-market purchase or gang treasury payout between linked accounts worth at least
   * this much money waits for review (LINKED_REVIEW_MIN).
   */
  @ApiProperty({ type: 'integer' }) reviewMinAmount: number;
  /** Addresses or devices shared by more accounts than this are left out (carrier NAT, schools). */
  @ApiProperty({ type: 'integer' }) maxSharers: number;
}

/** `POST /api/admin/linked-accounts/exemptions` (and `/remove`): a cluster or a pair of accounts. */
export class HouseholdDto {
  @IsArray({ message: msg.invalid('قائمة الحسابات') })
  @ArrayMinSize(2, { message: 'اختر حسابين على الأقل' })
  @ArrayMaxSize(MAX_CLUSTER_SIZE, { message: `لا يمكن تحديد أكثر من ${MAX_CLUSTER_SIZE} حساباً` })
  @IsUUID('all', { each: true, message: 'معرف المستخدم غير صحيح' })
  userIds: string[];

  @ApiProperty({ required: false, type: 'string', maxLength: 200 })
  @TextField({ label: 'الملاحظة', optional: true, trim: true, maxLength: 200 })
  note?: string;
}

/** The answer of marking or unmarking a household. */
export class HouseholdResultDto {
  message: string;
  /** Pairs whose mark changed. */
  @ApiProperty({ type: 'integer' }) pairs: number;
}

/** The operations between linked accounts that may wait for review (issue 30, part 6). */
export const HOLD_KINDS = ['transfer', 'market', 'treasury'] as const;
export type HoldKind = (typeof HOLD_KINDS)[number];

/**
 * A held operation's review state, in the player's words (the transfer history's statuses):
 * `held` waiting; `completed` approved, delivered to its receiver; `rejected` returned to where it came
 * from. (The tables keep their own: a listing `sold` / `returned`, a payout hold `released` / `returned`.)
 */
export const HOLD_STATUSES = ['held', 'completed', 'rejected'] as const;
export type HoldStatus = (typeof HOLD_STATUSES)[number];

/**
 * Why an operation waits for review: `linked_parties`, its two accounts share a sign-in address or
 * device (every transfer and purchase, and a payout ordered for a member linked to the one who
 * orders it); `linked_contributors`, a treasury payout to a member whose linked accounts filled that
 * treasury within the window (also a payout to oneself).
 */
export const HOLD_REASONS = ['linked_parties', 'linked_contributors'] as const;
export type HoldReason = (typeof HOLD_REASONS)[number];

/** One side of a held operation. */
export class HeldPartyDto {
  userId: string;
  name: string;
  @ApiProperty({ type: 'integer' }) characterId: number;
}

/**
 * An operation between linked accounts waiting for (or after) an admin's review: a transfer, a
 * black-market purchase or a gang treasury payout. `sender` is the account the money (or, for an
 * item transfer, the units) comes from: the transfer's sender, the buyer, the gang member who ordered
 * the payout; `receiver` is the account it goes to: the transfer's receiver, the seller, the paid member.
 */
export class HeldOperationDto {
  @ApiProperty({ enum: HOLD_KINDS, enumName: 'HoldKind' }) kind: HoldKind;
  /** Why it waits (see {@link HOLD_REASONS}). */
  @ApiProperty({ enum: HOLD_REASONS, enumName: 'HoldReason' }) reason: HoldReason;
  /** The transfer's id, the listing's id, or the payout hold's id (unique within its kind). */
  @ApiProperty({ type: 'integer' }) id: number;
  sender: HeldPartyDto;
  receiver: HeldPartyDto;
  /**
   * Money at stake, without the fee: the transferred amount, the purchase price, the payout; null
   * for an item transfer.
   */
  @ApiProperty({ type: 'integer', nullable: true }) amount: number | null;
  /**
   * The fee of the operation: a transfer's fee (escrowed with the amount, sunk on release, returned on
   * return); a purchase's market fee (part of the price, taken on release as in a normal sale); 0 for payouts.
   */
  @ApiProperty({ type: 'integer' }) fee: number;
  /** The units moved: a transfer's items, the purchased listing's item; null otherwise. */
  @ApiProperty({ type: 'string', nullable: true }) itemType: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) itemId: number | null;
  @ApiProperty({ type: 'string', nullable: true }) itemName: string | null;
  @ApiProperty({ type: 'integer', nullable: true }) quantity: number | null;
  /** The paying gang of a treasury payout (null once deleted, and for the other kinds). */
  @ApiProperty({ type: 'integer', nullable: true }) gangId: number | null;
  /** The gang's name when the payout was ordered (null for the other kinds). */
  @ApiProperty({ type: 'string', nullable: true }) gangName: string | null;
  @ApiProperty({ enum: HOLD_STATUSES, enumName: 'HoldStatus' }) status: HoldStatus;
  createdAt: string;
  @ApiProperty({ type: 'string', nullable: true }) decidedAt: string | null;
}

/** Path of `POST /api/admin/holds/{kind}/{id}/approve` and `/reject`. */
export class HeldOperationParamsDto {
  @EnumField({ values: HOLD_KINDS, enumName: 'HoldKind', label: 'نوع العملية' })
  kind: HoldKind;

  @IdField({ label: 'رقم العملية', max: MAX_SERIAL_ID, fromText: true })
  id: number;
}

/** The answer of releasing or returning a held operation. */
export class HeldOperationDecisionDto {
  /** Arabic confirmation for the admin. */
  message: string;
  operation: HeldOperationDto;
}
