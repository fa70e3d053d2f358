import { ThumbsDown, ThumbsUp } from 'lucide-react';
import type { RatingSummaryDto } from '../../api/generated/model/ratingSummaryDto';
import { arPvp } from '../../i18n/ar-pvp';
import { formatNumber } from '../../lib/format';

const EMPTY: RatingSummaryDto = { likes: 0, dislikes: 0, userRating: null };

/**
 * Like and dislike with their counts (spec 000 section 4): the button of the current rating is
 * disabled, and both are while this player's request is in flight.
 */
export function RatingButtons({
  summary = EMPTY,
  busy,
  onRate,
  size = 'sm',
}: {
  summary?: RatingSummaryDto;
  busy: boolean;
  onRate: (rating: 'LIKE' | 'DISLIKE') => void;
  size?: 'sm' | 'lg';
}) {
  const pad = size === 'lg' ? 'min-h-11 px-4 text-base' : 'min-h-9 px-2.5 text-sm';
  const base = `inline-flex items-center gap-1.5 rounded-xl border font-bold transition disabled:cursor-not-allowed ${pad}`;
  const liked = summary.userRating === 'LIKE';
  const disliked = summary.userRating === 'DISLIKE';
  return (
    <div className="flex items-center gap-2" data-testid="rating-buttons" aria-busy={busy || undefined}>
      <button
        type="button"
        data-testid="like"
        aria-pressed={liked}
        aria-label={arPvp.rating.like}
        disabled={busy || liked}
        onClick={() => onRate('LIKE')}
        className={`${base} ${
          liked
            ? 'border-emerald-500/60 bg-emerald-500/15 text-emerald-300'
            : 'border-night-700 bg-night-800 text-night-200 hover:border-emerald-600 hover:text-emerald-300 disabled:opacity-50'
        }`}
      >
        <ThumbsUp className="size-4" aria-hidden />
        <span data-testid="likes">{formatNumber(summary.likes)}</span>
      </button>
      <button
        type="button"
        data-testid="dislike"
        aria-pressed={disliked}
        aria-label={arPvp.rating.dislike}
        disabled={busy || disliked}
        onClick={() => onRate('DISLIKE')}
        className={`${base} ${
          disliked
            ? 'border-blood-500/60 bg-blood-500/15 text-blood-300'
            : 'border-night-700 bg-night-800 text-night-200 hover:border-blood-600 hover:text-blood-300 disabled:opacity-50'
        }`}
      >
        <ThumbsDown className="size-4" aria-hidden />
        <span data-testid="dislikes">{formatNumber(summary.dislikes)}</span>
      </button>
    </div>
  );
}
