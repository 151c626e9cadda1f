import { Injectable } from '@nestjs/common';
import { PartnerFunction, type UserAdminRole } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import type { PageArgs } from '../connections/connections.sql';
import { inScope, keysetAfter, orderBy } from './admin-roles.repository';

export interface MembershipRow {
  id: string;
  role_id: string;
  role_name: string;
  user_id: string;
  partner_id: string | null;
  created_by: string | null;
  created_at: Date;
  first_name: string | null;
  last_name: string | null;
  username: string;
  image: string | null;
}

export const toUserAdminRole = (m: MembershipRow): UserAdminRole => ({
  id: m.id,
  roleId: m.role_id,
  roleName: m.role_name,
  userId: m.user_id,
  partnerId: m.partner_id,
  createdBy: m.created_by,
  createdAt: m.created_at.toISOString(),
  user: { id: m.user_id, firstName: m.first_name, lastName: m.last_name, username: m.username, image: m.image },
});

const SELECT_MEMBERSHIP = Prisma.sql`
  SELECT m.id, m.role_id, r.name AS role_name, m.user_id, r.partner_id, m.created_by, m.created_at,
         u.first_name, u.last_name, u.username, u.image
    FROM user_admin_roles m
    JOIN admin_roles r ON r.id = m.role_id
    JOIN users u ON u.id = m.user_id`;

/** `user_admin_roles`: who is in which admin group. */
@Injectable()
export class UserAdminRolesRepository {
  constructor(private readonly prisma: PrismaService) {}

  page(partnerId: string, roleId: string | undefined, page: PageArgs): Promise<MembershipRow[]> {
    const oneGroup = roleId ? Prisma.sql`AND m.role_id = ${roleId}::uuid` : Prisma.empty;
    return this.prisma.read<MembershipRow>(
      Prisma.sql`${SELECT_MEMBERSHIP} WHERE ${inScope(partnerId)} ${oneGroup}
                 ${keysetAfter(Prisma.sql`m.created_at`, Prisma.sql`m.id`, page)}
                 ${orderBy(Prisma.sql`m.created_at`, Prisma.sql`m.id`, page.dir)} LIMIT ${page.limit} OFFSET ${page.offset}`,
    );
  }

  ofScope(partnerId: string | null): Promise<MembershipRow[]> {
    return this.prisma.read<MembershipRow>(
      Prisma.sql`${SELECT_MEMBERSHIP} WHERE ${inScope(partnerId)} ORDER BY m.created_at DESC, m.id DESC`,
    );
  }

  ofRole(roleId: string, dir: 'asc' | 'desc'): Promise<MembershipRow[]> {
    return this.prisma.read<MembershipRow>(
      Prisma.sql`${SELECT_MEMBERSHIP} WHERE m.role_id = ${roleId}::uuid ${orderBy(Prisma.sql`m.created_at`, Prisma.sql`m.id`, dir)}`,
    );
  }

  ofUser(userId: string, partnerId: string | null): Promise<MembershipRow[]> {
    return this.prisma.read<MembershipRow>(
      Prisma.sql`${SELECT_MEMBERSHIP} WHERE m.user_id = ${userId}::uuid AND ${inScope(partnerId)} ORDER BY m.created_at DESC, m.id DESC`,
    );
  }

  async find(db: Db, id: string): Promise<MembershipRow | undefined> {
    const [row] = await db.$queryRaw<MembershipRow[]>(Prisma.sql`${SELECT_MEMBERSHIP} WHERE m.id = ${id}::uuid`);
    return row;
  }

  /** Adds the member unless already in; undefined when they were. */
  async add(db: Db, data: { roleId: string; userId: string; partnerId: string | null; createdBy: string }) {
    const [row] = await db.$queryRaw<{ id: string }[]>(
      Prisma.sql`INSERT INTO user_admin_roles (id, role_id, user_id, partner_id, created_by)
                 VALUES (gen_random_uuid(), ${data.roleId}::uuid, ${data.userId}::uuid, ${data.partnerId}::uuid, ${data.createdBy}::uuid)
                 ON CONFLICT (role_id, user_id) DO NOTHING RETURNING id`,
    );
    return row?.id;
  }

  /** Removes one membership; false when there was none. */
  async remove(db: Db, roleId: string, userId: string): Promise<boolean> {
    return (await db.userAdminRole.deleteMany({ where: { roleId, userId } })).count > 0;
  }

  /** Who a user is, as far as joining a group goes: their partner and role (undefined: no such user). */
  async person(userId: string): Promise<{ partner_id: string | null; role: string } | undefined> {
    const [row] = await this.prisma.read<{ partner_id: string | null; role: string }>(
      Prisma.sql`SELECT partner_id, role::text AS role FROM users WHERE id = ${userId}::uuid`,
      'admin_groups_person',
    );
    return row;
  }

  /** How many users of a scope hold MANAGE_ADMINS through an enabled group: the last-admin rule counts these. */
  async managers(db: Db, partnerId: string | null): Promise<number> {
    const [row] = await db.$queryRaw<{ n: number }[]>(
      Prisma.sql`SELECT count(DISTINCT m.user_id)::int AS n
                   FROM admin_roles r
                   JOIN user_admin_roles m ON m.role_id = r.id
                   JOIN user_role_functions g ON g.role_id = r.id
                   JOIN functions f ON f.id = g.function_id AND f.name = ${PartnerFunction.ManageAdmins}
                  WHERE ${inScope(partnerId)} AND NOT r.disabled`,
    );
    return row?.n ?? 0;
  }
}
