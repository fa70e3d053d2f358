import { useEffect, useState } from 'react';
import { ShieldAlert } from 'lucide-react';
import { arDisclaimer } from '../../i18n/ar-disclaimer';

/** How long 'أستعد' shows before the disclaimer leaves. */
export const READY_MS = 800;

/**
 * Spec 000 section 4 (App start): the full-screen disclaimer after the splash until it is accepted on
 * this device: accepting calls `onAccept` (which remembers it), 'أستعد' shows for a moment, then `onDone`.
 */
export function Disclaimer({ onAccept, onDone }: { onAccept: () => void; onDone: () => void }) {
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
          {arDisclaimer.title}
        </h2>
        <ul className="flex flex-col gap-3 text-lg leading-relaxed text-night-200">
          {arDisclaimer.lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
        <button
          type="button"
          disabled={accepted}
          onClick={() => {
            onAccept();
            setAccepted(true);
          }}
          className="min-h-12 w-full rounded-xl bg-blood-600 px-6 text-lg font-bold text-white shadow-lg shadow-blood-900/40 hover:bg-blood-500 disabled:opacity-90"
        >
          {accepted ? arDisclaimer.ready : arDisclaimer.accept}
        </button>
      </div>
    </div>
  );
}
