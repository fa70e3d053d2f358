import { createFileRoute } from '@tanstack/react-router';
import { oneOf } from '../../lib/search-params';
import { AdminPanelPage } from '../../features/admin/AdminPanelPage';
import { ADMIN_TABS } from '../../features/admin/admin-tabs';

/** Spec 002 section 2.1: no route guard; the panel checks the admin status itself. */
export const Route = createFileRoute('/admin/panel')({
  validateSearch: (search: Record<string, unknown>) => ({ tab: oneOf(search, 'tab', ADMIN_TABS) }),
  component: AdminPanelRoute,
});

function AdminPanelRoute() {
  const { tab } = Route.useSearch();
  return <AdminPanelPage tab={tab ?? 'overview'} />;
}
