import type { ReactNode } from 'react';
import { CalendarDays, Flag, Percent, Skull, Star, Swords, Trophy } from 'lucide-react';
import { arPvp } from '../../i18n/ar-pvp';
import { findCountry } from '../../lib/countries';
import { formatNumber } from '../../lib/format';
import { VipName } from '../../components/VipName';
import { PlayerAvatar, PlayerBadges } from '../../components/PlayerAvatar';
import { formatWinRate } from './pvp-rules';

/** The public part of a player, whether their own profile or another's. */
export interface ProfileFacts {
  name: string;
  avatarUrl: string | null;
  level: number;
  fame: number;
  fightsWon: number;
  fightsLost: number;
  crimesCommitted: number;
  daysInGame: number;
  countryCode: string | null;
  vip: boolean;
  admin?: boolean;
  online?: boolean;
}

function Fact({
  icon,
  label,
  value,
  testId,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  testId: string;
}) {
  return (
    <div data-testid={testId} className="flex min-w-0 items-center gap-2 rounded-2xl bg-night-800/70 p-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-night-950">{icon}</span>
      <span className="flex min-w-0 flex-col">
        <span className="text-xs text-night-300">{label}</span>
        <span className="truncate font-bold text-white">{value}</span>
      </span>
    </div>
  );
}

/** A profile card: avatar with online dot, name and badges, level, then the stats grid; `actions` go under the name. */
export function ProfileView({ facts, actions }: { facts: ProfileFacts; actions?: ReactNode }) {
  const t = arPvp.profile;
  return (
    <section
      className="flex flex-col gap-5 rounded-3xl border border-night-800 bg-night-900/70 p-4 sm:p-6"
      data-testid="profile"
    >
      <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-start">
        <PlayerAvatar name={facts.name} avatarUrl={facts.avatarUrl} online={facts.online} size="xl" />
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 sm:items-start">
          <div className="flex flex-wrap items-center justify-center gap-2">
            <h2 className="text-2xl font-black text-white">
              <VipName name={facts.name} isVip={facts.vip} nameClass="" testId="profile-name" />
            </h2>
            <PlayerBadges admin={facts.admin} />
          </div>
          <span className="inline-flex items-center gap-1 text-night-200">
            <Star className="size-4 fill-gold-400 text-gold-400" aria-hidden />
            {arPvp.pvp.level(formatNumber(facts.level))}
          </span>
          {actions}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Fact
          testId="profile-fame"
          icon={<Trophy className="size-5 text-gold-300" />}
          label={t.fame}
          value={formatNumber(facts.fame)}
        />
        <Fact
          testId="profile-won"
          icon={<Swords className="size-5 text-emerald-400" />}
          label={t.fightsWon}
          value={formatNumber(facts.fightsWon)}
        />
        <Fact
          testId="profile-lost"
          icon={<Swords className="size-5 text-blood-400" />}
          label={t.fightsLost}
          value={formatNumber(facts.fightsLost)}
        />
        <Fact
          testId="profile-win-rate"
          icon={<Percent className="size-5 text-sky-300" />}
          label={t.winRate}
          value={formatWinRate(facts.fightsWon, facts.fightsLost)}
        />
        <Fact
          testId="profile-crimes"
          icon={<Skull className="size-5 text-night-200" />}
          label={t.crimes}
          value={formatNumber(facts.crimesCommitted)}
        />
        <Fact
          testId="profile-days"
          icon={<CalendarDays className="size-5 text-night-200" />}
          label={t.daysInGame}
          value={formatNumber(facts.daysInGame)}
        />
        <Fact
          testId="profile-country"
          icon={<Flag className="size-5 text-night-200" />}
          label={t.country}
          value={(facts.countryCode && findCountry(facts.countryCode)?.nameAr) || '—'}
        />
      </div>
    </section>
  );
}
