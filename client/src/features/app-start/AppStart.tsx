import { useEffect, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
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
/** How long 'أستعد' shows before the disclaimer leaves. */
const READY_MS = 800;

function read(storage: Storage, key: string): boolean {
  try {
    return storage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

function write(storage: Storage, key: string): void {
  try {
    storage.setItem(key, 'true');
  } catch {
    // Private mode: shown again next time, which is harmless.
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

function Disclaimer({ onDone }: { onDone: () => void }) {
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    if (!accepted) return;
    const timer = setTimeout(onDone, READY_MS);
    return () => clearTimeout(timer);
  }, [accepted, onDone]);
  return (
    <div
      data-testid="disclaimer"
      role="dialog"
      aria-modal="true"
      aria-labelledby="disclaimer-title"
      className="fixed inset-0 z-[100] grid place-items-center overflow-y-auto bg-night-950 px-5 py-10"
    >
      <div className="flex w-full max-w-md flex-col items-center gap-6 text-center">
        <ShieldAlert className="size-14 text-blood-500" aria-hidden />
        <h2 id="disclaimer-title" className="text-3xl font-black text-white">
          {ar.disclaimer.title}
        </h2>
        <ul className="flex flex-col gap-3 text-lg leading-relaxed text-night-200">
          {ar.disclaimer.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <button
          type="button"
          disabled={accepted}
          onClick={() => {
            write(localStorage, DISCLAIMER_KEY);
            setAccepted(true);
          }}
          className="min-h-12 w-full rounded-xl bg-blood-600 px-6 text-lg font-bold text-white shadow-lg shadow-blood-900/40 hover:bg-blood-500 disabled:opacity-90"
        >
          {accepted ? ar.disclaimer.ready : ar.disclaimer.accept}
        </button>
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
  useEffect(() => {
    if (!splash) return;
    const timer = setTimeout(() => setSplash(false), SPLASH_MS);
    return () => clearTimeout(timer);
  }, [splash]);
  if (splash) return <Splash />;
  if (disclaimer) return <Disclaimer onDone={() => setDisclaimer(false)} />;
  return null;
}
