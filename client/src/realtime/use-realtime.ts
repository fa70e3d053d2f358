import { useEffect, useSyncExternalStore } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSession } from '../auth/use-session';
import { getConnectionState, subscribeConnection, type ConnectionState } from './connection-state';

/**
 * Keeps one game socket open while a player is signed in, and closes it when they sign out (or the
 * user changes). socket.io is loaded on first use, so visitors of the public pages never download it.
 */
export function useRealtime(queryClient: QueryClient): void {
  const userId = useSession()?.user.id;
  useEffect(() => {
    if (!userId) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void Promise.all([import('./socket-connection'), import('./sync')]).then(([socket, sync]) => {
      if (cancelled) return;
      const stopSync = sync.syncSocketToQueryCache(socket.openSocket(), queryClient);
      stop = () => {
        stopSync();
        socket.closeSocket();
      };
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [userId, queryClient]);
}

export function useConnectionState(): ConnectionState {
  return useSyncExternalStore(subscribeConnection, getConnectionState, getConnectionState);
}
