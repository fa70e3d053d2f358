import {
  Body,
  Controller,
  createParamDecorator,
  ExecutionContext,
  Get,
  HttpCode,
  Post,
  Res,
  UseGuards,
} from '@nestjs/common';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthUser, ClientDevice, ClientIp, CurrentUser, Public } from '../../common/auth/decorators';
import {
  AccountProfileDto,
  AdminCheckDto,
  AuthProvidersDto,
  AuthSessionDto,
  CreateGuestDto,
  EmailSyncDto,
  EmailSyncResultDto,
  GoogleCallbackDto,
  LinkEmailDto,
  PasswordResetDto,
  PasswordResetRequestDto,
  RefreshTokenDto,
  SetupAccountDto,
  SetupAccountResultDto,
  SignInDto,
  SignUpDto,
  SuccessDto,
  UnlinkGoogleDto,
  VerifyEmailDto,
} from './auth.dto';
import { AccountMailService } from './account-mail.service';
import { AuthService } from './auth.service';
import { googleBrowserBinding, GoogleOidcService } from './google-oidc.service';
import { SessionService } from './session.service';

/** The requesting browser's Google sign-in binding (its cookie), null without one. */
const GoogleBrowser = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  googleBrowserBinding(context.switchToHttp().getRequest<FastifyRequest>().headers.cookie),
);

