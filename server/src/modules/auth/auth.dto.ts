import { ApiProperty } from '@nestjs/swagger';
import { IsEmail, IsIn, Matches } from 'class-validator';
import { UserEntity } from './user.entity';
import { trim } from '../../common/validation/transforms';
import { IsOptionalNonNull } from '../../common/validation/optional';
import { EnumField, IntegerField, TextField, TextFieldOptions } from '../../common/validation/fields';

/**
 * The form's username rules (spec 000 section 5): 3 to 15 letters, digits, `_`, `.` or `-` after
 * trimming. What else a username must be is `usernameProblems` (username-policy.ts).
 */
export const USERNAME_FIELD = {
  label: 'اسم المستخدم',
  trim: true,
  minLength: 3,
  maxLength: 15,
  pattern: /^[\p{L}\p{N}_.-]+$/u,
  messages: { pattern: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط' },
} satisfies TextFieldOptions;

/** `POST /api/auth/create-guest`: the client's device id, under the spec's field name. */
export class CreateGuestDto {
  /** A client-generated id (e.g. a UUID kept in local storage); retries with the same id return the same guest. */
  @TextField({ label: 'معرف الجهاز', minLength: 8, maxLength: 128 })
  firebaseUid: string;
}

/** E-mail sign-in. */
export class SignInDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;

  @TextField({ label: 'كلمة المرور', notEmpty: true, maxLength: 100 })
  password: string;
}

/** Account setup fields (spec 000 section 5: username 3-15, age 13-100 at setup). */
export class SetupAccountDto {
  @TextField(USERNAME_FIELD)
  username: string;

  @IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' })
  gender: 'male' | 'female';

  @IntegerField({ min: 13, max: 100, message: 'العمر يجب أن يكون بين 13 و 100 سنة' })
  age: number;

  @Matches(/^[A-Z]{2}$/, { message: 'رمز الدولة يجب أن يكون حرفين كبيرين' })
  countryCode: string;

  @TextField({ label: 'اسم الدولة', trim: true, notEmpty: true, maxLength: 60 })
  countryName: string;
}

/** E-mail sign-up with the profile (spec 000 section 5: password 6-100, age 13-120 at registration). */
export class SignUpDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;

  @TextField({ label: 'كلمة المرور', minLength: 6, maxLength: 100 })
  password: string;

  @TextField(USERNAME_FIELD)
  username: string;

  @IntegerField({ label: 'العمر', min: 13, max: 120 })
  age: number;

  @IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' })
  gender: 'male' | 'female';

  @Matches(/^[A-Z]{2}$/, { message: 'رمز الدولة يجب أن يكون حرفين كبيرين' })
  countryCode: string;

  @TextField({ label: 'اسم الدولة', trim: true, notEmpty: true, maxLength: 60 })
  countryName: string;
}

/**
 * `POST /api/auth/email`: the spec's backend sync after an e-mail or Google sign-in (empty body)
 * or sign-up (profile fields). With a profile and no setup yet, it sets the account up.
 */
export class EmailSyncDto {
  @TextField({
    label: 'اسم المستخدم',
    optional: true,
    trim: true,
    minLength: 3,
    maxLength: 15,
    messages: { string: null },
  })
  username?: string;

  @IntegerField({ label: 'العمر', min: 13, max: 120, optional: true })
  age?: number;

  @EnumField({
    values: ['male', 'female'],
    message: 'الجنس يجب أن يكون ذكر أو أنثى',
    optional: true,
    apiProperty: false,
  })
  gender?: 'male' | 'female';

  @IsOptionalNonNull()
  @Matches(/^[A-Z]{2}$/, { message: 'رمز الدولة يجب أن يكون حرفين كبيرين' })
  countryCode?: string;

  @TextField({ label: 'اسم الدولة', optional: true, trim: true, maxLength: 60, messages: { string: null } })
  countryName?: string;
}

/** Guest upgrade to e-mail, keeping the user id. */
export class LinkEmailDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;

  @TextField({ label: 'كلمة المرور', minLength: 6, maxLength: 100 })
  password: string;
}

export class RefreshTokenDto {
  @TextField({ label: 'رمز التحديث', notEmpty: true })
  refreshToken: string;
}

export class PasswordResetRequestDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;
}

export class PasswordResetDto {
  @TextField({ label: 'الرمز', notEmpty: true })
  token: string;

  @TextField({ label: 'كلمة المرور', minLength: 6, maxLength: 100 })
  password: string;
}

export class VerifyEmailDto {
  @TextField({ label: 'الرمز', notEmpty: true })
  token: string;
}

export class GoogleCallbackDto {
  @TextField({ label: 'الرمز', notEmpty: true })
  code: string;

  @TextField({ label: 'الحالة', notEmpty: true })
  state: string;
}

/** An account as the client sees it (spec 000 section 3, profile response). */
export class AccountUserDto {
  /** User id (UUID). */
  id: string;
  email: string | null;
  username: string | null;
  displayName: string;
  isGuest: boolean;
  isAdmin: boolean;
  accountSetupCompleted: boolean;
  emailVerified: boolean;
  avatarUrl: string | null;
  /** The account can sign in with its e-mail and a password (issue 26 part 6: what Google unlinking needs). */
  hasPassword: boolean;
  /** A Google account is linked. */
  googleLinked: boolean;
}

/** Tokens for a signed-in user. The access token lives `expiresIn` seconds; the refresh token rotates on use. */
export class AuthSessionDto {
  accessToken: string;
  refreshToken: string;
  /** Access token lifetime in seconds. */
  @ApiProperty({ type: 'integer' }) expiresIn: number;
  /** True when this call created the account (or it is not set up yet, for `POST /api/auth/email`). */
  isNewUser: boolean;
  user: AccountUserDto;
  /** True when this sign-in cancelled the account's pending deletion (issue 26 part 4). */
  deletionCancelled?: boolean;
}

export class AccountProfileDto {
  user: AccountUserDto;
}

export class SetupAccountResultDto {
  success: boolean;
  user: AccountUserDto;
}

export class EmailSyncResultDto {
  isNewUser: boolean;
  user: AccountUserDto;
}

export class AdminCheckDto {
  isAdmin: boolean;
}

export class AuthProvidersDto {
  /** Whether Google sign-in is configured on this server. */
  google: boolean;
}

export class GoogleAuthorizationDto {
  /** The Google page to send the browser to. */
  url: string;
}

export class SuccessDto {
  success: boolean;
}

export function toAccountUserDto(user: UserEntity): AccountUserDto {
  return {
    id: user.id,
    email: user.email,
    username: user.username,
    displayName: user.username ?? user.displayName,
    isGuest: user.isGuest,
    isAdmin: user.isAdmin,
    accountSetupCompleted: user.accountSetupCompleted,
    emailVerified: user.emailVerified,
    avatarUrl: user.avatarUrl,
    hasPassword: user.email !== null && user.passwordHash !== null,
    googleLinked: user.googleSubject !== null,
  };
}

/** `POST /api/auth/unlink-google` (issue 26 part 6): the account's password confirms the unlinking. */
export class UnlinkGoogleDto {
  @TextField({ label: 'كلمة المرور', notEmpty: true, maxLength: 100 })
  password: string;
}
