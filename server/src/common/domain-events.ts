/**
 * Domain events services publish (through @nestjs/event-emitter) after their transaction commits;
 * the realtime listener turns them into socket pushes (DESIGN.md section 4).
 */
export const DomainEvent = {
  /** A character's HUD values changed: `{ userId }`. */
  CHARACTER_CHANGED: 'character.changed',
  /** An account was banned: `{ userId, reason, bannedAt }`. */
  USER_BANNED: 'user.banned',
} as const;

export interface CharacterChangedEvent {
  userId: string;
}

export interface UserBannedEvent {
  userId: string;
  reason: string | null;
  bannedAt: string;
}
