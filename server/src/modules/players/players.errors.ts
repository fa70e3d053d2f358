import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum PlayerErrorCode {
  PLAYER_NOT_FOUND = 'PLAYER_NOT_FOUND',
  CANNOT_RATE_SELF = 'CANNOT_RATE_SELF',
  ALREADY_RATED = 'ALREADY_RATED',
}

const table: Record<PlayerErrorCode, ErrorSpec> = {
  [PlayerErrorCode.PLAYER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'اللاعب غير موجود' },
  [PlayerErrorCode.CANNOT_RATE_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك تقييم ملفك الشخصي',
  },
  // The spec's client matches this exact English text to show its own Arabic sentence (spec 000 section 8).
  [PlayerErrorCode.ALREADY_RATED]: { status: HttpStatus.CONFLICT, message: 'Already rated this player' },
};

export const playerError = errorFactory(table);
