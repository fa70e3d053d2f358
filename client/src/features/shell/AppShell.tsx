import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { Outlet } from '@tanstack/react-router';
import { useGetCharacterProfile } from '../../api/generated/character/character';
import { useSignOut } from '../../auth/use-sign-out';
import { isVip } from '../../lib/vip';
import { SideHud } from './SideHud';
import { TopBar } from './TopBar';
import { useUnclaimedTasksBadge } from './tasks-badge';
import { useUnreadBadges } from './unread-badges';
import { useIsMobile } from './use-is-mobile';
import { usePlayer } from './use-player';

type NavDrawerComponent = ComponentType<Parameters<typeof import('./NavDrawer').NavDrawer>[0]>;

/** The drawer once its module has loaded: it then opens in the same render as the click. */
let loadedNavDrawer: NavDrawerComponent | undefined;

/**
 * The navigation drawer is not part of the first paint (issue 28 point 8: its tiles, their icons and
 * the own-gang query): its module loads once the shell has painted, so the first opening does not wait.
 */
function loadNavDrawer(): Promise<NavDrawerComponent> {
  return import('./NavDrawer').then((module) => (loadedNavDrawer = module.NavDrawer));
}

/** For an opening before the module has loaded: shown as soon as it has. */
const LazyNavDrawer = lazy(() => loadNavDrawer().then((component) => ({ default: component })));

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
  // Chosen at the first opening and mounted from then on, as the drawer was before it loaded lazily.
  const [NavDrawer, setNavDrawer] = useState<NavDrawerComponent | null>(null);
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

  useEffect(() => {
    void loadNavDrawer();
  }, []);

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
          setNavDrawer((chosen: NavDrawerComponent | null) => chosen ?? loadedNavDrawer ?? LazyNavDrawer);
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
      {NavDrawer && (
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
