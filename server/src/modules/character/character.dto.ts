import { ApiProperty } from '@nestjs/swagger';
import { CharacterEntity } from './character.entity';
import { UserEntity } from '../auth/user.entity';
import type { CharacterVitals } from './character-vitals';

/** The side HUD's numbers (spec 000 section 3, HUD data); also the `hud:update` payload. */
export class HudDto {
  @ApiProperty({ type: 'integer' }) hp: number;
  @ApiProperty({ type: 'integer' }) maxHp: number;
  @ApiProperty({ type: 'integer' }) energy: number;
  @ApiProperty({ type: 'integer' }) maxEnergy: number;
  /** Experience earned inside the current level. */
  @ApiProperty({ type: 'integer' }) exp: number;
  /** Experience the current level needs to reach the next. */
  @ApiProperty({ type: 'integer' }) nextLevelExp: number;
  @ApiProperty({ type: 'integer' }) level: number;
  /** Cash, in money. */
  @ApiProperty({ type: 'integer' }) money: number;
  @ApiProperty({ type: 'integer' }) blackcoins: number;
  /** VIP holds while `vipExpiresAt` is in the future (spec 000 section 3). */
  isVip: boolean;
  /** End of VIP (ISO time), or null when never bought. */
  vipExpiresAt: string | null;
}

/** The signed-in player's own character (`GET /api/character/profile`); also the `profile:update` payload. */
export class CharacterProfileDto extends HudDto {
  /** Character id (numeric), used by admin routes. */
  @ApiProperty({ type: 'integer' }) id: number;
  userId: string;
  username: string | null;
  displayName: string;
  avatarUrl: string | null;
  gender: string | null;
  countryCode: string | null;
  @ApiProperty({ type: 'integer' }) strength: number;
  @ApiProperty({ type: 'integer' }) defense: number;
  @ApiProperty({ type: 'integer' }) fame: number;
  /** Bank balance, in money. */
  @ApiProperty({ type: 'integer' }) bankBalance: number;
  @ApiProperty({ type: 'integer' }) fightsWon: number;
  @ApiProperty({ type: 'integer' }) fightsLost: number;
  @ApiProperty({ type: 'integer' }) crimesCommitted: number;
  /** End of the current hospital stay (ISO time), or null. */
  hospitalUntil: string | null;
  /** End of the current jail stay (ISO time), or null. */
  jailUntil: string | null;
  /** Whole days since the character was created. */
  @ApiProperty({ type: 'integer' }) daysInGame: number;
  createdAt: string;
}

export function toHudDto(character: CharacterEntity, vitals: CharacterVitals, now: Date): HudDto {
  return {
    hp: vitals.hp,
    maxHp: vitals.maxHp,
    energy: vitals.energy,
    maxEnergy: vitals.maxEnergy,
    exp: character.exp,
    nextLevelExp: vitals.nextLevelExp,
    level: character.level,
    money: character.money,
    blackcoins: character.blackcoins,
    isVip: character.vipExpiresAt !== null && character.vipExpiresAt > now,
    vipExpiresAt: character.vipExpiresAt?.toISOString() ?? null,
  };
}

export function toCharacterProfileDto(
  character: CharacterEntity,
  user: Pick<UserEntity, 'id' | 'username' | 'displayName' | 'avatarUrl' | 'gender' | 'countryCode'>,
  vitals: CharacterVitals,
  now: Date,
): CharacterProfileDto {
  return {
    ...toHudDto(character, vitals, now),
    id: character.id,
    userId: user.id,
    username: user.username,
    displayName: user.username ?? user.displayName,
    avatarUrl: user.avatarUrl,
    gender: user.gender,
    countryCode: user.countryCode,
    strength: vitals.strength,
    defense: vitals.defense,
    fame: vitals.fame,
    bankBalance: character.bankBalance,
    fightsWon: character.fightsWon,
    fightsLost: character.fightsLost,
    crimesCommitted: character.crimesCommitted,
    hospitalUntil:
      character.hospitalUntil && character.hospitalUntil > now ? character.hospitalUntil.toISOString() : null,
    jailUntil: character.jailUntil && character.jailUntil > now ? character.jailUntil.toISOString() : null,
    daysInGame: Math.floor((now.getTime() - character.createdAt.getTime()) / 86_400_000),
    createdAt: character.createdAt.toISOString(),
  };
}
