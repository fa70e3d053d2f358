// First-load bytes of a player's first page (issue 28 point 8): builds the client with a manifest
// into a temporary folder, then follows what the browser fetches before the page can render:
// index.html's entry script, its static imports (the modulepreload links) and stylesheets, plus
// for `/dashboard` the split route chunks of every route the URL matches (and their static imports).
// Reports bytes raw, gzip (level 9) and brotli (quality 11) and the file count; asserts nothing.
// `node bench/bundle.mjs` runs it alone; `npm run bench bundle` runs it inside the bench table.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

/**
 * The route files whose split chunks a first visit to each page loads, outermost first
 * (`__root.tsx` is part of the entry). A page's files are matched by path prefix in the manifest,
 * so every split of the file (`?tsr-split=component`, `...=loader`) counts.
 */
const PAGES = {
  '/': ['src/routes/index.tsx'],
  '/dashboard': [
    'src/routes/_shell.tsx',
    'src/routes/_shell/_auth.tsx',
    'src/routes/_shell/_auth/dashboard/index.tsx',
  ],
};

/** Builds the client into a fresh temporary folder; returns that folder and the parsed Vite manifest. */
function build() {
  const outDir = mkdtempSync(join(tmpdir(), 'darkcity-bundle-'));
  const result = spawnSync(
    'npx',
    ['vite', 'build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: join(ROOT, 'client'),
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  if (result.status !== 0) throw new Error('client build failed');
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));
  return { outDir, manifest };
}

/** Adds a manifest entry's own file, its CSS and (recursively) its static imports to `files`. */
function collect(manifest, key, files) {
  const entry = manifest[key];
  if (!entry || files.has(entry.file)) return;
  files.add(entry.file);
  for (const css of entry.css ?? []) files.add(css);
  for (const imported of entry.imports ?? []) collect(manifest, imported, files);
}

/** The files a first visit to `page` downloads: the entry's closure plus the matched routes' split chunks. */
function filesOf(manifest, page) {
  const files = new Set();
  collect(manifest, 'index.html', files);
  for (const routeFile of PAGES[page]) {
    for (const key of Object.keys(manifest)) {
      if (key === routeFile || key.startsWith(`${routeFile}?`)) collect(manifest, key, files);
    }
  }
  return [...files];
}

/** Sums raw, gzip and brotli bytes of `files` under `outDir`. */
function measure(outDir, files) {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const file of files) {
    const bytes = readFileSync(join(outDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** Bench rows: one per page, `first load <page>` | gzip | brotli | raw and file count. */
export async function benchBundle() {
  const { outDir, manifest } = build();
  try {
    return Object.keys(PAGES).map((page) => {
      const files = filesOf(manifest, page);
      const { raw, gzip, brotli } = measure(outDir, files);
      return [
        `first load ${page}`,
        `${kb(gzip)} gzip`,
        `${kb(brotli)} brotli`,
        `${files.length} files, ${kb(raw)} raw`,
      ];
    });
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const row of await benchBundle()) console.log(row.join(' | '));
}
