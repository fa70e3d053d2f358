import { useEffect } from 'react';
import { useSession } from '../../auth/use-session';
import { getSocket } from '../../realtime/socket';

/**
 * Joins the live market: `blackMarket:request` puts the socket in room `black-market`, whose
 * `blackMarket:update` pushes (a listing created, cancelled, expired or sold) realtime/sync.ts writes
 * into the cache; after a reconnection sync.ts asks again while the market is shown.
 */
export function useBlackMarketLive(): void {
  const signedIn = useSession() !== null;
  useEffect(() => {
    const socket = getSocket();
    if (signedIn && socket?.connected) socket.emit('blackMarket:request');
  }, [signedIn]);
}
