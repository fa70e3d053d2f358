import { useEffect, useRef } from 'react';
import type { LeaderboardSort } from '../../api/generated/model/leaderboardSort';
import { getSocket } from '../../realtime/socket';
import { useConnectionState } from '../../realtime/use-realtime';
import { LEADERBOARD_LIMIT } from './pvp-rules';

/** The screen room of the leaderboard on the server (`join { room: 'leaderboard' }`). */
export const LEADERBOARD_ROOM = 'leaderboard';

/**
 * Keeps the leaderboard live while it is shown (spec 000 sections 2 and 7; the board is rebuilt every
 * 5 minutes): `join { room: 'leaderboard', sort }` on open and after every reconnection (a new socket
 * is in no room), `leave { room: 'leaderboard' }` on close, and `rankings:request { sort, limit }` for
 * the tab shown, which also makes it the board the server pushes after each rebuild. The answers and
 * pushes are `rankings:update`, which `realtime/sync.ts` writes into the GET
 * /api/leaderboard/complete query of that sort. Nothing is sent while `enabled` is false (the screen
 * is locked below level 30: the server would refuse with FEATURE_LOCKED).
 */
export function useLeaderboardRoom(sort: LeaderboardSort, enabled: boolean): void {
  const { authenticated } = useConnectionState();
  const sortRef = useRef(sort);
  sortRef.current = sort;

  useEffect(() => {
    const socket = getSocket();
    if (!enabled || !authenticated || !socket) return;
    socket.emit('join', { room: LEADERBOARD_ROOM, sort: sortRef.current });
    return () => {
      // Never buffered for a later connection: a dropped socket has left the room already.
      if (socket.connected) socket.emit('leave', { room: LEADERBOARD_ROOM });
    };
  }, [authenticated, enabled]);

  useEffect(() => {
    const socket = getSocket();
    if (!enabled || !authenticated || !socket) return;
    socket.emit('rankings:request', { sort, limit: LEADERBOARD_LIMIT });
  }, [authenticated, enabled, sort]);
}
