import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { msg } from '../../common/validation/messages';
import { lowerCase } from '../../common/validation/transforms';
import { ASSIGNABLE_GANG_RANKS, GANG_LIMITS, GangRank } from '../../game/gangs.rules';
import { EnumField, IdField, IntegerField, TextField } from '../../common/validation/fields';

/** The spec's wording for a bad amount (spec 001 section 5). */
const INVALID_AMOUNT = 'أدخل مبلغًا صحيحًا';
const INT4_MAX = 2_147_483_647;

const RankProperty = () => ApiProperty({ enum: GangRank, enumName: 'GangRank' });

/** A member's character as the gang page reads it (spec 001 section 3). */
export class GangCharacterDto {
  /** Fame over effective stats (the leaderboard's figure). */
  @ApiProperty({ type: 'integer' }) fame: number;
  @ApiProperty({ type: 'integer' }) level: number;
}

/** A player as the gang page shows them (spec 001 section 3: User{id, username, avatarUrl, isVip, isAdmin, Character{fame}}). */
export class GangUserDto {
  id: string;
  username: string;
  avatarUrl: string | null;
  isVip: boolean;
  isAdmin: boolean;
  /** Online on any node now (spec 001 section 2.1: the member list shows online status). */
  isOnline: boolean;
  Character: GangCharacterDto;
}

export class GangMemberDto {
  @ApiProperty({ type: 'integer' }) id: number;
  userId: string;
  @RankProperty() role: GangRank;
  User: GangUserDto;
}

/** `GET /api/gangs/{id}` (spec 001 sections 3 and 9): the gang with its members, highest rank first. */
export class GangDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  board: string;
  /** Treasury balance, in money. */
  @ApiProperty({ type: 'integer' }) money: number;
  @ApiProperty({ type: 'integer' }) maxMembers: number;
  @ApiProperty({ type: 'integer' }) memberCount: number;
  /** Sum of the members' fame (spec 001 section 9). */
  @ApiProperty({ type: 'integer' }) totalFame: number;
  createdAt: string;
  GangMembers: GangMemberDto[];
}

/** One gang in the `/gangs` list. */
export class GangSummaryDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  description: string;
  @ApiProperty({ type: 'integer' }) memberCount: number;
  @ApiProperty({ type: 'integer' }) maxMembers: number;
  @ApiProperty({ type: 'integer' }) totalFame: number;
  bossName: string;
}

/** `GET /api/gangs`: gangs by total fame, highest first. */
export class GangListDto {
  gangs: GangSummaryDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) totalPages: number;
}

/** Query of `GET /api/gangs`. */
export class GangListQueryDto {
  /** Part of the name, compared after Arabic normalisation and case folding. */
  @TextField({
    label: 'البحث',
    optional: true,
    trim: true,
    maxLength: GANG_LIMITS.nameMaxLength,
    messages: { string: null },
  })
  search?: string;

  @IntegerField({
    label: 'رقم الصفحة',
    min: 1,
    max: 100_000,
    optional: true,
    fromText: true,
    default: 1,
    messages: { max: msg.invalid },
  })
  page?: number;

  @IntegerField({ label: 'عدد العصابات', min: 1, max: 50, optional: true, fromText: true, default: 20 })
  limit?: number;
}

/** `GET /api/gangs/user/mine` (spec 000 section 7: the drawer reads `id`). */
export class MyGangDto {
  @ApiProperty({ type: 'integer' }) id: number;
  name: string;
  @RankProperty() role: GangRank;
}

/** Path of the routes that name a gang. */
export class GangParamsDto {
  @IdField({ label: 'معرف العصابة', max: INT4_MAX, fromText: true })
  id: number;
}

/** Path of `DELETE /api/gangs/join-requests/{requestId}`. */
export class JoinRequestParamsDto {
  @IdField({ label: 'معرف الطلب', max: INT4_MAX, fromText: true })
  requestId: number;
}

/** `POST /api/gangs`: name 3 to 20 characters, description up to 500 (DESIGN.md section 6). */
export class CreateGangDto {
  @TextField({
    label: 'اسم العصابة',
    trim: true,
    minLength: GANG_LIMITS.nameMinLength,
    maxLength: GANG_LIMITS.nameMaxLength,
  })
  name: string;

