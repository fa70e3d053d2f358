import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DomainEvents } from '../../infra/events/domain-events';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { packageTotal, usdToCents, vipExpiryAfter } from '../../game/special-items.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { CharacterService } from '../character/character.service';
import { SpecialItemsService } from '../special-items/special-items.service';
import { account, Currency } from '../wallet/account';
import { BalanceAfter } from '../wallet/wallet.service';
import { WalletService } from '../wallet/wallet.service';
import { PackageEntity, PackageKind } from './package.entity';
import {
  CheckoutSessionDto,
  MoneyPackagePurchaseResultDto,
  SpecialShopDto,
  StripeWebhookResultDto,
  toBlackcoinPackageDto,
  toMoneyPackageDto,
  toVipPackageDto,
  VipPurchaseResultDto,
} from './packages.dto';
import { PackagesErrorCode, packagesError } from './packages.errors';
import { PackagesRepository } from './packages.repository';
import { StripeCheckout } from './stripe-checkout';
import { StripePurchasesRepository } from './stripe-purchases.repository';
import { StripeReversalsService } from './stripe-reversals.service';
import { GameMetrics } from '../metrics/game-metrics';

/** A held balance of a character's cash from a wallet result (0 when the operation did not touch it). */
function cashAfter(balances: BalanceAfter[], currency: Currency): number {
  return balances.find((b) => b.account.kind === 'cash' && b.currency === currency)?.balanceAfter ?? 0;
}

/**
 * The blackcoin shop's packages for players (DESIGN.md section 6, "Packages"): the special shop list,
 * VIP and money packages bought with blackcoins through the wallet, and blackcoin packages sold through
 * Stripe Checkout, credited by the signed webhook exactly once per session id (the wallet's
 * idempotency key). Reasons: `vip_purchase` (sink), `money_package` (blackcoins to the sink, money from
 * the mint), `stripe_purchase` (blackcoins from the mint); refunds and disputes of those purchases
 * are `StripeReversalsService`'s (`stripe_refund`, `stripe_dispute`, `stripe_dispute_won`).
 */
@Injectable()
export class PackagesService {
  private readonly logger = new Logger(PackagesService.name);

  constructor(
    private readonly packages: PackagesRepository,
    private readonly items: SpecialItemsService,
    private readonly stripe: StripeCheckout,
    private readonly characters: CharacterService,
    private readonly wallet: WalletService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    private readonly gameMetrics: GameMetrics,
    private readonly purchases: StripePurchasesRepository,
    private readonly reversals: StripeReversalsService,
  ) {}

  /** The special shop: items for sale and the active packages (`GET /api/special-shop`, `specialShop:update`). */
  async getSpecialShop(): Promise<SpecialShopDto> {
    const [items, vip, money, blackcoin] = await Promise.all([
      this.items.forSale(),
      this.packages.list('vip', true),
      this.packages.list('money', true),
      this.packages.list('blackcoin', true),
    ]);
    return {
      items,
      vipPackages: vip.map(toVipPackageDto),
      moneyPackages: money.map(toMoneyPackageDto),
      blackcoinPackages: blackcoin.map(toBlackcoinPackageDto),
      purchasesAvailable: this.stripe.isConfigured,
    };
  }

  /**
   * Buys a VIP package: `vipExpiresAt = max(now, vipExpiresAt) + durationDays`, paid in blackcoins.
   * @throws PACKAGE_NOT_FOUND; PACKAGE_INACTIVE; INSUFFICIENT_BLACKCOINS
   */
  async buyVip(userId: string, packageId: number): Promise<VipPurchaseResultDto> {
    const result = await inRetriedTransaction(this.tx, async () => {
      const now = this.clock.now();
      const character = await this.characters.lockForUser(userId);
      const vip = await this.activePackage('vip', packageId);
      const balances = await this.wallet.apply({
        transfers: [
          { from: account.cash(character.id), to: 'sink', currency: Currency.BLACKCOINS, amount: vip.price },
        ],
        reason: 'vip_purchase',
        reference: `vip-package:${vip.id}`,
      });
      const until = vipExpiryAfter(character.vipExpiresAt, now, vip.durationDays);
      await this.characters.setPeriodEnd(character, 'vipExpiresAt', until);
      await this.gameMetrics.purchased('vip_package');
      await this.events.publish('character.changed', { userId });
      return {
        success: true,
        message: `أصبحت عضواً مميزاً (VIP) حتى ${until.toLocaleDateString('ar-EG')}`,
        isVip: true,
        vipExpiresAt: until.toISOString(),
        blackcoins: cashAfter(balances, Currency.BLACKCOINS),
      };
    });
    return result;
  }

