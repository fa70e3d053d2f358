import { ApiProperty, PartialType } from '@nestjs/swagger';
import { NEWS_COLORS, NewsColor } from './game-news.entity';
import { BooleanField, EnumField, TextField } from '../../common/validation/fields';

/** Longest title and content an admin may write. */
export const NEWS_LIMITS = { titleMax: 200, contentMax: 5000 } as const;
/** Colour of a news item sent without one. */
export const DEFAULT_NEWS_COLOR: NewsColor = 'blue';

/** A news item (spec 002 section 3); `admin` is the author's username. */
export class GameNewsDto {
  @ApiProperty({ type: 'integer' }) id: number;
  title: string;
  content: string;
  @ApiProperty({ enum: NEWS_COLORS, enumName: 'NewsColor' }) color: NewsColor;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  @ApiProperty({ type: String, nullable: true }) admin: string | null;
}

/** `POST /api/game-news/admin/news` (spec 002 sections 5 and 7): title and content non-blank. */
export class CreateGameNewsDto {
  @TextField({ label: 'عنوان الخبر', trim: true, notEmpty: true, maxLength: NEWS_LIMITS.titleMax })
  title: string;

  @TextField({ label: 'محتوى الخبر', trim: true, notEmpty: true, maxLength: NEWS_LIMITS.contentMax })
  content: string;

  /** One of yellow, green, red, blue, purple, orange, pink (default blue). */
  @EnumField({
    values: NEWS_COLORS,
    enumName: 'NewsColor',
    label: 'لون الخبر',
    optional: true,
    default: DEFAULT_NEWS_COLOR,
  })
  color?: NewsColor;

  /** Default true. */
  @BooleanField({ label: 'حالة التفعيل', optional: true, apiProperty: false })
  isActive?: boolean;
}

/** `PUT /api/game-news/admin/news/{id}`: any subset of the fields. */
export class UpdateGameNewsDto extends PartialType(CreateGameNewsDto, { skipNullProperties: false }) {}

export class GameNewsDeletedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) id: number;
}
