import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import { RequiresFeature } from '../features/requires-feature.guard';
import { GangJoinRequestsService } from './gang-join-requests.service';
import { GangMembersService } from './gang-members.service';
import { GangTreasuryService } from './gang-treasury.service';
import {
  ChangeRoleDto,
  ContributeDto,
  CreateGangDto,
  GangActionResultDto,
  GangBoardDto,
  GangDto,
  GangJoinRequestDto,
  GangListDto,
  GangListQueryDto,
  GangMoneyDto,
  GangParamsDto,
  JoinRequestDecisionDto,
  JoinRequestParamsDto,
  KickMemberDto,
  MyGangDto,
  MyJoinRequestsDto,
  SendJoinRequestDto,
  SentJoinRequestDto,
  TransferLeadershipDto,
  TransferMoneyDto,
  UpdateBoardDto,
  UpdateGangDto,
} from './gangs.dto';
import { GangsService } from './gangs.service';

/**
 * Gangs (DESIGN.md section 6, spec 001 section 7 and spec 000 section 7), unlocked at level 10 (spec
 * 000 section 9). Every right is checked by the services (spec 001 section 6); `user/mine` is open
 * at every level (a player below 10 simply has no gang).
 */
@ApiTags('gangs')
@ApiBearerAuth()
@Controller('gangs')
export class GangsController {
  constructor(
    private readonly gangs: GangsService,
    private readonly members: GangMembersService,
    private readonly treasury: GangTreasuryService,
    private readonly requests: GangJoinRequestsService,
  ) {}

  /** The caller's gang id (the drawer's tile, spec 000 section 7); 404 NOT_IN_GANG without one. */
  @Get('user/mine')
  getMyGang(@CurrentUser() user: AuthUser): Promise<MyGangDto> {
    return this.gangs.getMyGang(user.id);
  }

  /** The caller's pending join requests. */
  @Get('user/join-requests')
  @RequiresFeature('gangs')
  getMyJoinRequests(@CurrentUser() user: AuthUser): Promise<MyJoinRequestsDto> {
    return this.requests.mine(user.id);
  }

  /** Gangs by total fame (`/gangs`), searched by name, paged. */
  @Get()
  @RequiresFeature('gangs')
  listGangs(@Query() query: GangListQueryDto): Promise<GangListDto> {
    return this.gangs.listGangs(query);
  }

  /** Founds a gang (50,000 money; name 3-20 characters, unique; description up to 500); the caller becomes BOSS. */
  @Post()
  @RequiresFeature('gangs')
  createGang(@CurrentUser() user: AuthUser, @Body() dto: CreateGangDto): Promise<GangDto> {
    return this.gangs.createGang(user.id, dto);
  }

  /** Leaves the caller's gang; the last member leaving deletes it, the boss cannot leave while others remain. */
  @Post('leave')
  @HttpCode(200)
  @RequiresFeature('gangs')
  leaveGang(@CurrentUser() user: AuthUser): Promise<GangActionResultDto> {
    return this.members.leave(user.id);
  }

  /** Withdraws one of the caller's pending join requests. */
  @Delete('join-requests/:requestId')
  @RequiresFeature('gangs')
  cancelJoinRequest(
    @CurrentUser() user: AuthUser,
    @Param() params: JoinRequestParamsDto,
  ): Promise<GangActionResultDto> {
    return this.requests.cancel(user.id, params.requestId);
  }

  /** The gang page (spec 001 sections 2.1 and 3); 404 'العصابة غير موجودة'. */
  @Get(':id')
  @RequiresFeature('gangs')
  getGang(@Param() params: GangParamsDto): Promise<GangDto> {
    return this.gangs.getGang(params.id);
  }

  /** Edits name and description; the boss only. */
  @Patch(':id')
  @RequiresFeature('gangs')
  updateGangInfo(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: UpdateGangDto,
  ): Promise<GangActionResultDto> {
    return this.gangs.updateInfo(user.id, params.id, dto);
  }

