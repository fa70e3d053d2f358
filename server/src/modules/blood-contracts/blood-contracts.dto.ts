import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { lowerCase } from '../../common/validation/transforms';
import { FairnessRefDto } from '../fairness/fairness.dto';
import { IntegerField } from '../../common/validation/fields';

/** Body of `POST /api/blood-contracts`. */
export class CreateBloodContractDto {
  /** User id (UUID) of the target. */
  @lowerCase()
  @IsUUID('all', { message: 'معرف اللاعب غير صحيح' })
  targetUserId: string;

  /** Money escrowed from the poster's cash, paid to the assassin who wins. */
  @IntegerField({ label: 'المكافأة', min: 1, max: 1_000_000_000_000 })
  reward: number;
}

/** One open blood contract; also an entry of `bloodContract:update`. */
export class BloodContractDto {
  @ApiProperty({ type: 'integer' }) id: number;
  posterUserId: string;
  posterName: string;
  targetUserId: string;
  targetName: string;
  @ApiProperty({ type: 'integer' }) targetLevel: number;
  /** Escrowed money paid to the assassin who wins. */
  @ApiProperty({ type: 'integer' }) reward: number;
  @ApiProperty({ enum: ['open', 'completed', 'cancelled', 'expired'], enumName: 'BloodContractStatus' })
  status: 'open' | 'completed' | 'cancelled' | 'expired';
  /** ISO time the contract expires and the reward is refunded. */
  expiresAt: string;
  createdAt: string;
  /** The caller posted it (and may cancel it). */
  isOwn: boolean;
  /** The caller is its target. */
  isTarget: boolean;
}

/** `GET /api/blood-contracts`: open contracts, newest first; also the `bloodContract:update` payload. */
export class BloodContractListDto {
  contracts: BloodContractDto[];
}

/**
 * The result of one execution (spec 000 section 3: the fight result without money fields), shown on
 * /dashboard/blood-contract-result. Experience includes the VIP ×1.5.
 */
export class ContractResultDto {
  @ApiProperty({ type: 'integer' }) contractId: number;
  /** User id of the winner. */
  winner: string;
  /** Rounds started (at most 20). */
  @ApiProperty({ type: 'integer' }) rounds: number;
  @ApiProperty({ type: 'integer' }) totalDamage: number;
  @ApiProperty({ type: 'integer' }) attackerDamage: number;
  @ApiProperty({ type: 'integer' }) defenderDamage: number;
  /** Arabic lines, one per hit, then the winner. */
  log: string[];
  @ApiProperty({ type: 'integer' }) xpGain: number;
  @ApiProperty({ type: 'integer' }) attackerFinalHp: number;
  @ApiProperty({ type: 'integer' }) defenderFinalHp: number;
  /** The assassin's user id. */
  attackerId: string;
  /** The target's user id. */
  defenderId: string;
  attackerName: string;
  defenderName: string;
  isAttackerWinner: boolean;
  narrative: string;
  isVIP: boolean;
  attackerIsVIP: boolean;
  defenderIsVIP: boolean;
  @ApiProperty({ type: 'integer' }) attackerXpGain: number;
  @ApiProperty({ type: 'integer' }) defenderXpGain: number;
  /** The contract's reward; the assassin got it when isAttackerWinner. */
  @ApiProperty({ type: 'integer' }) reward: number;
  @ApiProperty({ enum: ['open', 'completed'], enumName: 'ContractStatusAfterExecution' })
  contractStatus: 'open' | 'completed';
  confinedUserId: string;
  @ApiProperty({ enum: ['hospital', 'jail'], enumName: 'ContractConfinementKind' })
  confinementKind: 'hospital' | 'jail';
  @ApiProperty({ type: 'integer' }) confinementMinutes: number;
  confinedUntil: string;
  /** The assassin's provably fair roll behind this execution (issue 29). */
  fairness: FairnessRefDto;
}

/** Answer of `DELETE /api/blood-contracts/{id}`: the reward went back to the poster. */
export class BloodContractCancelledDto {
  success: boolean;
  @ApiProperty({ type: 'integer' }) refunded: number;
}
