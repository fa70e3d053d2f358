import { dirname, join } from 'node:path';
import type { Rolldown } from 'vite';

/**
 * How the client's modules are put into chunks (issue 28 point 8: a player's first load under 150 KB
 * gzip). Left to itself the bundler gives every set of modules shared by a different set of lazy
 * routes a file of its own, so a signed-in player's first page was 70 files, most of them a few
 * hundred bytes: a lucide icon, a generated API module. Each file costs its own compression
 * dictionary, its imports and a name in the entry's preload list. Here:
 *
 * - `vendor`: React, React DOM and the TanStack libraries, needed by the first page of any visit (but
 *   for the few parts only lazy code uses, `LAZY_VENDOR`);
 * - `initial`: the entry's own modules (the router, the session, the HTTP client) in one file;
 * - `shell`: what the in-game shell (the `_shell` and `_auth` layouts) and the `/dashboard` page need
 *   for their first paint, when no page outside the shell uses it: loaded with the first in-game
 *   page, so the other in-game pages that share it find it there;
 * - `dashboard-page`: what only `/dashboard` among the in-game pages needs for its first paint;
 * - `shared-<n>`: what the shell's first paint shares with pages outside the shell (the landing page,
 *   sign-in, the admin panel), one file per set of such pages: each of them needs all of its file.
 *   The realtime socket and cache sync count as in-game: they load for signed-in players only.
 *
 * Everything else (every other route, the lazy dialogs and panels) keeps the bundler's own chunks.
 * A module a page outside the shell reaches is never in `shell` or `dashboard-page`, so those pages never
 * download the shell. A route's split file (`?tsr-split=`) keeps a chunk of its own: the router
 * imports it, and `bench/bundle.mjs` finds a page's files by it.
 */

/** The framework libraries of the `vendor` chunk. */
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/][^\\/]+)[\\/]/;
/**
 * Framework modules only lazily loaded code uses (the account-setup and back-button blockers, the
 * paged lists): left to the chunks of what uses them rather than sent with `vendor` to every player.
 */
const LAZY_VENDOR = /[\\/](useBlocker|useInfiniteQuery|infiniteQueryObserver|infiniteQueryOptions)\.js$/;
/** A split file of a route under the in-game shell (`src/routes/_shell.tsx`, `src/routes/_shell/**`). */
const SHELL_SPLIT = /[\\/]src[\\/]routes[\\/]_shell(\.tsx|[\\/].*)\?tsr-split=/;
/** The split files of the shell's two layouts. */
const LAYOUT_SPLIT = /[\\/]src[\\/]routes[\\/]_shell(\.tsx|[\\/]_auth\.tsx)\?tsr-split=/;
/** The split files of `/dashboard`, a signed-in player's first page. */
const DASHBOARD_SPLIT = /[\\/]src[\\/]routes[\\/]_shell[\\/]_auth[\\/]dashboard[\\/]index\.tsx\?tsr-split=/;
/**
 * The realtime modules `useRealtime` loads for a signed-in player only (the socket and the cache sync):
 * a signed-in player is on the in-game pages, so what they share with the shell's first paint goes
 * into `shell` with it rather than into a file of its own.
 */
const SIGNED_IN = /[\\/]src[\\/]realtime[\\/](sync|socket-connection)\.ts$/;
/** lucide-react's index: it re-exports every icon, so its edges say nothing of the icons a module uses. */
const LUCIDE_INDEX = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;
/** `import { A, B as C } from "lucide-react"` in a module's transformed code. */
const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g;
/** `export { default as A, default as AIcon } from './icons/a.mjs'` in lucide-react's index. */
const LUCIDE_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'(\.\/icons\/[^']+\.mjs)'/g;

type ModuleInfo = Pick<Rolldown.ModuleInfo, 'code' | 'importedIds' | 'dynamicallyImportedIds'>;
type GetModuleInfo = (id: string) => ModuleInfo | null;

