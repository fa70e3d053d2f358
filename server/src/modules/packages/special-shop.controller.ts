import { Controller, Get, Headers, HttpCode, Param, Post, Req } from '@nestjs/common';
import type { RawBodyRequest } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { AuthUser, CurrentUser, Public } from '../../common/auth/decorators';
import { ParseIdPipe } from '../../common/validation/integers';
import { RequiresFeature } from '../features/requires-feature.guard';
import {
  CheckoutSessionDto,
  MoneyPackagePurchaseResultDto,
  SpecialShopDto,
  StripeWebhookResultDto,
  VipPurchaseResultDto,
} from './packages.dto';
import { PackagesService } from './packages.service';

/** The blackcoin shop (`/dashboard/special-shop`, DESIGN.md section 6): list and package purchases. */
@ApiTags('special-shop')
@ApiBearerAuth()
@Controller('special-shop')
export class SpecialShopController {
  constructor(private readonly packages: PackagesService) {}

  /** Special items for sale and the active VIP, money and blackcoin packages. */
  @RequiresFeature('specialShop')
  @Get()
  getSpecialShop(): Promise<SpecialShopDto> {
    return this.packages.getSpecialShop();
  }

  /** VIP until max(now, current end) + the package's days, paid in blackcoins. */
  @RequiresFeature('specialShop')
  @Post('vip-packages/:id/buy')
  @HttpCode(200)
  buyVipPackage(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<VipPurchaseResultDto> {
    return this.packages.buyVip(user.id, id);
  }

  /** Blackcoins for money (amount + bonus). */
  @RequiresFeature('specialShop')
  @Post('money-packages/:id/buy')
  @HttpCode(200)
  buyMoneyPackage(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<MoneyPackagePurchaseResultDto> {
    return this.packages.buyMoneyPackage(user.id, id);
  }

  /** A Stripe Checkout page for a blackcoin package; 409 with an Arabic message while Stripe is not configured. */
  @RequiresFeature('specialShop')
  @Post('blackcoin-packages/:id/checkout')
  @HttpCode(200)
  checkoutBlackcoinPackage(
    @CurrentUser() user: AuthUser,
    @Param('id', ParseIdPipe) id: number,
  ): Promise<CheckoutSessionDto> {
    return this.packages.checkout(user.id, id);
  }
}

/** Stripe's webhook: signed deliveries of checkout events (no bearer token; the signature is the proof). */
@ApiTags('payments')
@Controller('payments/stripe')
export class StripeWebhookController {
  constructor(private readonly packages: PackagesService) {}

  /** Verifies `Stripe-Signature` over the raw body; a paid checkout credits its blackcoins once. */
  @Public()
  @ApiExcludeEndpoint()
  @Post('webhook')
  @HttpCode(200)
  receiveStripeWebhook(
    @Req() request: RawBodyRequest<FastifyRequest>,
    @Headers('stripe-signature') signature?: string,
  ): Promise<StripeWebhookResultDto> {
    return this.packages.handleStripeWebhook(request.rawBody, signature);
  }
}
