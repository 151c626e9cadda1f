import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AuthResponse,
  type ChangePasswordBody,
  type EmailSearchResponse,
  ErrorCode,
  LOGIN_TOKEN_TTL_SECONDS,
  type LoginBody,
  type Ok,
  PASSWORD_RESET_TTL_SECONDS,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  type ResetCompleteBody,
  type Session,
  type PartnerSignUpBody,
  type PartnerSignUpResponse,
  PartnerType,
  Role,
  SSO_PROVIDER_NAMES,
  SSO_TYPES,
  type SignUpBody,
  type SsoType,
  Text,
  UnauthorizedMessage,
  type User,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  accountLockedFor,
  signsInWithProvider,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import type { RequestContext } from '../../platform/common/http/request-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import type { User as UserEntity } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { InvitationsService } from '../employees/invitations.service';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { passwordResetMail, verificationMail } from '../../platform/mail/templates';
import { PartnersRepository, isUniqueViolation } from '../partners/partners.repository';
import { toPartner } from '../partners/partner.mapper';
import { toUser } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import { AdminTotpRepository } from './admin-totp.repository';
import { AttemptCounters, type CountedKey } from './attempt-counters';
import type { AuthContext } from './auth-context';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { hashPassword, passwordMatches } from './passwords';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { SessionEndings } from './session-endings';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';
import { acceptedTotpStep, newTotpSecret, totpAddress } from './totp';

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

@Injectable()
export class AuthService {
  private readonly logger = new Logger('Auth');

  constructor(
    private readonly prisma: PrismaService,
    private readonly users: UsersRepository,
    private readonly partners: PartnersRepository,
    private readonly sessions: SessionsRepository,
    private readonly oneTimeTokens: OneTimeTokensRepository,
    private readonly tokens: TokensService,
    private readonly mail: MailOutbox,
    private readonly attempts: AttemptCounters,
    private readonly endings: SessionEndings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly invitations: InvitationsService,
    private readonly totp: AdminTotpRepository,
  ) {}

  /**
   * Creates the account (not enabled until the mailed code is entered), its partner if any, and a session.
   * Its answer tells whether an e-mail is taken, so attempts are limited per address and per e-mail.
   */
  async signUp(body: SignUpBody, context: RequestContext): Promise<AuthResponse> {
    const { user, accessToken } = await this.createAccount(body, context, 'partner.name');
    return { user: toUser(user), session: { accessToken } };
  }

  /**
   * POST partner-profile/type/{type}: the organisation and its first admin, through the same path as POST user
   * with a partner (one transaction: partner, user, Owners group, verification mail, session).
   */
  async signUpPartner(type: PartnerType, body: PartnerSignUpBody, context: RequestContext): Promise<PartnerSignUpResponse> {
    if (type === PartnerType.Corporate && !body.packageType) throw AppError.invalid('packageType', Text.packageTypeRequired);
    if (type !== PartnerType.Corporate && body.packageType) throw AppError.invalid('packageType', Text.packageTypeOnlyCorporate);
    const { name, packageType, ...account } = body;
    const { user, partner, accessToken } = await this.createAccount(
      { ...account, role: Role.Partner, partner: { name, type, ...(packageType ? { packageType } : {}) } },
      context,
      'name',
    );
    return { user: toUser(user), partner: toPartner(partner!), session: { accessToken } };
  }

