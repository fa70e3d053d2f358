import { TriangleAlert } from 'lucide-react';
import { ar } from '../i18n/ar';
import { Button } from './Button';

/** Spec 000 section 8 (Loading error screen): title, detail and a retry button. */
export function ErrorPanel({
  detail = ar.errors.loadingDetail,
  onRetry,
}: {
  detail?: string;
  onRetry?: () => void;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-3 rounded-2xl border border-blood-900/60 bg-blood-950/30 p-6 text-center"
    >
      <TriangleAlert className="size-8 text-blood-400" aria-hidden />
      <h2 className="text-lg font-bold text-white">{ar.errors.loadingTitle}</h2>
      <p className="whitespace-pre-line text-night-200">{detail}</p>
      <p className="text-sm text-night-400">{ar.errors.loadingHint}</p>
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {ar.errors.retry}
        </Button>
      )}
    </div>
  );
}
