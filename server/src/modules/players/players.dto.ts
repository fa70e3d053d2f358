import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { RatingSummaryDto } from './ratings.dto';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { EnumField, IntegerField, TextField } from '../../common/validation/fields';

/** Spec 000 section 9: search limit 50, minimum query 2 characters. */
export const SEARCH_MAX_LIMIT = 50;
export const SEARCH_MIN_QUERY = 2;
const SEARCH_SORTS = ['level'] as const;
type SearchUsersSort = (typeof SEARCH_SORTS)[number];

/** Query of `GET /api/v1/search/users` (spec 000 section 7). */
export class SearchUsersQueryDto {
  /** Only `level` (highest first, then fights won) is supported. */
  @EnumField({
    values: SEARCH_SORTS,
    enumName: 'SearchUsersSort',
    message: 'الترتيب غير مدعوم',
    optional: true,
    default: 'level',
  })
  sort: SearchUsersSort = 'level';

  @IntegerField({
    label: 'عدد النتائج',
    min: 1,
    max: SEARCH_MAX_LIMIT,
    optional: true,
    fromText: true,
    default: SEARCH_MAX_LIMIT,
  })
  limit: number = SEARCH_MAX_LIMIT;

  /** Part of a username, at least 2 characters after trimming; omit it to list the top players. */
  @ApiProperty({ required: false, minLength: SEARCH_MIN_QUERY, maxLength: 50 })
  @TextField({ label: 'نص البحث', optional: true, trim: true, minLength: SEARCH_MIN_QUERY, maxLength: 50 })
  query?: string;
}

/**
 * One player of the search (spec 000 section 3, search result user). The spec's client reads either
 * spelling (`userId` or `id`, `displayName` or `name`, `isVip` or `isVIP`), so both are sent.
 */
export class SearchUserDto {
  userId: string;
  /** Same as userId. */
  id: string;
  username: string | null;
  displayName: string;
  /** Same as displayName. */
  name: string;
  avatarUrl: string | null;
  isVip: boolean;
  /** Same as isVip. */
  isVIP: boolean;
  isAdmin: boolean;
  @ApiProperty({ type: 'integer' }) level: number;
  @ApiProperty({ type: 'integer' }) fightsWon: number;
  @ApiProperty({ type: 'integer' }) fightsLost: number;
  isOnline: boolean;
  /** Whole days since the character was created. */
  @ApiProperty({ type: 'integer' }) daysInGame: number;
}

/**
 * Another player's profile (`GET /api/character/profile/by-username/{username}`): public fields only,
 * no balances, confinement or account details.
 */
export class PublicProfileDto {
  userId: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  @ApiProperty({ type: 'integer' }) level: number;
  /** The power figure of the player's effective stats (DESIGN.md section 6). */
  @ApiProperty({ type: 'integer' }) fame: number;
  @ApiProperty({ type: 'integer' }) fightsWon: number;
  @ApiProperty({ type: 'integer' }) fightsLost: number;
  @ApiProperty({ type: 'integer' }) crimesCommitted: number;
  isVip: boolean;
  isAdmin: boolean;
  isOnline: boolean;
  @ApiProperty({ type: 'integer' }) daysInGame: number;
  gender: string | null;
  countryCode: string | null;
  ratings: RatingSummaryDto;
}

/** `profile:request` payload: whose profile; the caller's own without it. */
export class ProfileRequestEventDto {
  @IsOptionalNonNull()
  @IsUUID('all', { message: 'معرف المستخدم غير صحيح' })
  userId?: string;
}

/** Whole days between a character's creation and `now`. */
export const daysInGame = (createdAt: Date, now: Date) =>
  Math.floor((now.getTime() - createdAt.getTime()) / 86_400_000);

/** VIP holds while vipExpiresAt is in the future (spec 000 section 3). */
export const isVipAt = (vipExpiresAt: Date | null, now: Date) => vipExpiresAt !== null && vipExpiresAt > now;
