import type { ReactNode } from 'react';
import { Crown, Eye, Gem, Shield, User, type LucideIcon } from 'lucide-react';
import type { GangRank } from '../../api/generated/model/gangRank';
import { arGangs } from '../../i18n/ar-gangs';

/** A card of the gang page: a titled panel. */
export function GangCard({
  title,
  icon: Icon,
  testId,
  children,
  aside,
}: {
  title: string;
  icon: LucideIcon;
  testId: string;
  children: ReactNode;
  aside?: ReactNode;
}) {
  return (
    <section
      data-testid={testId}
      className="flex min-w-0 flex-col gap-3 rounded-3xl border border-night-800 bg-night-900/80 p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="flex items-center gap-2 text-lg font-extrabold text-white">
          <Icon className="size-5 text-blood-400" aria-hidden />
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}

/** Spec 001 section 2.1: errors appear inline next to the action that failed. */
export function InlineError({ message, className = '' }: { message?: string; className?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      data-testid="gang-error"
      className={`whitespace-pre-line text-sm text-blood-300 ${className}`}
    >
      {message}
    </p>
  );
}

const RANK_ICONS: Record<GangRank, LucideIcon> = {
  BOSS: Crown,
  WAZIR: Gem,
  NAIB: Shield,
  MUSHREF: Eye,
  AUDW: User,
};

const RANK_COLOURS: Record<GangRank, string> = {
  BOSS: 'bg-gold-400/15 text-gold-300 ring-gold-400/40',
  WAZIR: 'bg-violet-500/15 text-violet-300 ring-violet-400/40',
  NAIB: 'bg-sky-500/15 text-sky-300 ring-sky-400/40',
  MUSHREF: 'bg-emerald-500/15 text-emerald-300 ring-emerald-400/40',
  AUDW: 'bg-night-700/60 text-night-200 ring-night-500/40',
};

/** A rank's icon and name (spec 001 sections 2.1 and 4). */
export function RankBadge({ rank }: { rank: GangRank }) {
  const Icon = RANK_ICONS[rank];
  return (
    <span
      data-testid="rank-badge"
      data-rank={rank}
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-bold ring-1 ${RANK_COLOURS[rank]}`}
    >
      <Icon className="size-3.5" aria-hidden />
      {arGangs.gangs.ranks[rank]}
    </span>
  );
}
