import { ApiProperty } from '@nestjs/swagger';
import { AdminPageQueryDto } from '../../common/admin-page-query.dto';
import { AdminAuditEntryDto } from './admin-characters.dto';
import { DateField, EnumField, IntegerField, TextField } from '../../common/validation/fields';

/** Page size of the catalogue audit log, and the most one page may hold. */
export const CATALOGUE_AUDIT_PAGE_SIZE = 20;
export const CATALOGUE_AUDIT_PAGE_MAX = 100;

/** Query of `GET /api/admin/audit-log/catalogue`. */
export class CatalogueAuditQueryDto extends AdminPageQueryDto {
  @IntegerField({
    label: 'عدد السجلات',
    min: 1,
    max: CATALOGUE_AUDIT_PAGE_MAX,
    optional: true,
    fromText: true,
    default: CATALOGUE_AUDIT_PAGE_SIZE,
  })
  limit?: number;

  /** Part of the action (`POST /api/shop/admin/weapons`, ...), case-insensitive: a method or a route. */
  @TextField({ label: 'البحث', optional: true, trim: true, maxLength: 100 })
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

/** Page size of the whole audit log, and the most one page may hold (issue 30, part 3). */
export const AUDIT_LOG_PAGE_SIZE = 50;
export const AUDIT_LOG_PAGE_MAX = 100;
/** What an entry acts on. */
export const AUDIT_TARGET_TYPES = [
  'character',
  'user',
  'catalogue',
  'transfer',
  'export',
  'queue',
  'market_purchase',
  'treasury_payout',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

/**
 * Query of `GET /api/admin/audit-log`: the whole log, newest first, filtered by admin, action,
 * target and game day (`TZ_GAME`, both ends included).
 */
export class AuditLogQueryDto extends AdminPageQueryDto {
  @IntegerField({
    label: 'عدد السجلات',
    min: 1,
    max: AUDIT_LOG_PAGE_MAX,
    optional: true,
    fromText: true,
    default: AUDIT_LOG_PAGE_SIZE,
  })
  limit?: number;

  /** Part of the admin's username, case-insensitive. */
  @TextField({ label: 'اسم المشرف', optional: true, trim: true, maxLength: 50 })
  admin?: string;

  /** Part of the action (`character.money`, `user.block`, `DELETE /api/admin/...`), case-insensitive. */
  @TextField({ label: 'نوع الإجراء', optional: true, trim: true, maxLength: 100 })
  action?: string;

  @EnumField({ values: AUDIT_TARGET_TYPES, enumName: 'AuditTargetType', label: 'نوع الهدف', optional: true })
  targetType?: AuditTargetType;

  /** The target's id exactly: a character id, an account id, a catalogue row id or path. */
  @TextField({ label: 'الهدف', optional: true, trim: true, maxLength: 200 })
  targetId?: string;

  /** First game day, `YYYY-MM-DD`. */
  @DateField({ label: 'تاريخ البداية', optional: true, day: true, example: '2026-11-01' })
  dateFrom?: string;

  /** Last game day, `YYYY-MM-DD`, included. */
  @DateField({ label: 'تاريخ النهاية', optional: true, day: true, example: '2026-11-30' })
  dateTo?: string;
}

/** One entry of the whole log: who, what, on whom, before and after, when, from which address. */
export class AuditLogEntryDto extends AdminAuditEntryDto {
  @ApiProperty({ type: String, nullable: true }) adminId: string | null;
  @ApiProperty({ enum: AUDIT_TARGET_TYPES, enumName: 'AuditTargetType' }) targetType: AuditTargetType;
  targetId: string;
  /** The username behind a character or account target; null for a catalogue or a deleted target. */
  @ApiProperty({ type: String, nullable: true }) targetName: string | null;
}

/** `GET /api/admin/audit-log`: one page, newest first. */
export class AuditLogDto {
  entries: AuditLogEntryDto[];
  @ApiProperty({ type: 'integer' }) total: number;
  /** At least 1. */
  @ApiProperty({ type: 'integer' }) totalPages: number;
  @ApiProperty({ type: 'integer' }) page: number;
  @ApiProperty({ type: 'integer' }) limit: number;
}
