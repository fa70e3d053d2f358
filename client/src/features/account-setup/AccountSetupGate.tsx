import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useBlocker, useNavigate } from '@tanstack/react-router';
import toast from 'react-hot-toast';
import {
  getGetAccountProfileQueryKey,
  useGetAccountProfile,
  useSetupAccount,
} from '../../api/generated/auth/auth';
import { getSession } from '../../auth/session';
import { Modal } from '../../components/Modal';
import { MODAL_PRIORITY } from '../../components/modal-stack';
import { ar } from '../../i18n/ar';
import { findCountry } from '../../lib/countries';
import { accountSetUp } from '../../realtime/answer-writes';
import { getSocket } from '../../realtime/socket';
import { errorText, SETUP_WORDING } from '../../api/error-text';

/**
 * The form and its validation (react-hook-form and zod, about 36 KB gzip) load only when the dialog
 * opens: a player whose account is set up never downloads them with the shell.
 */
const AccountSetupForm = lazy(() =>
  import('./AccountSetupForm').then((module) => ({ default: module.AccountSetupForm })),
);

/** Spec 000: the completion callback runs 500 ms after a successful setup. */
const AFTER_SETUP_DELAY_MS = 500;

/**
 * The forced account-setup dialog: shown while the account profile says setup is not done.
 * It cannot be closed, and leaving the page is blocked until setup succeeds.
 */
export function AccountSetupGate() {
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

  return (
    <Modal
      open={open}
      title={ar.setup.title}
      description={ar.setup.intro}
      priority={MODAL_PRIORITY.accountSetup}
    >
      {open && (
        <Suspense fallback={<p className="text-sm text-gray-400">{ar.app.loading}</p>}>
          <AccountSetupForm
            pending={setup.isPending}
            serverError={setup.isError ? errorText(setup.error, SETUP_WORDING) : null}
            onSubmit={(values) =>
              setup.mutate({
                data: {
                  ...values,
                  countryName: findCountry(values.countryCode)?.nameAr ?? values.countryCode,
                },
              })
            }
          />
        </Suspense>
      )}
    </Modal>
  );
}
