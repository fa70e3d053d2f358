import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { PresenceService } from '../../infra/realtime/presence.service';
import { OnlineStatusDto, OnlineStatusRequestDto } from './users.dto';

@ApiTags('users')
@ApiBearerAuth()
@Controller('users')
export class UsersController {
  constructor(private readonly presence: PresenceService) {}

  /** Online flags of the given users, shared by every node (spec 000 section 7). */
  @Post('online-status')
  @HttpCode(200)
  getOnlineStatus(@Body() dto: OnlineStatusRequestDto): Promise<OnlineStatusDto[]> {
    return this.presence.onlineStatus(dto.userIds);
  }
}
