import { ApiProperty } from '@nestjs/swagger';
import { IsDivisibleBy } from 'class-validator';
import { EnumField, IntegerField } from '../../common/validation/fields';
import { GAME } from '../../game/constants';
import { TRAINED_STATS, type TrainedStat, trainingRemainingSeconds } from '../../game/gym.rules';
import type { CharacterVitals } from '../character/character-vitals';
import { trainingEnergyMessage } from './gym.errors';
import { TrainingEntity } from './training.entity';

/** A training in progress (DESIGN.md section 6); also the `training:start` payload. */
export class TrainingDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: TRAINED_STATS, enumName: 'TrainedStat' }) stat: TrainedStat;
  /** Energy spent on the training. */
  @ApiProperty({ type: 'integer' }) energy: number;
  /** Stat points added when it completes. */
  @ApiProperty({ type: 'integer' }) points: number;
  startedAt: string;
  /** When the training is due (ISO time). */
  endsAt: string;
  /** Whole seconds left, rounded up; 0 once due. */
  @ApiProperty({ type: 'integer' }) remainingSeconds: number;
}

/** The gym screen (`GET /api/gym`, `POST /api/gym/train`): the running training and the numbers it changes. */
export class GymDto {
  /** The running training, or null when the player is free to train. */
  @ApiProperty({ type: () => TrainingDto, nullable: true }) training: TrainingDto | null;
  /** Effective strength (trained strength included). */
  @ApiProperty({ type: 'integer' }) strength: number;
  /** Effective defense (trained defense included). */
  @ApiProperty({ type: 'integer' }) defense: number;
  @ApiProperty({ type: 'integer' }) energy: number;
  @ApiProperty({ type: 'integer' }) maxEnergy: number;
}

/** Body of `POST /api/gym/train`: the stat and the energy to spend, a positive multiple of 5. */
export class TrainDto {
  @EnumField({
    values: TRAINED_STATS,
    enumName: 'TrainedStat',
    message: 'نوع التدريب يجب أن يكون القوة أو الدفاع',
  })
  stat: TrainedStat;

  @ApiProperty({ multipleOf: GAME.gymEnergyPerPoint })
  @IntegerField({ label: 'الطاقة', min: GAME.gymEnergyPerPoint })
  @IsDivisibleBy(GAME.gymEnergyPerPoint, { message: trainingEnergyMessage(GAME.gymEnergyPerPoint) })
  energy: number;
}

/** A finished training and the character's effective strength and defense after it (`training:complete`). */
export class TrainingCompleteDto {
  @ApiProperty({ type: 'integer' }) id: number;
  @ApiProperty({ enum: TRAINED_STATS, enumName: 'TrainedStat' }) stat: TrainedStat;
  @ApiProperty({ type: 'integer' }) points: number;
  @ApiProperty({ type: 'integer' }) strength: number;
  @ApiProperty({ type: 'integer' }) defense: number;
}

export function toTrainingDto(training: TrainingEntity, now: Date): TrainingDto {
  return {
    id: training.id,
    stat: training.stat,
    energy: training.energy,
    points: training.points,
    startedAt: training.startedAt.toISOString(),
    endsAt: training.endsAt.toISOString(),
    remainingSeconds: trainingRemainingSeconds(training.endsAt, now),
  };
}

export function toGymDto(training: TrainingEntity | null, vitals: CharacterVitals, now: Date): GymDto {
  return {
    training: training ? toTrainingDto(training, now) : null,
    strength: vitals.strength,
    defense: vitals.defense,
    energy: vitals.energy,
    maxEnergy: vitals.maxEnergy,
  };
}
