import { useQueryClient } from '@tanstack/react-query';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import { toast } from '../../lib/toast';
import {
  getGetAccountProfileQueryKey,
  useGetAccountProfile,
  useSetupAccount,
} from '../../api/generated/auth/auth';
import { getSession } from '../../auth/session';
import { ar } from '../../i18n/ar';
import { accountSetUp } from '../../realtime/answer-writes';
import { getSocket } from '../../realtime/socket';
import { errorText, SETUP_WORDING } from '../../api/error-text';
import { AccountSetupDialog } from './AccountSetupDialog';

/** Spec 000: the completion callback runs 500 ms after a successful setup. */
const AFTER_SETUP_DELAY_MS = 500;

/**
 * The forced account setup, mounted by `AccountSetupGate` while the account profile says setup is
 * not done: the dialog, which cannot be closed, and the block on leaving the page until setup succeeds.
 */
export function AccountSetupFlow() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const profile = useGetAccountProfile();
  const open = profile.data?.user.accountSetupCompleted === false;

  useBlocker({
    disabled: !open,
    enableBeforeUnload: open,
    shouldBlockFn: ({ next }) => {
      if (!getSession() || next.pathname === '/blocked-account') return false;
      const cached = queryClient.getQueryData<{ user: { accountSetupCompleted: boolean } }>(
        getGetAccountProfileQueryKey(),
      );
      if (cached?.user.accountSetupCompleted) return false;
      toast.error(ar.setup.mustComplete, { id: 'setup-required' });
      return true;
    },
  });

  const setup = useSetupAccount({
    mutation: {
      onSuccess: async (result) => {
        await accountSetUp(queryClient, result.user);
        toast.success(ar.setup.success);
        await navigate({ to: '/dashboard' });
        // The completion callback: the socket authenticated before the character existed, so ask again.
        setTimeout(() => getSocket()?.emit('hud:request'), AFTER_SETUP_DELAY_MS);
      },
    },
  });

  if (!open) return null;
  return (
    <AccountSetupDialog
      pending={setup.isPending}
      serverError={setup.isError ? errorText(setup.error, SETUP_WORDING) : null}
      onSubmit={(data) => setup.mutate({ data })}
    />
  );
}
