import { useEffect, useRef } from 'react';
import { Link } from '@tanstack/react-router';
import { Lock, LogIn, LogOut, Shield, X } from 'lucide-react';
import type { FeatureInfoDto } from '../../api/generated/model/featureInfoDto';
import { ar } from '../../i18n/ar';
import { arShell } from '../../i18n/ar-shell';
import { isUnlocked, requiredLevel, unlockProgress } from '../../lib/feature-lock';
import { ADMIN_TILE, NAV_TILES, SETTINGS_TILE, SUGGESTIONS_TILE, type NavTile } from './nav-items';
import { NAV_DRAWER_ID } from './nav-drawer-id';
import { useOwnGang } from './use-own-gang';

interface NavDrawerProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  isGuest: boolean;
  isAdmin: boolean;
  playerLevel: number;
  features: FeatureInfoDto | undefined;
  onSignOut: () => void;
}

/** The level a locked tile needs: the server's figure when it sent one, else the spec's table. */
function lockLevel(tile: NavTile, playerLevel: number, features: FeatureInfoDto | undefined): number | null {
  if (!tile.feature) return null;
  const fromServer = features?.lockedFeatures.find((locked) => locked.feature === tile.feature);
  if (fromServer) return fromServer.requiredLevel;
  if (features?.unlockedFeatures.includes(tile.feature)) return null;
  return isUnlocked(tile.feature, playerLevel) ? null : requiredLevel(tile.feature);
}

/**
 * Spec 000 (Navigation drawer): opens from the right with every tile in order; locked tiles show a lock
 * and raise 'هذه الميزة تتطلب المستوى {n}'; the own-gang tile only with a gang; the admin tile only for admins;
 * logout 'تسجيل الهروب' for everyone but guests.
 */
export function NavDrawer({
  open,
  onClose,
  signedIn,
  isGuest,
  isAdmin,
  playerLevel,
  features,
  onSignOut,
}: NavDrawerProps) {
  const gang = useOwnGang(open && signedIn);
  const nav = useRef<HTMLElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // Issue 31: focus moves into the drawer (its close button) and back to what opened it; Escape closes.
  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement as HTMLElement | null;
    nav.current?.querySelector<HTMLElement>('button, a')?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      closeRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      previous?.focus?.();
    };
  }, [open]);
  if (!open) return null;

  const tiles: NavTile[] = [...NAV_TILES];
  if (gang.data) {
    tiles.push({ to: `/gangs/${gang.data.id}`, label: ar.nav.myGang, icon: Shield, feature: 'gangs' });
  }
  tiles.push(SUGGESTIONS_TILE, SETTINGS_TILE);
  if (isAdmin) tiles.push(ADMIN_TILE);

  return (
    <>
      <div
        data-testid="drawer-overlay"
        className="fixed inset-0 z-40 bg-black/70 md:bg-black/40"
        aria-hidden
        onClick={onClose}
      />
      <nav
        ref={nav}
        id={NAV_DRAWER_ID}
        data-testid="nav-drawer"
        aria-label={arShell.shell.menu}
        className="drawer-in fixed inset-y-0 start-0 z-50 flex w-[min(22rem,88vw)] flex-col border-e border-night-700 bg-night-900 shadow-2xl shadow-black"
      >
        <div className="flex items-center justify-between border-b border-night-800 px-4 py-3">
          <span className="text-lg font-black text-white">{arShell.shell.menu}</span>
          <button
            type="button"
            onClick={onClose}
            aria-label={arShell.shell.closeMenu}
            className="rounded-lg p-2 text-night-300 hover:bg-night-800 hover:text-white"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <ul className="grid flex-1 auto-rows-min grid-cols-3 gap-2 overflow-y-auto p-3">
          {tiles.map((tile) => {
            const needed = lockLevel(tile, playerLevel, features);
            const Icon = tile.icon;
            const body = (
              <>
                <span className="relative">
                  <Icon className={`size-6 ${tile.vip ? 'text-gold-400' : ''}`} aria-hidden />
                  {needed !== null && (
                    <Lock
                      data-testid="tile-lock"
                      className="absolute -bottom-1 -end-2 size-3.5 rounded-sm bg-night-950 text-blood-400"
                      aria-label={arShell.shell.locked}
                    />
                  )}
                </span>
                <span className="line-clamp-2 text-center text-xs leading-tight">{tile.label}</span>
                {needed !== null && (
                  <span className="h-1 w-10 overflow-hidden rounded-full bg-night-950" aria-hidden>
                    <span
                      className="block h-full bg-blood-500"
                      style={{ width: `${unlockProgress(playerLevel, needed) * 100}%` }}
                    />
                  </span>
                )}
              </>
            );
            const tileClass = `flex min-h-22 w-full flex-col items-center justify-center gap-1.5 rounded-2xl border p-2 transition ${
              tile.vip
                ? 'border-gold-500/50 bg-gradient-to-b from-gold-400/15 to-night-800 text-gold-300'
                : 'border-night-700 bg-night-800/70 text-night-100 hover:border-night-500'
            } ${needed !== null ? 'opacity-60' : ''}`;
            return (
              <li key={tile.to}>
                {needed !== null ? (
                  <button
                    type="button"
                    className={tileClass}
                    data-locked="true"
                    onClick={() => window.alert(arShell.shell.lockedAlert(needed))}
                  >
                    {body}
                  </button>
                ) : (
                  <Link to={tile.to} className={tileClass} onClick={onClose}>
                    {body}
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
        <div className="border-t border-night-800 p-3">
          {!signedIn ? (
            <Link
              to="/login"
              onClick={onClose}
              className="flex min-h-11 items-center justify-center gap-2 rounded-xl bg-blood-600 font-bold text-white"
            >
              <LogIn className="size-5" aria-hidden />
              {arShell.shell.signIn}
            </Link>
          ) : (
            !isGuest && (
              <button
                type="button"
                onClick={onSignOut}
                className="flex min-h-11 w-full items-center justify-center gap-2 rounded-xl border border-blood-800 bg-blood-950/60 font-bold text-blood-300 hover:bg-blood-900/60"
              >
                <LogOut className="size-5" aria-hidden />
                {ar.nav.logout}
              </button>
            )
          )}
        </div>
      </nav>
    </>
  );
}
