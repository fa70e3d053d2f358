import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useGetCharacterProfile } from '../../api/generated/character/character';
import { useSignOut } from '../../auth/use-sign-out';
import { whenIdle } from '../../lib/idle';
import { isVip } from '../../lib/vip';
import { SideHud } from './SideHud';
import { TopBar } from './TopBar';
import { useUnclaimedTasksBadge } from './tasks-badge';
import { useUnreadBadges } from './unread-badges';
import { useIsMobile } from './use-is-mobile';
import { usePlayer } from './use-player';

/** The drawer's module: its tiles, their icons and the own-gang query (issue 28 point 8). */
const loadNavDrawer = () => import('./NavDrawer');

/**
 * The navigation drawer is not part of the first paint: it loads once the shell is idle (so the first
 * opening does not wait for it) and mounts at the first opening.
 */
const NavDrawer = lazy(() => loadNavDrawer().then((module) => ({ default: module.NavDrawer })));

/**
 * Spec 000 (Shell): top bar, side HUD, navigation drawer and, through `children`, the account-setup
 * dialog. Rebuilt (remounted) whenever the signed-in identity changes.
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const player = usePlayer();
  const userKey = player.session?.user.id ?? 'anonymous';
  return (
    <ShellFrame key={userKey} player={player}>
      {children}
    </ShellFrame>
  );
}

function ShellFrame({ player, children }: { player: ReturnType<typeof usePlayer>; children?: ReactNode }) {
  const isMobile = useIsMobile();
  const signOut = useSignOut();
  const [menuOpen, setMenuOpen] = useState(false);
  // Mounted from the first opening on, as it was before it loaded lazily.
  const [menuUsed, setMenuUsed] = useState(false);
  const [hudExpanded, setHudExpanded] = useState(() => !window.matchMedia('(max-width: 767.98px)').matches);
  const character = useGetCharacterProfile({ query: { enabled: player.setupDone } });
  const unread = useUnreadBadges(player.setupDone);
  const unclaimedTasks = useUnclaimedTasksBadge(player.setupDone);

  // Web push (issue 26): each start of a signed-in player's game hands this device's subscription to
  // the server, so one the browser rotated without a proof for the service worker is not lost.
  const signedIn = player.session !== null;
  useEffect(() => {
    if (signedIn) void import('../../sw/registration').then((module) => module.syncPushSubscription());
  }, [signedIn]);

  useEffect(() => whenIdle(() => void loadNavDrawer()), []);

  // Spec 000 (Shell): reaching mobile width closes the menu (and folds the HUD to its 16-unit strip).
  useEffect(() => {
    if (!isMobile) return;
    setMenuOpen(false);
    setHudExpanded(false);
  }, [isMobile]);

  return (
    <div className="min-h-dvh">
      <SideHud
        hud={player.hud}
        expanded={hudExpanded}
        onToggleExpanded={() => setHudExpanded((v) => !v)}
        onOpenMenu={() => {
          setMenuUsed(true);
          setMenuOpen(true);
        }}
        menuOpen={menuOpen}
        unreadMessages={unread.messages}
        unreadNotifications={unread.notifications}
        unclaimedTasks={unclaimedTasks}
      />
      {isMobile && hudExpanded && (
        <div className="fixed inset-0 z-20 bg-black/60" aria-hidden onClick={() => setHudExpanded(false)} />
      )}
      <div className={`flex min-h-dvh flex-col ps-16 transition-[padding] ${hudExpanded ? 'md:ps-60' : ''}`}>
        <TopBar
          signedIn={player.session !== null}
          name={player.user?.username ?? player.user?.displayName ?? player.session?.user.displayName}
          level={player.hud?.level}
          isGuest={player.isGuest}
          isVip={character.data ? isVip(character.data) : false}
        />
        <main className="mx-auto w-full max-w-6xl flex-1 px-3 py-4 sm:px-6 sm:py-6">
          <Outlet />
        </main>
      </div>
      {menuUsed && (
        <Suspense fallback={null}>
          <NavDrawer
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            signedIn={player.session !== null}
            isGuest={player.isGuest}
            isAdmin={player.isAdmin}
            playerLevel={player.playerLevel}
            features={player.features}
            onSignOut={() => {
              setMenuOpen(false);
              void signOut();
            }}
          />
        </Suspense>
      )}
      {player.session && children}
    </div>
  );
}
