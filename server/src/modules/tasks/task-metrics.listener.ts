import { Injectable, Logger, OnModuleDestroy } from '@nestjs/common';
import { OnEvent } from '@nestjs/event-emitter';
import type { DomainEventMap } from '../../infra/events/domain-events';
import { PresenceService } from '../../infra/realtime/presence.service';
import { TasksService } from './tasks.service';

/** How long changes are gathered before one recount for every player concerned (ms). */
export const RECOUNT_WINDOW_MS = 50;

/**
 * Keeps the HUD task badge live (`unclaimedTasksCount:update`, spec 000 section 7; DESIGN.md section
 * 6) off the hot paths: an event that may move a task metric (a crime, a fight for both fighters, a
 * HUD change, a balance the wallet announces, the bank, gear and property, training, a login gift)
 * only marks its players (by user, or by character for the wallet); every `RECOUNT_WINDOW_MS` the
 * marked players get their count recomputed in one statement for the whole batch
 * (`TasksService.refreshUnclaimedCounts`), and those online whose count differs from what they were
 * last told get it. A player offline has no socket to push to and reads the count when the game opens.
 */
@Injectable()
export class TaskMetricsListener implements OnModuleDestroy {
  private readonly logger = new Logger(TaskMetricsListener.name);
  private readonly marked = new Set<string>();
  private readonly markedCharacters = new Set<number>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  constructor(
    private readonly tasks: TasksService,
    private readonly presence: PresenceService,
  ) {}

  @OnEvent('crime.committed')
  @OnEvent('character.changed')
  @OnEvent('bank.changed')
  @OnEvent('inventory.changed')
  @OnEvent('property.changed')
  @OnEvent('training.completed')
  @OnEvent('loginGift.claimed')
  onPlayerMetric(event: { userId: string }): void {
    this.mark([event.userId], []);
  }

  @OnEvent('fight.resolved')
  onFight(event: DomainEventMap['fight.resolved']): void {
    this.mark([event.attackerUserId, event.defenderUserId], []);
  }

  /** A bank balance is a metric; the wallet names characters, not users. */
  @OnEvent('wallet.balancesChanged')
  onBalances(event: DomainEventMap['wallet.balancesChanged']): void {
    this.mark([], event.characterIds);
  }

  onModuleDestroy(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    return this.flushing;
  }

  private mark(userIds: string[], characterIds: number[]): void {
    for (const userId of userIds) this.marked.add(userId);
    for (const id of characterIds) this.markedCharacters.add(id);
    this.timer ??= setTimeout(() => {
      this.timer = undefined;
      // One batch at a time: a batch marked meanwhile waits for the previous one.
      this.flushing = this.flushing.then(() => this.recount());
    }, RECOUNT_WINDOW_MS);
  }

  private async recount(): Promise<void> {
    const userIds = [...this.marked];
    const characterIds = [...this.markedCharacters];
    this.marked.clear();
    this.markedCharacters.clear();
    try {
      await this.tasks.refreshUnclaimedCounts(userIds, characterIds, async (ids) =>
        (await this.presence.onlineStatus(ids)).filter((user) => user.isOnline).map((user) => user.id),
      );
    } catch (error) {
      this.logger.error(
        `unclaimed task counts of ${userIds.length + characterIds.length} players failed: ${(error as Error).stack ?? String(error)}`,
      );
    }
  }
}
