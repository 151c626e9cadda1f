import { Inject, Injectable, Logger } from '@nestjs/common';
import {
  type AuthResponse,
  type ChangePasswordBody,
  ErrorCode,
  LOGIN_TOKEN_TTL_SECONDS,
  type LoginBody,
  type Ok,
  PASSWORD_RESET_TTL_SECONDS,
  REFRESH_TOKEN_COOKIE,
  REFRESH_TOKEN_TTL_SECONDS,
  type ResetCompleteBody,
  type Session,
  type SignUpBody,
  Text,
  UnauthorizedMessage,
  type User,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@nexus/contracts';
import { AppError } from '../common/errors/app-error';
import type { RequestContext } from '../common/http/request-context';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import type { User as UserEntity } from '../database/generated/client';
import { type Db, PrismaService } from '../database/prisma.service';
import { MailService } from '../mail/mail.service';
import { passwordResetMail, verificationMail } from '../mail/templates';
import { PartnersRepository } from '../partners/partners.repository';
import { toUser } from '../users/user.mapper';
import { UsersRepository } from '../users/users.repository';
import type { AuthContext } from './auth-context';
import { OneTimeTokensRepository } from './one-time-tokens.repository';
import { hashPassword, passwordMatches } from './passwords';
import { clearRefreshCookie, setRefreshCookie } from './refresh-cookie';
import { SessionsRepository } from './sessions.repository';
import { TokensService } from './tokens.service';

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
    private readonly mail: MailService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates the account (not enabled until the mailed code is entered), its partner if any, and a session. */
  async signUp(body: SignUpBody, context: RequestContext): Promise<AuthResponse> {
    if (await this.users.findByUsername(body.username)) throw new AppError(ErrorCode.Conflict, Text.emailTaken);
    const passwordHash = await hashPassword(body.password);
    const code = this.tokens.newVerificationCode();
    const linkToken = this.tokens.newOpaqueToken();
    const { user, refreshToken, accessToken } = await this.prisma
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
          partnerId: partner?.id,
        });
        await this.issueVerification(tx, user.id, code, linkToken);
        return { user, ...(await this.openSession(tx, user, context)) };
      })
      .catch((error: unknown) => {
        // Two sign-ups racing for one e-mail: the unique index decides, the loser gets the same answer.
        if ((error as { code?: string }).code === 'P2002') throw new AppError(ErrorCode.Conflict, Text.emailTaken);
        throw error;
      });
    await this.sendVerification(user.username, code, linkToken);
    setRefreshCookie(context.response, refreshToken, this.secureCookies);
    return { user: toUser(user), session: { accessToken } };
  }

  async login(body: LoginBody, context: RequestContext): Promise<AuthResponse> {
    const user = await this.users.findByUsername(body.username);
    if (!(await passwordMatches(body.password, user?.passwordHash ?? null)) || !user) {
      throw new AppError(ErrorCode.InvalidCredentials, Text.invalidCredentials);
    }
    if (user.role !== body.role) throw new AppError(ErrorCode.InvalidCredentials, Text.wrongRole);
    return this.startSession(user, context);
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
    if (!presented) throw new AppError(ErrorCode.Unauthenticated, UnauthorizedMessage.missingRefreshToken);
    const hash = this.tokens.hash(presented);
    const stored = await this.sessions.findRefreshToken(hash);
    const invalid = () => {
      clearRefreshCookie(context.response, this.secureCookies);
      return new AppError(ErrorCode.Unauthenticated, UnauthorizedMessage.invalidRefreshToken);
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
      this.logger.warn(`Refresh token reused for session ${session.id}: session revoked`);
      throw invalid();
    }
    setRefreshCookie(context.response, next, this.secureCookies);
    return { accessToken: this.tokens.signAccessToken({ userId: session.userId, sessionId: session.id }) };
  }

  async logout(auth: AuthContext, context: RequestContext): Promise<Ok> {
    await this.sessions.revoke(this.prisma, auth.sessionId);
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
      await this.prisma.$transaction((tx) => this.issueVerification(tx, auth.user.id, code, linkToken));
      await this.sendVerification(auth.user.username, code, linkToken);
    }
    return { message: 'A new code is on its way' };
  }

  /** Same answer whether or not the e-mail has an account, so the call cannot be used to find members. */
  async requestPasswordReset(email: string): Promise<Ok> {
    const user = await this.users.findByUsername(email);
    if (user && user.authType === 'creds' && !user.blocked) {
      const token = this.tokens.newOpaqueToken();
      await this.oneTimeTokens.issue(this.prisma, {
        userId: user.id,
        purpose: 'PASSWORD_RESET',
        secretHash: this.tokens.hash(token),
        expiresAt: secondsFromNow(PASSWORD_RESET_TTL_SECONDS),
      });
      await this.mail.send(passwordResetMail(user.username, `${this.config.appUrl}/reset-password?token=${token}`));
    }
    return { message: Text.resetMailSent };
  }

  async completePasswordReset(body: ResetCompleteBody): Promise<Ok> {
    const passwordHash = await hashPassword(body.password);
    await this.prisma.$transaction(async (tx) => {
      const userId = await this.oneTimeTokens.consume(tx, 'PASSWORD_RESET', this.tokens.hash(body.token));
      if (!userId) throw new AppError(ErrorCode.InvalidToken, Text.tokenInvalid);
      await this.users.update(tx, userId, { passwordHash });
      await this.sessions.revokeAllOfUser(tx, userId);
    });
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
    return { message: 'Your password has been changed' };
  }

  private async startSession(user: UserEntity, context: RequestContext): Promise<AuthResponse> {
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

  private async issueVerification(db: Db, userId: string, code: string, linkToken: string): Promise<void> {
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
  }

  /** Mail goes out after the transaction commits; a failed send is logged and the user can resend. */
  private async sendVerification(to: string, code: string, linkToken: string): Promise<void> {
    await this.mail
      .send(verificationMail(to, code, `${this.config.appUrl}/?token=${linkToken}`))
      .catch((error: unknown) => this.logger.error(`Verification mail to ${to} failed: ${String(error)}`));
  }

  private get secureCookies(): boolean {
    return this.config.environment === 'production';
  }
}
