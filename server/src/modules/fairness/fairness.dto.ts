import { ApiProperty } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { TextField } from '../../common/validation/fields';

/** The client seed's rule: 1 to 64 Latin letters, digits, `-` or `_` (no `:`, the message separator). */
export const CLIENT_SEED_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const CLIENT_SEED_MESSAGE =
  'بذرة اللاعب يجب أن تكون من ١ إلى ٦٤ حرفاً من الحروف اللاتينية أو الأرقام أو - أو _';

/** `PUT /api/fairness/client-seed`. */
export class SetClientSeedDto {
  @TextField({ pattern: CLIENT_SEED_PATTERN, message: CLIENT_SEED_MESSAGE })
  clientSeed: string;
}

/** Path of `GET /api/fairness/proofs/{proofId}`. */
export class ProofParamsDto {
  @IsUUID('all', { message: 'معرف الإثبات غير صحيح' })
  proofId: string;
}

/** Path of `GET /api/admin/users/{userId}/fairness`. */
export class FairnessUserParamsDto {
  @IsUUID('all', { message: 'معرف المستخدم غير صحيح' })
  userId: string;
}

/**
 * What every roll that moved value returns beside its result (issue 29): where to find its proof
 * and the seed data it was drawn from.
 */
export class FairnessRefDto {
  /** Id of the stored proof (`GET /api/fairness/proofs/{proofId}`). */
  proofId: string;
  /** SHA-256 (hex) of the server seed the roll used, shown before the roll. */
  commitment: string;
  clientSeed: string;
  /** The roll's nonce: the roll used nonce `nonce` only (nonce range [nonce, nonce]). */
  @ApiProperty({ type: 'integer' }) nonce: number;
  /** Uniform numbers the roll read (rounds of eight per HMAC block). */
  @ApiProperty({ type: 'integer' }) draws: number;
  ruleVersion: string;
}

/** A seed of the player's: the current one (server seed hidden) or a revealed one. */
export class SeedDto {
  commitment: string;
  clientSeed: string;
  /** Nonce of the next roll (current seed) or the number of rolls made with it (revealed seed). */
  @ApiProperty({ type: 'integer' }) nonce: number;
  /** ISO time the seed was committed. */
  createdAt: string;
  /** ISO time the seed was revealed, or null while current. */
  @ApiProperty({ type: 'string', nullable: true }) revealedAt: string | null;
  /** The server seed in hex, only once revealed. */
  @ApiProperty({ type: 'string', nullable: true }) serverSeed: string | null;
  /** Rolls proven with this seed. */
  @ApiProperty({ type: 'integer' }) rolls: number;
}

/** A recent roll of the player's, as the check page lists it. */
export class RecentRollDto {
  proofId: string;
  @ApiProperty({ enum: ['crime', 'fight', 'contract'], enumName: 'RollKind' }) kind:
    'crime' | 'fight' | 'contract';
  reference: string;
  @ApiProperty({ type: 'integer' }) nonce: number;
  @ApiProperty({ type: 'integer' }) draws: number;
  commitment: string;
  /** Its seed has been revealed: the roll can be checked now. */
  revealed: boolean;
  createdAt: string;
}

/** `GET /api/fairness`: the current commitment, client seed and nonce, the revealed seeds and recent rolls. */
export class FairnessStateDto {
  /** SHA-256 (hex) of the current server seed. */
  commitment: string;
  clientSeed: string;
  /** Nonce of the next roll. */
  @ApiProperty({ type: 'integer' }) nonce: number;
  /** ISO time the current seed was committed. */
  committedAt: string;
  ruleVersion: string;
  /** Earlier seeds, newest first (at most 20), revealed. */
  revealedSeeds: SeedDto[];
  /** The player's latest rolls (at most 20), newest first. */
  recentRolls: RecentRollDto[];
}

/** `POST /api/fairness/rotate`: the revealed seed and the new commitment. */
export class RotateResultDto {
  /** The old server seed, revealed (hex). */
  revealedServerSeed: string;
  /** Its commitment, as shown before (SHA-256 hex). */
  revealedCommitment: string;
  /** Rolls made with the old seed (its last nonce + 1). */
  @ApiProperty({ type: 'integer' }) revealedNonce: number;
  state: FairnessStateDto;
}

/** `GET /api/fairness/proofs/{proofId}`: everything needed to recompute a roll. */
export class RollProofDto {
  proofId: string;
  @ApiProperty({ enum: ['crime', 'fight', 'contract'], enumName: 'RollKind' }) kind:
    'crime' | 'fight' | 'contract';
  /** What the roll decided: `crime:<id>`, `fight:<id>` or `contract:<id>`. */
  reference: string;
  commitment: string;
  clientSeed: string;
  @ApiProperty({ type: 'integer' }) nonce: number;
  @ApiProperty({ type: 'integer' }) draws: number;
  ruleVersion: string;
  /** The rules' inputs (`RollInputs` of `game/fairness.rules.ts`): stats, bonuses, terms, constants. */
  @ApiProperty({ type: 'object', additionalProperties: true }) inputs: Record<string, unknown>;
  /** The outcome as stored (`RollOutcome` of `game/fairness.rules.ts`): log lines and numbers. */
  @ApiProperty({ type: 'object', additionalProperties: true }) outcome: Record<string, unknown>;
  /** The server seed in hex once revealed (rotate to reveal it), else null. */
  @ApiProperty({ type: 'string', nullable: true }) serverSeed: string | null;
  @ApiProperty({ type: 'string', nullable: true }) revealedAt: string | null;
  createdAt: string;
}

/** `GET /api/admin/users/{userId}/fairness`: a player's seeds (read only; the current seed stays hidden). */
export class AdminFairnessDto {
  userId: string;
  /** Newest first: the current seed, then the rotations (at most 100). */
  seeds: SeedDto[];
}
