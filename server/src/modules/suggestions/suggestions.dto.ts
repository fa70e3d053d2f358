import { ApiProperty } from '@nestjs/swagger';
import {
  SUGGESTION_LIMITS,
  SUGGESTION_STATUSES,
  SUGGESTION_TYPES,
  SuggestionStatus,
  SuggestionType,
} from '../../game/suggestions.rules';
import { EnumField, TextField } from '../../common/validation/fields';

/** `POST /api/suggestions` (DESIGN.md section 6, Suggestions). */
export class CreateSuggestionDto {
  @EnumField({
    values: SUGGESTION_TYPES,
    enumName: 'SuggestionType',
    message: 'نوع الاقتراح يجب أن يكون اقتراحاً أو خطأً أو أخرى',
  })
  type: SuggestionType;

  @TextField({
    label: 'العنوان',
    trim: true,
    notEmpty: true,
    minLength: SUGGESTION_LIMITS.titleMin,
    maxLength: SUGGESTION_LIMITS.titleMax,
  })
  title: string;

  @TextField({
    label: 'الرسالة',
    trim: true,
    notEmpty: true,
    minLength: SUGGESTION_LIMITS.messageMin,
    maxLength: SUGGESTION_LIMITS.messageMax,
  })
  message: string;
}

/** `GET /api/suggestions` query: search in title, message and username; filter by status. */
export class SuggestionsQueryDto {
  @TextField({ label: 'نص البحث', optional: true, maxLength: 100 })
  search?: string;

  @EnumField({
    values: SUGGESTION_STATUSES,
    enumName: 'SuggestionStatus',
    message: 'حالة الاقتراح غير صحيحة',
    optional: true,
  })
  status?: SuggestionStatus;
}

/** `PUT /api/suggestions/{id}/status`: the new status and the admin's notes (kept when omitted). */
export class UpdateSuggestionStatusDto {
  @EnumField({
    values: SUGGESTION_STATUSES,
    enumName: 'SuggestionStatus',
    message: 'حالة الاقتراح غير صحيحة',
  })
  status: SuggestionStatus;

  @TextField({
    label: 'ملاحظات الإدارة',
    optional: true,
    trim: true,
    maxLength: SUGGESTION_LIMITS.adminNotesMax,
  })
  adminNotes?: string;
}

/** A suggestion as its author sees it. */
export class SuggestionDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: SUGGESTION_TYPES, enumName: 'SuggestionType' }) type: SuggestionType;
  title: string;
  message: string;
  @ApiProperty({ enum: SUGGESTION_STATUSES, enumName: 'SuggestionStatus' }) status: SuggestionStatus;
  @ApiProperty({ type: String, nullable: true }) adminNotes: string | null;
  createdAt: string;
  @ApiProperty({ type: String, nullable: true }) resolvedAt: string | null;
}

/** The author of a suggestion, for the admin (spec 001 section 3). */
export class SuggestionUserDto {
  @ApiProperty({ type: String, nullable: true }) username: string | null;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) characterName: string | null;
}

/** A suggestion on the admin screen, with its author. */
export class AdminSuggestionDto extends SuggestionDto {
  user: SuggestionUserDto;
}

/** The player's own suggestions, newest first, and how many more they may send today. */
export class MySuggestionsDto {
  suggestions: SuggestionDto[];
  @ApiProperty({ type: 'integer' }) remainingToday: number;
}

/** `GET /api/suggestions`: newest first. */
export class AdminSuggestionsDto {
  suggestions: AdminSuggestionDto[];
}

/** `GET /api/suggestions/stats`. */
export class SuggestionStatsDto {
  @ApiProperty({ type: 'integer' }) total: number;
  @ApiProperty({ type: 'integer' }) unread: number;
  @ApiProperty({ type: 'integer' }) pending: number;
  @ApiProperty({ type: 'integer' }) done: number;
}

export class SuggestionStatusUpdatedDto {
  success: boolean;
  suggestion: AdminSuggestionDto;
}

export class SuggestionDeletedDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) id: number;
}
