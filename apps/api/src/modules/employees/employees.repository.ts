import { Injectable } from '@nestjs/common';
import type { EmployeeRolesQuery, EmployeeStatus } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import type { Cursor } from '../connections/cursor';

export interface CompanyEmployeeRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  headline: string | null;
  job_title: string | null;
  verified_at: Date;
}

export interface EmployeeRoleRow {
  id: string;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  job_title: string | null;
  status: EmployeeStatus;
  created_at: Date;
  verified_at: Date | null;
  roles: { id: string; name: string; disabled: boolean }[];
  total: number;
}

/** partner_employees: a member's employment at a partner. Status changes are conditional updates (one statement). */
@Injectable()
export class EmployeesRepository {
  constructor(private readonly prisma: PrismaService) {}

  find(db: Db, partnerId: string, userId: string) {
    return db.partnerEmployee.findUnique({ where: { partnerId_userId: { partnerId, userId } } });
  }

  create(db: Db, data: Prisma.PartnerEmployeeUncheckedCreateInput) {
    return db.partnerEmployee.create({ data });
  }

  /** Moves the employment from one of `from` to `to`; null when it is not in one of them (or does not exist). */
  async transition(db: Db, partnerId: string, userId: string, from: EmployeeStatus[], to: EmployeeStatus, verifiedBy?: string) {
    const [row] = await db.partnerEmployee.updateManyAndReturn({
      where: { partnerId, userId, status: { in: from } },
      data: { status: to, ...(verifiedBy ? { verifiedBy, verifiedAt: new Date() } : {}) },
    });
    return row ?? null;
  }

  /** The employee leaves every admin group of the company (a deactivated employee holds nothing there). */
  removeFromAdminGroups(db: Db, partnerId: string, userId: string) {
    return db.userAdminRole.deleteMany({ where: { userId, role: { partnerId } } });
  }

  /** Verified employees who are active members, in the order they were verified: a keyset page (limit = size + 1). */
  verifiedOf(partnerId: string, cursor: Cursor | null, limit: number, offset: number) {
    const after = cursor ? Prisma.sql`AND (e.verified_at, e.id) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)` : Prisma.empty;
    return this.prisma.read<CompanyEmployeeRow>(
      Prisma.sql`SELECT e.id::text AS id, u.id::text AS user_id, u.first_name, u.last_name, u.image, p.headline, p.job_title,
                        e.verified_at
                   FROM partner_employees e
                   JOIN users u ON u.id = e.user_id AND u.enabled AND NOT u.blocked
                   LEFT JOIN profiles p ON p.user_id = u.id
                  WHERE e.partner_id = ${partnerId}::uuid AND e.status = 'verified' ${after}
                  ORDER BY e.verified_at ASC, e.id ASC
                  LIMIT ${limit} OFFSET ${offset}`,
    );
  }

  /** Every employee of the company with the company's admin groups they are in, by first name (one query). */
  rolesOf(query: EmployeeRolesQuery) {
    const dir = Prisma.raw(query.dir === 'asc' ? 'ASC' : 'DESC');
    return this.prisma.read<EmployeeRoleRow>(
      Prisma.sql`SELECT e.id::text AS id, u.id::text AS user_id, u.first_name, u.last_name, u.image, p.job_title,
                        e.status::text AS status, e.created_at, e.verified_at,
                        COALESCE((SELECT json_agg(json_build_object('id', r.id, 'name', r.name, 'disabled', r.disabled) ORDER BY r.name)
                                    FROM user_admin_roles m JOIN admin_roles r ON r.id = m.role_id
                                   WHERE m.user_id = e.user_id AND r.partner_id = e.partner_id), '[]'::json) AS roles,
                        (COUNT(*) OVER ())::int AS total
                   FROM partner_employees e
                   JOIN users u ON u.id = e.user_id
                   LEFT JOIN profiles p ON p.user_id = u.id
                  WHERE e.partner_id = ${query.partnerId}::uuid
                  ORDER BY lower(u.first_name) ${dir} NULLS LAST, lower(u.last_name) ${dir} NULLS LAST, e.id ${dir}
                  LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    );
  }
}
