import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Counter } from 'prom-client';
import type { DomainEventMap } from '../../infra/events/domain-events';
import { afterCommit, Tx } from '../../infra/database/transaction';
import { MetricsService } from './metrics.service';

/** How an account was opened (`darkcity_signups_total{method}`). */
export const SIGNUP_METHODS = ['password', 'google', 'guest'] as const;
export type SignupMethod = (typeof SIGNUP_METHODS)[number];

/**
 * What a player bought (`darkcity_purchases_total{kind}`): a weapon or armor in the shop, a house,
 * ride or pet, a special item, a VIP or money package (paid in blackcoins), a black-market listing.
 * Blackcoin packages are sold through Stripe and counted by `darkcity_stripe_checkouts_completed_total`.
 */
export const PURCHASE_KINDS = [
  'shop',
  'house',
  'ride',
  'pet',
  'special_item',
  'vip_package',
  'money_package',
  'black_market',
] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/** Stripe events that reverse a purchase (`darkcity_stripe_reversal_events_total{kind,result}`). */
export const STRIPE_EVENT_KINDS = ['refund', 'dispute'] as const;
export type StripeEventKind = (typeof STRIPE_EVENT_KINDS)[number];
export const STRIPE_EVENT_RESULTS = ['applied', 'replayed', 'unknown'] as const;
export type StripeEventResult = (typeof STRIPE_EVENT_RESULTS)[number];
/** How reversals move blackcoins (`darkcity_stripe_reversed_blackcoins_total{movement}`). */
export const REVERSAL_MOVEMENTS = ['taken', 'owed', 'forgiven', 'given_back'] as const;

/** A fight's winner side (`darkcity_fights_total{outcome}`). */
export const FIGHT_OUTCOMES = ['attacker_won', 'defender_won'] as const;

/** A crime attempt's result (`darkcity_crimes_total{result}`): success, or a failure sending to jail, hospital or nowhere. */
export const CRIME_RESULTS = ['success', 'jail', 'hospital', 'failure'] as const;

/**
 * The game's business counters, counted on the node where the event happens and only once its
 * transaction has committed (a rolled-back or retried attempt counts nothing): fights and crimes
 * from their domain events, black-market sales from `blackMarket.changed`, sign-ups, purchases and
 * Stripe credits from one call in the service that does them. Every label value is there from the
 * start (at 0), so `rate()` and `increase()` see the first one.
 */
@Injectable()
export class GameMetrics {
  private readonly fights: Counter<'outcome'>;
  private readonly crimes: Counter<'result'>;
  private readonly signups: Counter<'method'>;
  private readonly purchases: Counter<'kind'>;
  private readonly blackcoinsCredited: Counter;
  private readonly checkoutsCompleted: Counter;
  private readonly stripeEvents: Counter<'kind' | 'result'>;
  private readonly reversedBlackcoins: Counter<'movement'>;

