import { ApiProperty } from '@nestjs/swagger';
import { FILTER_CATEGORIES, type FilterCategory } from '../../game/word-filter.rules';
import { DateField, DecimalField, EnumField, IntegerField, TextField } from '../../common/validation/fields';

/** One word an admin added to the filter. */
export class FilteredWordDto {
  @ApiProperty({ type: 'integer' }) id: number;
  word: string;
  @ApiProperty({ enum: FILTER_CATEGORIES, enumName: 'FilterCategory' }) category: FilterCategory;
  createdAt: string;
}

/** The filter's lists: the words we ship (read-only) and the admins' words. */
export class FilteredWordListDto {
  @ApiProperty({ type: [FilteredWordDto] }) words: FilteredWordDto[];
  /** The shipped words of each category. */
  @ApiProperty({ type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } })
  shipped: Record<FilterCategory, string[]>;
}

export class CreateFilteredWordDto {
  @TextField({ label: 'الكلمة', trim: true, notEmpty: true, maxLength: 100 })
  word: string;

  @EnumField({ values: FILTER_CATEGORIES, enumName: 'FilterCategory', label: 'التصنيف' })
  category: FilterCategory;
}

export class FilteredWordDeletedDto {
  message: string;
}

/** `GET /api/admin/blocked-messages` query (spec 002 section 7). */
export class ListBlockedMessagesQueryDto {
  @IntegerField({ label: 'رقم الصفحة', min: 1, optional: true, fromText: true, default: 1 })
  page?: number;

  @IntegerField({ label: 'عدد الرسائل', min: 1, max: 100, optional: true, fromText: true, default: 20 })
  limit?: number;

  /** GLOBAL or PRIVATE (any case). */
  @EnumField({
    values: ['GLOBAL', 'PRIVATE'],
    alsoAccepted: ['global', 'private'],
    enumName: 'BlockedMessageType',
    label: 'نوع الرسالة',
    optional: true,
  })
  messageType?: string;

  @EnumField({ values: FILTER_CATEGORIES, enumName: 'FilterCategory', label: 'التصنيف', optional: true })
  category?: FilterCategory;

  /** Part of the sender's username. */
  @TextField({ label: 'اسم المستخدم', optional: true, maxLength: 50 })
  username?: string;

  /** ISO date or time; a bare date means the start of that day (UTC). */
  @DateField({ label: 'تاريخ البداية', optional: true, apiProperty: false })
  dateFrom?: string;

  /** ISO date or time; a bare date means the end of that day (UTC). */
  @DateField({ label: 'تاريخ النهاية', optional: true, apiProperty: false })
  dateTo?: string;
}

/** One blocked message (spec 002 section 3, Blocked message). */
export class BlockedMessageDto {
  id: string;
  @ApiProperty({ enum: ['GLOBAL', 'PRIVATE'], enumName: 'BlockedMessageType' }) messageType:
    'GLOBAL' | 'PRIVATE';
  userId: string | null;
  username: string | null;
  originalContent: string;
  filteredContent: string;
  @ApiProperty({ enum: FILTER_CATEGORIES, enumName: 'FilterCategory' }) category: FilterCategory;
  matchedWords: string[];
  receiverId: string | null;
  @ApiProperty({
    nullable: true,
    type: 'object',
    properties: { username: { type: 'string', nullable: true } },
  })
  Receiver: { username: string | null } | null;
  createdAt: string;
}

export class BlockedMessageListDto {
  @ApiProperty({ type: [BlockedMessageDto] }) blockedMessages: BlockedMessageDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) totalPages: number;
}

export class BlockedMessageStatisticsDto {
  @ApiProperty({ type: 'integer' }) total: number;
  /** Since midnight in the game's time zone (TZ_GAME). */
  @ApiProperty({ type: 'integer' }) today: number;
  /** In the last 7 days. */
  @ApiProperty({ type: 'integer' }) thisWeek: number;
}

/** The oldest age `olderThan` may name (100 years), so the cut-off stays a date PostgreSQL stores. */
export const MAX_PURGE_AGE_DAYS = 36_500;

/** `DELETE /api/admin/blocked-messages` body: at least one of the two (the spec's cleanup presets). */
export class DeleteBlockedMessagesDto {
  /** Delete rows older than this many days (30 and 7 are the screen's presets). */
  @DecimalField({ label: 'المدة', min: 0, max: MAX_PURGE_AGE_DAYS, optional: true })
  olderThan?: number;

  @EnumField({ values: FILTER_CATEGORIES, enumName: 'FilterCategory', label: 'التصنيف', optional: true })
  category?: FilterCategory;
}

export class BlockedMessagesDeletedDto {
  message: string;
  @ApiProperty({ type: 'integer' }) deleted: number;
}
