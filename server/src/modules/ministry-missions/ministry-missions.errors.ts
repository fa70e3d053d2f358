import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum MinistryMissionErrorCode {
  MISSION_NOT_FOUND = 'MISSION_NOT_FOUND',
  MISSION_LOCKED = 'MISSION_LOCKED',
  MISSION_ALREADY_PLAYED = 'MISSION_ALREADY_PLAYED',
  MISSION_ID_TAKEN = 'MISSION_ID_TAKEN',
}

const table: Record<MinistryMissionErrorCode, ErrorSpec> = {
  [MinistryMissionErrorCode.MISSION_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'المهمة غير موجودة',
  },
  // Sent with the mission's level: 'هذه المهمة تتطلب المستوى {n}'.
  [MinistryMissionErrorCode.MISSION_LOCKED]: {
    status: HttpStatus.FORBIDDEN,
    message: 'هذه المهمة تتطلب مستوى أعلى',
  },
  [MinistryMissionErrorCode.MISSION_ALREADY_PLAYED]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد أكملت هذه المهمة من قبل، كل مهمة تُلعب مرة واحدة فقط',
  },
  [MinistryMissionErrorCode.MISSION_ID_TAKEN]: {
    status: HttpStatus.CONFLICT,
    message: 'معرف المهمة مستخدم في مهمة أخرى',
  },
};

export const ministryMissionError = errorFactory(table);
