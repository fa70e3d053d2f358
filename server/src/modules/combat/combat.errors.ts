import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

/** Errors every attack shares (fights and blood contract executions). */
export enum CombatErrorCode {
  ATTACKING_TOO_FAST = 'ATTACKING_TOO_FAST',
}

const table: Record<CombatErrorCode, ErrorSpec> = {
  [CombatErrorCode.ATTACKING_TOO_FAST]: {
    status: HttpStatus.TOO_MANY_REQUESTS,
    message: 'أنت تهاجم بسرعة كبيرة، انتظر قليلاً ثم حاول مرة أخرى',
  },
};

export const combatError = errorFactory(table);
