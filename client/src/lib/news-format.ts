import type { NewsColor } from '../api/generated/model/newsColor';

/** Spec 002 section 9: the list preview truncates content at 200 characters. */
export const NEWS_PREVIEW_LENGTH = 200;

/** The first 200 characters (whole code points) with an ellipsis when cut, and whether it was cut. */
export function newsPreview(content: string): { text: string; truncated: boolean } {
  const chars = Array.from(content);
  if (chars.length <= NEWS_PREVIEW_LENGTH) return { text: content, truncated: false };
  return { text: `${chars.slice(0, NEWS_PREVIEW_LENGTH).join('').trimEnd()}…`, truncated: true };
}

/** Characters and words of a text, as the admin list shows them. */
export function newsCounts(content: string): { chars: number; words: number } {
  const trimmed = content.trim();
  return { chars: Array.from(content).length, words: trimmed ? trimmed.split(/\s+/u).length : 0 };
}

/** Spec 002 section 9: each news colour as an accent (border and title) and a soft background. */
export const NEWS_COLOR_CLASSES: Record<NewsColor, { accent: string; title: string; soft: string }> = {
  yellow: { accent: 'border-yellow-400', title: 'text-yellow-300', soft: 'bg-yellow-400/10' },
  green: { accent: 'border-emerald-400', title: 'text-emerald-300', soft: 'bg-emerald-400/10' },
  red: { accent: 'border-red-500', title: 'text-red-300', soft: 'bg-red-500/10' },
  blue: { accent: 'border-sky-400', title: 'text-sky-300', soft: 'bg-sky-400/10' },
  purple: { accent: 'border-violet-400', title: 'text-violet-300', soft: 'bg-violet-400/10' },
  orange: { accent: 'border-orange-400', title: 'text-orange-300', soft: 'bg-orange-400/10' },
  pink: { accent: 'border-pink-400', title: 'text-pink-300', soft: 'bg-pink-400/10' },
};
