import { Body, Controller, Get, Header, HttpCode, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import { AuthUser, ClientIp, CurrentUser } from '../../common/auth/decorators';
import { AccountDeletionService } from './account-deletion.service';
import { DataExportStatusDto, DeletionRequestedDto, RequestDeletionDto } from './account-rights.dto';
import { DataExportService } from './data-export.service';

/** The player's data rights (issue 26 parts 4 and 5; spec 000 section 1, the privacy page). */
@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class AccountRightsController {
  constructor(
    private readonly deletion: AccountDeletionService,
    private readonly exports: DataExportService,
  ) {}

  /**
   * Deletes the account: closed at once (signed out everywhere, hidden), erased after 7 days unless
   * the player signs in before. Confirmed with the password (a Google-only account: a Google sign-in
   * within the last 5 minutes). Rate limited (it checks a password).
   */
  @UseGuards(ThrottlerGuard)
  @Post('deletion')
  @HttpCode(200)
  requestDeletion(
    @CurrentUser() user: AuthUser,
    @Body() dto: RequestDeletionDto,
    @ClientIp() ip: string,
  ): Promise<DeletionRequestedDto> {
    return this.deletion.request(user.id, dto.password, ip);
  }

  /** The player's latest copy of their data: preparing, ready (link and expiry), or when the next may be asked for. */
  @Get('data-export')
  getDataExport(@CurrentUser() user: AuthUser): Promise<DataExportStatusDto> {
    return this.exports.status(user.id);
  }

  /** Asks for a copy of the player's data (at most one a day); a queued job builds it. */
  @Post('data-export')
  @HttpCode(200)
  requestDataExport(@CurrentUser() user: AuthUser): Promise<DataExportStatusDto> {
    return this.exports.request(user.id);
  }

  /** The copy itself (JSON), for its owner, while the link is valid (24 hours). */
  @Get('data-export/download/:token')
  @Header('content-disposition', 'attachment; filename="darkcity-data.json"')
  @Header('cache-control', 'no-store')
  @ApiOkResponse({ schema: { type: 'object', additionalProperties: true } })
  downloadDataExport(@CurrentUser() user: AuthUser, @Param('token') token: string): Promise<unknown> {
    return this.exports.download(user.id, token);
  }
}
