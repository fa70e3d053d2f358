import { useState } from 'react';
import { Megaphone } from 'lucide-react';
import { useGetGameNews } from '../../api/generated/game-news/game-news';
import type { GameNewsDto } from '../../api/generated/model/gameNewsDto';
import { errorText } from '../../api/error-text';
import { arContent } from '../../i18n/ar-content';
import { formatLongDateTime } from '../../lib/format';
import { NEWS_COLOR_CLASSES, newsPreview } from '../../lib/news-format';

/**
 * The dashboard home's news (DESIGN.md section 6, "Game news"): active news newest first, each in its
 * colour with a 200-character preview that opens in place. `gameNews:update` replaces the list live.
 */
export function GameNewsFeed() {
  const t = arContent.news;
  const news = useGetGameNews({ query: { retry: 2, retryDelay: 1000 } });
  if (news.isError)
    return <p className="text-sm text-night-400">{errorText(news.error, { fallback: t.loadFailed })}</p>;
  if (!news.data || news.data.length === 0) return null;
  return (
    <section className="flex flex-col gap-3" data-testid="game-news" aria-labelledby="game-news-title">
      <h2 id="game-news-title" className="flex items-center gap-2 text-lg font-extrabold text-white">
        <Megaphone className="size-5 text-gold-400" aria-hidden />
        {t.title}
      </h2>
      <ul className="flex flex-col gap-3">
        {news.data.map((item) => (
          <NewsItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}

function NewsItem({ item }: { item: GameNewsDto }) {
  const t = arContent.news;
  const [open, setOpen] = useState(false);
  const colors = NEWS_COLOR_CLASSES[item.color];
  const preview = newsPreview(item.content);
  return (
    <li
      className={`rounded-2xl border-s-4 ${colors.accent} ${colors.soft} p-4`}
      data-testid="news-item"
      data-color={item.color}
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h3 className={`font-extrabold ${colors.title}`}>{item.title}</h3>
        <span className="text-xs text-night-400">{formatLongDateTime(item.createdAt)}</span>
      </div>
      <p className="mt-2 whitespace-pre-line break-words leading-relaxed text-night-100">
        {open ? item.content : preview.text}
      </p>
      {preview.truncated && (
        <button
          type="button"
          className="mt-1 text-sm font-bold text-night-300 underline-offset-4 hover:underline"
          onClick={() => setOpen(!open)}
        >
          {open ? t.readLess : t.readMore}
        </button>
      )}
    </li>
  );
}
