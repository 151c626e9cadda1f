import { Injectable } from '@nestjs/common';
import type { PartnerFunction, UserRoleFunction } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

export interface GrantRow {
  id: string;
  function_id: string;
  name: PartnerFunction;
  description: string;
  role_id: string;
  partner_id: string | null;
}

export const toUserRoleFunction = (g: GrantRow): UserRoleFunction => ({
  id: g.id,
  functionId: g.function_id,
  name: g.name,
  description: g.description,
  roleId: g.role_id,
  adminRoleId: g.role_id,
  partnerId: g.partner_id,
});

const SELECT_GRANT = Prisma.sql`
  SELECT g.id, g.function_id, f.name, f.description, g.role_id, g.partner_id
    FROM user_role_functions g JOIN functions f ON f.id = g.function_id`;

/** `user_role_functions`: the functions each admin group grants. */
@Injectable()
export class UserRoleFunctionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  ofRole(roleId: string, db?: Db): Promise<GrantRow[]> {
    const query = Prisma.sql`${SELECT_GRANT} WHERE g.role_id = ${roleId}::uuid ORDER BY f.name`;
    return db ? db.$queryRaw<GrantRow[]>(query) : this.prisma.read<GrantRow>(query);
  }

  /** Grants one function (kept if already granted) and answers the grant. */
  async grant(db: Db, roleId: string, functionId: string, partnerId: string | null): Promise<GrantRow> {
    await db.$executeRaw`INSERT INTO user_role_functions (id, function_id, role_id, partner_id)
                         VALUES (gen_random_uuid(), ${functionId}::uuid, ${roleId}::uuid, ${partnerId}::uuid)
                         ON CONFLICT (role_id, function_id) DO NOTHING`;
    const [row] = await db.$queryRaw<GrantRow[]>(
      Prisma.sql`${SELECT_GRANT} WHERE g.role_id = ${roleId}::uuid AND g.function_id = ${functionId}::uuid`,
    );
    return row!;
  }

  /** The group's functions become exactly `functionIds`: one statement, so all of it happens or none. */
  async setExactly(db: Db, roleId: string, functionIds: string[], partnerId: string | null): Promise<void> {
    await db.$executeRaw`
      WITH removed AS (
        DELETE FROM user_role_functions WHERE role_id = ${roleId}::uuid AND NOT (function_id = ANY(${functionIds}::uuid[]))
      )
      INSERT INTO user_role_functions (id, function_id, role_id, partner_id)
      SELECT gen_random_uuid(), f, ${roleId}::uuid, ${partnerId}::uuid FROM unnest(${functionIds}::uuid[]) AS f
      ON CONFLICT (role_id, function_id) DO NOTHING`;
  }
}
