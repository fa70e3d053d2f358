import { useEffect, useState, type ComponentType } from 'react';
import type { ToasterProps } from 'react-hot-toast';
import { whenIdle } from '../lib/idle';
import { loadToasts, toastsLoaded } from '../lib/toast';

/**
 * react-hot-toast's `Toaster` with `props`, mounted once the library has loaded: when the page is idle
 * after its first paint, or sooner when a toast is asked for (lib/toast.ts). Toasts asked for before
 * it mounts are in the library's store and show as it does.
 */
export function ToastHost(props: ToasterProps) {
  const [Toaster, setToaster] = useState<ComponentType<ToasterProps> | null>(null);
  useEffect(() => {
    let live = true;
    void toastsLoaded.then((loaded) => {
      if (live) setToaster(() => loaded.Toaster);
    });
    const cancel = whenIdle(() => void loadToasts().catch(() => undefined));
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Toaster ? <Toaster {...props} /> : null;
}
