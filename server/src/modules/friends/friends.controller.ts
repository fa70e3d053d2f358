import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  FriendListDto,
  FriendRequestResultDto,
  FriendSuccessDto,
  FriendUserParamsDto,
  PendingFriendRequestsDto,
  SendFriendRequestDto,
} from './friends.dto';
import { FriendsService } from './friends.service';

/** Friends (spec 000 sections 1 and 3; the spec does not show these paths, so they are ours). */
@ApiTags('friends')
@ApiBearerAuth()
@Controller('friends')
export class FriendsController {
  constructor(private readonly friends: FriendsService) {}

  /** Accepted friends with online flags, newest friendship first. */
  @Get()
  getFriends(@CurrentUser() user: AuthUser): Promise<FriendListDto> {
    return this.friends.getFriends(user.id);
  }

  /** Unanswered requests: sent to the caller (`incoming`) and by the caller (`outgoing`). */
  @Get('pending')
  getPendingFriendRequests(@CurrentUser() user: AuthUser): Promise<PendingFriendRequestsDto> {
    return this.friends.getPendingFriendRequests(user.id);
  }

  /** Sends a request; accepts instead when the other player already asked (`status: 'accepted'`). 409 when friends or already asked. */
  @Post('requests')
  sendFriendRequest(
    @CurrentUser() user: AuthUser,
    @Body() dto: SendFriendRequestDto,
  ): Promise<FriendRequestResultDto> {
    return this.friends.sendFriendRequest(user.id, dto.userId);
  }

  /** `userId` is the player who sent the request. */
  @Post('requests/:userId/accept')
  @HttpCode(200)
  acceptFriendRequest(
    @CurrentUser() user: AuthUser,
    @Param() params: FriendUserParamsDto,
  ): Promise<FriendSuccessDto> {
    return this.friends.acceptFriendRequest(user.id, params.userId);
  }

  /** `userId` is the player who sent the request. */
  @Post('requests/:userId/reject')
  @HttpCode(200)
  rejectFriendRequest(
    @CurrentUser() user: AuthUser,
    @Param() params: FriendUserParamsDto,
  ): Promise<FriendSuccessDto> {
    return this.friends.rejectFriendRequest(user.id, params.userId);
  }

  /** Ends the friendship, or withdraws the caller's own pending request. */
  @Delete(':userId')
  removeFriend(
    @CurrentUser() user: AuthUser,
    @Param() params: FriendUserParamsDto,
  ): Promise<FriendSuccessDto> {
    return this.friends.removeFriend(user.id, params.userId);
  }
}
