import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../../lib/search-params';
import { GoogleCallbackPage } from '../../features/auth/components/GoogleCallbackPage';

export const Route = createFileRoute('/auth/callback')({
  validateSearch: (search: Record<string, unknown>) => ({
    code: optionalString(search, 'code'),
    state: optionalString(search, 'state'),
  }),
  component: CallbackRoute,
});

function CallbackRoute() {
  const { code, state } = Route.useSearch();
  return <GoogleCallbackPage code={code} state={state} />;
}
