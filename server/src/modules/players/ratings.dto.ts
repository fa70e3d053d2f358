import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { Rating, RATINGS } from './rating.entity';
import { lowerCase } from '../../common/validation/transforms';
import { EnumField } from '../../common/validation/fields';

/** Path of `POST /api/character/profile/{userId}/rate` and `GET .../{userId}/ratings`. */
export class ProfileUserParamsDto {
  /** User id (UUID) of the rated player; compared lower-case, as PostgreSQL prints ids. */
  @lowerCase()
  @IsUUID('all', { message: 'معرف اللاعب غير صحيح' })
  userId: string;
}

/** Body of `POST /api/character/profile/{userId}/rate`. */
export class RateProfileDto {
  @EnumField({ values: RATINGS, enumName: 'Rating', message: 'التقييم يجب أن يكون إعجاب أو عدم إعجاب' })
  rating: Rating;
}

/** A profile's rating summary (spec 000 section 3): counts, and the caller's own rating or null. */
export class RatingSummaryDto {
  @ApiProperty({ type: 'integer' }) likes: number;
  @ApiProperty({ type: 'integer' }) dislikes: number;
  @ApiProperty({ enum: RATINGS, enumName: 'Rating', nullable: true }) userRating: Rating | null;
}

/** `POST /api/character/profile/{userId}/rate`: the profile's summary after the rating. */
export class RateProfileResultDto {
  success: boolean;
  ratings: RatingSummaryDto;
}
