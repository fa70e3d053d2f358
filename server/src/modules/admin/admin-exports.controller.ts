import { applyDecorators, Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { MessageReportsQueryDto } from '../messages/message-reports.dto';
import { ListBlockedMessagesQueryDto } from '../moderation/moderation.dto';
import { AdminPurchasesQueryDto } from '../packages/purchases-admin.dto';
import { AuditLogQueryDto } from './admin-audit.dto';
import { AdminCharacterListQueryDto } from './admin-characters.dto';
import { CharacterLedgerExportQueryDto } from './admin-exports.dto';
import { AdminExportsService } from './admin-exports.service';

/** A CSV download in the OpenAPI document: `text/csv` (UTF-8 with BOM), saved by the browser. */
const CsvResponse = (what: string) =>
  applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({
      description: `${what} as CSV (UTF-8 with BOM; Content-Disposition: attachment)`,
      content: { 'text/csv': { schema: { type: 'string', format: 'binary' } } },
    }),
  );

/**
 * The back office's CSV exports (issue 30, part 4), beside the screens they export: the same
 * filters as each list's query (paging ignored), admins only, each export written to the audit log.
 */
@ApiTags('admin-exports')
@ApiBearerAuth()
@AdminOnly()
@Controller()
export class AdminExportsController {
  constructor(private readonly exports: AdminExportsService) {}

  /** The characters list with its search and status filter, by character id. */
  @Get('admin/characters/export')
  @CsvResponse('The characters')
  exportAdminCharacters(
    @CurrentUser() admin: AuthUser,
    @Query() query: AdminCharacterListQueryDto,
  ): Promise<StreamableFile> {
    return this.exports.characterList(admin.id, query);
  }

  /** One player's cash and bank ledger, newest first. */
  @Get('admin/characters/:id/ledger/export')
  @CsvResponse("A player's ledger")
  exportCharacterLedger(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
    @Query() query: CharacterLedgerExportQueryDto,
  ): Promise<StreamableFile> {
    return this.exports.ledger(admin.id, id, query);
  }

  /** The purchases with the purchases page's filters, newest first. */
  @Get('admin/purchases/export')
  @CsvResponse('The purchases')
  exportAdminPurchases(
    @CurrentUser() admin: AuthUser,
    @Query() query: AdminPurchasesQueryDto,
  ): Promise<StreamableFile> {
    return this.exports.purchaseList(admin.id, query);
  }

  /** The whole audit log with its filters, newest first (this export's own entry included). */
  @Get('admin/audit-log/export')
  @CsvResponse('The audit log')
  exportAuditLog(@CurrentUser() admin: AuthUser, @Query() query: AuditLogQueryDto): Promise<StreamableFile> {
    return this.exports.auditLog(admin.id, query);
  }

  /** The private message reports of one status (or all), newest first. */
  @Get('messages/reports/export')
  @CsvResponse('The message reports')
  exportMessageReports(
    @CurrentUser() admin: AuthUser,
    @Query() query: MessageReportsQueryDto,
  ): Promise<StreamableFile> {
    return this.exports.reportList(admin.id, query);
  }

  /** The blocked messages with the screen's filters, newest first. */
  @Get('admin/blocked-messages/export')
  @CsvResponse('The blocked messages')
  exportBlockedMessages(
    @CurrentUser() admin: AuthUser,
    @Query() query: ListBlockedMessagesQueryDto,
  ): Promise<StreamableFile> {
    return this.exports.blockedMessageList(admin.id, query);
  }
}
