import { Injectable } from '@nestjs/common';
import type { AdminRole, PartnerFunction } from '@nexus/contracts';
import type { PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

export interface AdminRoleRow {
  id: string;
  name: string;
  description: string | null;
  created_by: string | null;
  user_id: string | null;
  partner_id: string | null;
  disabled: boolean;
  created_at: Date;
  functions: PartnerFunction[];
  member_count: number;
}

export const toAdminRole = (r: AdminRoleRow): AdminRole => ({
  id: r.id,
  name: r.name,
  description: r.description,
  createdBy: r.created_by,
  userId: r.user_id,
  partnerId: r.partner_id,
  disabled: r.disabled,
  createdAt: r.created_at.toISOString(),
  functions: r.functions,
  memberCount: r.member_count,
});

/** A partner's groups, or the platform's (null). */
export const inScope = (partnerId: string | null) =>
  partnerId === null ? Prisma.sql`r.partner_id IS NULL` : Prisma.sql`r.partner_id = ${partnerId}::uuid`;

/** A group with its function names and member count (two correlated lookups on indexed keys: no N+1). */
const SELECT_GROUP = Prisma.sql`
  SELECT r.id, r.name, r.description, r.created_by, r.user_id, r.partner_id, r.disabled, r.created_at,
         COALESCE((SELECT array_agg(f.name ORDER BY f.name) FROM user_role_functions g
                     JOIN functions f ON f.id = g.function_id WHERE g.role_id = r.id), '{}') AS functions,
         (SELECT count(*)::int FROM user_admin_roles m WHERE m.role_id = r.id) AS member_count
    FROM admin_roles r`;

export const keysetAfter = (column: Prisma.Sql, id: Prisma.Sql, page: PageArgs) =>
  page.cursor === null
    ? Prisma.empty
    : page.dir === 'desc'
      ? Prisma.sql`AND (${column}, ${id}) < (${page.cursor.at}::timestamptz, ${page.cursor.id}::uuid)`
      : Prisma.sql`AND (${column}, ${id}) > (${page.cursor.at}::timestamptz, ${page.cursor.id}::uuid)`;

export const orderBy = (column: Prisma.Sql, id: Prisma.Sql, dir: 'asc' | 'desc') =>
  dir === 'desc' ? Prisma.sql`ORDER BY ${column} DESC, ${id} DESC` : Prisma.sql`ORDER BY ${column} ASC, ${id} ASC`;

/** `admin_roles`: admin groups of a partner, or of the platform when partner_id is null. */
@Injectable()
export class AdminRolesRepository {
  constructor(private readonly prisma: PrismaService) {}

  page(partnerId: string | null, page: PageArgs): Promise<AdminRoleRow[]> {
    return this.prisma.read<AdminRoleRow>(
      Prisma.sql`${SELECT_GROUP} WHERE ${inScope(partnerId)} ${keysetAfter(Prisma.sql`r.created_at`, Prisma.sql`r.id`, page)}
                 ${orderBy(Prisma.sql`r.created_at`, Prisma.sql`r.id`, page.dir)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  }

  all(partnerId: string | null): Promise<AdminRoleRow[]> {
    return this.prisma.read<AdminRoleRow>(
      Prisma.sql`${SELECT_GROUP} WHERE ${inScope(partnerId)} ORDER BY r.created_at DESC, r.id DESC`,
    );
  }

  async find(id: string, db?: Db): Promise<AdminRoleRow | undefined> {
    const query = Prisma.sql`${SELECT_GROUP} WHERE r.id = ${id}::uuid`;
    const [row] = db ? await db.$queryRaw<AdminRoleRow[]>(query) : await this.prisma.read<AdminRoleRow>(query);
    return row;
  }

  /** The groups of one scope a user belongs to. */
  ofUser(userId: string, partnerId: string | null): Promise<AdminRoleRow[]> {
    return this.prisma.read<AdminRoleRow>(
      Prisma.sql`${SELECT_GROUP} WHERE ${inScope(partnerId)}
                   AND EXISTS (SELECT 1 FROM user_admin_roles m WHERE m.role_id = r.id AND m.user_id = ${userId}::uuid)
                 ORDER BY r.created_at DESC, r.id DESC`,
    );
  }

  async nameTaken(db: Db, partnerId: string | null, name: string, except?: string): Promise<boolean> {
    const [row] = await db.$queryRaw<{ taken: boolean }[]>(
      Prisma.sql`SELECT EXISTS (SELECT 1 FROM admin_roles r WHERE ${inScope(partnerId)} AND lower(r.name) = lower(${name})
                   AND r.id IS DISTINCT FROM ${except ?? null}::uuid) AS taken`,
    );
    return row?.taken ?? false;
  }

  create(
    db: Db,
    data: { name: string; description: string | null; createdBy: string; userId: string | null; partnerId: string | null },
  ) {
    return db.adminRole.create({ data, select: { id: true } });
  }

  update(db: Db, id: string, data: { name?: string; description?: string; disabled?: boolean }) {
    return db.adminRole.update({ where: { id }, data, select: { id: true } });
  }

  delete(db: Db, id: string) {
    return db.adminRole.delete({ where: { id }, select: { id: true } });
  }

  /** Serialises the changes of one scope's groups (released at commit): the last-admin rule reads a settled count. */
  async lockScope(db: Db, partnerId: string | null): Promise<void> {
    await db.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`admin-groups:${partnerId ?? 'platform'}`}, 0))`;
  }
}
