import { randomInt, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Transactional } from '@nestjs-cls/transactional';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/config.schema';
import type { GameConstants } from '../../game/constants';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { RealtimePublisher } from '../../infra/realtime/realtime.publisher';
import { CharacterService } from '../character/character.service';
import { MailService } from '../mail/mail.service';
import { AccountAccessService } from './account-access.service';
import { accountBlocked } from './auth.guard';
import {
  AccountProfileDto,
  AuthSessionDto,
  EmailSyncDto,
  EmailSyncResultDto,
  LinkEmailDto,
  SetupAccountDto,
  SetupAccountResultDto,
  SignInDto,
  SignUpDto,
  toAccountUserDto,
} from './auth.dto';
import { AuthErrorCode, authError } from './auth.errors';
import { AuthRepository } from './auth.repository';
import { isEmailDomainAllowed } from './email-policy';
import { GoogleIdentity } from './google-oidc.service';
import { hashPassword, verifyPassword } from './password';
import { TokenService } from './token.service';
import { UserEntity } from './user.entity';
import { CommonErrorCode, commonError, validationError } from '../../common/errors/common.errors';
import { validatePayload } from '../../common/validation/validate-payload';
import { displayNameFrom, usernameProblems } from './username-policy';

const DAY_MS = 86_400_000;
const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const VERIFY_TOKEN_TTL_MS = 7 * DAY_MS;

const isUniqueViolation = (error: unknown, index: string) =>
  (error as { driverError?: { code?: string; constraint?: string } }).driverError?.code === '23505' &&
  (error as { driverError?: { constraint?: string } }).driverError?.constraint === index;

/** @throws VALIDATION_FAILED naming every rule of the username policy `username` breaks. */
function assertUsernameAllowed(username: string): void {
  const problems = usernameProblems(username);
  if (problems.length) throw validationError(problems);
}

