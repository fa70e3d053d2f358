import { createFileRoute, redirect } from '@tanstack/react-router';
import { getGetGangQueryOptions } from '../../../api/generated/gangs/gangs';
import { FeatureGate } from '../../../components/FeatureGate';
import { SectionPage } from '../../../components/SectionPage';
import { ar } from '../../../i18n/ar';
import { GangLoadError, GangPage } from '../../../features/gangs/GangPage';
import { optionalId } from '../../../lib/search-params';

/**
 * The gang id of the path (a positive safe integer written in digits), or null when it is not one
 * (then `beforeLoad` goes to /gangs). Read without a schema library: params.parse runs in every
 * player's first download.
 */
function gangIdOf(raw: string): number | null {
  return optionalId({ id: raw }, 'id') ?? null;
}

/**
 * Spec 001 section 2.1: the gang page (level 10). Without a signed-in user it redirects to /login;
 * without a valid id to /gangs.
 */
export const Route = createFileRoute('/_shell/gangs/$id')({
  params: {
    parse: (raw) => ({ id: gangIdOf(raw.id) }),
    stringify: ({ id }) => ({ id: String(id) }),
  },
  beforeLoad: ({ context, params }) => {
    if (!context.auth.isAuthenticated) throw redirect({ to: '/login' });
    if (params.id === null) throw redirect({ to: '/gangs' });
  },
  loader: ({ context, params }) =>
    params.id === null ? undefined : context.queryClient.ensureQueryData(getGetGangQueryOptions(params.id)),
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
  const id = Route.useParams().id ?? 0;
  return (
    <FeatureGate feature="gangs" bannerKey="gangs" title={ar.nav.gangDetails}>
      <GangPage key={id} gangId={id} />
    </FeatureGate>
  );
}