  /** Deletes the gang, splitting the treasury among the members; the boss only. */
  @Delete(':id')
  @RequiresFeature('gangs')
  deleteGang(@CurrentUser() user: AuthUser, @Param() params: GangParamsDto): Promise<GangActionResultDto> {
    return this.gangs.deleteGang(user.id, params.id);
  }

  /** Sets the board message; BOSS and WAZIR. */
  @Patch(':id/board')
  @RequiresFeature('gangs')
  updateGangBoard(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: UpdateBoardDto,
  ): Promise<GangBoardDto> {
    return this.gangs.updateBoard(user.id, params.id, dto.board);
  }

  /** Moves money from the caller's cash to the treasury; any member. */
  @Post(':id/contribute')
  @HttpCode(200)
  @RequiresFeature('gangs')
  contributeToGang(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: ContributeDto,
  ): Promise<GangMoneyDto> {
    return this.treasury.contribute(user.id, params.id, dto.amount);
  }

  /** Pays money from the treasury to a member's cash (`memberId` is their user id); BOSS and WAZIR. */
  @Post(':id/transfer-money')
  @HttpCode(200)
  @RequiresFeature('gangs')
  transferGangMoney(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: TransferMoneyDto,
  ): Promise<GangMoneyDto> {
    return this.treasury.transferMoney(user.id, params.id, dto.memberId, dto.amount);
  }

  /** Removes a member, by the kick matrix of spec 001 section 6. */
  @Post(':id/kick')
  @HttpCode(200)
  @RequiresFeature('gangs')
  kickGangMember(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: KickMemberDto,
  ): Promise<GangActionResultDto> {
    return this.members.kick(user.id, params.id, dto.targetUserId);
  }

  /** Sets a member's rank (never BOSS); the boss only, never on oneself. */
  @Post(':id/change-role')
  @HttpCode(200)
  @RequiresFeature('gangs')
  changeGangRole(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: ChangeRoleDto,
  ): Promise<GangActionResultDto> {
    return this.members.changeRole(user.id, params.id, dto.userId, dto.newRole);
  }

  /** Makes another member the boss; the old boss becomes WAZIR. */
  @Post(':id/transfer-leadership')
  @HttpCode(200)
  @RequiresFeature('gangs')
  transferGangLeadership(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: TransferLeadershipDto,
  ): Promise<GangActionResultDto> {
    return this.members.transferLeadership(user.id, params.id, dto.newLeaderId);
  }

  /** The gang's pending join requests; BOSS, WAZIR and NAIB. */
  @Get(':id/join-requests')
  @RequiresFeature('gangs')
  getGangJoinRequests(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
  ): Promise<GangJoinRequestDto[]> {
    return this.requests.forGang(user.id, params.id);
  }

  /** Asks to join the gang (message up to 200 characters; at most 3 pending requests at once). */
  @Post(':id/join-requests')
  @RequiresFeature('gangs')
  sendJoinRequest(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: SendJoinRequestDto,
  ): Promise<SentJoinRequestDto> {
    return this.requests.send(user.id, params.id, dto.message ?? '');
  }

  /** Accepts a request: the player joins as AUDW, their other requests are cancelled; BOSS, WAZIR and NAIB. */
  @Post(':id/join-requests/accept')
  @HttpCode(200)
  @RequiresFeature('gangs')
  acceptJoinRequest(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: JoinRequestDecisionDto,
  ): Promise<GangActionResultDto> {
    return this.requests.accept(user.id, params.id, dto.requestId);
  }

  /** Rejects a request; BOSS, WAZIR and NAIB. */
  @Post(':id/join-requests/reject')
  @HttpCode(200)
  @RequiresFeature('gangs')
  rejectJoinRequest(
    @CurrentUser() user: AuthUser,
    @Param() params: GangParamsDto,
    @Body() dto: JoinRequestDecisionDto,
  ): Promise<GangActionResultDto> {
    return this.requests.reject(user.id, params.id, dto.requestId);
  }
}
