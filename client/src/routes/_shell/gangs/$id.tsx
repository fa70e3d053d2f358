import { createFileRoute, redirect } from '@tanstack/react-router';
import { getGetGangQueryOptions } from '../../../api/generated/gangs/gangs';
import { FeatureGate } from '../../../components/FeatureGate';
import { SectionPage } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar';
import { GangLoadError, GangPage } from '../../../features/gangs/GangPage';

/** A gang id in the path: a positive whole number. */
function gangIdOf(raw: string): number | null {
  const id = Number(raw);
  return /^\d+$/.test(raw) && Number.isSafeInteger(id) && id >= 1 ? id : null;
}

/**
 * Spec 001 section 2.1: the gang page (level 10). Without a signed-in user it redirects to /login;
 * without a valid id to /gangs.
 */
export const Route = createFileRoute('/_shell/gangs/$id')({
  beforeLoad: ({ context, params }) => {
    if (!context.auth.isAuthenticated) throw redirect({ to: '/login' });
    if (gangIdOf(params.id) === null) throw redirect({ to: '/gangs' });
  },
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(getGetGangQueryOptions(gangIdOf(params.id) ?? 0)),
  component: GangRoute,
  errorComponent: ({ error }) => (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangDetails}>
      <SectionPage bannerKey="gangs" title={ar.nav.gangDetails}>
        <GangLoadError error={error} />
      </SectionPage>
    </FeatureGate>
  ),
});

function GangRoute() {
  const id = gangIdOf(Route.useParams().id) ?? 0;
  return (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangDetails}>
      <GangPage key={id} gangId={id} />
    </FeatureGate>
  );
}
