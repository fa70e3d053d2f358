import { lazy, Suspense, useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import type { AuthContext } from '../auth/auth-context';
import { ModalOverlay } from '../components/ModalOverlay';
import { ToastHost } from '../components/ToastHost';
import { AppStart } from '../features/app-start/AppStart';
import { PwaRoot } from '../features/pwa/PwaRoot';
import { ar } from '../i18n/ar';
import { toast } from '../lib/toast';

/**
 * Music and the notification chime load after the first render (issue 28 point 8: the synth, the
 * volume cache and the settings query are not part of a player's first download).
 */
const AudioDirector = lazy(() =>
  import('../features/audio/AudioDirector').then((module) => ({ default: module.AudioDirector })),
);

export interface RouterContext {
  queryClient: QueryClient;
  auth: AuthContext;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Root,
});

/** Spec 000 section 4 (Connectivity): going offline raises an alert that stays until the browser is back online. */
function useOfflineAlert() {
  useEffect(() => {
    const offline = () => toast.error(ar.http.offline, { id: 'offline', duration: Infinity });
    const online = () => toast.dismiss('offline');
    window.addEventListener('offline', offline);
    window.addEventListener('online', online);
    if (!navigator.onLine) offline();
    return () => {
      window.removeEventListener('offline', offline);
      window.removeEventListener('online', online);
    };
  }, []);
}

/**
 * Spec 000 (Shell): toasts bottom-center for 4 seconds, at most 350 px wide (the library's other
 * defaults, section 9, stay). The stack is kept to a band at the bottom of the screen (about three
 * toasts; older ones are hidden until they expire), so a burst of toasts no longer covers the buttons
 * in the middle of the page (issue 31). The toaster and its library load after the first paint
 * (issue 28 point 8, components/ToastHost.tsx).
 */
export const TOAST_BAND_STYLE = { top: 'auto', height: 'min(30vh, 11rem)', overflow: 'hidden' } as const;

function Root() {
  useOfflineAlert();
  return (
    <>
      <Outlet />
      <ModalOverlay />
      <AppStart />
      <Suspense fallback={null}>
        <AudioDirector />
      </Suspense>
      <PwaRoot />
      <ToastHost
        position="bottom-center"
        containerStyle={TOAST_BAND_STYLE}
        toastOptions={{
          duration: 4000,
          style: {
            direction: 'rtl',
            maxWidth: 350,
            background: '#20202b',
            color: '#f5f5f7',
            border: '1px solid #30303e',
            fontFamily: 'inherit',
          },
        }}
      />
    </>
  );
}
