import { createFileRoute } from '@tanstack/react-router';
import { getListGangsQueryOptions } from '../../../api/generated/gangs/gangs';
import { getOwnGangQueryOptions } from '../../../api/own-gang';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { FeatureGate } from '../../../components/FeatureGate';
import { EmptyState, SectionPage } from '../../../components/SectionPage';
import { useSession } from '../../../auth/use-session';
import { errorText } from '../../../api/error-text';
import { ar } from '../../../i18n/ar';
import { arComponents } from '../../../i18n/ar-components';
import { GANGS_PAGE_SIZE, GangsListPage } from '../../../features/gangs/GangsListPage';

/**
 * `/gangs` (spec 000 section 2, level 10): gangs by total fame, search, found a gang, join requests.
 * In the shell without a sign-in guard (issue 31): a signed-out visitor stays and is asked to sign in,
 * as on the other unguarded screens (the list itself needs a level-10 player).
 */
export const Route = createFileRoute('/_shell/gangs/')({
  loader: ({ context }) =>
    context.auth.isAuthenticated
      ? Promise.all([
          context.queryClient.ensureQueryData(getOwnGangQueryOptions()),
          context.queryClient.ensureQueryData(getListGangsQueryOptions({ page: 1, limit: GANGS_PAGE_SIZE })),
        ])
      : undefined,
  component: GangsRoute,
  errorComponent: ({ error }) => (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangs}>
      <SectionPage bannerKey="gangs" title={ar.nav.gangs}>
        <ErrorPanel detail={errorText(error)} />
      </SectionPage>
    </FeatureGate>
  ),
});

function GangsRoute() {
  if (!useSession())
    return (
      <SectionPage bannerKey="gangs" title={ar.nav.gangs}>
        <EmptyState title={arComponents.section.signInRequired} />
      </SectionPage>
    );
  return (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangs}>
      <GangsListPage />
    </FeatureGate>
  );
}
