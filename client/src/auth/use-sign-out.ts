import { useCallback } from 'react';
import { useNavigate } from '@tanstack/react-router';
import { logout } from '../api/generated/auth/auth';
import { clearSession, getSession } from './session';

/**
 * Signs the player out: the server revokes the refresh token (best effort), the local session
 * is cleared (which closes the socket and empties the query cache) and the player lands on /login.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    const refreshToken = getSession()?.refreshToken;
    if (refreshToken) logout({ refreshToken }).catch(() => undefined);
    clearSession();
    sessionStorage.clear();
    await navigate({ to: '/login', replace: true });
  }, [navigate]);
}