  @TextField({ label: 'الوصف', optional: true, trim: true, maxLength: GANG_LIMITS.descriptionMaxLength })
  description?: string;
}

/** `PATCH /api/gangs/{id}` (spec 001 section 7: {name, description}); the boss only. */
export class UpdateGangDto extends CreateGangDto {}

/** `PATCH /api/gangs/{id}/board`. */
export class UpdateBoardDto {
  @TextField({ label: 'نص اللوحة', maxLength: GANG_LIMITS.boardMaxLength })
  board: string;
}

export class GangBoardDto {
  board: string;
}

/** `POST /api/gangs/{id}/contribute`: whole money, at least 1 (spec 001 section 5). */
export class ContributeDto {
  @IntegerField({ min: 1, max: 1_000_000_000_000, message: INVALID_AMOUNT })
  amount: number;
}

/** `POST /api/gangs/{id}/transfer-money`: `memberId` is the receiving member's user id. */
export class TransferMoneyDto extends ContributeDto {
  @lowerCase()
  @IsUUID('all', { message: 'اختر عضوًا' })
  memberId: string;
}

/** Treasury balance after a contribution or transfer (spec 001 section 7 reads `gangMoney`). */
export class GangMoneyDto {
  /** Treasury balance, in money (a held payout has already left it). */
  @ApiProperty({ type: 'integer' }) gangMoney: number;
  /** The caller's cash after the operation, in money. */
  @ApiProperty({ type: 'integer' }) money: number;
  /**
   * `completed`; `held` when a payout to a member linked to the caller waits for an admin's review
   * (its money in escrow, issue 30 part 6). Contributions are always completed.
   */
  @ApiProperty({ enum: ['completed', 'held'], enumName: 'GangMoneyStatus' }) status: 'completed' | 'held';
  /** Why the payout is held (Arabic); null otherwise. */
  @ApiProperty({ type: 'string', nullable: true }) notice: string | null;
}

/** `POST /api/gangs/{id}/kick`. */
export class KickMemberDto {
  @lowerCase()
  @IsUUID('all', { message: 'اختر عضوًا' })
  targetUserId: string;
}

/** `POST /api/gangs/{id}/change-role`: the boss's dropdown offers AUDW, MUSHREF, NAIB, WAZIR. */
export class ChangeRoleDto {
  @lowerCase()
  @IsUUID('all', { message: 'اختر عضوًا' })
  userId: string;

  @EnumField({
    values: ASSIGNABLE_GANG_RANKS,
    enumName: 'AssignableGangRank',
    message: 'لا يمكن تعيين هذه الرتبة',
  })
  newRole: GangRank;
}

/** `POST /api/gangs/{id}/transfer-leadership`. */
export class TransferLeadershipDto {
  @lowerCase()
  @IsUUID('all', { message: 'اختر عضوًا' })
  newLeaderId: string;
}

/** `POST /api/gangs/{id}/join-requests/accept` and `/reject`. */
export class JoinRequestDecisionDto {
  @IdField({ label: 'معرف الطلب', max: INT4_MAX })
  requestId: number;
}

/** `POST /api/gangs/{id}/join-requests`: an optional message up to 200 characters. */
export class SendJoinRequestDto {
  @TextField({ label: 'الرسالة', optional: true, trim: true, maxLength: GANG_LIMITS.requestMessageMaxLength })
  message?: string;
}

/** A pending request as the gang's officers see it (spec 001 section 3: id, message, createdAt, User). */
export class GangJoinRequestDto {
  @ApiProperty({ type: 'integer' }) id: number;
  message: string;
  createdAt: string;
  User: GangUserDto;
}

/** One of the caller's own pending requests. */
export class MyJoinRequestDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ type: 'integer' }) gangId: number;
  gangName: string;
  message: string;
  createdAt: string;
}

/** `GET /api/gangs/user/join-requests`: the caller's pending requests, newest first. */
export class MyJoinRequestsDto {
  requests: MyJoinRequestDto[];
}

/** `POST /api/gangs/{id}/join-requests`. */
export class SentJoinRequestDto {
  success: boolean;
  message: string;
  request: MyJoinRequestDto;
}

/** The calls whose response the spec does not show: a success flag and the Arabic text to toast. */
export class GangActionResultDto {
  success: boolean;
  message: string;
}
