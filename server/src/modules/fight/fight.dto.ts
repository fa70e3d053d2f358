import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { FairnessRefDto } from '../fairness/fairness.dto';

/** Path of `POST /api/fight/{targetUserId}`. */
export class FightTargetParamsDto {
  /** User id (UUID) of the player to attack. */
  @IsUUID('all', { message: 'معرف اللاعب غير صحيح' })
  targetUserId: string;
}

/**
 * The result of one fight (spec 000 section 3, every field of the spec's fight result); also the
 * `fightResult` payload. Money and experience include the VIP ×1.5; the client
 * shows `value / 1.5` as the base and 50% of it as the VIP extra (spec 000 section 6).
 */
export class FightResultDto {
  fightId: string;
  /** User id of the winner. */
  winner: string;
  /** Rounds started (at most 20); a round is one hit by the attacker, then one by the defender if still standing. */
  @ApiProperty({ type: 'integer' }) rounds: number;
  @ApiProperty({ type: 'integer' }) totalDamage: number;
  @ApiProperty({ type: 'integer' }) attackerDamage: number;
  @ApiProperty({ type: 'integer' }) defenderDamage: number;
  /** Arabic lines, one per hit, then the winner. */
  log: string[];
  /** The attacker's experience gain. */
  @ApiProperty({ type: 'integer' }) xpGain: number;
  @ApiProperty({ type: 'integer' }) attackerFinalHp: number;
  @ApiProperty({ type: 'integer' }) defenderFinalHp: number;
  attackerId: string;
  defenderId: string;
  attackerName: string;
  defenderName: string;
  /** Money the attacker took from the defender; 0 when the attacker lost. */
  @ApiProperty({ type: 'integer' }) amountStolen: number;
  @ApiProperty({ type: 'integer' }) attackerMoneyGained: number;
  /** Money a losing attacker paid the defender; 0 when the attacker won. */
  @ApiProperty({ type: 'integer' }) attackerMoneyLost: number;
  isAttackerWinner: boolean;
  /** One Arabic sentence telling the fight. */
  narrative: string;
  /** The attacker is a VIP. */
  isVIP: boolean;
  attackerIsVIP: boolean;
  defenderIsVIP: boolean;
  @ApiProperty({ type: 'integer' }) attackerXpGain: number;
  @ApiProperty({ type: 'integer' }) defenderXpGain: number;
  attackerHospitalized: boolean;
  defenderHospitalized: boolean;
  /** Length of the loser's hospital stay, in minutes. */
  @ApiProperty({ type: 'integer' }) hospitalMinutes: number;
  /** ISO time of the fight. */
  createdAt: string;
  /** The attacker's provably fair roll behind this fight (issue 29); null for fights stored before it. */
  @ApiProperty({ type: FairnessRefDto, nullable: true }) fairness: FairnessRefDto | null;
}

/** `GET /api/fight/history`: the player's last 20 fights, newest first. */
export class FightHistoryDto {
  fights: FightResultDto[];
}

/** A player online now, as the active players screen lists them. */
export class ActivePlayerDto {
  userId: string;
  username: string;
  @ApiProperty({ type: 'integer' }) level: number;
  isVip: boolean;
  /** The caller may attack them now: level 6 or more, not in hospital, not immune, not the caller. */
  canAttack: boolean;
}

/** `GET /api/users/active`: players online now, highest level first (at most 100). */
export class ActivePlayersDto {
  players: ActivePlayerDto[];
}

/** A stored fight's answer (`FightEntity.result`; the entity is not imported: it imports this file). */
export function toFightResultDto(fight: { result: FightResultDto }): FightResultDto {
  return { ...fight.result, fairness: fight.result.fairness ?? null };
}
