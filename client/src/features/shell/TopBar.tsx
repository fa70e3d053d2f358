import { Link } from '@tanstack/react-router';
import { Crown, LogIn, UserRound } from 'lucide-react';
import { ar } from '../../i18n/ar';
import { arShell } from '../../i18n/ar-shell';
import { formatNumber } from '../../lib/format';
import { VipName } from '../../components/VipName';

interface TopBarProps {
  name: string | undefined;
  level: number | undefined;
  isGuest: boolean;
  isVip: boolean;
  signedIn: boolean;
}

/** Spec 000 (Shell): the top bar with the game's name and who is playing. */
export function TopBar({ name, level, isGuest, isVip, signedIn }: TopBarProps) {
  return (
    <header className="sticky top-0 z-20 flex min-h-14 items-center justify-between gap-3 border-b border-night-800 bg-night-950/85 px-4 backdrop-blur">
      <Link to="/dashboard" className="shrink-0 whitespace-nowrap text-lg font-black text-white">
        {ar.app.title}
      </Link>
      {signedIn ? (
        <div className="flex min-w-0 items-center gap-2 text-sm">
          {isVip && !name && (
            <span className="inline-flex items-center gap-1 rounded-full bg-gold-400/15 px-2 py-0.5 text-xs font-bold text-gold-300 ring-1 ring-gold-400/40">
              <Crown className="size-3.5" aria-hidden />
              {arShell.shell.vip}
            </span>
          )}
          {isGuest && (
            <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-night-800 px-2 py-0.5 text-xs font-bold text-night-200">
              <UserRound className="size-3.5" aria-hidden />
              {arShell.shell.guest}
            </span>
          )}
          {name && (
            <span className="hidden min-w-0 sm:inline-flex">
              <VipName name={name} isVip={isVip} nameClass="font-bold text-night-100" testId="topbar-name" />
            </span>
          )}
          {level !== undefined && (
            <span className="shrink-0 whitespace-nowrap rounded-full bg-night-800 px-2 py-0.5 text-xs text-night-200">
              {arShell.hud.level} {formatNumber(level)}
            </span>
          )}
        </div>
      ) : (
        <Link
          to="/login"
          className="inline-flex items-center gap-1 text-sm font-bold text-blood-300 hover:text-blood-200"
        >
          <LogIn className="size-4" aria-hidden />
          {arShell.shell.signIn}
        </Link>
      )}
    </header>
  );
}
