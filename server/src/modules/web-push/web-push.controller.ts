import { Body, Controller, Delete, Get, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser } from '../../common/auth/decorators';
import {
  PushPreferencesDto,
  PushSubscriptionBodyDto,
  PushSubscriptionResultDto,
  PushUnsubscribeDto,
  UpdatePushPreferencesDto,
  VapidPublicKeyDto,
} from './web-push.dto';
import { WebPushService } from './web-push.service';

/** Web push (issue 26, part 2): this device's subscription and the player's preferences. */
@ApiTags('push')
@ApiBearerAuth()
@Controller('push')
export class WebPushController {
  constructor(private readonly push: WebPushService) {}

  /** The VAPID public key to subscribe with; null when the server has none (push is off). */
  @Get('vapid-public-key')
  getVapidPublicKey(): VapidPublicKeyDto {
    return this.push.getVapidPublicKey();
  }

  /**
   * Subscribes this device (the browser's `PushSubscription.toJSON()`). 400 when the endpoint is not
   * https or the keys are not valid; 503 when the server has no VAPID keys.
   */
  @Post('subscriptions')
  subscribePush(
    @CurrentUser() user: AuthUser,
    @Body() body: PushSubscriptionBodyDto,
  ): Promise<PushSubscriptionResultDto> {
    return this.push.subscribe(user.id, body);
  }

  /** Unsubscribes this device, by its endpoint; an endpoint not stored changes nothing. */
  @Delete('subscriptions')
  unsubscribePush(
    @CurrentUser() user: AuthUser,
    @Body() body: PushUnsubscribeDto,
  ): Promise<PushSubscriptionResultDto> {
    return this.push.unsubscribe(user.id, body.endpoint);
  }

  @Get('preferences')
  getPushPreferences(@CurrentUser() user: AuthUser): Promise<PushPreferencesDto> {
    return this.push.getPreferences(user.id);
  }

  /** Changes the given switches (the master `enabled` and one per kind); the others stay. */
  @Put('preferences')
  updatePushPreferences(
    @CurrentUser() user: AuthUser,
    @Body() body: UpdatePushPreferencesDto,
  ): Promise<PushPreferencesDto> {
    return this.push.updatePreferences(user.id, body);
  }
}
