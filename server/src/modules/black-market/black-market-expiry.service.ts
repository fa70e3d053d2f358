import { InjectQueue } from '@nestjs/bullmq';
import { Injectable, Logger } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import { Queue } from 'bullmq';
import { Clock } from '../../common/clock';
import { DomainEventMap, DomainEvents } from '../../infra/events/domain-events';
import { formatNumber } from '../../game/arabic-numbers.rules';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { ListingExpiryJob, listingExpiryJobId, QueueName } from '../../infra/queue/queues';
import { GearUnitsService } from '../gear/gear-units.service';
import { NotificationsService } from '../notifications/notifications.service';
import { BlackMarketRepository } from './black-market.repository';

/**
 * The 7-day end of a black-market listing (DESIGN.md section 4, "Timers"): the database holds the
 * truth (`expires_at`, `status`); a delayed BullMQ job with the id `listing-expiry-<id>` returns the
 * units of a listing still active once `expires_at` has passed, and a boot reconciler schedules every
 * active listing the queue may not know. The market hides a listing past `expires_at` at once, and
 * nobody can buy it, whenever the job runs.
 */
@Injectable()
export class BlackMarketExpiryService {
  private readonly logger = new Logger(BlackMarketExpiryService.name);

  constructor(
    private readonly listings: BlackMarketRepository,
    private readonly units: GearUnitsService,
    private readonly notifications: NotificationsService,
    private readonly events: DomainEvents,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @InjectQueue(QueueName.BLACK_MARKET) private readonly queue: Queue<ListingExpiryJob>,
  ) {}

  /**
   * The expiry transition: marks a due active listing expired and gives its units back to the
   * seller, in one transaction (the conditional update lets one call through), and tells the seller.
   * A run before `expires_at` is put back for the rest of the time.
   * @returns true when this call expired the listing.
   */
  async expire(listingId: number): Promise<boolean> {
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
    if (outcome.early) {
      await this.queue.add(
        'expire',
        { listingId },
        {
          jobId: `${listingExpiryJobId(listingId)}-retry-${now.getTime()}`,
          delay: Math.max(1, outcome.expiresAt.getTime() - now.getTime()),
        },
      );
      return false;
    }
    return true;
  }

  /** Schedules a new listing's expiry once its transaction has committed. */
  @OnEvent('blackMarket.changed')
  async onChanged(event: DomainEventMap['blackMarket.changed']): Promise<void> {
    if (event.change === 'listed') await this.schedule({ id: event.listingId, expiresAt: event.expiresAt });
  }

  /**
   * Makes sure one job expires the listing at `expiresAt` (at once when overdue). The job id is
   * deterministic, so scheduling twice keeps one job; a finished job that expired nothing (failed,
   * or fired early and its retry was lost) is replaced.
   */
  async schedule(listing: { id: number; expiresAt: Date }): Promise<void> {
    const jobId = listingExpiryJobId(listing.id);
    const delay = Math.max(0, listing.expiresAt.getTime() - this.clock.now().getTime());
    const state = await this.queue.getJobState(jobId);
    if (state === 'completed' || state === 'failed') {
      const finished = await this.queue.getJob(jobId);
      if (state === 'completed' && finished?.returnvalue === true) return;
      await finished?.remove();
    } else if (state !== 'unknown') {
      return; // Delayed, waiting or active: it runs and re-checks the listing.
    }
    await this.queue.add('expire', { listingId: listing.id }, { jobId, delay });
  }

  /** Boot reconciler: schedules the expiry of every active listing the queue may not know. @returns how many. */
  async reconcile(): Promise<number> {
    const active = await this.listings.active();
    for (const listing of active) await this.schedule(listing);
    if (active.length) this.logger.log(`reconciled ${active.length} active black-market listing expiries`);
    return active.length;
  }
}
