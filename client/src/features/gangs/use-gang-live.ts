import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getOwnGangQueryOptions } from '../../api/own-gang';
import { useSession } from '../../auth/use-session';
import { getSocket } from '../../realtime/socket';

/**
 * The player's own gang (`GET /api/gangs/user/mine`, null without one), kept live: opening a gang
 * screen sends `gang:request`, whose `gang:update` answer (and every later one) realtime/sync.ts
 * writes into the cache; after a reconnection sync.ts asks again while this query is shown.
 */
export function useOwnGangLive() {
  const signedIn = useSession() !== null;
  useEffect(() => {
    const socket = getSocket();
    if (signedIn && socket?.connected) socket.emit('gang:request');
  }, [signedIn]);
  return useQuery({ ...getOwnGangQueryOptions(), enabled: signedIn });
}
