import type { HudDto } from './character.dto';

export interface CharacterServerEvents {
  /** The side HUD, as `GET /api/character/hud`; pushed after every change. */
  'hud:update': (hud: HudDto) => void;
}

export interface CharacterClientEvents {
  'hud:request': () => void;
}
