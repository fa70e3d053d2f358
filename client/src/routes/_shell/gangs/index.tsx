import { createFileRoute, redirect } from '@tanstack/react-router';
import { getListGangsQueryOptions } from '../../../api/generated/gangs/gangs';
import { getOwnGangQueryOptions } from '../../../api/own-gang';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { FeatureGate } from '../../../components/FeatureGate';
import { SectionPage } from '../../../components/SectionPage';
import { errorText } from '../../../api/error-text';
import { ar } from '../../../i18n/ar';
import { GANGS_PAGE_SIZE, GangsListPage } from '../../../features/gangs/GangsListPage';

/** `/gangs` (spec 000 section 2, level 10): gangs by total fame, search, found a gang, join requests. */
export const Route = createFileRoute('/_shell/gangs/')({
  beforeLoad: ({ context }) => {
    if (!context.auth.isAuthenticated) throw redirect({ to: '/login' });
  },
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(getOwnGangQueryOptions()),
      context.queryClient.ensureQueryData(getListGangsQueryOptions({ page: 1, limit: GANGS_PAGE_SIZE })),
    ]),
  component: () => (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangs}>
      <GangsListPage />
    </FeatureGate>
  ),
  errorComponent: ({ error }) => (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangs}>
      <SectionPage bannerKey="gangs" title={ar.nav.gangs}>
        <ErrorPanel detail={errorText(error)} />
      </SectionPage>
    </FeatureGate>
  ),
});
