import { useEffect, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { useRegisterSW } from 'virtual:pwa-register/react';
import { Button } from '../../components/Button';
import { arPwa } from '../../i18n/ar-pwa';

/** How often an open tab asks the server whether sw.js changed (besides on becoming visible). */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker (`/sw.js`, vite-plugin-pwa, `registerType: 'prompt'`) and shows the
 * update banner (issue 26): when a deploy's new worker is installed and waiting, 'تحديث جديد متاح'
 * with a button that activates it (skipWaiting) and reloads the page into the new version, instead of
 * leaving the old code running. The tab looks for a new sw.js every hour and whenever it becomes
 * visible again. Loaded lazily by PwaRoot after the page's load event.
 */
export default function UpdatePrompt() {
  const [registration, setRegistration] = useState<ServiceWorkerRegistration>();
  const [updating, setUpdating] = useState(false);
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: true,
    onRegisteredSW: (_url, registered) => setRegistration(registered),
    onRegisterError: (error: unknown) => console.warn('service worker registration failed', error),
  });

  useEffect(() => {
    if (!registration) return;
    const check = () => {
      if (document.visibilityState === 'visible' && navigator.onLine)
        void registration.update().catch(() => {});
    };
    const timer = setInterval(check, UPDATE_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, [registration]);

  if (!needRefresh) return null;
  return (
    <div
      role="alert"
      data-testid="update-prompt"
      className="fixed inset-x-3 top-3 z-[60] mx-auto flex max-w-md flex-wrap items-center gap-3 rounded-2xl border border-night-700 bg-night-800 p-4 text-night-100 shadow-xl shadow-black/50"
    >
      <RefreshCw className="size-6 shrink-0 text-gold-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-extrabold text-white">{arPwa.update.title}</p>
        <p className="text-sm text-night-300">{arPwa.update.text}</p>
      </div>
      <div className="flex gap-2">
        <Button
          size="sm"
          pending={updating}
          onClick={() => {
            setUpdating(true);
            void updateServiceWorker(true);
          }}
        >
          {arPwa.update.reload}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setNeedRefresh(false)}>
          {arPwa.update.later}
        </Button>
      </div>
    </div>
  );
}
