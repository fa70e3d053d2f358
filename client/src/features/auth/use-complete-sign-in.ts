import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import type { AuthSessionDto } from '../../api/generated/model/authSessionDto';
import { saveSession } from '../../auth/session';

/**
 * Stores the session the server issued and enters the game. The query cache of a previous
 * user is dropped by the router's session listener.
 */
export function useCompleteSignIn(): (response: AuthSessionDto) => Promise<void> {
  const navigate = useNavigate();
  return useCallback(
    async (response: AuthSessionDto) => {
      saveSession(response);
      await navigate({ to: '/dashboard', replace: true });
    },
    [navigate],
  );
}