  /**
   * Exchanges blackcoins for money: `blackcoinCost` blackcoins for `moneyAmount + bonus` money, one
   * wallet operation. @throws PACKAGE_NOT_FOUND; PACKAGE_INACTIVE; INSUFFICIENT_BLACKCOINS
   */
  async buyMoneyPackage(userId: string, packageId: number): Promise<MoneyPackagePurchaseResultDto> {
    return inRetriedTransaction(this.tx, async () => {
      const character = await this.characters.getCharacter(userId);
      const pack = await this.activePackage('money', packageId);
      const money = pack.moneyAmount + pack.bonus;
      const cash = account.cash(character.id);
      const balances = await this.wallet.apply({
        transfers: [
          { from: cash, to: 'sink', currency: Currency.BLACKCOINS, amount: pack.blackcoinCost },
          { from: 'mint', to: cash, currency: Currency.MONEY, amount: money },
        ],
        reason: 'money_package',
        reference: `money-package:${pack.id}`,
      });
      await this.gameMetrics.purchased('money_package');
      return {
        success: true,
        message: `حصلت على ${formatNumber(money)} من المال`,
        money: cashAfter(balances, Currency.MONEY),
        blackcoins: cashAfter(balances, Currency.BLACKCOINS),
      };
    });
  }

  /**
   * Opens a Stripe Checkout session for a blackcoin package; the blackcoins (amount + bonus) are fixed
   * now and credited by the webhook. @throws PURCHASES_UNAVAILABLE (409, Stripe not configured);
   * PURCHASES_BLOCKED (403, blackcoins owed from a refunded or disputed purchase); PACKAGE_NOT_FOUND;
   * PACKAGE_INACTIVE; CHECKOUT_FAILED (502, Stripe refused or unreachable)
   */
  async checkout(userId: string, packageId: number): Promise<CheckoutSessionDto> {
    if (!this.stripe.isConfigured) throw packagesError(PackagesErrorCode.PURCHASES_UNAVAILABLE);
    const character = await this.characters.getCharacter(userId);
    await this.reversals.assertMayBuy(character.id);
    const pack = await this.activePackage('blackcoin', packageId);
    const order = {
      userId,
      characterId: character.id,
      packageId: pack.id,
      packageName: pack.name,
      amountCents: usdToCents(pack.usdPrice),
      blackcoins: packageTotal(pack.blackcoinAmount, pack.bonus),
    };
    let session: { id: string; url: string };
    try {
      session = await this.stripe.createSession(order);
    } catch (error) {
      this.logger.error(`Stripe checkout failed: ${(error as Error).message}`);
      throw packagesError(PackagesErrorCode.CHECKOUT_FAILED);
    }
    await this.purchases.insertPending({ ...order, sessionId: session.id, currency: 'usd' });
    return { url: session.url, sessionId: session.id };
  }

  /**
   * A Stripe webhook delivery. A verified paid checkout credits its blackcoins once per session id
   * (Stripe retries deliveries; the idempotency key makes the later ones change nothing) and marks
   * the purchase paid; a refund or dispute takes blackcoins back (`StripeReversalsService`).
   * @throws PURCHASES_UNAVAILABLE (not configured); WEBHOOK_SIGNATURE_INVALID (400); PAYMENT_UNKNOWN
   *   (409, a refund or dispute before its checkout: Stripe delivers it again)
   */
  async handleStripeWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<StripeWebhookResultDto> {
    if (!this.stripe.isConfigured) throw packagesError(PackagesErrorCode.PURCHASES_UNAVAILABLE);
    const event = await this.stripe.eventOf(rawBody, signature);
    if (event === 'invalid') throw packagesError(PackagesErrorCode.WEBHOOK_SIGNATURE_INVALID);
    if (!event) return { received: true };
    if (event.kind !== 'paid') {
      await this.reversals.apply(event);
      return { received: true };
    }
    const paid = event;
    const credited = await inRetriedTransaction(this.tx, async () => {
      const balances = await this.wallet.apply({
        transfers: [
          {
            from: 'mint',
            to: account.cash(paid.characterId),
            currency: Currency.BLACKCOINS,
            amount: paid.blackcoins,
          },
        ],
        reason: 'stripe_purchase',
        reference: `blackcoin-package:${paid.packageId}:${paid.sessionId}`,
        idempotencyKey: `stripe-checkout:${paid.sessionId}`,
      });
      await this.purchases.markPaid(paid);
      return balances;
    });
    if (credited.length) await this.gameMetrics.stripeCheckoutCredited(paid.blackcoins);
    return { received: true };
  }

  /** @throws PACKAGE_NOT_FOUND; PACKAGE_INACTIVE */
  private async activePackage<K extends PackageKind>(kind: K, id: number): Promise<PackageEntity<K>> {
    const row = await this.packages.find(kind, id);
    if (!row) throw packagesError(PackagesErrorCode.PACKAGE_NOT_FOUND);
    if (!row.isActive) throw packagesError(PackagesErrorCode.PACKAGE_INACTIVE);
    return row;
  }
}
