import { Injectable, Logger } from '@nestjs/common';
import {
  blackcoinsToTakeBack,
  disputeStatusOf,
  nextDisputeStatus,
  planReversal,
  purchaseState,
  ReversalPlan,
} from '../../game/stripe-reversals.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { GameMetrics } from '../metrics/game-metrics';
import { account, Currency } from '../wallet/account';
import { WalletService } from '../wallet/wallet.service';
import { PackagesErrorCode, packagesError } from './packages.errors';
import type { ChargeDispute, ChargeRefund } from './stripe-checkout';
import { ReversalUpdate, StripePurchasesRepository } from './stripe-purchases.repository';

/** Ledger reasons of reversals (system accounts `sink:stripe_refund`, `sink:stripe_dispute`, `mint:stripe_dispute_won`). */
export const REVERSAL_REASONS = {
  refund: 'stripe_refund',
  dispute: 'stripe_dispute',
  disputeWon: 'stripe_dispute_won',
} as const;

/** What applying one refund or dispute event did. */
export type ReversalOutcome = 'applied' | 'replayed';

/**
 * Refunds and disputes of blackcoin purchases (issue 30, part 1; rules in game/stripe-reversals.rules.ts).
 * Each verified event is applied once per event id (`stripe_webhook_events`, claimed in the same
 * transaction as its effect) with the purchase row locked, so redeliveries and concurrent
 * deliveries change nothing more. The blackcoins taken back leave the player's cash for
 * `sink:stripe_refund` / `sink:stripe_dispute`; what the player already spent is recorded as owed on
 * the purchase, which blocks further purchases and shows on the admin's character page; a won
 * dispute forgives what is owed and gives the rest back from `mint:stripe_dispute_won`.
 */
@Injectable()
export class StripeReversalsService {
  private readonly logger = new Logger(StripeReversalsService.name);

  constructor(
    private readonly purchases: StripePurchasesRepository,
    private readonly wallet: WalletService,
    private readonly tx: Tx,
    private readonly gameMetrics: GameMetrics,
  ) {}

  /**
   * Applies a charge's refunds or a dispute to its purchase.
   * @throws PAYMENT_UNKNOWN (409) when no paid purchase has the event's PaymentIntent yet (the
   *   checkout event not delivered so far): nothing is recorded, and Stripe delivers it again later.
   */
  async apply(event: ChargeRefund | ChargeDispute): Promise<ReversalOutcome> {
    const result = await inRetriedTransaction(this.tx, async () => {
      const purchase = await this.purchases.lockByPaymentIntent(event.paymentIntentId);
      if (!purchase) return null;
      if (!(await this.purchases.claimEvent(event.eventId, event.eventType, purchase.id)))
        return { outcome: 'replayed' as const };
      const facts = {
        refundedCents: purchase.refundedCents,
        disputeId: purchase.disputeId,
        disputeStatus: purchase.disputeStatus,
        disputedCents: purchase.disputedCents,
      };
      if (event.kind === 'refund') {
        // Cumulative: an older total arriving late changes nothing.
        facts.refundedCents = Math.max(purchase.refundedCents, event.refundedCents);
      } else {
        facts.disputeId = purchase.disputeId ?? event.disputeId;
        facts.disputeStatus = nextDisputeStatus(purchase.disputeStatus, disputeStatusOf(event.status));
        facts.disputedCents = Math.max(purchase.disputedCents, event.amountCents);
      }
      const target = blackcoinsToTakeBack({
        blackcoins: purchase.blackcoins,
        amountCents: purchase.amountCents,
        ...facts,
      });
      const cash = purchase.characterId ? account.cash(purchase.characterId) : null;
      const owing = target > purchase.takenBack + purchase.owed;
      const balance = cash && owing ? await this.wallet.lockedBalance(cash, Currency.BLACKCOINS) : 0;
      const plan = planReversal(target, purchase.takenBack, purchase.owed, balance);
      const reference = `stripe-purchase:${purchase.id}:${event.eventId}`;
      if (cash && plan.take)
        await this.wallet.apply({
          transfers: [{ from: cash, to: 'sink', currency: Currency.BLACKCOINS, amount: plan.take }],
          reason: event.kind === 'refund' ? REVERSAL_REASONS.refund : REVERSAL_REASONS.dispute,
          reference,
          heldAccountsLocked: true,
        });
      if (cash && plan.giveBack)
        await this.wallet.apply({
          transfers: [{ from: 'mint', to: cash, currency: Currency.BLACKCOINS, amount: plan.giveBack }],
          reason: REVERSAL_REASONS.disputeWon,
          reference,
        });
      const update: ReversalUpdate = {
        ...facts,
        takenBack: purchase.takenBack + plan.take - plan.giveBack,
        owed: purchase.owed + plan.owe - plan.forgive,
        state: purchaseState(true, facts.refundedCents, facts.disputeStatus),
      };
      await this.purchases.updateReversal(purchase.id, update);
      await this.gameMetrics.stripeReversal(plan);
      if (plan.owe)
        this.logger.warn(
          `Stripe ${event.kind} of purchase ${purchase.id} (character ${purchase.characterId}): ` +
            `${plan.owe} blackcoins already spent, now owed; purchases blocked`,
        );
      return { outcome: 'applied' as const, plan };
    });
    if (!result) {
      await this.gameMetrics.stripeEvent(event.kind, 'unknown');
      throw packagesError(PackagesErrorCode.PAYMENT_UNKNOWN);
    }
    await this.gameMetrics.stripeEvent(event.kind, result.outcome);
    return result.outcome;
  }

  /**
   * Blackcoins a character still owes from reversed purchases, and how many of its purchases were
   * refunded or disputed (the admin's flag on the character page).
   */
  standingOf(characterId: number): Promise<{ owed: number; reversed: number }> {
    return this.purchases.standingOfCharacter(characterId);
  }

  /** @throws PURCHASES_BLOCKED (403) while the character owes blackcoins from a reversed purchase. */
  async assertMayBuy(characterId: number): Promise<void> {
    const { owed } = await this.purchases.standingOfCharacter(characterId);
    if (owed > 0) throw packagesError(PackagesErrorCode.PURCHASES_BLOCKED);
  }
}

export type { ReversalPlan };
