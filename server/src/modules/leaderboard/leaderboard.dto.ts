import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { RatingSummaryDto } from '../players/ratings.dto';
import { EnumField, IntegerField } from '../../common/validation/fields';

/** The five boards (spec 000 section 2, Leaderboard). */
export const LEADERBOARD_SORTS = ['fame', 'level', 'money', 'fightsWon', 'crimesCommitted'] as const;
export type LeaderboardSort = (typeof LEADERBOARD_SORTS)[number];

/** Spec 000 section 9: 50 entries per board. */
export const LEADERBOARD_SIZE = 50;

export const isLeaderboardSort = (value: unknown): value is LeaderboardSort =>
  typeof value === 'string' && (LEADERBOARD_SORTS as readonly string[]).includes(value);

/** Query of `GET /api/leaderboard/complete`. */
export class LeaderboardQueryDto {
  @EnumField({
    values: LEADERBOARD_SORTS,
    enumName: 'LeaderboardSort',
    label: 'نوع الترتيب',
    optional: true,
    default: 'fame',
  })
  sort: LeaderboardSort = 'fame';

  @IntegerField({
    label: 'عدد النتائج',
    min: 1,
    max: LEADERBOARD_SIZE,
    optional: true,
    fromText: true,
    default: LEADERBOARD_SIZE,
  })
  limit: number = LEADERBOARD_SIZE;
}

/**
 * `join` / `leave` payload: the screen room a socket enters while the screen is open. Only the
 * leaderboard has one so far; `sort` is the board it shows (pushed after every rebuild).
 */
export class ScreenRoomEventDto {
  @IsIn(['leaderboard'], { message: 'الغرفة غير صحيحة' })
  room: 'leaderboard';

  @EnumField({ values: LEADERBOARD_SORTS, label: 'نوع الترتيب', optional: true, apiProperty: false })
  sort: LeaderboardSort = 'fame';
}

/** One row of a board (spec 000 section 3, leaderboard entry). */
export class LeaderboardEntryDto {
  userId: string;
  username: string | null;
  /** The name shown: username, or the display name before one is set. */
  name: string;
  avatarUrl: string | null;
  @ApiProperty({ type: 'integer' }) level: number;
  /**
   * Whether the player was VIP (`vip_expires_at` after the build time) as of the last 5-minute rebuild,
   * so the name shows with the VIP badge (spec 000 sections 3 and 6); it may lag a purchase or an expiry
   * by up to 5 minutes.
   */
  isVip: boolean;
  /** 1 for the top player. */
  @ApiProperty({ type: 'integer' }) position: number;
  /** The ranked value: fame, level, money, fights won or crimes committed. */
  @ApiProperty({ type: 'integer' }) criteria: number;
}

/** `GET /api/leaderboard/complete`; also the `rankings:update` payload. */
@ApiExtraModels(RatingSummaryDto)
export class RankingsDto {
  /** Which board this is, so a `rankings:update` lands under the right tab. */
  @ApiProperty({ enum: LEADERBOARD_SORTS, enumName: 'LeaderboardSort' })
  sort: LeaderboardSort;
  rankings: LeaderboardEntryDto[];
  /** Each ranked player's rating summary, keyed by user id, with the caller's own rating. */
  @ApiProperty({ type: 'object', additionalProperties: { $ref: getSchemaPath(RatingSummaryDto) } })
  ratings: Record<string, RatingSummaryDto>;
}
