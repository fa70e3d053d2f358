import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';
import { GAME } from '../../game/constants';

export enum GymErrorCode {
  ALREADY_TRAINING = 'ALREADY_TRAINING',
  INVALID_TRAINING_ENERGY = 'INVALID_TRAINING_ENERGY',
}

/** The Arabic sentence for a training energy that is not a positive multiple of `energyPerPoint`. */
export const trainingEnergyMessage = (energyPerPoint: number) =>
  `الطاقة يجب أن تكون من مضاعفات ${energyPerPoint}`;

const table: Record<GymErrorCode, ErrorSpec> = {
  [GymErrorCode.ALREADY_TRAINING]: { status: HttpStatus.CONFLICT, message: 'أنت تتدرب بالفعل' },
  [GymErrorCode.INVALID_TRAINING_ENERGY]: {
    status: HttpStatus.BAD_REQUEST,
    message: trainingEnergyMessage(GAME.gymEnergyPerPoint),
  },
};

export const gymError = errorFactory(table);
