import { ApiProperty } from '@nestjs/swagger';
import { IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { strictInteger } from '../../common/validation/integers';
import { msg } from '../../common/validation/messages';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { trim } from '../../common/validation/transforms';
import { AdminAuditEntryDto, AdminPageQueryDto } from './admin-characters.dto';

/** Page size of the catalogue audit log, and the most one page may hold. */
export const CATALOGUE_AUDIT_PAGE_SIZE = 20;
export const CATALOGUE_AUDIT_PAGE_MAX = 100;

/** Query of `GET /api/admin/audit-log/catalogue`. */
export class CatalogueAuditQueryDto extends AdminPageQueryDto {
  @ApiProperty({
    type: 'integer',
    required: false,
    default: CATALOGUE_AUDIT_PAGE_SIZE,
    minimum: 1,
    maximum: CATALOGUE_AUDIT_PAGE_MAX,
  })
  @IsOptionalNonNull()
  @strictInteger()
  @IsInt({ message: msg.invalid('عدد السجلات') })
  @Min(1, { message: msg.min('عدد السجلات', 1) })
  @Max(CATALOGUE_AUDIT_PAGE_MAX, { message: msg.max('عدد السجلات', CATALOGUE_AUDIT_PAGE_MAX) })
  limit?: number;

  /** Part of the action (`POST /api/shop/admin/weapons`, ...), case-insensitive: a method or a route. */
  @IsOptionalNonNull()
  @trim()
  @IsString({ message: msg.invalid('البحث') })
  @MaxLength(100, { message: msg.maxLength('البحث', 100) })
  search?: string;
}

/**
 * One admin change of a catalogue (written by `AdminRequestAuditInterceptor`): action
 * `METHOD /route/:pattern`, before null, after `{ method, path, params, body }`.
 */
export class CatalogueAuditEntryDto extends AdminAuditEntryDto {
  /** The route's `id` parameter, else the request path (a create). */
  targetId: string;
}

/** `GET /api/admin/audit-log/catalogue`: one page, newest first. */
export class CatalogueAuditLogDto {
  entries: CatalogueAuditEntryDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  /** At least 1. */
  @ApiProperty({ type: 'integer' }) totalPages: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) limit: number;
}
