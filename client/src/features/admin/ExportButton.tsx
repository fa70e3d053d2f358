import { useState } from 'react';
import { toast } from '../../lib/toast';
import { Download } from 'lucide-react';
import { Button } from '../../components/Button';
import { ar } from '../../i18n/ar-admin';

/** Exports may stream for longer than the API's 8 s call timeout: no timeout, a CSV accepted. */
export const EXPORT_REQUEST = { timeout: 0, headers: { Accept: 'text/csv' } } as const;

/** Saves a blob under `filename` through a temporary link (the browser's download). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has handed the blob to the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** `<kind>-<YYYY-MM-DD>.csv` for today (the server names its files the same way). */
export function exportFilename(kind: string, now = new Date()): string {
  return `${kind}-${now.toISOString().slice(0, 10)}.csv`;
}

/**
 * A list screen's CSV export (issue 30, part 4): fetches the file through the API client (the
 * bearer token the admin API uses rides on the call, which a plain link could not carry), then
 * saves it. `download` is the generated export call with the screen's filters.
 */
export function ExportButton({
  download,
  kind,
  label = ar.adminExport.button,
  testId,
}: {
  download: (options: typeof EXPORT_REQUEST) => Promise<Blob>;
  kind: string;
  label?: string;
  testId?: string;
}) {
  const [pending, setPending] = useState(false);
  const run = async () => {
    setPending(true);
    try {
      saveBlob(await download(EXPORT_REQUEST), exportFilename(kind));
      toast.success(ar.adminExport.done);
    } catch {
      // The error body arrives as a blob too: the one Arabic sentence says it.
      toast.error(ar.adminExport.failed);
    } finally {
      setPending(false);
    }
  };
  return (
    <Button variant="secondary" size="sm" pending={pending} onClick={() => void run()} data-testid={testId}>
      {!pending && <Download className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}
