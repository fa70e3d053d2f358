import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRouterState } from '@tanstack/react-router';
import { ar } from '../../i18n/ar';
import { formatTitle, pageName, UNREAD_KEYS, unreadTotal } from './page-title';

/** The unread total of the badges' cached queries (see `unreadTotal`). */
function cachedUnread(client: QueryClient): number {
  return unreadTotal(
    client.getQueryState(UNREAD_KEYS.inbox),
    client.getQueryState(UNREAD_KEYS.messages),
    client.getQueryState(UNREAD_KEYS.notifications),
  );
}

/**
 * Keeps `document.title` on the shown screen's name and the unread count (issue 26 part 3): the
 * deepest matched route's name from `PAGE_TITLES`, 'الصفحة غير موجودة' on the not-found page. The
 * count is read from the query cache the shell's badges fill, so it follows their pushes and asks the
 * server nothing. Mounted once, in the root route.
 */
export function usePageTitle(): void {
  const queryClient = useQueryClient();
  const page = useRouterState({
    select: (state) =>
      state.matches.some((match) => match.status === 'notFound' || match._notFound)
        ? ar.notFound.title
        : pageName(state.matches.at(-1)?.routeId),
  });
  const unread = useSyncExternalStore(
    (onChange) => queryClient.getQueryCache().subscribe(onChange),
    () => cachedUnread(queryClient),
  );
  useEffect(() => {
    document.title = formatTitle(page, unread);
  }, [page, unread]);
}
