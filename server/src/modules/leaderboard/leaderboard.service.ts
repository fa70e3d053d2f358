import { InjectQueue } from '@nestjs/bullmq';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Queue } from 'bullmq';
import Redis from 'ioredis';
import { Clock } from '../../common/clock';
import { LeaderboardRebuildJob, leaderboardJobId, QueueName } from '../../infra/queue/queues';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { REDIS } from '../../infra/redis/redis.module';
import { isVipAt } from '../players/players.dto';
import { RatingsService } from '../players/ratings.service';
import {
  isLeaderboardSort,
  LEADERBOARD_SIZE,
  LEADERBOARD_SORTS,
  LeaderboardEntryDto,
  LeaderboardSort,
  RankingsDto,
} from './leaderboard.dto';
import { LEADERBOARD_ROOM } from './leaderboard.events';
import { FameBoardService } from './fame-board.service';
import { LeaderboardRepository } from './leaderboard.repository';

/** Spec 000 section 9: the boards refresh every 5 minutes. */
export const LEADERBOARD_PERIOD_MS = 5 * 60_000;
/** Finished rebuilds stay in the queue this long, so a period's job id refuses a second run. */
const KEEP_FINISHED_SECONDS = 3600;

const boardKey = (sort: LeaderboardSort) => `leaderboard:${sort}`;
/** ISO time of the last rebuild; its absence means the boards were never built. */
export const LEADERBOARD_BUILT_AT_KEY = 'leaderboard:builtAt';

/** The start of the 5-minute period `now` falls in. */
export const leaderboardPeriodStart = (now: Date) =>
  new Date(Math.floor(now.getTime() / LEADERBOARD_PERIOD_MS) * LEADERBOARD_PERIOD_MS);

/**
 * The leaderboards (DESIGN.md section 6): a schedule every 5 minutes enqueues one rebuild per period,
 * which writes the five top-50 boards to Redis as JSON (one key each, no expiry, written together);
 * reads come from Redis, so every replica serves the same boards between rebuilds. Ratings are read
 * live, so a like shows at once.
 */
@Injectable()
export class LeaderboardService {
  private readonly logger = new Logger(LeaderboardService.name);
  /** A build this node is running, shared by concurrent readers that found no board. */
  private building: Promise<void> | null = null;

  constructor(
    private readonly leaderboard: LeaderboardRepository,
    private readonly fame: FameBoardService,
    private readonly ratings: RatingsService,
    private readonly publisher: RealtimePublisher,
    private readonly clock: Clock,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue(QueueName.LEADERBOARD) private readonly queue: Queue<LeaderboardRebuildJob>,
  ) {}

  /**
   * One board's first `limit` rows with each row's rating summary as `userId` sees it; builds the
   * boards first if they were never built. The `rankings:update` payload.
   */
  async getLeaderboard(
    userId: string,
    sort: LeaderboardSort,
    limit = LEADERBOARD_SIZE,
  ): Promise<RankingsDto> {
    let board = await this.readBoard(sort);
    if (!board) {
      await this.buildOnce();
      board = (await this.readBoard(sort)) ?? [];
    }
    const rankings = board.slice(0, limit);
    return {
      sort,
      rankings,
      ratings: await this.ratings.summariesOf(
        rankings.map((entry) => entry.userId),
        userId,
      ),
    };
  }

  /**
   * After a rebuild: sends every socket in the leaderboard room (on any node) `rankings:update` with
   * the board it shows, with ratings as its user sees them. @returns how many sockets got one.
   */
  async pushToViewers(): Promise<number> {
    const sockets = await this.publisher.socketsIn(LEADERBOARD_ROOM);
    const boards = new Map<string, Promise<RankingsDto>>();
    for (const socket of sockets) {
      const userId = socket.data.userId;
      if (!userId) continue;
      const shown = socket.data.viewing?.[LEADERBOARD_ROOM];
      const sort = isLeaderboardSort(shown) ? shown : 'fame';
      const key = `${userId}:${sort}`;
      if (!boards.has(key)) boards.set(key, this.getLeaderboard(userId, sort));
      this.publisher.toSocket(socket.id, 'rankings:update', await boards.get(key)!);
    }
    return sockets.length;
  }

  /**
   * Rebuilds the five boards from the database and stores them with the build time; each entry's
   * `isVip` is as of that time. @returns the build time.
   */
  async rebuild(): Promise<Date> {
    const boards = await Promise.all(
      LEADERBOARD_SORTS.map((sort) =>
        sort === 'fame' ? this.fame.top(LEADERBOARD_SIZE) : this.leaderboard.top(sort, LEADERBOARD_SIZE),
      ),
    );
    const builtAt = this.clock.now();
    const write = this.redis.multi();
    LEADERBOARD_SORTS.forEach((sort, index) => {
      const entries: LeaderboardEntryDto[] = boards[index].map((row, position) => ({
        userId: row.userId,
        username: row.username,
        name: row.name,
        avatarUrl: row.avatarUrl,
        level: row.level,
        isVip: isVipAt(row.vipExpiresAt, builtAt),
        position: position + 1,
        criteria: row.criteria,
      }));
      write.set(boardKey(sort), JSON.stringify(entries));
    });
    write.set(LEADERBOARD_BUILT_AT_KEY, builtAt.toISOString());
    await write.exec();
    return builtAt;
  }

  /** Builds the boards when they were never built (a worker's boot). @returns whether it built them. */
  async buildIfMissing(): Promise<boolean> {
    if ((await this.redis.exists(LEADERBOARD_BUILT_AT_KEY)) === 1) return false;
    await this.buildOnce();
    return true;
  }

  /** Enqueues the rebuild of the period `now` falls in; every replica asking in one period leaves one job. */
  async enqueueRebuild(now = this.clock.now()): Promise<string> {
    const periodStart = leaderboardPeriodStart(now);
    const jobId = leaderboardJobId(periodStart);
    await this.queue.add(
      'rebuild',
      { periodStart: periodStart.toISOString() },
      {
        jobId,
        removeOnComplete: { age: KEEP_FINISHED_SECONDS },
        removeOnFail: { age: KEEP_FINISHED_SECONDS },
      },
    );
    return jobId;
  }

  private async readBoard(sort: LeaderboardSort): Promise<LeaderboardEntryDto[] | null> {
    const raw = await this.redis.get(boardKey(sort));
    return raw === null ? null : (JSON.parse(raw) as LeaderboardEntryDto[]);
  }

  private buildOnce(): Promise<void> {
    this.building ??= this.rebuild()
      .then((builtAt) => this.logger.log(`leaderboards built at ${builtAt.toISOString()}`))
      .finally(() => (this.building = null));
    return this.building;
  }
}
