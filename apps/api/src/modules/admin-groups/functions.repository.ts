import { Injectable } from '@nestjs/common';
import type { PartnerFunction } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

export interface FunctionRow {
  id: string;
  name: PartnerFunction;
  description: string;
}

/** `functions`: what an admin group can grant (seeded by the migration; fixed ids). */
@Injectable()
export class FunctionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  all(): Promise<FunctionRow[]> {
    return this.prisma.read<FunctionRow>(Prisma.sql`SELECT id, name, description FROM functions ORDER BY name`, 'functions_all');
  }

  /**
   * The functions a user holds through enabled groups of their own partner (the platform's for a user of none) and of
   * the companies that employ them (a verified employee in a company's group: DM, say).
   */
  heldBy(userId: string): Promise<FunctionRow[]> {
    return this.prisma.read<FunctionRow>(
      Prisma.sql`SELECT DISTINCT f.id, f.name, f.description
                   FROM users u
                   JOIN user_admin_roles m ON m.user_id = u.id
                   JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled
                                     AND (r.partner_id IS NOT DISTINCT FROM u.partner_id
                                          OR (r.partner_id IS NOT NULL AND partner_member(u.id, r.partner_id)))
                   JOIN user_role_functions g ON g.role_id = r.id
                   JOIN functions f ON f.id = g.function_id
                  WHERE u.id = ${userId}::uuid
                  ORDER BY f.name`,
      'functions_held_by',
    );
  }

  /** The names a user holds in one scope (a partner, or null for the platform): for the "only grant what you hold" rule. */
  async namesHeldIn(userId: string, partnerId: string | null): Promise<Set<string>> {
    const rows = await this.prisma.read<{ name: string }>(
      Prisma.sql`SELECT DISTINCT f.name
                   FROM user_admin_roles m
                   JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled
                   JOIN user_role_functions g ON g.role_id = r.id
                   JOIN functions f ON f.id = g.function_id
                  WHERE m.user_id = ${userId}::uuid AND r.partner_id IS NOT DISTINCT FROM ${partnerId}::uuid`,
      'functions_names_held_in',
    );
    return new Set(rows.map((r) => r.name));
  }
}