  /**
   * The one sign-up path. A partner account also makes its partner and an Owners admin group holding every function
   * with the new user in it, so no organisation is ever without an admin. A taken e-mail or organisation name is a
   * 409 naming the field (`nameField`: where the caller sent the organisation's name).
   */
  private async createAccount(body: SignUpBody, context: RequestContext, nameField: string) {
    const { perAddress, perEmail } = this.config.signUpThrottle;
    const wait = await this.attempts.hit([
      { key: `sign-up-address:${context.ip ?? 'unknown'}`, ...perAddress },
      { key: `sign-up-email:${body.username}`, ...perEmail },
    ]);
    if (wait !== undefined) throw AppError.retryLater(ErrorCode.TooManySignUps, Text.tooManySignUps, wait);
    const emailTaken = () => new AppError(ErrorCode.Conflict, Text.emailTaken, [{ field: 'username', message: Text.emailTaken }]);
    const nameTaken = () =>
      new AppError(ErrorCode.Conflict, Text.organisationNameTaken, [{ field: nameField, message: Text.organisationNameTaken }]);
    if (await this.users.findByUsername(body.username)) throw emailTaken();
    if (body.partner && (await this.partners.findByName(body.partner.name))) throw nameTaken();
    // An invitation link: checked before anything is written, taken in the same transaction as the account.
    const invitation = body.invitation ? await this.invitations.checkForSignUp(body.invitation, body.username) : undefined;
    const passwordHash = await hashPassword(body.password);
    const code = this.tokens.newVerificationCode();
    const linkToken = this.tokens.newOpaqueToken();
    const { user, partner, refreshToken, accessToken } = await this.prisma
      .$transaction(async (tx) => {
        const partner = body.partner ? await this.partners.create(tx, { ...body.partner, email: body.username }) : undefined;
        const user = await this.users.create(tx, {
          username: body.username,
          passwordHash,
          role: body.role,
          authType: 'creds',
          enabled: false,
          isOnBoarded: false,
          firstName: body.firstName,
          lastName: body.lastName,
          // An invited member is attached to the company that invited them (§1: they sign up attached to it).
          partnerId: partner?.id,
        });
        if (partner) await this.partners.createOwnersGroup(tx, partner.id, user.id);
        if (invitation) await this.invitations.acceptInSignUp(tx, invitation, user.id);
        await this.issueVerification(tx, user.username, user.id, code, linkToken);
        return { user, partner, ...(await this.openSession(tx, user, context)) };
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for one e-mail or one name: the unique index decides, the loser gets the same answer.
        if (isUniqueViolation(error)) throw isUniqueViolation(error, 'partners_name_key') ? nameTaken() : emailTaken();
        throw error;
      });
    setRefreshCookie(context.response, refreshToken, this.secureCookies);
    return { user, partner, accessToken };
  }

  /**
   * Failed logins count, per account and per address; past the limit even the right password waits
   * until the lock lifts. A successful login clears the account's count. An account made by a provider
   * (no password) is told which one, counted like a wrong password. A platform admin also needs their
   * authenticator's code (`secondFactor`), or cannot use a password at all where Google or Apple is set up (§6).
   */
  async login(body: LoginBody, context: RequestContext): Promise<AuthResponse> {
    if (body.role === Role.Admin && !this.config.sso.adminPassword) {
      throw new AppError(ErrorCode.PasswordLoginOff, Text.adminPasswordLoginOff);
    }
    const { perAccount, perAddress } = this.config.loginThrottle;
    const account: CountedKey = { key: `login-account:${body.username}`, ...perAccount };
    const counters = [account, { key: `login-address:${context.ip ?? 'unknown'}`, ...perAddress }];
    const { retryAfterSeconds, counted } = await this.attempts.lockedFor(counters);
    if (retryAfterSeconds !== undefined) {
      throw AppError.retryLater(ErrorCode.AccountLocked, accountLockedFor(retryAfterSeconds), retryAfterSeconds);
    }
    const user = await this.users.findByUsername(body.username);
    if (user && user.passwordHash === null) {
      await this.attempts.hit(counters);
      const provider = ssoTypeOf(user);
      throw new AppError(
        ErrorCode.UseSingleSignOn,
        provider ? signsInWithProvider(SSO_PROVIDER_NAMES[provider]) : Text.useSingleSignOn,
      );
    }
    if (!(await passwordMatches(body.password, user?.passwordHash ?? null)) || !user) {
      await this.attempts.hit(counters);
      throw new AppError(ErrorCode.InvalidCredentials, Text.invalidCredentials);
    }
    if (user.role !== body.role) throw new AppError(ErrorCode.InvalidCredentials, Text.wrongRole);
    if (user.role === Role.Admin) await this.secondFactor(user, body.otp, counters);
    if (counted.includes(account)) await this.attempts.clear(account);
    return this.startSession(user, context);
  }

  /**
   * GET /user/{email}/search: 'password', or the provider of an account that has only that (no password). An e-mail
   * without an account answers 'password' too, so the call tells no more than the login form; every call counts
   * against the caller's address.
   */
  async signInMethod(email: string, context: RequestContext): Promise<EmailSearchResponse> {
    const { perAddress } = this.config.emailSearchThrottle;
    const wait = await this.attempts.hit([{ key: `email-search-address:${context.ip ?? 'unknown'}`, ...perAddress }]);
    if (wait !== undefined) throw AppError.retryLater(ErrorCode.RateLimited, Text.tooManyRequests, wait);
    const user = await this.users.findByUsername(email);
    const provider = user && user.passwordHash === null ? ssoTypeOf(user) : undefined;
    return { email, signInWith: provider ?? 'password' };
  }

  /** A one-time link from an e-mail: it proves the address, so it also verifies the account. */
  async loginByToken(token: string, context: RequestContext): Promise<AuthResponse> {
    const userId = await this.oneTimeTokens.consume(this.prisma, 'LOGIN', this.tokens.hash(token));
    const user = userId ? await this.users.findById(userId) : null;
    if (!user) throw new AppError(ErrorCode.InvalidToken, Text.tokenInvalid);
    const verified = user.enabled ? user : await this.users.update(this.prisma, user.id, { enabled: true });
    return this.startSession(verified, context);
  }

