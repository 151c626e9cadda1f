import { Injectable } from '@nestjs/common';
import type { PartnerFunction, PartnerLookup } from '@nexus/contracts';
import { Prisma } from '../database/generated/client';
import { PrismaService } from '../database/prisma.service';

/** The reads the policy makes: one parameterised SQL each, straight on the pool (they run on every guarded call). */
@Injectable()
export class PolicyRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * Whether the user holds `fn` through an enabled admin group of `partnerId` (null: the platform's own groups).
   * A disabled group grants nothing.
   */
  async holds(userId: string, partnerId: string | null, fn: PartnerFunction): Promise<boolean> {
    const [row] = await this.prisma.read<{ holds: boolean }>(
      Prisma.sql`SELECT EXISTS (
                   SELECT 1 FROM user_admin_roles m
                     JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled
                     JOIN user_role_functions g ON g.role_id = r.id
                     JOIN functions f ON f.id = g.function_id
                    WHERE m.user_id = ${userId}::uuid AND r.partner_id IS NOT DISTINCT FROM ${partnerId}::uuid
                      AND f.name = ${fn}) AS holds`,
      'policy_holds',
    );
    return row?.holds ?? false;
  }

  /** Whether the user belongs to the partner: one of its own accounts, or one of its verified employees. */
  async isMember(userId: string, partnerId: string): Promise<boolean> {
    const [row] = await this.prisma.read<{ member: boolean }>(
      Prisma.sql`SELECT partner_member(${userId}::uuid, ${partnerId}::uuid) AS member`,
      'policy_is_member',
    );
    return row?.member ?? false;
  }

  /**
   * The partners an id leads to, undefined when the id names nothing (none: it names something of no partner). A user
   * leads to their own partner (users.partner_id) and to every company that verified them as an employee: an employee
   * keeps users.partner_id null and belongs to the company through partner_employees (partner_member's rule).
   */
  async partnersOf(lookup: PartnerLookup, id: string): Promise<string[] | undefined> {
    const query = {
      partner: Prisma.sql`SELECT ARRAY[id::text] AS partner_ids FROM partners WHERE id = ${id}::uuid`,
      adminRole: Prisma.sql`SELECT array_remove(ARRAY[partner_id::text], NULL) AS partner_ids FROM admin_roles WHERE id = ${id}::uuid`,
      user: Prisma.sql`SELECT array_remove(array_prepend(u.partner_id::text, ARRAY(
                                SELECT e.partner_id::text FROM partner_employees e
                                 WHERE e.user_id = u.id AND e.status = 'verified' ORDER BY e.partner_id)), NULL) AS partner_ids
                         FROM users u WHERE u.id = ${id}::uuid`,
      event: Prisma.sql`SELECT array_remove(ARRAY[partner_id::text], NULL) AS partner_ids FROM events WHERE id = ${id}::uuid`,
    }[lookup];
    const [row] = await this.prisma.read<{ partner_ids: string[] }>(query, `policy_partners_of_${lookup}`);
    return row?.partner_ids;
  }
}
