import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { HouseholdDto, HouseholdResultDto, LinkedClustersDto } from '../linked-accounts/linked-accounts.dto';
import { HeldTransferDecisionDto, HeldTransferDto } from '../transfers/transfers.dto';
import { AdminLinkedAccountsService } from './admin-linked-accounts.service';
import { AuditedByService } from './admin-request-audit.interceptor';

/** Linked accounts and held transfers (issue 30, part 6). */
@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@AuditedByService()
@Controller('admin')
export class AdminLinkedAccountsController {
  constructor(private readonly linked: AdminLinkedAccountsService) {}

  /** Clusters of accounts sharing sign-in addresses or devices, with every link among them, largest first. */
  @Get('linked-accounts')
  getLinkedClusters(): Promise<LinkedClustersDto> {
    return this.linked.clusters();
  }

  /** Marks a cluster or a pair as a known household: transfers among them are never held. */
  @Post('linked-accounts/households')
  @HttpCode(200)
  markHousehold(@CurrentUser() admin: AuthUser, @Body() dto: HouseholdDto): Promise<HouseholdResultDto> {
    return this.linked.markHousehold(admin.id, dto.userIds, dto.note ?? null);
  }

  /** Lifts the household mark of every pair among the accounts. */
  @Post('linked-accounts/households/remove')
  @HttpCode(200)
  unmarkHousehold(@CurrentUser() admin: AuthUser, @Body() dto: HouseholdDto): Promise<HouseholdResultDto> {
    return this.linked.unmarkHousehold(admin.id, dto.userIds);
  }

  /** Transfers between linked accounts waiting for review, oldest first. */
  @Get('transfer-holds')
  getHeldTransfers(): Promise<HeldTransferDto[]> {
    return this.linked.heldTransfers();
  }

  /** Releases a held transfer to its receiver. */
  @Post('transfer-holds/:id/approve')
  @HttpCode(200)
  approveHeldTransfer(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<HeldTransferDecisionDto> {
    return this.linked.approve(admin.id, id);
  }

  /** Returns a held transfer to its sender. */
  @Post('transfer-holds/:id/reject')
  @HttpCode(200)
  rejectHeldTransfer(
    @CurrentUser() admin: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<HeldTransferDecisionDto> {
    return this.linked.reject(admin.id, id);
  }
}
