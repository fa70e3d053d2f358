import type { ReactNode } from 'react';
import {
  Crown,
  Dumbbell,
  Flag,
  Gem,
  Heart,
  Landmark,
  Shield,
  Skull,
  Star,
  Swords,
  Trophy,
  Zap,
  CalendarDays,
  Coins,
  Ambulance,
  Lock,
} from 'lucide-react';
import { useGetAccountProfile } from '../../api/generated/auth/auth';
import { useGetCharacterProfile } from '../../api/generated/character/character';
import { errorText } from '../../api/error-text';
import { ErrorPanel } from '../../components/ErrorPanel';
import { SectionPage } from '../../components/SectionPage';
import { ar } from '../../i18n/ar';
import { arShell } from '../../i18n/ar-shell';
import { arCharacter } from '../../i18n/ar-character';
import { findCountry } from '../../lib/countries';
import { formatBlackcoins, formatLongDateTime, formatMoney, formatNumber } from '../../lib/format';
import { VipName } from '../../components/VipName';
import { isVip } from '../../lib/vip';

function Stat({
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
    <div
      data-testid={testId}
      className="flex min-w-0 items-center gap-2 rounded-2xl bg-night-800/70 p-2.5 sm:gap-3 sm:p-3"
    >
      <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-night-950 sm:size-10">
        {icon}
      </span>
      <div className="flex min-w-0 flex-col">
        <span className="text-xs text-night-300">{label}</span>
        <span className="truncate text-base font-bold text-white sm:text-lg">{value}</span>
      </div>
    </div>
  );
}

/**
 * `/dashboard/character` and `/dashboard/profile`: the character's stats from GET /api/character/profile;
 * `children` (the route's other blocks, e.g. the equipment) go below the stats.
 */
export function CharacterPage({
  bannerKey,
  title,
  children,
}: {
  bannerKey: string;
  title: string;
  children?: ReactNode;
}) {
  const account = useGetAccountProfile();
  const setupDone = account.data?.user.accountSetupCompleted === true;
  const profile = useGetCharacterProfile({ query: { enabled: setupDone } });
  const c = arCharacter.character;
  const p = profile.data;

  return (
    <SectionPage bannerKey={bannerKey} title={title}>
      {account.data && !setupDone && <p className="text-night-300">{arShell.dashboard.hudPending}</p>}
      {setupDone && profile.isPending && (
        <p role="status" className="text-night-300">
          {ar.app.loading}
        </p>
      )}
      {profile.isError && <ErrorPanel detail={errorText(profile.error)} onRetry={() => profile.refetch()} />}
      {p && (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-2xl font-extrabold text-white">
              <VipName
                name={p.username ?? p.displayName}
                isVip={isVip(p)}
                nameClass=""
                testId="character-name"
              />
            </h2>
            {isVip(p) && (
              <span className="inline-flex items-center gap-1 rounded-full bg-gold-400/15 px-3 py-1 text-xs font-bold text-gold-300 ring-1 ring-gold-400/40">
                <Crown className="size-3.5" aria-hidden />
                {p.vipExpiresAt ? c.vipUntil(formatLongDateTime(p.vipExpiresAt) ?? '') : arShell.shell.vip}
              </span>
            )}
            {p.hospitalUntil && new Date(p.hospitalUntil).getTime() > Date.now() && (
              <span className="inline-flex items-center gap-1 rounded-full bg-sky-500/15 px-3 py-1 text-xs font-bold text-sky-300">
                <Ambulance className="size-3.5" aria-hidden />
                {c.inHospital(formatLongDateTime(p.hospitalUntil) ?? '')}
              </span>
            )}
            {p.jailUntil && new Date(p.jailUntil).getTime() > Date.now() && (
              <span className="inline-flex items-center gap-1 rounded-full bg-night-700 px-3 py-1 text-xs font-bold text-night-100">
                <Lock className="size-3.5" aria-hidden />
                {c.inJail(formatLongDateTime(p.jailUntil) ?? '')}
              </span>
            )}
          </div>
          <div className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
            <Stat
              testId="stat-level"
              icon={<Star className="size-5 fill-gold-400 text-gold-400" />}
              label={arShell.hud.level}
              value={formatNumber(p.level)}
            />
            <Stat
              testId="stat-hp"
              icon={<Heart className="size-5 text-blood-500" />}
              label={arShell.hud.health}
              value={`${formatNumber(p.hp)} / ${formatNumber(p.maxHp)}`}
            />
            <Stat
              testId="stat-energy"
              icon={<Zap className="size-5 text-gold-400" />}
              label={arShell.hud.energy}
              value={`${formatNumber(p.energy)} / ${formatNumber(p.maxEnergy)}`}
            />
            <Stat
              testId="stat-exp"
              icon={<Star className="size-5 text-sky-400" />}
              label={arShell.hud.experience}
              value={`${formatNumber(p.exp)} / ${formatNumber(p.nextLevelExp)}`}
            />
            <Stat
              testId="stat-strength"
              icon={<Dumbbell className="size-5 text-orange-400" />}
              label={c.strength}
              value={formatNumber(p.strength)}
            />
            <Stat
              testId="stat-defense"
              icon={<Shield className="size-5 text-emerald-400" />}
              label={c.defense}
              value={formatNumber(p.defense)}
            />
            <Stat
              testId="stat-fame"
              icon={<Trophy className="size-5 text-gold-300" />}
              label={c.fame}
              value={formatNumber(p.fame)}
            />
            <Stat
              testId="stat-money"
              icon={<Coins className="size-5 text-emerald-400" />}
              label={arShell.hud.money}
              value={formatMoney(p.money)}
            />
            <Stat
              testId="stat-bank"
              icon={<Landmark className="size-5 text-emerald-300" />}
              label={c.bank}
              value={formatMoney(p.bankBalance)}
            />
            <Stat
              testId="stat-blackcoins"
              icon={<Gem className="size-5 text-violet-400" />}
              label={arShell.hud.blackcoins}
              value={formatBlackcoins(p.blackcoins)}
            />
            <Stat
              testId="stat-fights-won"
              icon={<Swords className="size-5 text-emerald-400" />}
              label={c.fightsWon}
              value={formatNumber(p.fightsWon)}
            />
            <Stat
              testId="stat-fights-lost"
              icon={<Swords className="size-5 text-blood-400" />}
              label={c.fightsLost}
              value={formatNumber(p.fightsLost)}
            />
            <Stat
              testId="stat-crimes"
              icon={<Skull className="size-5 text-night-200" />}
              label={c.crimes}
              value={formatNumber(p.crimesCommitted)}
            />
            <Stat
              testId="stat-days"
              icon={<CalendarDays className="size-5 text-night-200" />}
              label={c.daysInGame}
              value={formatNumber(p.daysInGame)}
            />
            <Stat
              testId="stat-country"
              icon={<Flag className="size-5 text-night-200" />}
              label={c.country}
              value={(p.countryCode && findCountry(p.countryCode)?.nameAr) || '—'}
            />
          </div>
          {children}
        </>
      )}
    </SectionPage>
  );
}
