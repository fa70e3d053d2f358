import { lazy, Suspense, useEffect, useState } from 'react';
import { GameLogo } from '../../components/GameLogo';
import { ar } from '../../i18n/ar';

/** Spec 000 (App start): the splash shows for 5 s at every app start (each page load). */
export const SPLASH_MS = 5000;
/**
 * Browser tests only: a page whose session storage holds 'true' under this key starts without the
 * splash (each of their page loads is an app start, 5 s each). No player path writes it.
 */
export const SKIP_SPLASH_KEY = 'darkcity.e2e.skipSplash';
/** Spec 000 section 4: the disclaimer's acceptance is remembered locally. */
export const DISCLAIMER_KEY = 'darkcity.disclaimerAccepted';
/** The disclaimer's module: shown once per device, so not part of the first download (issue 28 point 8). */
const loadDisclaimer = () => import('./Disclaimer');
const Disclaimer = lazy(() => loadDisclaimer().then((module) => ({ default: module.Disclaimer })));

/** The disclaimer's backdrop while its module loads (it loads during the splash, so seldom seen). */
function DisclaimerBackdrop() {
  return <div className="fixed inset-0 z-[100] bg-night-950" aria-hidden />;
}

function write(storage: Storage, key: string): void {
  try {
    storage.setItem(key, 'true');
  } catch {
    // Private mode: shown again next time, which is harmless.
  }
}

function read(storage: Storage, key: string): boolean {
  try {
    return storage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function Splash() {
  return (
    <div
      data-testid="splash"
      className="fixed inset-0 z-[100] grid place-items-center bg-night-950"
      role="status"
      aria-label={ar.splash.loadingBar}
    >
      <div className="flex w-72 flex-col items-center gap-8">
        <GameLogo size="lg" />
        <div className="h-2 w-full overflow-hidden rounded-full bg-night-800">
          <div className="splash-fill h-full rounded-full bg-gradient-to-l from-blood-500 to-gold-400" />
        </div>
      </div>
    </div>
  );
}

/**
 * Spec 000 (App start): a 5 s splash with the title and a loading bar at every app start, then
 * the full-screen disclaimer until it has been accepted on this device. The app loads underneath.
 */
export function AppStart() {
  const [splash, setSplash] = useState(() => !read(sessionStorage, SKIP_SPLASH_KEY));
  const [disclaimer, setDisclaimer] = useState(() => !read(localStorage, DISCLAIMER_KEY));
  // Loaded while the splash shows, so the disclaimer follows it at once.
  useEffect(() => {
    if (disclaimer) void loadDisclaimer();
  }, [disclaimer]);
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => setSplash(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [splash]);
  if (splash) return <Splash />;
  if (disclaimer)
    return (
      <Suspense fallback={<DisclaimerBackdrop />}>
        <Disclaimer
          onAccept={() => write(localStorage, DISCLAIMER_KEY)}
          onDone={() => setDisclaimer(false)}
        />
      </Suspense>
    );
  return null;
}
