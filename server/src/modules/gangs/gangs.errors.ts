import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';
import { GANG_LIMITS } from '../../game/gangs.rules';

/** Every way a gang call fails (DESIGN.md section 6 "Gangs", spec 001 sections 5, 6 and 8). */
export enum GangErrorCode {
  GANG_NOT_FOUND = 'GANG_NOT_FOUND',
  NOT_IN_GANG = 'NOT_IN_GANG',
  NOT_A_MEMBER = 'NOT_A_MEMBER',
  ALREADY_IN_GANG = 'ALREADY_IN_GANG',
  GANG_NAME_TAKEN = 'GANG_NAME_TAKEN',
  INVALID_GANG_NAME = 'INVALID_GANG_NAME',
  RANK_FORBIDDEN = 'RANK_FORBIDDEN',
  CANNOT_KICK_MEMBER = 'CANNOT_KICK_MEMBER',
  CANNOT_TARGET_SELF = 'CANNOT_TARGET_SELF',
  INVALID_ROLE = 'INVALID_ROLE',
  MEMBER_NOT_FOUND = 'MEMBER_NOT_FOUND',
  BOSS_CANNOT_LEAVE = 'BOSS_CANNOT_LEAVE',
  GANG_FULL = 'GANG_FULL',
  REQUEST_NOT_FOUND = 'REQUEST_NOT_FOUND',
  REQUEST_ALREADY_SENT = 'REQUEST_ALREADY_SENT',
  TOO_MANY_PENDING_REQUESTS = 'TOO_MANY_PENDING_REQUESTS',
  PLAYER_IN_ANOTHER_GANG = 'PLAYER_IN_ANOTHER_GANG',
  INVALID_AMOUNT = 'INVALID_AMOUNT',
  /** Admin review (issue 30, part 6): no treasury payout by that id is or was held. */
  HELD_PAYOUT_NOT_FOUND = 'HELD_PAYOUT_NOT_FOUND',
  /** The held payout was already released or returned (by an admin, or the gang's deletion). */
  HELD_PAYOUT_DECIDED = 'HELD_PAYOUT_DECIDED',
}

const table: Record<GangErrorCode, ErrorSpec> = {
  // Spec 001 section 8: a 404 on the gang load shows this text.
  [GangErrorCode.GANG_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'العصابة غير موجودة' },
  [GangErrorCode.NOT_IN_GANG]: { status: HttpStatus.NOT_FOUND, message: 'أنت لست عضواً في أي عصابة' },
  [GangErrorCode.NOT_A_MEMBER]: { status: HttpStatus.FORBIDDEN, message: 'أنت لست عضواً في هذه العصابة' },
  [GangErrorCode.ALREADY_IN_GANG]: { status: HttpStatus.CONFLICT, message: 'أنت عضو في عصابة بالفعل' },
  [GangErrorCode.GANG_NAME_TAKEN]: { status: HttpStatus.CONFLICT, message: 'اسم العصابة مستخدم بالفعل' },
  // A name of invisible characters or marks only: fewer than 3 letters once normalised.
  [GangErrorCode.INVALID_GANG_NAME]: {
    status: HttpStatus.BAD_REQUEST,
    message: `اسم العصابة يجب أن يكون ${GANG_LIMITS.nameMinLength} أحرف على الأقل`,
  },
  [GangErrorCode.RANK_FORBIDDEN]: { status: HttpStatus.FORBIDDEN, message: 'رتبتك لا تسمح بهذا الإجراء' },
  [GangErrorCode.CANNOT_KICK_MEMBER]: { status: HttpStatus.FORBIDDEN, message: 'لا يمكنك طرد هذا العضو' },
  [GangErrorCode.CANNOT_TARGET_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك تنفيذ هذا الإجراء على نفسك',
  },
  [GangErrorCode.INVALID_ROLE]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكن تعيين هذه الرتبة' },
  // Spec 001 section 5: a transfer needs a chosen member.
  [GangErrorCode.MEMBER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'اختر عضوًا' },
  [GangErrorCode.BOSS_CANNOT_LEAVE]: {
    status: HttpStatus.CONFLICT,
    message: 'لا يمكن للزعيم مغادرة العصابة قبل نقل القيادة',
  },
  [GangErrorCode.GANG_FULL]: { status: HttpStatus.CONFLICT, message: 'العصابة ممتلئة' },
  [GangErrorCode.REQUEST_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'طلب الانضمام غير موجود' },
  [GangErrorCode.REQUEST_ALREADY_SENT]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد أرسلت طلب انضمام لهذه العصابة بالفعل',
  },
  [GangErrorCode.TOO_MANY_PENDING_REQUESTS]: {
    status: HttpStatus.CONFLICT,
    message: `لا يمكنك إرسال أكثر من ${GANG_LIMITS.maxPendingRequests} طلبات انضمام في نفس الوقت`,
  },
  [GangErrorCode.PLAYER_IN_ANOTHER_GANG]: {
    status: HttpStatus.CONFLICT,
    message: 'اللاعب عضو في عصابة أخرى',
  },
  // Spec 001 section 5.
  [GangErrorCode.INVALID_AMOUNT]: { status: HttpStatus.BAD_REQUEST, message: 'أدخل مبلغًا صحيحًا' },
  [GangErrorCode.HELD_PAYOUT_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'لا توجد دفعة محجوزة بهذا الرقم',
  },
  [GangErrorCode.HELD_PAYOUT_DECIDED]: {
    status: HttpStatus.CONFLICT,
    message: 'تمت مراجعة هذه الدفعة من قبل',
  },
};

export const gangError = errorFactory(table);

/** Success texts of the calls whose response the spec does not show (spec 001 section 8 names the leadership one). */
export const GANG_SUCCESS = {
  kicked: 'تم طرد العضو بنجاح',
  roleChanged: 'تم تغيير الرتبة بنجاح',
  left: 'تمت مغادرة العصابة بنجاح',
  deleted: 'تم حذف العصابة بنجاح',
  leadershipTransferred: 'تم نقل القيادة بنجاح!',
  infoUpdated: 'تم تحديث معلومات العصابة بنجاح',
  requestAccepted: 'تم قبول الطلب',
  requestRejected: 'تم رفض الطلب',
  requestSent: 'تم إرسال طلب الانضمام',
  requestCancelled: 'تم إلغاء طلب الانضمام',
} as const;
