import { Inject, Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';

/** The webhook route; its JSON body is also kept raw (`installBodyParsers`) for the signature check. */
export const STRIPE_WEBHOOK_PATH = '/api/payments/stripe/webhook';

/** What one checkout sells: a blackcoin package to a character, the blackcoins fixed at checkout time. */
export interface CheckoutOrder {
  userId: string;
  characterId: number;
  packageId: number;
  packageName: string;
  /** US cents, at least 1. */
  amountCents: number;
  /** blackcoinAmount + bonus, credited when the payment completes. */
  blackcoins: number;
}

/** A paid checkout read from a verified webhook event. */
export interface PaidCheckout {
  kind: 'paid';
  eventId: string;
  sessionId: string;
  /** The PaymentIntent behind the session, which later refund and dispute events name; null if absent. */
  paymentIntentId: string | null;
  userId: string | null;
  characterId: number;
  packageId: number;
  blackcoins: number;
  /** What was paid, in the currency's smallest unit; null when the event does not say. */
  amountCents: number | null;
  /** ISO currency code, lower case; null when the event does not say. */
  currency: string | null;
}

/** A charge's refunds read from a verified `charge.refunded` / `charge.refund.updated` event. */
export interface ChargeRefund {
  kind: 'refund';
  eventId: string;
  eventType: string;
  paymentIntentId: string;
  /** Refunded so far on the charge, cumulative, smallest currency unit. */
  refundedCents: number;
}

/** A dispute read from a verified `charge.dispute.*` event. */
export interface ChargeDispute {
  kind: 'dispute';
  eventId: string;
  eventType: string;
  disputeId: string;
  paymentIntentId: string;
  /** Disputed amount, smallest currency unit. */
  amountCents: number;
  /** Stripe's status (`needs_response`, `won`, `lost`, ...). */
  status: string;
}

/** What a verified webhook event means to the game. */
export type PaymentEvent = PaidCheckout | ChargeRefund | ChargeDispute;

const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
const REFUND_EVENTS = new Set(['charge.refunded', 'charge.refund.updated']);
const DISPUTE_EVENTS = new Set([
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'charge.dispute.funds_withdrawn',
  'charge.dispute.funds_reinstated',
]);

/** The id of an expandable Stripe field (a string, or an object with an id), or null. */
function idOf(value: unknown): string | null {
  if (typeof value === 'string' && value) return value;
  if (value && typeof value === 'object' && typeof (value as { id?: unknown }).id === 'string')
    return (value as { id: string }).id;
  return null;
}

/** A whole number >= 0 from an event field, or null. */
function cents(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;
}

/** A positive safe integer from metadata text, or null. */
function metadataInteger(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,15}$/.test(value)) return null;
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
}

/**
 * Stripe Checkout through the official `stripe` SDK (DESIGN.md section 6, "Packages"), isolated here
 * so the rest of the game never talks to Stripe: one checkout session per purchase, and the webhook
 * events verified against `STRIPE_WEBHOOK_SECRET` over the raw body. Without both keys it is not
 * configured and nothing here is called.
 */