/**
 * Accounts and sessions (spec 000 sections 3 to 5; DESIGN.md section 4): guests, e-mail, Google,
 * guest upgrade, account setup, rotating refresh tokens with reuse detection.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly tokens: TokenService,
    private readonly access: AccountAccessService,
    private readonly characters: CharacterService,
    private readonly mail: MailService,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    private readonly publisher: RealtimePublisher,
  ) {}

  /**
   * Creates a guest for a device, or signs the existing one in again: the spec's client retries
   * three times, and all of them end at the same user. `isNewUser` is true only for the call that created it.
   */
  async createGuest(deviceId: string, ip: string): Promise<AuthSessionDto> {
    const displayName = `${this.constants.guestNamePrefix}${randomInt(100_000, 1_000_000)}`;
    const { user, created } = await this.auth.insertGuestOnce(deviceId, displayName);
    if (user.isBanned) throw accountBlocked(await this.access.get(user.id));
    if (!user.isGuest) throw authError(AuthErrorCode.NOT_GUEST_USER);
    return this.issueSession(user, ip, created);
  }

  /**
   * Registers an e-mail account with its profile and character (spec 000 section 5).
   * @throws VALIDATION_FAILED (username policy), EMAIL_NOT_ALLOWED, EMAIL_ALREADY_IN_USE, USERNAME_TAKEN
   */
  async signUp(dto: SignUpDto, ip: string): Promise<AuthSessionDto> {
    assertUsernameAllowed(dto.username);
    if (!isEmailDomainAllowed(dto.email)) throw authError(AuthErrorCode.EMAIL_NOT_ALLOWED);
    const passwordHash = await hashPassword(dto.password);
    const user = await inRetriedTransaction(this.tx, async () => {
      if (await this.auth.findUserByEmail(dto.email)) throw authError(AuthErrorCode.EMAIL_ALREADY_IN_USE);
      if (await this.auth.isUsernameTaken(dto.username)) throw authError(AuthErrorCode.USERNAME_TAKEN);
      const created = await this.auth.createUser({
        email: dto.email,
        passwordHash,
        displayName: dto.username,
        username: dto.username,
        age: dto.age,
        gender: dto.gender,
        countryCode: dto.countryCode,
        countryName: dto.countryName,
        accountSetupCompleted: true,
      });
      await this.characters.createForUser(created.id);
      return created;
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_key')) throw authError(AuthErrorCode.EMAIL_ALREADY_IN_USE);
      if (isUniqueViolation(error, 'users_username_key')) throw authError(AuthErrorCode.USERNAME_TAKEN);
      throw error;
    });
    await this.sendVerificationMail(user);
    return this.issueSession(user, ip, true);
  }

  /** @throws INVALID_CREDENTIALS (same answer for unknown e-mail and wrong password); ACCOUNT_BLOCKED */
  async signIn(dto: SignInDto, ip: string): Promise<AuthSessionDto> {
    const user = await this.auth.findUserByEmail(dto.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, dto.password);
    if (!user || !valid) throw authError(AuthErrorCode.INVALID_CREDENTIALS);
    if (user.isBanned) throw accountBlocked(await this.access.get(user.id));
    return this.issueSession(user, ip, !user.accountSetupCompleted);
  }

  /**
   * `POST /api/auth/email`, the spec's backend sync: an empty body answers whether the account
   * still needs setup (`isNewUser`); a body with the profile sets the account up first.
   */
  async syncEmail(userId: string, dto: EmailSyncDto): Promise<EmailSyncResultDto> {
    const user = await this.requireUser(userId);
    const profileFields = [dto.username, dto.gender, dto.age, dto.countryCode, dto.countryName];
    if (!user.accountSetupCompleted && profileFields.some((field) => field !== undefined)) {
      if (profileFields.some((field) => field === undefined)) {
        throw validationError(['يجب إرسال اسم المستخدم والجنس والعمر والدولة معاً']);
      }
      // The same rules as the setup form (username characters, age 13 to 100, a country name).
      const result = await this.setupAccount(userId, await validatePayload(SetupAccountDto, dto));
      return { isNewUser: true, user: result.user };
    }
    return { isNewUser: !user.accountSetupCompleted, user: toAccountUserDto(user) };
  }

  /**
   * Sets the profile and creates the character (spec 000 section 5, account setup).
   * @throws VALIDATION_FAILED (username policy); USERNAME_TAKEN ('اسم المستخدم مستخدم بالفعل');
   * ACCOUNT_ALREADY_SET_UP
   */
  async setupAccount(userId: string, dto: SetupAccountDto): Promise<SetupAccountResultDto> {
    assertUsernameAllowed(dto.username);
    const user = await inRetriedTransaction(this.tx, async () => {
      // Locked: a double-clicked setup waits here and then finds the account set up.
      const current = await this.auth.lockUserById(userId);
      if (!current) throw commonError(CommonErrorCode.UNAUTHENTICATED);
      if (current.accountSetupCompleted) throw authError(AuthErrorCode.ACCOUNT_ALREADY_SET_UP);
      if (await this.auth.isUsernameTaken(dto.username, userId))
        throw authError(AuthErrorCode.USERNAME_TAKEN);
      await this.auth.updateUser(userId, {
        username: dto.username,
        gender: dto.gender,
        age: dto.age,
        countryCode: dto.countryCode,
        countryName: dto.countryName,
        accountSetupCompleted: true,
      });
      await this.characters.createForUser(userId);
      return this.requireUser(userId);
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_username_key')) throw authError(AuthErrorCode.USERNAME_TAKEN);
      throw error;
    });
    return { success: true, user: toAccountUserDto(user) };
  }

  /**
   * Upgrades a guest to an e-mail account: same user id, same character; a fresh session replaces
   * the old tokens (spec 000 section 4).
   * @throws NOT_GUEST_USER, EMAIL_NOT_ALLOWED, EMAIL_ALREADY_IN_USE
   */
  async linkEmail(userId: string, dto: LinkEmailDto, ip: string): Promise<AuthSessionDto> {
    if (!isEmailDomainAllowed(dto.email)) throw authError(AuthErrorCode.EMAIL_NOT_ALLOWED);
    const passwordHash = await hashPassword(dto.password);
    const user = await inRetriedTransaction(this.tx, async () => {
      // Locked: a second upgrade sent at once (another address, or a double click) waits here and
      // then finds no guest, so the verification link only ever goes to the address that stays.
      const current = await this.auth.lockUserById(userId);
      if (!current) throw commonError(CommonErrorCode.UNAUTHENTICATED);
      if (!current.isGuest) throw authError(AuthErrorCode.NOT_GUEST_USER);
      if (await this.auth.findUserByEmail(dto.email)) throw authError(AuthErrorCode.EMAIL_ALREADY_IN_USE);
      await this.auth.updateUser(userId, { email: dto.email, passwordHash, isGuest: false, deviceId: null });
      await this.auth.revokeAllSessions(userId, this.clock.now());
      return this.requireUser(userId);
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_key')) throw authError(AuthErrorCode.EMAIL_ALREADY_IN_USE);
      throw error;
    });
    await this.access.invalidate(userId);
    await this.sendVerificationMail(user);
    return this.issueSession(user, ip, false);
  }

  /**
   * Signs in with a verified Google identity: the account holding that Google subject, else the
   * account with the same verified e-mail (linked now), else a new account that still needs setup.
   * An account whose address was never verified is taken from whoever opened it: Google has just
   * proved who owns the address, so the password and every session of the account end (they may
   * belong to someone who typed another person's address, waiting for its owner to arrive).
   * @throws PROVIDER_ALREADY_LINKED when the e-mail's account is linked to another Google identity
   */
  async signInWithGoogle(identity: GoogleIdentity, ip: string): Promise<AuthSessionDto> {
    const now = this.clock.now();
    const { user, created, claimed } = await inRetriedTransaction(this.tx, async () => {
      const bySubject = await this.auth.findUserByGoogleSubject(identity.subject);
      if (bySubject) return { user: bySubject, created: false, claimed: false };
      const byEmail =
        identity.email && identity.emailVerified ? await this.auth.findUserByEmail(identity.email) : null;
      if (byEmail) {
        if (byEmail.googleSubject) throw authError(AuthErrorCode.PROVIDER_ALREADY_LINKED);
        const claimed = !byEmail.emailVerified;
        await this.auth.updateUser(byEmail.id, {
          googleSubject: identity.subject,
          emailVerified: true,
          ...(claimed ? { passwordHash: null } : {}),
        });
        if (claimed) await this.auth.revokeAllSessions(byEmail.id, now);
        return { user: await this.requireUser(byEmail.id), created: false, claimed };
      }
      const fresh = await this.auth.createUser({
        googleSubject: identity.subject,
        email: identity.emailVerified ? identity.email : null,
        emailVerified: identity.emailVerified,
        displayName: displayNameFrom(identity.name, 'لاعب'),
        avatarUrl: identity.picture,
      });
      return { user: fresh, created: true, claimed: false };
    });
    if (claimed) {
      await this.access.invalidate(user.id);
      this.publisher.disconnectUser(user.id);
    }
    if (user.isBanned) throw accountBlocked(await this.access.get(user.id));
    return this.issueSession(user, ip, created || !user.accountSetupCompleted);
  }

  /**
   * Rotates a refresh token. A token that was already rotated is reuse (a stolen copy): the
   * whole family is revoked and the caller must sign in again. Within `REFRESH_REUSE_GRACE_SECONDS`
   * of its rotation a token is not yet counted as stolen: two tabs refreshing with the same token, or
   * a retry after a lost response, get another token of the same family.
   * @throws INVALID_REFRESH_TOKEN, REFRESH_TOKEN_REUSED, ACCOUNT_BLOCKED
   */
  async refreshSession(refreshToken: string, ip: string): Promise<AuthSessionDto> {
    const now = this.clock.now();
    const graceMs = this.config.REFRESH_REUSE_GRACE_SECONDS * 1000;
    const outcome = await inRetriedTransaction(this.tx, async () => {
      const session = await this.auth.lockSessionByHash(this.tokens.hashOpaqueToken(refreshToken));
      if (!session || session.revokedAt || session.expiresAt <= now) return { kind: 'invalid' as const };
      const withinGrace =
        session.replacedAt !== null && now.getTime() - session.replacedAt.getTime() <= graceMs;
      if (session.replacedAt && !withinGrace) {
        await this.auth.revokeFamily(session.familyId, now);
        return { kind: 'reused' as const };
      }
      const user = await this.auth.findUserById(session.userId);
      if (!user) return { kind: 'invalid' as const };
      if (!session.replacedAt) await this.auth.markSessionReplaced(session.id, now);
      const next = this.tokens.newOpaqueToken();
      await this.auth.createSession({
        userId: user.id,
        familyId: session.familyId,
        tokenHash: next.hash,
        expiresAt: new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
        ip,
      });
      await this.auth.recordIp(user.id, ip, now);
      return { kind: 'rotated' as const, user, refreshToken: next.token };
    });
    if (outcome.kind === 'invalid') throw authError(AuthErrorCode.INVALID_REFRESH_TOKEN);
    if (outcome.kind === 'reused') throw authError(AuthErrorCode.REFRESH_TOKEN_REUSED);
    if (outcome.user.isBanned) throw accountBlocked(await this.access.get(outcome.user.id));
    return this.toSession(outcome.user, outcome.refreshToken, false);
  }

  /** Ends the session family of a refresh token; unknown tokens are ignored. */
  async logout(refreshToken: string): Promise<{ success: boolean }> {
    await inRetriedTransaction(this.tx, async () => {
      const session = await this.auth.lockSessionByHash(this.tokens.hashOpaqueToken(refreshToken));
      if (session) await this.auth.revokeFamily(session.familyId, this.clock.now());
    });
    return { success: true };
  }

  async getAccountProfile(userId: string): Promise<AccountProfileDto> {
    return { user: toAccountUserDto(await this.requireUser(userId)) };
  }

  async checkAdmin(userId: string): Promise<{ isAdmin: boolean }> {
    return { isAdmin: (await this.access.get(userId)).isAdmin };
  }

  /**
   * Mails a reset link when the e-mail belongs to a password account; answers the same either way.
   * The mail goes out after the answer: waiting for the mail server would tell registered addresses
   * (about 110 ms with a local server) from unknown ones (about 5 ms), and so would its failures.
   */
  async requestPasswordReset(email: string): Promise<{ success: boolean }> {
    const user = await this.auth.findUserByEmail(email);
    if (user?.passwordHash && user.email) {
      const token = await this.newAuthToken(user.id, 'password_reset', RESET_TOKEN_TTL_MS);
      void this.mail.sendLink({
        kind: 'password_reset',
        to: user.email,
        subject: 'إعادة تعيين كلمة المرور',
        intro: 'طلبت إعادة تعيين كلمة المرور. الرابط صالح لمدة ساعة واحدة.',
        linkLabel: 'إعادة تعيين كلمة المرور',
        link: this.publicLink('/reset-password', token),
      });
    }
    return { success: true };
  }

  /**
   * Sets a new password from a mailed token and signs out every session and socket. The account's
   * other reset links end too: one lying in the mailbox would otherwise undo the reset for an hour.
   * @throws INVALID_TOKEN
   */
  async resetPassword(token: string, password: string): Promise<{ success: boolean }> {
    const now = this.clock.now();
    const passwordHash = await hashPassword(password);
    const userId = await inRetriedTransaction(this.tx, async () => {
      const owner = await this.auth.consumeAuthToken(
        this.tokens.hashOpaqueToken(token),
        'password_reset',
        now,
      );
      if (!owner) throw authError(AuthErrorCode.INVALID_TOKEN);
      await this.auth.discardAuthTokens(owner, 'password_reset', now);
      await this.auth.updateUser(owner, { passwordHash });
      await this.auth.revokeAllSessions(owner, now);
      return owner;
    });
    await this.access.invalidate(userId);
    // Sockets opened with the old tokens (another device, whoever knew the old password) go too.
    this.publisher.disconnectUser(userId);
    return { success: true };
  }

  /** Marks the e-mail verified from a mailed token. @throws INVALID_TOKEN */
  @Transactional()
  async verifyEmail(token: string): Promise<{ success: boolean }> {
    const userId = await this.auth.consumeAuthToken(
      this.tokens.hashOpaqueToken(token),
      'email_verification',
      this.clock.now(),
    );
    if (!userId) throw authError(AuthErrorCode.INVALID_TOKEN);
    await this.auth.updateUser(userId, { emailVerified: true });
    return { success: true };
  }

  async resendVerification(userId: string): Promise<{ success: boolean }> {
    await this.sendVerificationMail(await this.requireUser(userId));
    return { success: true };
  }

  /**
   * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when no account has that e-mail;
   * an existing account is left as it is (created once, idempotent).
   * @returns true when it created the admin now.
   */
  async ensureAdmin(email: string, password: string): Promise<boolean> {
    if (await this.auth.findUserByEmail(email)) return false;
    const passwordHash = await hashPassword(password);
    return inRetriedTransaction(this.tx, async () => {
      if (await this.auth.findUserByEmail(email)) return false;
      const username = (await this.auth.isUsernameTaken('admin'))
        ? `admin_${randomInt(1000, 10000)}`
        : 'admin';
      const admin = await this.auth.createUser({
        email,
        passwordHash,
        emailVerified: true,
        isAdmin: true,
        displayName: username,
        username,
        accountSetupCompleted: true,
      });
      await this.characters.createForUser(admin.id);
      return true;
    }).catch((error: unknown) => {
      // Another node created it at the same moment.
      if (isUniqueViolation(error, 'users_email_key') || isUniqueViolation(error, 'users_username_key'))
        return false;
      throw error;
    });
  }

  private async requireUser(userId: string): Promise<UserEntity> {
    const user = await this.auth.findUserById(userId);
    if (!user) throw commonError(CommonErrorCode.UNAUTHENTICATED);
    return user;
  }

  private async issueSession(user: UserEntity, ip: string, isNewUser: boolean): Promise<AuthSessionDto> {
    const now = this.clock.now();
    const refresh = this.tokens.newOpaqueToken();
    await inRetriedTransaction(this.tx, async () => {
      await this.auth.createSession({
        userId: user.id,
        familyId: randomUUID(),
        tokenHash: refresh.hash,
        expiresAt: new Date(now.getTime() + this.config.REFRESH_TOKEN_TTL_DAYS * DAY_MS),
        ip,
      });
      await this.auth.recordIp(user.id, ip, now);
    });
    return this.toSession(user, refresh.token, isNewUser);
  }

  private toSession(user: UserEntity, refreshToken: string, isNewUser: boolean): AuthSessionDto {
    return {
      accessToken: this.tokens.signAccessToken(user.id, user.sessionGeneration),
      refreshToken,
      expiresIn: this.tokens.accessTtlSeconds,
      isNewUser,
      user: toAccountUserDto(user),
    };
  }

  private async newAuthToken(
    userId: string,
    purpose: 'password_reset' | 'email_verification',
    ttlMs: number,
  ) {
    const { token, hash } = this.tokens.newOpaqueToken();
    await this.auth.createAuthToken({
      userId,
      purpose,
      tokenHash: hash,
      expiresAt: new Date(this.clock.now().getTime() + ttlMs),
    });
    return token;
  }

  private async sendVerificationMail(user: UserEntity): Promise<void> {
    if (!user.email || user.emailVerified) return;
    const token = await this.newAuthToken(user.id, 'email_verification', VERIFY_TOKEN_TTL_MS);
    await this.mail.sendLink({
      kind: 'email_verification',
      to: user.email,
      subject: 'تأكيد البريد الإلكتروني',
      intro: 'مرحباً بك في اللعبة. أكد بريدك الإلكتروني بفتح الرابط التالي.',
      linkLabel: 'تأكيد البريد الإلكتروني',
      link: this.publicLink('/verify-email', token),
    });
  }

  private publicLink(path: string, token: string): string {
    const url = new URL(path, this.config.PUBLIC_URL);
    url.searchParams.set('token', token);
    return url.toString();
  }
}
