import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsUUID } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { MAX_CLUSTER_SIZE } from './linked-accounts.rules';
import { TextField } from '../../common/validation/fields';

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
  /** Whether every identity-linked pair is marked as a known household (its transfers are not held). */
  exempt: boolean;
}

/** `GET /api/admin/linked-accounts`. */
export class LinkedClustersDto {
  clusters: LinkedClusterDto[];
  /** A transfer between linked accounts worth at least this much money waits for review (LINKED_TRANSFER_REVIEW_MIN). */
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