  /** Rotates the refresh token. Presenting a spent one means it was stolen: the whole session ends. */
  async refresh(context: RequestContext): Promise<Session> {
    const presented = context.cookies[REFRESH_TOKEN_COOKIE];
    if (!presented) throw new AppError(ErrorCode.MissingRefreshToken, UnauthorizedMessage.missingRefreshToken);
    const hash = this.tokens.hash(presented);
    const stored = await this.sessions.findRefreshToken(hash);
    const invalid = () => {
      clearRefreshCookie(context.response, this.secureCookies);
      return new AppError(ErrorCode.InvalidRefreshToken, UnauthorizedMessage.invalidRefreshToken);
    };
    if (!stored) throw invalid();
    const { session } = stored;
    if (session.revokedAt || session.expiresAt < new Date() || session.user.blocked) throw invalid();
    const next = this.tokens.newOpaqueToken();
    const spent = await this.prisma.$transaction(async (tx) => {
      if (!(await this.sessions.spendRefreshToken(tx, hash))) return false;
      await this.sessions.addRefreshToken(tx, session.id, this.tokens.hash(next));
      return true;
    });
    if (!spent) {
      await this.sessions.revoke(this.prisma, session.id);
      this.endings.ended({ sessionId: session.id });
      this.logger.warn(`Refresh token reused for session ${session.id}: session revoked`);
      throw invalid();
    }
    setRefreshCookie(context.response, next, this.secureCookies);
    return { accessToken: this.tokens.signAccessToken({ userId: session.userId, sessionId: session.id }) };
  }

  async logout(auth: AuthContext, context: RequestContext): Promise<Ok> {
    await this.sessions.revoke(this.prisma, auth.sessionId);
    this.endings.ended({ sessionId: auth.sessionId });
    clearRefreshCookie(context.response, this.secureCookies);
    return { message: 'Logged out' };
  }

  async verifyEmail(auth: AuthContext, code: string): Promise<User> {
    if (auth.user.enabled) return toUser(auth.user);
    const token = await this.oneTimeTokens.findLatestUnused(auth.user.id, 'EMAIL_VERIFICATION');
    if (!token || token.expiresAt < new Date() || token.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) {
      throw AppError.invalid('code', Text.verificationCodeExpired);
    }
    if (!this.tokens.matches(code, token.secretHash)) {
      await this.oneTimeTokens.countFailedAttempt(token.id);
      throw AppError.invalid('code', Text.verificationCodeInvalid);
    }
    const user = await this.prisma.$transaction(async (tx) => {
      await this.oneTimeTokens.markUsed(tx, token.id);
      return this.users.update(tx, auth.user.id, { enabled: true });
    });
    return toUser(user);
  }

  async resendVerification(auth: AuthContext): Promise<Ok> {
    if (!auth.user.enabled) {
      const code = this.tokens.newVerificationCode();
      const linkToken = this.tokens.newOpaqueToken();
      await this.prisma.$transaction((tx) => this.issueVerification(tx, auth.user.username, auth.user.id, code, linkToken));
    }
    return { message: 'A new code is on its way' };
  }

  /**
   * Same answer whether or not the e-mail has an account, so the call cannot be used to find members. An account made
   * by a provider gets the mail too: it is how it sets a password (and then signs in with either).
   */
  async requestPasswordReset(email: string): Promise<Ok> {
    const user = await this.users.findByUsername(email);
    if (user && !user.blocked) {
      const token = this.tokens.newOpaqueToken();
      await this.prisma.$transaction(async (tx) => {
        await this.oneTimeTokens.issue(tx, {
          userId: user.id,
          purpose: 'PASSWORD_RESET',
          secretHash: this.tokens.hash(token),
          expiresAt: secondsFromNow(PASSWORD_RESET_TTL_SECONDS),
        });
        await this.mail.enqueue(tx, passwordResetMail(user.username, `${this.config.appUrl}/reset-password?token=${token}`));
      });
    }
    return { message: Text.resetMailSent };
  }

  async completePasswordReset(body: ResetCompleteBody): Promise<Ok> {
    const passwordHash = await hashPassword(body.password);
    const userId = await this.prisma.$transaction(async (tx) => {
      const owner = await this.oneTimeTokens.consume(tx, 'PASSWORD_RESET', this.tokens.hash(body.token));
      if (!owner) throw new AppError(ErrorCode.InvalidToken, Text.tokenInvalid);
      await this.users.update(tx, owner, { passwordHash });
      await this.sessions.revokeAllOfUser(tx, owner);
      return owner;
    });
    this.endings.ended({ userId });
    return { message: 'Your password has been changed. Log in with the new one.' };
  }

