import { createFileRoute } from '@tanstack/react-router';
import { oneOf, optionalId } from '../../lib/search-params';
import { AdminPanelPage } from '../../features/admin/AdminPanelPage';
import { ADMIN_TABS, type AdminTab } from '../../features/admin/admin-tabs';

/** Spec 002 section 2.1: no route guard; the panel checks the admin status itself. */
export const Route = createFileRoute('/admin/panel')({
  // `characterId`: the purchases tab opened from a character's page (issue 30).
  validateSearch: (search: Record<string, unknown>): { tab?: AdminTab; characterId?: number } => ({
    tab: oneOf(search, 'tab', ADMIN_TABS),
    characterId: optionalId(search, 'characterId'),
  }),
  component: AdminPanelRoute,
});

function AdminPanelRoute() {
  const { tab } = Route.useSearch();
  return <AdminPanelPage tab={tab ?? 'overview'} />;
}
