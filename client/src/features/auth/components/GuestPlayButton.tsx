import { toast } from '../../../lib/toast';
import { UserRound } from 'lucide-react';
import { useCreateGuest } from '../../../api/generated/auth/auth';
import { errorStatus } from '../../../api/http';
import { errorText } from '../../../api/error-text';
import { getDeviceId } from '../../../auth/device-id';
import { Button } from '../../../components/Button';
import { arPublic } from '../../../i18n/ar-public';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** Spec 000 section 9: guest creation waits 10 s, tries 3 times, backing off 1 s times the attempt. */
const GUEST_TIMEOUT_MS = 10_000;
const GUEST_ATTEMPTS = 3;

export function GuestPlayButton() {
  const completeSignIn = useCompleteSignIn();
  const createGuest = useCreateGuest({
    request: { timeout: GUEST_TIMEOUT_MS },
    mutation: {
      retry: (failures, error) => failures < GUEST_ATTEMPTS - 1 && (errorStatus(error) ?? 500) >= 500,
      retryDelay: (failures) => 1000 * (failures + 1),
      onSuccess: completeSignIn,
      onError: (error) => toast.error(errorText(error)),
    },
  });

  return (
    <Button
      className="w-full text-lg"
      pending={createGuest.isPending}
      onClick={() => createGuest.mutate({ data: { firebaseUid: getDeviceId() } })}
    >
      {!createGuest.isPending && <UserRound className="size-5" aria-hidden />}
      {createGuest.isPending ? arPublic.landing.guestCreating : arPublic.landing.guestPlay}
    </Button>
  );
}
