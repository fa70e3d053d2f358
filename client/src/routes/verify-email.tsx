import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../lib/search-params';
import { VerifyEmailPage } from '../features/auth/components/VerifyEmailPage';

export const Route = createFileRoute('/verify-email')({
  validateSearch: (search: Record<string, unknown>) => ({ token: optionalString(search, 'token') }),
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
