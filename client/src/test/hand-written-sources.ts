import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The hand-written `.ts` and `.tsx` files under `dir`, recursively, without tests: for the scans
 * that hold every screen to a rule (one digit system, money only through lib/format). Folders whose
 * name starts with `generated` are skipped: the orval output, and the copy the server's API contract
 * test writes beside it (src/api/generated-check) and deletes, maybe while these scans run; entry
 * types come from `readdir`, so no `stat` races that deletion.
 */
export function handWrittenSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name.startsWith('generated') ? [] : handWrittenSources(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\./.test(entry.name) ? [path] : [];
  });
}
