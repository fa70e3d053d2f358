import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

/** Every way an admin back-office call fails (spec 001 section 8; issue 15). */
export enum AdminErrorCode {
  CHARACTER_NOT_FOUND = 'ADMIN_CHARACTER_NOT_FOUND',
  USER_NOT_FOUND = 'ADMIN_USER_NOT_FOUND',
  CANNOT_BLOCK_SELF = 'CANNOT_BLOCK_SELF',
  CANNOT_BLOCK_ADMIN = 'CANNOT_BLOCK_ADMIN',
  ALREADY_BLOCKED = 'ALREADY_BLOCKED',
  NOT_BLOCKED = 'NOT_BLOCKED',
}

const table: Record<AdminErrorCode, ErrorSpec> = {
  [AdminErrorCode.CHARACTER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'الشخصية غير موجودة' },
  [AdminErrorCode.USER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'المستخدم غير موجود' },
  [AdminErrorCode.CANNOT_BLOCK_SELF]: { status: HttpStatus.BAD_REQUEST, message: 'لا يمكنك حظر نفسك' },
  [AdminErrorCode.CANNOT_BLOCK_ADMIN]: { status: HttpStatus.FORBIDDEN, message: 'لا يمكن حظر مشرف' },
  [AdminErrorCode.ALREADY_BLOCKED]: { status: HttpStatus.CONFLICT, message: 'المستخدم محظور بالفعل' },
  [AdminErrorCode.NOT_BLOCKED]: { status: HttpStatus.CONFLICT, message: 'المستخدم غير محظور' },
};

export const adminError = errorFactory(table);
