import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../common/auth/decorators';
import { CatalogueAuditLogDto, CatalogueAuditQueryDto } from './admin-audit.dto';
import { AdminAuditService } from './admin-audit.service';

/** The admin audit log as admins read it (issue 15); a character's own rows are on its detail. */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@Controller('admin/audit-log')
export class AdminAuditController {
  constructor(private readonly audit: AdminAuditService) {}

  /** The admins' catalogue changes (creates, updates, toggles, deletes of every feature), newest first. */
  @Get('catalogue')
  listCatalogueAuditLog(@Query() query: CatalogueAuditQueryDto): Promise<CatalogueAuditLogDto> {
    return this.audit.catalogueLog(query);
  }
}
