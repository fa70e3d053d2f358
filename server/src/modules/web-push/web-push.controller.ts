import { Body, Controller, Delete, Get, Post, Put, UseGuards } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { AuthUser, CurrentUser, Public } from '../../common/auth/decorators';
import {
  PushPreferencesDto,
  PushSubscriptionBodyDto,
  PushSubscriptionRenewalDto,
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

  /**
   * The VAPID public key to subscribe with; null when the server has none (push is off). Public: the
   * service worker, which holds no token, reads it to subscribe again.
   */
  @Public()
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

  /**
   * Replaces a subscription the browser rotated or dropped, from the service worker's
   * `pushsubscriptionchange` (no sign-in: the old subscription's endpoint and auth secret prove it).
   * 404 when no stored subscription matches both; 400 and 503 as `POST`. Rate limited.
   */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Put('subscriptions')
  renewPushSubscription(@Body() body: PushSubscriptionRenewalDto): Promise<PushSubscriptionResultDto> {
    return this.push.renew(body);
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
