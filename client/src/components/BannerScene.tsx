import type { LucideIcon } from 'lucide-react';
import { Moon } from 'lucide-react';

/** A banner's look: its mark, sky gradient (top and bottom) and glow behind the mark. */
export interface BannerArt {
  icon: LucideIcon;
  /** Sky gradient, top and bottom. */
  from: string;
  to: string;
  /** Glow behind the mark. */
  glow: string;
}

/** The home banner's art (spec 000, Banner images), also every unknown key's. */
export const HOME_ART: BannerArt = { icon: Moon, from: '#2a0509', to: '#0b0b10', glow: '#e11d2e' };

/** Window heights of the skyline, fixed so every banner draws the same city. */
const SKYLINE = [38, 62, 48, 80, 55, 70, 42, 90, 58, 66, 45, 75, 52, 84, 40, 60, 72, 50, 86, 46];

/**
 * A banner drawn as SVG: a night skyline over `art`'s colours with its mark. `bannerKey` is the key it
 * shows (`data-banner`). `Banner` picks the art by key; the dashboard draws the home art directly, so
 * its first load does not carry every screen's mark (issue 28 point 8).
 */
export function BannerScene({ art, bannerKey, title }: { art: BannerArt; bannerKey: string; title: string }) {
  const Icon = art.icon;
  const gradientId = `banner-sky-${bannerKey}`;
  return (
    <div
      data-testid="banner"
      data-banner={bannerKey}
      className="relative h-28 overflow-hidden rounded-3xl border border-night-800 shadow-xl shadow-black/40 sm:h-36"
    >
      <svg
        viewBox="0 0 400 100"
        preserveAspectRatio="xMidYMax slice"
        className="absolute inset-0 size-full"
        aria-hidden
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor={art.from} />
            <stop offset="1" stopColor={art.to} />
          </linearGradient>
        </defs>
        <rect width="400" height="100" fill={`url(#${gradientId})`} />
        <circle cx="70" cy="30" r="40" fill={art.glow} opacity="0.18" />
        {SKYLINE.map((h, i) => (
          <rect key={i} x={i * 20} y={100 - h * 0.7} width="18" height={h} fill="#07070a" opacity="0.9" />
        ))}
        {SKYLINE.map((h, i) =>
          i % 3 === 0 ? (
            <rect
              key={`w${i}`}
              x={i * 20 + 6}
              y={100 - h * 0.7 + 8}
              width="4"
              height="4"
              fill={art.glow}
              opacity="0.6"
            />
          ) : null,
        )}
      </svg>
      <div className="relative flex h-full items-center gap-4 px-5 sm:px-8">
        <span
          className="grid size-14 shrink-0 place-items-center rounded-2xl bg-black/40 ring-1 ring-white/10 sm:size-16"
          style={{ color: art.glow }}
        >
          <Icon className="size-8 sm:size-9" aria-hidden />
        </span>
        <h1 className="text-2xl font-black text-white drop-shadow sm:text-3xl">{title}</h1>
      </div>
    </div>
  );
}

/** The home screen's banner (the dashboard's), without the other screens' art. */
export function HomeBanner({ title }: { title: string }) {
  return <BannerScene art={HOME_ART} bannerKey="home" title={title} />;
}
