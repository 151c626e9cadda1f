import { Injectable } from '@nestjs/common';
import { Prisma, type Session, type User } from '../../platform/database/generated/client';
import { BatchedRead } from '../../platform/database/batched-read';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

/** The users columns behind each User field: typed by User's keys, so a new field cannot be forgotten here. */
const USER_COLUMN_OF: Record<keyof User, string> = {
  id: 'id',
  username: 'username',
  passwordHash: 'password_hash',
  enabled: 'enabled',
  blocked: 'blocked',
  signoutRequested: 'signout_requested',
  isOnBoarded: 'is_onboarded',
  welcomed: 'welcomed',
  authType: 'auth_type',
  ssoType: 'sso_type',
  cognitoId: 'cognito_id',
  role: 'role',
  firstName: 'first_name',
  lastName: 'last_name',
  image: 'image',
  partnerId: 'partner_id',
  suspendedAt: 'suspended_at',
  suspendedUntil: 'suspended_until',
  totpSecret: 'totp_secret',
  totpEnabledAt: 'totp_enabled_at',
  totpLastStep: 'totp_last_step',
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};
const USER_COLUMNS = Prisma.raw(
  Object.entries(USER_COLUMN_OF)
    .map(([field, column]) => `u.${column} AS "${field}"`)
    .join(', '),
);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type SessionWithUser = Pick<Session, 'id' | 'userId' | 'expiresAt' | 'revokedAt'> & { user: User };

@Injectable()
export class SessionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(db: Db, data: { userId: string; ip?: string; userAgent?: string; expiresAt: Date }) {
    return db.session.create({ data });
  }

  addRefreshToken(db: Db, sessionId: string, tokenHash: string) {
    return db.refreshToken.create({ data: { sessionId, tokenHash } });
  }

  /** Marks a refresh token spent, only if it was not: true for exactly one of two racing requests. */
  async spendRefreshToken(db: Db, tokenHash: string): Promise<boolean> {
    const { count } = await db.refreshToken.updateMany({ where: { tokenHash, usedAt: null }, data: { usedAt: new Date() } });
    return count === 1;
  }

  findRefreshToken(tokenHash: string) {
    return this.prisma.refreshToken.findUnique({ where: { tokenHash }, include: { session: { include: { user: true } } } });
  }

  /**
   * The session with its user: every authenticated request asks this, so it skips Prisma's compile step, is a
   * prepared statement (planned once per connection), and the sessions asked for at once are read in one query.
   */
  findWithUser(sessionId: string): Promise<SessionWithUser | undefined> {
    // Not a session id at all: no such session, and one bad key must not fail the others read with it.
    if (!UUID.test(sessionId)) return Promise.resolve(undefined);
    return this.sessionsWithUsers.read(sessionId);
  }

  private readonly sessionsWithUsers = new BatchedRead<string, SessionWithUser>(async (sessionIds) => {
    const rows = await this.prisma.read<User & { sessionId: string; sessionExpiresAt: Date; sessionRevokedAt: Date | null }>(
      Prisma.sql`
      SELECT ${USER_COLUMNS}, s.id::text AS "sessionId", s.expires_at AS "sessionExpiresAt", s.revoked_at AS "sessionRevokedAt"
        FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ANY(${sessionIds}::uuid[])`,
      'sessions-with-users',
    );
    return new Map(
      rows.map(({ sessionId, sessionExpiresAt, sessionRevokedAt, ...user }) => [
        sessionId,
        { id: sessionId, userId: user.id, expiresAt: sessionExpiresAt, revokedAt: sessionRevokedAt, user },
      ]),
    );
  });

  revoke(db: Db, sessionId: string) {
    return db.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: new Date() } });
  }

  revokeAllOfUser(db: Db, userId: string, exceptSessionId?: string) {
    return db.session.updateMany({
      where: { userId, revokedAt: null, ...(exceptSessionId ? { id: { not: exceptSessionId } } : {}) },
      data: { revokedAt: new Date() },
    });
  }
}
