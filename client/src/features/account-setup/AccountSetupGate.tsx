import { lazy, Suspense } from 'react';
import { useGetAccountProfile } from '../../api/generated/auth/auth';

/**
 * The setup flow (its dialog, form, validation and the block on leaving the page) loads only for a
 * player whose account is not set up (issue 28 point 8: not in the others' first download).
 */
const AccountSetupFlow = lazy(() =>
  import('./AccountSetupFlow').then((module) => ({ default: module.AccountSetupFlow })),
);

/**
 * The forced account-setup dialog: shown while the account profile says setup is not done.
 * It cannot be closed, and leaving the page is blocked until setup succeeds.
 */
export function AccountSetupGate() {
  const profile = useGetAccountProfile();
  if (profile.data?.user.accountSetupCompleted !== false) return null;
  return (
    <Suspense fallback={null}>
      <AccountSetupFlow />
    </Suspense>
  );
}
