import { createFileRoute } from '@tanstack/react-router';
import { optionalString } from '../lib/search-params';
import { ResetPasswordPage } from '../features/auth/components/ResetPasswordPage';

export const Route = createFileRoute('/reset-password')({
  validateSearch: (search: Record<string, unknown>) => ({ token: optionalString(search, 'token') }),
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { token } = Route.useSearch();
  return <ResetPasswordPage token={token} />;
}
