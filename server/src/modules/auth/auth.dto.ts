import { ApiProperty } from '@nestjs/swagger';
import {
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import { msg } from '../../common/validation/messages';
import { UserEntity } from './user.entity';
import { trim } from '../../common/validation/transforms';
import { IsOptionalNonNull } from '../../common/validation/optional';

/** `POST /api/auth/create-guest`: the client's device id, under the spec's field name. */
export class CreateGuestDto {
  /** A client-generated id (e.g. a UUID kept in local storage); retries with the same id return the same guest. */
  @IsString({ message: msg.required('معرف الجهاز') })
  @MinLength(8, { message: msg.minLength('معرف الجهاز', 8) })
  @MaxLength(128, { message: msg.maxLength('معرف الجهاز', 128) })
  firebaseUid: string;
}

/** E-mail sign-in. */
export class SignInDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;

  @IsString({ message: msg.required('كلمة المرور') })
  @IsNotEmpty({ message: msg.required('كلمة المرور') })
  @MaxLength(100, { message: msg.maxLength('كلمة المرور', 100) })
  password: string;
}

/** Account setup fields (spec 000 section 5: username 3-15, age 13-100 at setup). */
export class SetupAccountDto {
  @trim()
  @IsString({ message: msg.required('اسم المستخدم') })
  @MinLength(3, { message: 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل' })
  @MaxLength(15, { message: 'اسم المستخدم يجب أن يكون 15 أحرف كحد أقصى' })
  @Matches(/^[\p{L}\p{N}_.-]+$/u, { message: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط' })
  username: string;

  @IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' })
  gender: 'male' | 'female';

  @ApiProperty({ type: 'integer', minimum: 13, maximum: 100 })
  @IsInt({ message: 'العمر يجب أن يكون بين 13 و 100 سنة' })
  @Min(13, { message: 'العمر يجب أن يكون بين 13 و 100 سنة' })
  @Max(100, { message: 'العمر يجب أن يكون بين 13 و 100 سنة' })
  age: number;

  @Matches(/^[A-Z]{2}$/, { message: 'رمز الدولة يجب أن يكون حرفين كبيرين' })
  countryCode: string;

  @trim()
  @IsString({ message: msg.required('اسم الدولة') })
  @IsNotEmpty({ message: msg.required('اسم الدولة') })
  @MaxLength(60, { message: msg.maxLength('اسم الدولة', 60) })
  countryName: string;
}

/** E-mail sign-up with the profile (spec 000 section 5: password 6-100, age 13-120 at registration). */
export class SignUpDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;

  @IsString({ message: msg.required('كلمة المرور') })
  @MinLength(6, { message: msg.minLength('كلمة المرور', 6) })
  @MaxLength(100, { message: msg.maxLength('كلمة المرور', 100) })
  password: string;

  @trim()
  @IsString({ message: msg.required('اسم المستخدم') })
  @MinLength(3, { message: 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل' })
  @MaxLength(15, { message: 'اسم المستخدم يجب أن يكون 15 أحرف كحد أقصى' })
  @Matches(/^[\p{L}\p{N}_.-]+$/u, { message: 'اسم المستخدم يجب أن يحتوي على حروف وأرقام فقط' })
  username: string;

  @ApiProperty({ type: 'integer', minimum: 13, maximum: 120 })
  @IsInt({ message: msg.invalid('العمر') })
  @Min(13, { message: msg.min('العمر', 13) })
  @Max(120, { message: msg.max('العمر', 120) })
  age: number;

  @IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' })
  gender: 'male' | 'female';

  @Matches(/^[A-Z]{2}$/, { message: 'رمز الدولة يجب أن يكون حرفين كبيرين' })
  countryCode: string;

  @trim()
  @IsString({ message: msg.required('اسم الدولة') })
  @IsNotEmpty({ message: msg.required('اسم الدولة') })
  @MaxLength(60, { message: msg.maxLength('اسم الدولة', 60) })
  countryName: string;
}

/**
 * `POST /api/auth/email`: the spec's backend sync after an e-mail or Google sign-in (empty body)
 * or sign-up (profile fields). With a profile and no setup yet, it sets the account up.
 */
export class EmailSyncDto {
  @IsOptionalNonNull()
  @trim()
  @IsString()
  @MinLength(3, { message: 'اسم المستخدم يجب أن يكون 3 أحرف على الأقل' })
  @MaxLength(15, { message: 'اسم المستخدم يجب أن يكون 15 أحرف كحد أقصى' })
  username?: string;

  @IsOptionalNonNull()
  @ApiProperty({ type: 'integer', required: false })
  @IsInt({ message: msg.invalid('العمر') })
  @Min(13, { message: msg.min('العمر', 13) })
  @Max(120, { message: msg.max('العمر', 120) })
  age?: number;

  @IsOptionalNonNull()
  @IsIn(['male', 'female'], { message: 'الجنس يجب أن يكون ذكر أو أنثى' })
  gender?: 'male' | 'female';

  @IsOptionalNonNull()
  @Matches(/^[A-Z]{2}$/, { message: 'رمز الدولة يجب أن يكون حرفين كبيرين' })
  countryCode?: string;

  @IsOptionalNonNull()
  @trim()
  @IsString()
  @MaxLength(60, { message: msg.maxLength('اسم الدولة', 60) })
  countryName?: string;
}

/** Guest upgrade to e-mail, keeping the user id. */
export class LinkEmailDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;

  @IsString({ message: msg.required('كلمة المرور') })
  @MinLength(6, { message: msg.minLength('كلمة المرور', 6) })
  @MaxLength(100, { message: msg.maxLength('كلمة المرور', 100) })
  password: string;
}

export class RefreshTokenDto {
  @IsString({ message: msg.required('رمز التحديث') })
  @IsNotEmpty({ message: msg.required('رمز التحديث') })
  refreshToken: string;
}

export class PasswordResetRequestDto {
  @trim()
  @IsEmail({}, { message: 'البريد الإلكتروني غير صحيح' })
  email: string;
}

export class PasswordResetDto {
  @IsString({ message: msg.required('الرمز') })
  @IsNotEmpty({ message: msg.required('الرمز') })
  token: string;

  @IsString({ message: msg.required('كلمة المرور') })
  @MinLength(6, { message: msg.minLength('كلمة المرور', 6) })
  @MaxLength(100, { message: msg.maxLength('كلمة المرور', 100) })
  password: string;
}

export class VerifyEmailDto {
  @IsString({ message: msg.required('الرمز') })
  @IsNotEmpty({ message: msg.required('الرمز') })
  token: string;
}

export class GoogleCallbackDto {
  @IsString({ message: msg.required('الرمز') })
  @IsNotEmpty({ message: msg.required('الرمز') })
  code: string;

  @IsString({ message: msg.required('الحالة') })
  @IsNotEmpty({ message: msg.required('الحالة') })
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
  @IsString({ message: msg.required('كلمة المرور') })
  @IsNotEmpty({ message: msg.required('كلمة المرور') })
  @MaxLength(100, { message: msg.maxLength('كلمة المرور', 100) })
  password: string;
}
