import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { GAME_CONSTANTS } from '../../common/core.module';
import type { GameConstants } from '../../game/constants';
import { inRetriedTransaction, Tx } from '../../infra/database/transaction';
import { AccountAccessService } from './account-access.service';
import { AccountMailService } from './account-mail.service';
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
import { UserEntity } from './user.entity';
import { CommonErrorCode, commonError, validationError } from '../../common/errors/common.errors';
import { validatePayload } from '../../common/validation/validate-payload';
import { SessionService } from './session.service';
import { displayNameFrom, usernameProblems } from './username-policy';
import { GameMetrics } from '../metrics/game-metrics';
import { AccountSetupRegistry } from './account-setup.registry';
import { DomainEvents } from '../../infra/events/domain-events';

const isUniqueViolation = (error: unknown, index: string) =>
  (error as { driverError?: { code?: string; constraint?: string } }).driverError?.code === '23505' &&
  (error as { driverError?: { constraint?: string } }).driverError?.constraint === index;

/** USERNAME_TAKEN for a unique violation of the username index, else the error itself (to rethrow). */
export function usernameTakenOr(error: unknown): unknown {
  return isUniqueViolation(error, 'users_username_key') ? authError(AuthErrorCode.USERNAME_TAKEN) : error;
}

/** @throws VALIDATION_FAILED naming every rule of the username policy `username` breaks. */
function assertUsernameAllowed(username: string): void {
  const problems = usernameProblems(username);
  if (problems.length) throw validationError(problems);
}

/**
 * Accounts (spec 000 sections 3 to 5; DESIGN.md section 4): guests, e-mail, Google, guest upgrade,
 * account setup. Sessions are SessionService's; reset and verification mails AccountMailService's.
 */
@Injectable()
export class AuthService {
  constructor(
    private readonly auth: AuthRepository,
    private readonly sessions: SessionService,
    private readonly accountMail: AccountMailService,
    private readonly access: AccountAccessService,
    private readonly accountSetup: AccountSetupRegistry,
    private readonly clock: Clock,
    private readonly tx: Tx,
    @Inject(GAME_CONSTANTS) private readonly constants: GameConstants,
    private readonly gameMetrics: GameMetrics,
    private readonly events: DomainEvents,
  ) {}

  /**
   * Creates a guest for a device, or signs the existing one in again: the spec's client retries
   * three times, and all of them end at the same user. `isNewUser` is true only for the call that created it.
   */
  async createGuest(
    deviceId: string,
    ip: string,
    signInDevice: string | null = deviceId,
  ): Promise<AuthSessionDto> {
    const displayName = `${this.constants.guestNamePrefix}${randomInt(100_000, 1_000_000)}`;
    const { user, created } = await this.auth.insertGuestOnce(deviceId, displayName);
    if (user.isBanned) throw accountBlocked(await this.access.get(user.id));
    if (!user.isGuest) throw authError(AuthErrorCode.NOT_GUEST_USER);
    if (created) await this.gameMetrics.signedUp('guest');
    return this.sessions.issueSession(user, ip, created, signInDevice);
  }

