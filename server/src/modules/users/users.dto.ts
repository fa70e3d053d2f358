import { ArrayMaxSize, IsArray, IsUUID } from 'class-validator';

/** Body of `POST /api/users/online-status`. */
export class OnlineStatusRequestDto {
  /** User ids (UUIDs), at most 200. */
  @IsArray({ message: 'قائمة المستخدمين غير صحيحة' })
  @ArrayMaxSize(200, { message: 'قائمة المستخدمين يجب أن تكون 200 كحد أقصى' })
  @IsUUID('all', { each: true, message: 'معرف المستخدم غير صحيح' })
  userIds: string[];
}

/** One entry of the online status response (spec 000 section 3). */
export class OnlineStatusDto {
  id: string;
  isOnline: boolean;
}
