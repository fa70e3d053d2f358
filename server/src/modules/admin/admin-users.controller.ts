import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AdminOnly, AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  AdminUserStatsDto,
  BlockActionResultDto,
  BlockedUserDto,
  BlockUserDto,
  FlaggedIpDto,
} from './admin-users.dto';
import { AdminUsersService } from './admin-users.service';
import { AuditedByService } from './admin-request-audit.interceptor';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@AuditedByService()
@Controller('admin')
export class AdminUsersController {
  constructor(private readonly users: AdminUsersService) {}

  /** Blocked accounts, newest ban first (spec 001 sections 2.9 and 7). */
  @Get('users/blocked')
  getBlockedUsers(): Promise<BlockedUserDto[]> {
    return this.users.blocked();
  }

  /** The user management cards (spec 001 sections 2.9 and 7). */
  @Get('users/stats')
  getAdminUserStats(): Promise<AdminUserStatsDto> {
    return this.users.stats();
  }

  /** Addresses shared by more than one account (spec 001 sections 2.9 and 7). */
  @Get('ips/flagged')
  getFlaggedIps(): Promise<FlaggedIpDto[]> {
    return this.users.flagged();
  }

  /** Blocks an account by UUID or username (spec 001 section 7). */
  @Post('users/block')
  @HttpCode(200)
  blockUser(@CurrentUser() admin: AuthUser, @Body() dto: BlockUserDto): Promise<BlockActionResultDto> {
    return this.users.block(admin.id, dto.userId, dto.reason);
  }

  /** Lifts a block (spec 001 section 7). */
  @Delete('users/:userId/unblock')
  unblockUser(
    @CurrentUser() admin: AuthUser,
    @Param('userId') userId: string,
  ): Promise<BlockActionResultDto> {
    return this.users.unblock(admin.id, userId);
  }
}
