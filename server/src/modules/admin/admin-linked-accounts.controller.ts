import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  HeldOperationDecisionDto,
  HeldOperationDto,
  HeldOperationParamsDto,
  HouseholdDto,
  HouseholdResultDto,
  LinkedClustersDto,
} from '../linked-accounts/linked-accounts.dto';
import { AdminLinkedAccountsService } from './admin-linked-accounts.service';
import { AuditedByService } from './admin-request-audit.interceptor';

/** Linked accounts and the operations held among them: transfers, market purchases, treasury payouts (issue 30, part 6). */
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

  /** Marks a cluster or a pair as a known household: transfers, purchases and payouts among them are never held. */
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

  /** Transfers, black-market purchases and gang treasury payouts between linked accounts waiting for review, oldest first. */
  @Get('holds')
  getHeldOperations(): Promise<HeldOperationDto[]> {
    return this.linked.heldOperations();
  }

  /** Releases a held operation: to the transfer's receiver, to the buyer and seller, to the paid member. */
  @Post('holds/:kind/:id/approve')
  @HttpCode(200)
  approveHeldOperation(
    @CurrentUser() admin: AuthUser,
    @Param() params: HeldOperationParamsDto,
  ): Promise<HeldOperationDecisionDto> {
    return this.linked.approve(admin.id, params.kind, params.id);
  }

  /** Returns a held operation: to the transfer's sender, to the buyer and seller, to the gang's treasury. */
  @Post('holds/:kind/:id/reject')
  @HttpCode(200)
  rejectHeldOperation(
    @CurrentUser() admin: AuthUser,
    @Param() params: HeldOperationParamsDto,
  ): Promise<HeldOperationDecisionDto> {
    return this.linked.reject(admin.id, params.kind, params.id);
  }
}
