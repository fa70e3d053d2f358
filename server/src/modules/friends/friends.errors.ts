import { HttpStatus } from '@nestjs/common';
import { ErrorSpec, errorFactory } from '../../common/errors/domain-error';

export enum FriendErrorCode {
  CANNOT_BEFRIEND_SELF = 'CANNOT_BEFRIEND_SELF',
  PLAYER_NOT_FOUND = 'PLAYER_NOT_FOUND',
  ALREADY_FRIENDS = 'ALREADY_FRIENDS',
  FRIEND_REQUEST_ALREADY_SENT = 'FRIEND_REQUEST_ALREADY_SENT',
  FRIEND_REQUEST_NOT_FOUND = 'FRIEND_REQUEST_NOT_FOUND',
  NOT_FRIENDS = 'NOT_FRIENDS',
}

const table: Record<FriendErrorCode, ErrorSpec> = {
  [FriendErrorCode.CANNOT_BEFRIEND_SELF]: {
    status: HttpStatus.BAD_REQUEST,
    message: 'لا يمكنك إرسال طلب صداقة لنفسك',
  },
  [FriendErrorCode.PLAYER_NOT_FOUND]: { status: HttpStatus.NOT_FOUND, message: 'اللاعب غير موجود' },
  [FriendErrorCode.ALREADY_FRIENDS]: { status: HttpStatus.CONFLICT, message: 'أنتما صديقان بالفعل' },
  [FriendErrorCode.FRIEND_REQUEST_ALREADY_SENT]: {
    status: HttpStatus.CONFLICT,
    message: 'لقد أرسلت طلب صداقة لهذا اللاعب مسبقاً',
  },
  [FriendErrorCode.FRIEND_REQUEST_NOT_FOUND]: {
    status: HttpStatus.NOT_FOUND,
    message: 'طلب الصداقة غير موجود',
  },
  [FriendErrorCode.NOT_FRIENDS]: { status: HttpStatus.NOT_FOUND, message: 'هذا اللاعب ليس في قائمة أصدقائك' },
};

export const friendError = errorFactory(table);
