import type { CharacterProfileDto } from '../character/character.dto';
import type { ProfileRequestEventDto, PublicProfileDto } from './players.dto';

export interface PlayersServerEvents {
  /** The caller's own character (`GET /api/character/profile`), or another player's public profile. */
  'profile:update': (profile: CharacterProfileDto | PublicProfileDto) => void;
}

export interface PlayersClientEvents {
  'profile:request': (payload?: ProfileRequestEventDto) => void;
}