@Injectable()
export class StripeCheckout {
  private readonly secretKey: string | null;
  private readonly webhookSecret: string | null;
  private readonly publicUrl: string;
  private client?: Promise<Stripe>;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const configured = Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
    this.secretKey = configured ? config.STRIPE_SECRET_KEY! : null;
    this.webhookSecret = configured ? config.STRIPE_WEBHOOK_SECRET! : null;
    this.publicUrl = (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, '');
  }

  /** Whether blackcoin packages can be sold (both Stripe keys set). */
  get isConfigured(): boolean {
    return this.secretKey !== null;
  }

  /** The SDK client, made on first use; null when not configured. */
  private stripe(): Promise<Stripe> | null {
    if (!this.secretKey) return null;
    // Lazy: the SDK is some 220 modules that only checkouts and webhooks need, not every node's boot (issue 16).
    this.client ??= import('stripe').then(({ default: StripeSdk }) => new StripeSdk(this.secretKey!));
    return this.client;
  }

  /**
   * Creates a Checkout session for one order; the player returns to the special shop afterwards.
   * @returns the session id and the page to open. Throws Stripe's errors (network, refused key).
   */
  async createSession(order: CheckoutOrder): Promise<{ id: string; url: string }> {
    const stripe = await this.stripe();
    if (!stripe) throw new Error('Stripe is not configured');
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: 'usd',
            unit_amount: order.amountCents,
            product_data: { name: order.packageName },
          },
        },
      ],
      client_reference_id: order.userId,
      metadata: {
        userId: order.userId,
        characterId: String(order.characterId),
        packageId: String(order.packageId),
        blackcoins: String(order.blackcoins),
      },
      success_url: `${this.publicUrl}/dashboard/special-shop?checkout=success`,
      cancel_url: `${this.publicUrl}/dashboard/special-shop?checkout=cancelled`,
    });
    return { id: session.id, url: session.url ?? '' };
  }

  /**
   * Verifies a webhook delivery (signature over the raw body, Stripe's tolerance of 5 minutes) and
   * reads what it means to the game: a paid checkout, a charge's refunds, or a dispute.
   * @returns `'invalid'` for a bad or missing signature; null for a verified event the game does not
   *   act on (another type, an unpaid session, metadata this game did not write, no PaymentIntent).
   */
  async eventOf(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<PaymentEvent | null | 'invalid'> {
    const stripe = await this.stripe();
    if (!stripe || !this.webhookSecret || !rawBody || !signature) return 'invalid';
    let event: Stripe.Event;
    try {
      event = stripe.webhooks.constructEvent(rawBody, signature, this.webhookSecret);
    } catch {
      return 'invalid';
    }
    if (PAID_EVENTS.has(event.type)) return paidCheckoutOf(event);
    if (REFUND_EVENTS.has(event.type)) {
      const object = event.data.object as unknown as Record<string, unknown>;
      // charge.refund.updated carries a Refund: its amount alone is not the cumulative total, so
      // only a succeeded refund's charge-level total (charge.refunded) moves blackcoins.
      if (object.object !== 'charge') return null;
      const paymentIntentId = idOf(object.payment_intent);
      const refundedCents = cents(object.amount_refunded);
      if (!paymentIntentId || refundedCents === null) return null;
      return { kind: 'refund', eventId: event.id, eventType: event.type, paymentIntentId, refundedCents };
    }
    if (DISPUTE_EVENTS.has(event.type)) {
      const dispute = event.data.object as Stripe.Dispute;
      const paymentIntentId = idOf(dispute.payment_intent);
      const amountCents = cents(dispute.amount);
      if (!paymentIntentId || amountCents === null || typeof dispute.status !== 'string') return null;
      return {
        kind: 'dispute',
        eventId: event.id,
        eventType: event.type,
        disputeId: dispute.id,
        paymentIntentId,
        amountCents,
        status: dispute.status,
      };
    }
    return null;
  }
}

/** A paid checkout session from a checkout event; null when unpaid or not this game's metadata. */
function paidCheckoutOf(event: Stripe.Event): PaidCheckout | null {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.payment_status !== 'paid') return null;
  const characterId = metadataInteger(session.metadata?.characterId);
  const packageId = metadataInteger(session.metadata?.packageId);
  const blackcoins = metadataInteger(session.metadata?.blackcoins);
  if (!characterId || !packageId || !blackcoins) return null;
  return {
    kind: 'paid',
    eventId: event.id,
    sessionId: session.id,
    paymentIntentId: idOf(session.payment_intent),
    userId: session.client_reference_id ?? session.metadata?.userId ?? null,
    characterId,
    packageId,
    blackcoins,
    amountCents: cents(session.amount_total),
    currency: typeof session.currency === 'string' ? session.currency.toLowerCase() : null,
  };
}
