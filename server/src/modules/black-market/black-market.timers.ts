import { Injectable } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Clock } from '../../common/clock';
import { DomainEventMap, DomainEvents } from '../../infra/events/domain-events';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ListingExpiryJob, listingExpiryJobId, QueueName } from '../../infra/queue/queues';
import { Timer, TimerOutcome, Timers } from '../../infra/queue/timers';
import { GearUnitsService } from '../gear/gear-units.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BlackMarketRepository } from './black-market.repository';

/** A listing as its expiry timer needs it. */
export interface TimedListing {
  id: number;
  expiresAt: Date;
}

/**
 * The 7-day end of a black-market listing (DESIGN.md section 4, "Timers"): the database holds the
 * truth (`expires_at`, `status`); the timer `listing-expiry-<id>` returns the units of a listing
 * still active once `expires_at` has passed, and its boot reconciler schedules every active listing
 * whose timer was lost. The market hides a listing past `expires_at` at once, and nobody can buy it,
 * whenever the timer runs.
 */
@Injectable()
export class BlackMarketTimers {
  private readonly expiry: Timer<TimedListing, ListingExpiryJob>;

  constructor(
    timers: Timers,
    private readonly listings: BlackMarketRepository,
    private readonly units: GearUnitsService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
  ) {
    this.expiry = timers.define<TimedListing, ListingExpiryJob>({
      queue: QueueName.BLACK_MARKET,
      jobName: 'expire',
      what: 'black-market listing expiry',
      pendingWhat: 'active black-market listing expiries',
      concurrency: 20,
      payload: (listing) => ({ listingId: listing.id }),
      jobId: (job) => listingExpiryJobId(job.listingId),
      dueAt: (listing) => listing.expiresAt,
      run: (job) => this.expire(job.listingId),
      pending: () => this.listings.active(),
    });
  }

  /**
   * The expiry transition: marks a due active listing expired and gives its units back to the
   * seller, in one transaction (the conditional update lets one call through), and tells the seller.
   * @returns true when this call expired the listing; `{ notBefore: expires_at }` before it is due
   */
  async expire(listingId: number): Promise<TimerOutcome> {
    const now = this.clock.now();
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const listing = await this.listings.findById(listingId);
      if (!listing || listing.status !== 'active') return null;
      if (listing.expiresAt > now) return { early: true as const, expiresAt: listing.expiresAt };
      if (!(await this.listings.markExpired(listingId, now))) return null;
      await this.units.giveUnits(
        listing.sellerCharacterId,
        listing.itemType,
        listing.itemId,
        listing.quantity,
      );
      await this.units.inventoryChanged(listing.sellerUserId, listing.sellerCharacterId);
      await this.notifications.notify(listing.sellerUserId, {
        type: 'black_market_expired',
        message: `انتهت مدة عرضك في السوق السوداء وأعيد إليك ${listing.itemName} ×${formatNumber(listing.quantity)}`,
        data: { listingId, itemType: listing.itemType, itemId: listing.itemId, quantity: listing.quantity },
      });
      await this.events.publish('blackMarket.changed', {
        listingId,
        change: 'expired',
        expiresAt: listing.expiresAt,
      });
      return { early: false as const };
    });
    if (!outcome) return false;
    return outcome.early ? { notBefore: outcome.expiresAt } : true;
  }

  /** Schedules a new listing's expiry once its transaction has committed. */
  @OnEvent('blackMarket.changed')
  async onChanged(event: DomainEventMap['blackMarket.changed']): Promise<void> {
    if (event.change === 'listed') await this.schedule({ id: event.listingId, expiresAt: event.expiresAt });
  }

  /** Makes sure the listing expires at `expiresAt` (at once when overdue); scheduling it twice keeps one timer. */
  schedule(listing: TimedListing): Promise<void> {
    return this.expiry.schedule(listing);
  }

  /** Boot reconciler: every active listing whose expiry timer was lost gets one. @returns how many listings are active. */
  reconcile(): Promise<number> {
    return this.expiry.reconcile();
  }
}
