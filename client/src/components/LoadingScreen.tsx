import { LoaderCircle } from 'lucide-react';
import { ar } from '../i18n/ar';

/** Spec 000 (App start): a loading screen with a customisable message. */
export function LoadingScreen({ message = ar.app.loading }: { message?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center p-6" role="status">
      <div className="flex flex-col items-center gap-3 text-night-300">
        <LoaderCircle className="size-10 animate-spin text-blood-500" aria-hidden />
        <p>{message}</p>
      </div>
    </div>
  );
}
