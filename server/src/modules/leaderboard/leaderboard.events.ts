import type { Ack } from '../../infra/realtime/events';
import type { LeaderboardQueryDto, RankingsDto, ScreenRoomEventDto } from './leaderboard.dto';

/** Room of the sockets showing the leaderboard screen (`join { room: 'leaderboard' }`), on every node. */
export const LEADERBOARD_ROOM = 'leaderboard';

/** Domain event: the boards were rebuilt (`LeaderboardRebuiltEvent`). */
export const LEADERBOARD_REBUILT = 'leaderboard.rebuilt';

export interface LeaderboardRebuiltEvent {
  /** ISO time of the build. */
  builtAt: string;
}

export interface LeaderboardServerEvents {
  /** One board, as `GET /api/leaderboard/complete`; also pushed after every rebuild to the leaderboard room. */
  'rankings:update': (payload: RankingsDto) => void;
}

export interface LeaderboardClientEvents {
  'rankings:request': (payload?: Partial<LeaderboardQueryDto>) => void;
  /** Enters a screen room while the screen is open (only `leaderboard` so far). */
  join: (
    payload: Pick<ScreenRoomEventDto, 'room'> & Partial<ScreenRoomEventDto>,
    ack?: Ack<{ success: true }>,
  ) => void;
  /** Leaves the screen room when the screen closes. */
  leave: (payload: Pick<ScreenRoomEventDto, 'room'>, ack?: Ack<{ success: true }>) => void;
}
