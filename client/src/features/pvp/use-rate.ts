import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { RankingsDto } from '../../api/generated/model/rankingsDto';
import type { RatingSummaryDto } from '../../api/generated/model/ratingSummaryDto';
import type { PublicProfileDto } from '../../api/generated/model/publicProfileDto';
import { getGetLeaderboardQueryKey } from '../../api/generated/leaderboard/leaderboard';
import {
  getGetProfileRatingsQueryKey,
  getGetPublicProfileQueryKey,
  getProfileRatings,
  rateProfile,
} from '../../api/generated/players/players';
import { getSession } from '../../auth/session';
import { ar } from '../../i18n/ar';
import { errorText, RATING_WORDING } from '../../api/error-text';
import { ratingSuccessMessage } from './pvp-rules';

/** Every cached leaderboard, whatever its sort: the generated key without parameters is their prefix. */
const LEADERBOARD_PREFIX = getGetLeaderboardQueryKey();
/** Every cached public profile: the generated key's path up to the username. */
const PUBLIC_PROFILE_PREFIX = getGetPublicProfileQueryKey('')[0];

/**
 * Rating a player (spec 000 sections 4 and 8): sign-in required; while one player's request is in
 * flight only that player's buttons are busy (per-player flags); the answer's summary (or, when it
 * has none, GET ratings) replaces that player's counts in every cached leaderboard and profile.
 */
export function useRate() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const store = useCallback(
    (userId: string, summary: RatingSummaryDto) => {
      queryClient.setQueriesData<RankingsDto>({ queryKey: LEADERBOARD_PREFIX }, (board) =>
        board && board.ratings[userId] !== undefined
          ? { ...board, ratings: { ...board.ratings, [userId]: summary } }
          : board,
      );
      queryClient.setQueriesData<PublicProfileDto>(
        { predicate: (q) => String(q.queryKey[0]).startsWith(PUBLIC_PROFILE_PREFIX) },
        (profile) => (profile && profile.userId === userId ? { ...profile, ratings: summary } : profile),
      );
      queryClient.setQueryData(getGetProfileRatingsQueryKey(userId), summary);
    },
    [queryClient],
  );

  const rate = useCallback(
    async (userId: string, rating: 'LIKE' | 'DISLIKE') => {
      if (!getSession()) {
        toast.error(ar.rating.signInRequired);
        return;
      }
      setBusy((current) => new Set(current).add(userId));
      try {
        const answer = await rateProfile(userId, { rating });
        const summary = answer.ratings ?? (await getProfileRatings(userId));
        store(userId, summary);
        toast.success(ratingSuccessMessage(rating));
      } catch (error) {
        toast.error(errorText(error, RATING_WORDING));
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(userId);
          return next;
        });
      }
    },
    [store],
  );

  return { rate, busy };
}
