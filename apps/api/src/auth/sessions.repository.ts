import { Injectable } from '@nestjs/common';
import { Prisma, type Session, type User } from '../database/generated/client';
import { type Db, PrismaService } from '../database/prisma.service';

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
  createdAt: 'created_at',
  updatedAt: 'updated_at',
};
const USER_COLUMNS = Prisma.raw(
  Object.entries(USER_COLUMN_OF)
    .map(([field, column]) => `u.${column} AS "${field}"`)
    .join(', '),
);

type SessionWithUser = Pick<Session, 'id' | 'userId' | 'expiresAt' | 'revokedAt'> & { user: User };

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

  /** The session with its user, in one query: every authenticated request asks this, so it skips Prisma's compile step. */
  async findWithUser(sessionId: string): Promise<SessionWithUser | undefined> {
    const [row] = await this.prisma.read<User & { sessionExpiresAt: Date; sessionRevokedAt: Date | null }>(Prisma.sql`
      SELECT ${USER_COLUMNS}, s.expires_at AS "sessionExpiresAt", s.revoked_at AS "sessionRevokedAt"
        FROM sessions s JOIN users u ON u.id = s.user_id
       WHERE s.id = ${sessionId}::uuid`);
    if (!row) return undefined;
    const { sessionExpiresAt, sessionRevokedAt, ...user } = row;
    return { id: sessionId, userId: user.id, expiresAt: sessionExpiresAt, revokedAt: sessionRevokedAt, user };
  }

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
