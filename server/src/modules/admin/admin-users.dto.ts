import { ApiProperty } from '@nestjs/swagger';
import { FlaggedTransferPairDto } from '../transfers/transfers.dto';
import { TextField } from '../../common/validation/fields';
import { msg } from '../../common/validation/messages';

/** A blocked account (spec 001 section 3, "Blocked user"). */
export class BlockedUserDto {
  id: string;
  username: string | null;
  email: string | null;
  banReason: string | null;
  /** ISO time of the ban. */
  bannedAt: string | null;
}

/** `GET /api/admin/users/stats` (spec 001 section 3, "User stats", plus the flagged-address count of the cards). */
export class AdminUserStatsDto {
  @ApiProperty({ type: 'integer' }) totalUsers: number;
  @ApiProperty({ type: 'integer' }) blockedUsers: number;
  /** Distinct addresses seen at sign-in and refresh. */
  @ApiProperty({ type: 'integer' }) totalIps: number;
  /** Addresses shared by more than one user. */
  @ApiProperty({ type: 'integer' }) flaggedIps: number;
}

/** A character of a flagged address's user. */
export class FlaggedIpCharacterDto {
  name: string;
  @ApiProperty({ type: 'integer' }) level: number;
}

/** A user of a flagged address. */
export class FlaggedIpUserDto {
  id: string;
  username: string | null;
  email: string | null;
  isBanned: boolean;
  characters: FlaggedIpCharacterDto[];
}

/**
 * An address shared by more than one user (spec 001 section 3, "Flagged IP"); the client shows a
 * loopback address as 'localhost' (spec 001 section 9).
 */
export class FlaggedIpDto {
  ipAddress: string;
  @ApiProperty({ type: 'integer' }) userCount: number;
  users: FlaggedIpUserDto[];
  /** Flagged transfer pairs (DESIGN.md section 6) that shared this address, newest first. */
  transferPairs: FlaggedTransferPairDto[];
}

/**
 * `POST /api/admin/users/block` (spec 001 sections 2.9 and 7). The spec's form sends a numeric id;
 * ours are UUIDs, so `userId` takes the account's UUID or its username.
 */
export class BlockUserDto {
  @ApiProperty({ description: "The account's UUID or its username." })
  @TextField({
    label: 'معرف المستخدم',
    trim: true,
    minLength: 1,
    maxLength: 100,
    messages: {
      string: 'يرجى إدخال معرف المستخدم',
      minLength: 'يرجى إدخال معرف المستخدم',
      maxLength: msg.invalid,
    },
  })
  userId: string;

  @TextField({
    trim: true,
    notBlank: true,
    maxLength: 500,
    message: 'يرجى إدخال سبب الحظر',
    messages: { maxLength: 'سبب الحظر يجب أن يكون 500 حرف كحد أقصى' },
  })
  reason: string;
}

/** The account a block or unblock concerned. */
export class BlockActionUserDto {
  id: string;
  username: string | null;
}

/** Answer of block and unblock (spec 001 section 7: the response has `user.username`). */
export class BlockActionResultDto {
  success: boolean;
  message: string;
  user: BlockActionUserDto;
}