  /** Other devices are signed out; this one stays. */
  async changePassword(auth: AuthContext, body: ChangePasswordBody): Promise<Ok> {
    if (!auth.user.passwordHash) throw AppError.invalid('currentPassword', Text.useSingleSignOn);
    if (!(await passwordMatches(body.currentPassword, auth.user.passwordHash))) {
      throw AppError.invalid('currentPassword', Text.currentPasswordWrong);
    }
    const passwordHash = await hashPassword(body.password);
    await this.prisma.$transaction(async (tx) => {
      await this.users.update(tx, auth.user.id, { passwordHash });
      await this.sessions.revokeAllOfUser(tx, auth.user.id, auth.sessionId);
    });
    this.endings.ended({ userId: auth.user.id, exceptSessionId: auth.sessionId });
    return { message: 'Your password has been changed' };
  }

  /**
   * A platform admin's password sign-in also takes a code from their authenticator app. The first sign-in sets the
   * app up: the answer carries a secret (the same one until a code confirms it). A code is accepted once; a wrong one
   * (or one used already) counts as a failed login.
   */
  private async secondFactor(user: UserEntity, otp: string | undefined, counters: CountedKey[]): Promise<void> {
    const secret = user.totpSecret;
    if (!secret || (!user.totpEnabledAt && !otp)) {
      const pending = await this.totp.secretOf(user.id, newTotpSecret());
      throw AppError.totpSetup(pending, totpAddress(pending, user.username));
    }
    if (!otp) throw new AppError(ErrorCode.TotpRequired, Text.totpRequired);
    const step = acceptedTotpStep(secret, otp, user.totpLastStep);
    if (step === undefined || !(await this.totp.accept(user.id, secret, step))) {
      await this.attempts.hit(counters);
      throw new AppError(ErrorCode.TotpInvalid, Text.totpInvalid);
    }
  }

  /** A session for a user whose credentials (password, provider, link) have been checked; blocked is refused. */
  async startSession(user: UserEntity, context: RequestContext): Promise<AuthResponse> {
    if (user.blocked) throw new AppError(ErrorCode.AccountBlocked, Text.accountBlocked);
    const {
      refreshToken,
      accessToken,
      user: signedIn,
    } = await this.prisma.$transaction(async (tx) => {
      // Logging in again answers a requested sign-out.
      const current = user.signoutRequested ? await this.users.update(tx, user.id, { signoutRequested: false }) : user;
      return { user: current, ...(await this.openSession(tx, current, context)) };
    });
    setRefreshCookie(context.response, refreshToken, this.secureCookies);
    return { user: toUser(signedIn), session: { accessToken } };
  }

  private async openSession(db: Db, user: UserEntity, context: RequestContext) {
    const session = await this.sessions.create(db, {
      userId: user.id,
      ip: context.ip,
      userAgent: context.userAgent?.slice(0, 512),
      expiresAt: secondsFromNow(REFRESH_TOKEN_TTL_SECONDS),
    });
    const refreshToken = this.tokens.newOpaqueToken();
    await this.sessions.addRefreshToken(db, session.id, this.tokens.hash(refreshToken));
    return { refreshToken, accessToken: this.tokens.signAccessToken({ userId: user.id, sessionId: session.id }) };
  }

  /** The code and the login link, and the mail that carries them: in the caller's transaction. */
  private async issueVerification(db: Db, email: string, userId: string, code: string, linkToken: string): Promise<void> {
    await this.oneTimeTokens.issue(db, {
      userId,
      purpose: 'EMAIL_VERIFICATION',
      secretHash: this.tokens.hash(code),
      expiresAt: secondsFromNow(VERIFICATION_CODE_TTL_SECONDS),
    });
    await this.oneTimeTokens.issue(db, {
      userId,
      purpose: 'LOGIN',
      secretHash: this.tokens.hash(linkToken),
      expiresAt: secondsFromNow(LOGIN_TOKEN_TTL_SECONDS),
    });
    await this.mail.enqueue(db, verificationMail(email, code, `${this.config.appUrl}/?token=${linkToken}`));
  }

  private get secureCookies(): boolean {
    return this.config.environment === 'production';
  }
}

/** The provider of an account made by one; undefined for a password account (or an unknown provider). */
function ssoTypeOf(user: UserEntity): SsoType | undefined {
  return user.authType === 'sso' ? SSO_TYPES.find((type) => type === user.ssoType) : undefined;
}
