import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import {
  AuditLogDto,
  AuditLogQueryDto,
  CatalogueAuditLogDto,
  CatalogueAuditQueryDto,
} from './admin-audit.dto';
import { AdminAuditService } from './admin-audit.service';

/**
 * The admin audit log as admins read it (issues 15 and 30): the whole log and the catalogue part; a
 * character's own rows are on its detail.
 */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/audit-log')
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditService) {}

  /** Every admin action (issue 30): who, what, on whom, before/after, when, from where; filtered and paged. */
  @Get()
  listAuditLog(@Query() query: AuditLogQueryDto): Promise<AuditLogDto> {
    return this.audit.log(query);
  }

  /** The admins' catalogue changes (creates, updates, toggles, deletes of every feature), newest first. */
  @Get('catalogue')
  listCatalogueAuditLog(@Query() query: CatalogueAuditQueryDto): Promise<CatalogueAuditLogDto> {
    return this.audit.catalogueLog(query);
  }
}