@ApiTags('auth')
@ApiBearerAuth()
@Controller('auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly sessions: SessionService,
    private readonly accountMail: AccountMailService,
    private readonly google: GoogleOidcService,
  ) {}

  /** Creates (or returns) the guest of a device id (spec 000 section 7). Rate limited. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('create-guest')
  @HttpCode(200)
  createGuest(@Body() dto: CreateGuestDto, @ClientIp() ip: string): Promise<AuthSessionDto> {
    return this.auth.createGuest(dto.firebaseUid, ip);
  }

  /** E-mail sign-up with the profile (spec 000 section 5). Rate limited. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('signup')
  signUp(
    @Body() dto: SignUpDto,
    @ClientIp() ip: string,
    @ClientDevice() device: string | null,
  ): Promise<AuthSessionDto> {
    return this.auth.signUp(dto, ip, device);
  }

  /** E-mail sign-in. Rate limited. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('login')
  @HttpCode(200)
  signIn(
    @Body() dto: SignInDto,
    @ClientIp() ip: string,
    @ClientDevice() device: string | null,
  ): Promise<AuthSessionDto> {
    return this.auth.signIn(dto, ip, device);
  }

  /** The spec's backend sync after sign-in (empty body) or sign-up (profile body). */
  @Post('email')
  @HttpCode(200)
  syncEmail(@CurrentUser() user: AuthUser, @Body() dto: EmailSyncDto): Promise<EmailSyncResultDto> {
    return this.auth.syncEmail(user.id, dto);
  }

  /** Rotates the refresh token and returns a new access token. */
  @Public()
  @Post('refresh')
  @HttpCode(200)
  refreshSession(
    @Body() dto: RefreshTokenDto,
    @ClientIp() ip: string,
    @ClientDevice() device: string | null,
  ): Promise<AuthSessionDto> {
    return this.sessions.refreshSession(dto.refreshToken, ip, device);
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  logout(@Body() dto: RefreshTokenDto): Promise<SuccessDto> {
    return this.sessions.logout(dto.refreshToken);
  }

  /** Upgrades the signed-in guest to an e-mail account, keeping the user id. */
  @Post('link-email')
  @HttpCode(200)
  linkEmail(
    @CurrentUser() user: AuthUser,
    @Body() dto: LinkEmailDto,
    @ClientIp() ip: string,
    @ClientDevice() device: string | null,
  ): Promise<AuthSessionDto> {
    return this.auth.linkEmail(user.id, dto, ip, device);
  }

  /** `user.accountSetupCompleted` and `isGuest` (spec 000 section 7). */
  @Get('profile')
  getAccountProfile(@CurrentUser() user: AuthUser): Promise<AccountProfileDto> {
    return this.auth.getAccountProfile(user.id);
  }

  /** Completes account setup and creates the character (spec 000 section 5). */
  @Post('setup-account')
  @HttpCode(200)
  setupAccount(@CurrentUser() user: AuthUser, @Body() dto: SetupAccountDto): Promise<SetupAccountResultDto> {
    return this.auth.setupAccount(user.id, dto);
  }

  @Get('admin/check')
  checkAdmin(@CurrentUser() user: AuthUser): Promise<AdminCheckDto> {
    return this.auth.checkAdmin(user.id);
  }

  /** Which third-party sign-ins this server offers. */
  @Public()
  @Get('providers')
  getAuthProviders(): AuthProvidersDto {
    return { google: this.google.enabled };
  }

  /** Redirects the browser to Google's sign-in page (authorization code + PKCE). */
  @Public()
  @Get('google/authorize')
  async startGoogleSignIn(
    @GoogleBrowser() browser: string | null,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    // The cookie binds the sign-in to this browser (see GoogleOidcService).
    const start = await this.google.startSignIn(browser);
    await reply.header('set-cookie', start.cookie).redirect(start.url, 302);
  }

  /** Finishes Google sign-in with the code and state `/auth/callback` received. */
  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('google/callback')
  @HttpCode(200)
  async completeGoogleSignIn(
    @Body() dto: GoogleCallbackDto,
    @ClientIp() ip: string,
    @GoogleBrowser() browser: string | null,
    @ClientDevice() device: string | null,
  ): Promise<AuthSessionDto> {
    return this.auth.signInWithGoogle(await this.google.complete(dto.code, dto.state, browser), ip, device);
  }

  /**
   * Links Google to the signed-in guest (spec 000 section 4), with the code and state of the same
   * authorize flow as sign-in: the identity is kept, `isGuest` becomes false, a fresh session
   * replaces the guest's. Under `google/` so the browser binding cookie is sent.
   */
  @Post('google/link')
  @HttpCode(200)
  async linkGoogle(
    @CurrentUser() user: AuthUser,
    @Body() dto: GoogleCallbackDto,
    @ClientIp() ip: string,
    @GoogleBrowser() browser: string | null,
    @ClientDevice() device: string | null,
  ): Promise<AuthSessionDto> {
    return this.auth.linkGoogle(
      user.id,
      await this.google.complete(dto.code, dto.state, browser),
      ip,
      device,
    );
  }

  /**
   * Removes the Google link (issue 26 part 6), confirmed with the account's password; refused while
   * Google is the only way to sign in. Rate limited (it checks a password).
   */
  @UseGuards(ThrottlerGuard)
  @Post('unlink-google')
  @HttpCode(200)
  unlinkGoogle(@CurrentUser() user: AuthUser, @Body() dto: UnlinkGoogleDto): Promise<AccountProfileDto> {
    return this.auth.unlinkGoogle(user.id, dto.password);
  }

  @Public()
  @UseGuards(ThrottlerGuard)
  @Post('password-reset/request')
  @HttpCode(200)
  requestPasswordReset(@Body() dto: PasswordResetRequestDto): Promise<SuccessDto> {
    return this.accountMail.requestPasswordReset(dto.email);
  }

  @Public()
  @Post('password-reset/confirm')
  @HttpCode(200)
  resetPassword(@Body() dto: PasswordResetDto): Promise<SuccessDto> {
    return this.accountMail.resetPassword(dto.token, dto.password);
  }

  @Public()
  @Post('verify-email')
  @HttpCode(200)
  verifyEmail(@Body() dto: VerifyEmailDto): Promise<SuccessDto> {
    return this.accountMail.verifyEmail(dto.token);
  }

  @Post('verify-email/resend')
  @HttpCode(200)
  resendVerification(@CurrentUser() user: AuthUser): Promise<SuccessDto> {
    return this.accountMail.resendVerification(user.id);
  }
}
