import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '../../lib/toast';
import { getProfileRatings, rateProfile } from '../../api/generated/players/players';
import { getSession } from '../../auth/session';
import { arPvp } from '../../i18n/ar-pvp';
import { errorText } from '../../api/error-text';
import { RATING_WORDING } from './error-wording';
import { ratingStored } from '../../realtime/answer-writes';
import { ratingSuccessMessage } from './pvp-rules';

/**
 * Rating a player (spec 000 sections 4 and 8): sign-in required; while one player's request is in
 * flight only that player's buttons are busy (per-player flags); the answer's summary (or, when it
 * has none, GET ratings) replaces that player's counts in every cached leaderboard and profile
 * (`ratingStored` in realtime/answer-writes.ts).
 */
export function useRate() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());

  const rate = useCallback(
    async (userId: string, rating: 'LIKE' | 'DISLIKE') => {
      if (!getSession()) {
        toast.error(arPvp.rating.signInRequired);
        return;
      }
      setBusy((current) => new Set(current).add(userId));
      try {
        const answer = await rateProfile(userId, { rating });
        const summary = answer.ratings ?? (await getProfileRatings(userId));
        ratingStored(queryClient, userId, summary);
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
    [queryClient],
  );

  return { rate, busy };
}
