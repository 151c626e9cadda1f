import { Injectable } from '@nestjs/common';
import { type AdminMemberRow, memberStatusOf, type Role, type UserStatus } from '@nexus/contracts';
import { containsPattern } from '../connections/connections.sql';
import type { Cursor } from '../connections/cursor';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { statusOf } from './user-status-changes.repository';

export interface MemberDbRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  username: string;
  image: string | null;
  role: Role;
  partner_id: string | null;
  company_name: string | null;
  blocked: boolean;
  suspended_at: Date | null;
  suspended_until: Date | null;
  created_at: Date;
}

export interface MemberFilter {
  q?: string;
  status?: UserStatus;
  role?: Role;
  joinedFrom?: string;
  joinedTo?: string;
}

const DAY_MS = 86_400_000;
const LATEST = Date.UTC(9999, 11, 31);

/** The start (UTC) of a YYYY-MM-DD day, `plus` days on; held to years PostgreSQL takes (a year 0000 is valid to the schema). */
const dayStart = (day: string, plus = 0) =>
  new Date(Math.min(LATEST, Math.max(0, Date.parse(`${day}T00:00:00.000Z`) + plus * DAY_MS)));

const COLUMNS = Prisma.sql`u.id::text, u.first_name, u.last_name, u.username, u.image, u.role::text, u.partner_id::text,
  pa.name AS company_name, u.blocked, u.suspended_at, u.suspended_until, u.created_at`;

export const toMemberRow = (r: MemberDbRow): AdminMemberRow => {
  const status = memberStatusOf({ blocked: r.blocked, suspendedAt: r.suspended_at, suspendedUntil: r.suspended_until });
  return {
    id: r.id,
    firstName: r.first_name,
    lastName: r.last_name,
    username: r.username,
    image: r.image,
    role: r.role,
    partnerId: r.partner_id,
    companyName: r.company_name,
    status: status.status,
    suspendedUntil: status.suspendedUntil,
    createdAt: r.created_at.toISOString(),
  };
};

/**
 * The console's reads of users (every account, whatever its state): search by name (the profiles' trigram-indexed
 * search_text) or e-mail, status by the same rule as memberStatusOf, role and sign-up date; one member's sessions.
 */
@Injectable()
export class MembersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** One keyset page, newest first, read with `limit` = page size + 1. */
  page(filter: MemberFilter, cursor: Cursor | null, limit: number): Promise<MemberDbRow[]> {
    const pattern = filter.q ? containsPattern(filter.q) : null;
    const where = [
      pattern
        ? Prisma.sql`u.id IN (SELECT user_id FROM profiles WHERE search_text LIKE ${pattern}
                              UNION SELECT id FROM users WHERE username LIKE ${pattern})`
        : null,
      filter.status ? Prisma.sql`${statusOf('u')} = ${filter.status}` : null,
      filter.role ? Prisma.sql`u.role = ${filter.role}::"Role"` : null,
      filter.joinedFrom ? Prisma.sql`u.created_at >= ${dayStart(filter.joinedFrom)}` : null,
      filter.joinedTo ? Prisma.sql`u.created_at < ${dayStart(filter.joinedTo, 1)}` : null,
      cursor ? Prisma.sql`(u.created_at, u.id) < (${cursor.at}, ${cursor.id}::uuid)` : null,
    ].filter((w): w is Prisma.Sql => w !== null);
    return this.prisma.read<MemberDbRow>(Prisma.sql`
      SELECT ${COLUMNS}
        FROM users u
        LEFT JOIN partners pa ON pa.id = u.partner_id
       ${where.length ? Prisma.sql`WHERE ${Prisma.join(where, ' AND ')}` : Prisma.empty}
       ORDER BY u.created_at DESC, u.id DESC
       LIMIT ${limit}::int`);
  }

  async one(userId: string): Promise<MemberDbRow | undefined> {
    const [row] = await this.prisma.read<MemberDbRow>(Prisma.sql`
      SELECT ${COLUMNS} FROM users u LEFT JOIN partners pa ON pa.id = u.partner_id WHERE u.id = ${userId}::uuid`);
    return row;
  }

  /** The member's sessions, newest first. */
  async sessions(userId: string, limit = 50) {
    const rows = await this.prisma.read<{
      id: string;
      user_agent: string | null;
      ip: string | null;
      created_at: Date;
      expires_at: Date;
      revoked_at: Date | null;
    }>(Prisma.sql`
      SELECT id::text, user_agent, ip, created_at, expires_at, revoked_at FROM sessions
       WHERE user_id = ${userId}::uuid ORDER BY created_at DESC, id DESC LIMIT ${limit}::int`);
    return rows.map((s) => ({
      id: s.id,
      userAgent: s.user_agent,
      ip: s.ip,
      createdAt: s.created_at.toISOString(),
      expiresAt: s.expires_at.toISOString(),
      revokedAt: s.revoked_at?.toISOString() ?? null,
    }));
  }
}
