import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AuthSessionDto } from '../../api/generated/model/authSessionDto';
import { saveSession } from '../../auth/session';
import { toast } from '../../lib/toast';
import { DELETION_CANCELLED_TEXT } from '../../i18n/ar-deletion-cancelled';

/**
 * Stores the session the server issued and enters the game (telling the player when this sign-in
 * cancelled the account's pending deletion, issue 26 part 4). The query cache of a previous
 * user is dropped by the router's session listener.
 */
export function useCompleteSignIn(): (response: AuthSessionDto) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (response: AuthSessionDto) => {
      saveSession(response);
      if (response.deletionCancelled)
        toast.success(DELETION_CANCELLED_TEXT, { id: 'account-deletion', duration: 8000 });
      await navigate({ to: '/dashboard', replace: true });
    },
    [navigate],
  );
}