  /**
   * Registers an e-mail account with its profile and character (spec 000 section 5).
   * @throws VALIDATION_FAILED (username policy), EMAIL_NOT_ALLOWED, EMAIL_ALREADY_IN_USE, USERNAME_TAKEN
   */
  async signUp(dto: SignUpDto, ip: string, deviceId: string | null = null): Promise<AuthSessionDto> {
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
      await this.accountSetup.complete(created.id);
      await this.gameMetrics.signedUp('password');
      return created;
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_key')) throw authError(AuthErrorCode.EMAIL_ALREADY_IN_USE);
      if (isUniqueViolation(error, 'users_username_key')) throw authError(AuthErrorCode.USERNAME_TAKEN);
      throw error;
    });
    await this.accountMail.sendVerificationMail(user);
    return this.sessions.issueSession(user, ip, true, deviceId);
  }

  /** @throws INVALID_CREDENTIALS (same answer for unknown e-mail and wrong password); ACCOUNT_BLOCKED */
  async signIn(dto: SignInDto, ip: string, deviceId: string | null = null): Promise<AuthSessionDto> {
    const user = await this.auth.findUserByEmail(dto.email);
    const valid = await verifyPassword(user?.passwordHash ?? null, dto.password);
    if (!user || !valid) throw authError(AuthErrorCode.INVALID_CREDENTIALS);
    if (user.isBanned) throw accountBlocked(await this.access.get(user.id));
    return this.withDeletionCancelled(
      user,
      await this.sessions.issueSession(user, ip, !user.accountSetupCompleted, deviceId),
    );
  }

  /**
   * Issue 26 part 4: a sign-in within the grace period cancels the account's pending deletion; the
   * answer says so (`deletionCancelled`) and `user.deletionCancelled` is published.
   */
  private async withDeletionCancelled(user: UserEntity, session: AuthSessionDto): Promise<AuthSessionDto> {
    if (!user.deletionDueAt || user.deletedAt) return session;
    const cancelled = await inRetriedTransaction(this.tx, () => this.auth.cancelDeletion(user.id));
    if (!cancelled) return session;
    await this.events.publish('user.deletionCancelled', { userId: user.id });
    return { ...session, deletionCancelled: true };
  }

  /**
   * Removes the account's Google link (issue 26 part 6), only while it can still sign in with its
   * e-mail and a password; the password confirms it.
   * @throws GOOGLE_NOT_LINKED; GOOGLE_ONLY_SIGN_IN (no e-mail with a password); WRONG_PASSWORD
   */
  async unlinkGoogle(userId: string, password: string): Promise<AccountProfileDto> {
    const user = await this.requireUser(userId);
    if (!user.googleSubject) throw authError(AuthErrorCode.GOOGLE_NOT_LINKED);
    if (!user.email || !user.passwordHash) throw authError(AuthErrorCode.GOOGLE_ONLY_SIGN_IN);
    if (!(await verifyPassword(user.passwordHash, password))) throw authError(AuthErrorCode.WRONG_PASSWORD);
    await inRetriedTransaction(this.tx, () => this.auth.unlinkGoogle(userId));
    return this.getAccountProfile(userId);
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
      await this.accountSetup.complete(userId);
      return this.requireUser(userId);
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_username_key')) throw authError(AuthErrorCode.USERNAME_TAKEN);
      throw error;
    });
    return { success: true, user: toAccountUserDto(user) };
  }

  /**
   * Changes a set-up account's username under the account setup rules (the NAME_CHANGE item), in the
   * caller's transaction. A race on the same name ends in the unique index: map it with
   * {@link usernameTakenOr}. @throws VALIDATION_FAILED (username policy); USERNAME_TAKEN
   */
  async changeUsername(userId: string, username: string): Promise<void> {
    assertUsernameAllowed(username);
    if (await this.auth.isUsernameTaken(username, userId)) throw authError(AuthErrorCode.USERNAME_TAKEN);
    await this.auth.updateUser(userId, { username });
  }

  /**
   * Upgrades a guest to an e-mail account: same user id, same character; a fresh session replaces
   * the old tokens (spec 000 section 4).
   * @throws NOT_GUEST_USER, EMAIL_NOT_ALLOWED, EMAIL_ALREADY_IN_USE
   */
  async linkEmail(
    userId: string,
    dto: LinkEmailDto,
    ip: string,
    deviceId: string | null = null,
  ): Promise<AuthSessionDto> {
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
    await this.accountMail.sendVerificationMail(user);
    return this.sessions.issueSession(user, ip, false, deviceId);
  }

  /**
   * Upgrades the signed-in guest to a Google account (spec 000 section 4): same user id and
   * character, `isGuest` false, the Google address (when verified) as the account's e-mail; the
   * guest's tokens end and a fresh session replaces them, as with an e-mail link.
   * @throws NOT_GUEST_USER, PROVIDER_ALREADY_LINKED, CREDENTIAL_ALREADY_IN_USE (the Google account is
   * another player's), EMAIL_ALREADY_IN_USE (its address is another player's)
   */
  async linkGoogle(
    userId: string,
    identity: GoogleIdentity,
    ip: string,
    deviceId: string | null = null,
  ): Promise<AuthSessionDto> {
    const email = identity.email && identity.emailVerified ? identity.email : null;
    const user = await inRetriedTransaction(this.tx, async () => {
      const current = await this.auth.lockUserById(userId);
      if (!current) throw commonError(CommonErrorCode.UNAUTHENTICATED);
      if (!current.isGuest) throw authError(AuthErrorCode.NOT_GUEST_USER);
      if (current.googleSubject) throw authError(AuthErrorCode.PROVIDER_ALREADY_LINKED);
      if (await this.auth.findUserByGoogleSubject(identity.subject))
        throw authError(AuthErrorCode.CREDENTIAL_ALREADY_IN_USE);
      if (email && (await this.auth.findUserByEmail(email)))
        throw authError(AuthErrorCode.LINK_EMAIL_ALREADY_IN_USE);
      await this.auth.updateUser(userId, {
        googleSubject: identity.subject,
        email,
        emailVerified: email !== null,
        isGuest: false,
        deviceId: null,
      });
      await this.auth.revokeAllSessions(userId, this.clock.now());
      return this.requireUser(userId);
    }).catch((error: unknown) => {
      if (isUniqueViolation(error, 'users_email_key'))
        throw authError(AuthErrorCode.LINK_EMAIL_ALREADY_IN_USE);
      if (isUniqueViolation(error, 'users_google_subject_key'))
        throw authError(AuthErrorCode.CREDENTIAL_ALREADY_IN_USE);
      throw error;
    });
    await this.access.invalidate(userId);
    return this.sessions.issueSession(user, ip, false, deviceId);
  }

  /**
   * Signs in with a verified Google identity: the account holding that Google subject, else the
   * account with the same verified e-mail (linked now), else a new account that still needs setup.
   * An account whose address was never verified is taken from whoever opened it: Google has just
   * proved who owns the address, so the password and every session of the account end (they may
   * belong to someone who typed another person's address, waiting for its owner to arrive).
   * @throws PROVIDER_ALREADY_LINKED when the e-mail's account is linked to another Google identity
   */
  async signInWithGoogle(
    identity: GoogleIdentity,
    ip: string,
    deviceId: string | null = null,
  ): Promise<AuthSessionDto> {
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
      await this.gameMetrics.signedUp('google');
      return { user: fresh, created: true, claimed: false };
    });
    if (claimed) await this.sessions.closeEndedSessions(user.id);
    if (user.isBanned) throw accountBlocked(await this.access.get(user.id));
    return this.withDeletionCancelled(
      user,
      await this.sessions.issueSession(user, ip, created || !user.accountSetupCompleted, deviceId),
    );
  }

  async getAccountProfile(userId: string): Promise<AccountProfileDto> {
    return { user: toAccountUserDto(await this.requireUser(userId)) };
  }

  async checkAdmin(userId: string): Promise<{ isAdmin: boolean }> {
    return { isAdmin: (await this.access.get(userId)).isAdmin };
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
      await this.accountSetup.complete(admin.id);
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
}
