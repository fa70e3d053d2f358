import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { PlayerErrorCode, playerError } from './players.errors';
import { PlayersRepository } from './players.repository';
import type { Rating } from './rating.entity';
import { RateProfileResultDto, RatingSummaryDto } from './ratings.dto';
import { RatingsRepository, RatingSummary } from './ratings.repository';

const NO_RATINGS: RatingSummary = { likes: 0, dislikes: 0, userRating: null };

/**
 * Profile ratings (spec 000 sections 3, 4, 8; DESIGN.md section 6, Leaderboard): one rating per rater
 * and target; rating the same way twice is refused, the other way switches it.
 */
@Injectable()
export class RatingsService {
  constructor(
    private readonly ratings: RatingsRepository,
    private readonly players: PlayersRepository,
    private readonly clock: Clock,
  ) {}

  /**
   * Rates another visible player's profile. @returns the summary after the rating.
   * @throws CANNOT_RATE_SELF (400), PLAYER_NOT_FOUND (404), ALREADY_RATED (409, 'Already rated this player')
   */
  async rateProfile(
    raterUserId: string,
    targetUserId: string,
    rating: Rating,
  ): Promise<RateProfileResultDto> {
    if (raterUserId === targetUserId) throw playerError(PlayerErrorCode.CANNOT_RATE_SELF);
    if (!(await this.players.isVisible(targetUserId))) throw playerError(PlayerErrorCode.PLAYER_NOT_FOUND);
    if (!(await this.ratings.rate(raterUserId, targetUserId, rating, this.clock.now()))) {
      throw playerError(PlayerErrorCode.ALREADY_RATED);
    }
    return { success: true, ratings: await this.summaryOf(targetUserId, raterUserId) };
  }

  /** A visible player's summary as `viewerUserId` sees it. @throws PLAYER_NOT_FOUND */
  async getProfileRatings(viewerUserId: string, targetUserId: string): Promise<RatingSummaryDto> {
    if (!(await this.players.isVisible(targetUserId))) throw playerError(PlayerErrorCode.PLAYER_NOT_FOUND);
    return this.summaryOf(targetUserId, viewerUserId);
  }

  /** One profile's summary (zeros when nobody rated it). */
  async summaryOf(targetUserId: string, viewerUserId: string | null): Promise<RatingSummaryDto> {
    return (await this.summariesOf([targetUserId], viewerUserId))[targetUserId];
  }

  /** Summaries keyed by user id, one for every given id (zeros when nobody rated it). */
  async summariesOf(
    targetUserIds: string[],
    viewerUserId: string | null,
  ): Promise<Record<string, RatingSummaryDto>> {
    const found = await this.ratings.summaries(targetUserIds, viewerUserId);
    return Object.fromEntries(targetUserIds.map((id) => [id, found.get(id) ?? { ...NO_RATINGS }]));
  }
}