/** The module graph's edges, with lucide-react's index replaced by the icon modules each importer names. */
function graphOf(getModuleInfo: GetModuleInfo) {
  let icons: Map<string, string> | undefined;
  const iconsOf = (indexId: string): Map<string, string> => {
    if (icons) return icons;
    icons = new Map();
    for (const [, names, file] of (getModuleInfo(indexId)?.code ?? '').matchAll(LUCIDE_EXPORT)) {
      const id = join(dirname(indexId), file);
      for (const name of names.split(',')) icons.set(name.replace(/^\s*default\s+as\s+/, '').trim(), id);
    }
    return icons;
  };
  const staticEdges = (id: string): string[] => {
    const info = getModuleInfo(id);
    if (!info || LUCIDE_INDEX.test(id)) return [];
    const lucide = info.importedIds.find((imported) => LUCIDE_INDEX.test(imported));
    if (!lucide) return [...info.importedIds];
    const named = [...(info.code ?? '').matchAll(LUCIDE_IMPORT)].flatMap(([, names]) =>
      names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0]),
    );
    const byName = iconsOf(lucide);
    return [
      ...info.importedIds.filter((imported) => imported !== lucide),
      ...named.flatMap((name) => byName.get(name) ?? []),
    ];
  };
  const dynamicEdges = (id: string): readonly string[] => getModuleInfo(id)?.dynamicallyImportedIds ?? [];
  /** Every module reachable from `roots`; `enter(id)` false stops the walk at `id` (a root is always entered). */
  const reach = (roots: string[], withDynamic: boolean, enter: (id: string) => boolean = () => true) => {
    const seen = new Set<string>();
    const queue = [...roots];
    while (queue.length > 0) {
      const id = queue.pop()!;
      if (seen.has(id) || (!enter(id) && !roots.includes(id))) continue;
      seen.add(id);
      queue.push(...staticEdges(id));
      if (withDynamic) queue.push(...dynamicEdges(id));
    }
    return seen;
  };
  return { reach, dynamicEdges };
}

/** The group of every module of the shell's first paint (module id to chunk name); see the file's comment. */
function shellGroups(entry: string, getModuleInfo: GetModuleInfo): Map<string, string> {
  const { reach, dynamicEdges } = graphOf(getModuleInfo);
  const initial = reach([entry], false);
  const everything = reach([entry], true);
  const outsideShell = reach([entry], true, (id) => !SHELL_SPLIT.test(id) && !SIGNED_IN.test(id));
  const splits = [...everything].filter((id) => SHELL_SPLIT.test(id));
  const layout = reach(
    splits.filter((id) => LAYOUT_SPLIT.test(id)),
    false,
  );
  const dashboard = reach(
    splits.filter((id) => DASHBOARD_SPLIT.test(id)),
    false,
  );
  const otherPages = reach(
    splits.filter((id) => !LAYOUT_SPLIT.test(id) && !DASHBOARD_SPLIT.test(id)),
    true,
  );
  // The lazy modules outside the shell (its pages, the realtime sync, lazy panels), each with the
  // modules it loads statically: a first-paint module's set of them names its `shared-<n>` file.
  const lazyTargets = new Set([...outsideShell].flatMap((id) => dynamicEdges(id)));
  const outsideRoots = [...outsideShell].filter((id) => id === entry || lazyTargets.has(id));
  const reachedBy = new Map<string, string[]>();
  for (const root of outsideRoots) {
    for (const id of reach([root], false)) reachedBy.set(id, [...(reachedBy.get(id) ?? []), root]);
  }

  const groups = new Map<string, string>();
  const sharedNames = new Map<string, string>();
  for (const id of [...layout, ...dashboard]) {
    if (groups.has(id) || initial.has(id) || VENDOR.test(id) || id.includes('?tsr-split=')) continue;
    if (outsideShell.has(id)) {
      const key = (reachedBy.get(id) ?? []).join('\n');
      if (!sharedNames.has(key)) sharedNames.set(key, `shared-${sharedNames.size + 1}`);
      groups.set(id, sharedNames.get(key)!);
    } else {
      groups.set(id, layout.has(id) || otherPages.has(id) ? 'shell' : 'dashboard-page');
    }
  }
  return groups;
}

/**
 * `build.rolldownOptions.output.codeSplitting` for the client: the groups above.
 * @param entry the absolute path of `src/main.tsx`.
 */
export function firstLoadChunks(entry: string): Rolldown.CodeSplittingOptions {
  // Worked out once per chunking pass (the context is that pass's), not once per module.
  const passes = new WeakMap<Rolldown.ChunkingContext, Map<string, string>>();
  return {
    groups: [
      { name: 'vendor', test: (id) => VENDOR.test(id) && !LAZY_VENDOR.test(id), priority: 3 },
      { name: 'initial', tags: ['$initial'], priority: 2 },
      {
        debugName: 'shell',
        name: (id, context) => {
          let groups = passes.get(context);
          if (!groups) {
            groups = shellGroups(entry, (moduleId) => context.getModuleInfo(moduleId));
            passes.set(context, groups);
          }
          return groups.get(id) ?? null;
        },
        // A module's imports outside its group stay where they are (the entry, vendor, another group).
        includeDependenciesRecursively: false,
        priority: 1,
      },
    ],
  };
}