  constructor(
    metrics: MetricsService,
    private readonly tx: Tx,
  ) {
    const registers = [metrics.registry];
    this.fights = new Counter({
      name: 'darkcity_fights_total',
      help: 'Fights played, by outcome (attacker_won, defender_won)',
      labelNames: ['outcome'],
      registers,
    });
    this.crimes = new Counter({
      name: 'darkcity_crimes_total',
      help: 'Crime attempts, by result (success, jail, hospital, failure)',
      labelNames: ['result'],
      registers,
    });
    this.signups = new Counter({
      name: 'darkcity_signups_total',
      help: 'Accounts opened, by method (password, google, guest)',
      labelNames: ['method'],
      registers,
    });
    this.purchases = new Counter({
      name: 'darkcity_purchases_total',
      help: `Purchases, by kind (${PURCHASE_KINDS.join(', ')})`,
      labelNames: ['kind'],
      registers,
    });
    this.blackcoinsCredited = new Counter({
      name: 'darkcity_blackcoins_credited_total',
      help: 'Blackcoins credited to players for paid Stripe checkouts',
      registers,
    });
    this.checkoutsCompleted = new Counter({
      name: 'darkcity_stripe_checkouts_completed_total',
      help: 'Paid Stripe checkouts credited (each session once, redeliveries not counted)',
      registers,
    });
    this.stripeEvents = new Counter({
      name: 'darkcity_stripe_reversal_events_total',
      help: 'Stripe refund and dispute events, by kind (refund, dispute) and result (applied, replayed, unknown: no paid purchase yet, answered 409 for a redelivery)',
      labelNames: ['kind', 'result'],
      registers,
    });
    this.reversedBlackcoins = new Counter({
      name: 'darkcity_stripe_reversed_blackcoins_total',
      help: 'Blackcoins moved by refunds and disputes, by movement (taken: from the player; owed: already spent, recorded as debt; forgiven: debt struck by a won dispute; given_back: returned by a won dispute)',
      labelNames: ['movement'],
      registers,
    });
    for (const kind of STRIPE_EVENT_KINDS)
      for (const result of STRIPE_EVENT_RESULTS) this.stripeEvents.inc({ kind, result }, 0);
    for (const movement of REVERSAL_MOVEMENTS) this.reversedBlackcoins.inc({ movement }, 0);
    for (const outcome of FIGHT_OUTCOMES) this.fights.inc({ outcome }, 0);
    for (const result of CRIME_RESULTS) this.crimes.inc({ result }, 0);
    for (const method of SIGNUP_METHODS) this.signups.inc({ method }, 0);
    for (const kind of PURCHASE_KINDS) this.purchases.inc({ kind }, 0);
  }

  /** Counts an account opened, once the transaction this call runs in commits (at once outside one). */
  signedUp(method: SignupMethod): Promise<void> {
    return afterCommit(this.tx, async () => void this.signups.inc({ method }));
  }

  /** Counts a purchase, once the transaction this call runs in commits (at once outside one). */
  purchased(kind: PurchaseKind): Promise<void> {
    return afterCommit(this.tx, async () => void this.purchases.inc({ kind }));
  }

  /** Counts a paid Stripe checkout and the blackcoins it credited, once its transaction commits. */
  stripeCheckoutCredited(blackcoins: number): Promise<void> {
    return afterCommit(this.tx, async () => {
      this.checkoutsCompleted.inc();
      this.blackcoinsCredited.inc(blackcoins);
    });
  }

  /** Counts a Stripe refund or dispute event by result, once the transaction this call runs in commits. */
  stripeEvent(kind: StripeEventKind, result: StripeEventResult): Promise<void> {
    return afterCommit(this.tx, async () => void this.stripeEvents.inc({ kind, result }));
  }

  /** Counts the blackcoins one reversal moved (taken, owed, forgiven, given back), once it commits. */
  stripeReversal(plan: { take: number; owe: number; forgive: number; giveBack: number }): Promise<void> {
    return afterCommit(this.tx, async () => {
      if (plan.take) this.reversedBlackcoins.inc({ movement: 'taken' }, plan.take);
      if (plan.owe) this.reversedBlackcoins.inc({ movement: 'owed' }, plan.owe);
      if (plan.forgive) this.reversedBlackcoins.inc({ movement: 'forgiven' }, plan.forgive);
      if (plan.giveBack) this.reversedBlackcoins.inc({ movement: 'given_back' }, plan.giveBack);
    });
  }

  @OnEvent('fight.resolved')
  onFight({ result }: DomainEventMap['fight.resolved']): void {
    this.fights.inc({ outcome: result.isAttackerWinner ? 'attacker_won' : 'defender_won' });
  }

  @OnEvent('crime.committed')
  onCrime({ result }: DomainEventMap['crime.committed']): void {
    this.crimes.inc({ result: result.success ? 'success' : (result.confinement ?? 'failure') });
  }

  @OnEvent('blackMarket.changed')
  onBlackMarket({ change }: DomainEventMap['blackMarket.changed']): void {
    if (change === 'sold') this.purchases.inc({ kind: 'black_market' });
  }
}
