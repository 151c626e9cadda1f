import { Injectable } from '@nestjs/common';
import type { PartnerType } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';

/** The admin group every new partner starts with: every function, its first admin in it. */
export const OWNERS_GROUP = { name: 'Owners', description: 'Every function' } as const;

/** Whether a Prisma error is a unique violation (of `index`, when given). */
export function isUniqueViolation(error: unknown, index?: string): boolean {
  const e = error as { code?: string; message?: string; meta?: unknown };
  if (e?.code !== 'P2002') return false;
  return index === undefined || `${e.message ?? ''} ${JSON.stringify(e.meta ?? {})}`.includes(index);
}

/** A company page as read: the partner, its follower count and the viewer's follow (null: none, or no viewer). */
export interface CompanyRow {
  id: string;
  name: string;
  email: string | null;
  type: PartnerType;
  package_type: string | null;
  welcomed: boolean;
  logo: string | null;
  banner: string | null;
  about: string | null;
  website: string | null;
  industry: string | null;
  size: string | null;
  location: string | null;
  follower_count: number;
  follow_id: string | null;
}

const companySql = (where: Prisma.Sql, viewerId: string | null) => Prisma.sql`
  SELECT p.id::text AS id, p.name, p.email, p.type::text AS type, p.package_type, p.welcomed, p.logo, p.banner, p.about,
         p.website, p.industry, p.size, p.location,
         (SELECT count(*)::int FROM partner_followers f WHERE f.partner_id = p.id) AS follower_count,
         (SELECT f.id::text FROM partner_followers f WHERE f.partner_id = p.id AND f.user_id = ${viewerId}::uuid) AS follow_id
    FROM partners p
   WHERE ${where}`;

/** The Owners group of a new partner (sign-up, the demo seed): every function, `userId` in it. One statement. */
export async function createOwnersGroup(db: Db, partnerId: string, userId: string): Promise<void> {
  await db.$executeRaw`
    WITH role AS (
      INSERT INTO admin_roles (name, description, created_by, user_id, partner_id, updated_at)
      VALUES (${OWNERS_GROUP.name}, ${OWNERS_GROUP.description}, ${userId}::uuid, ${userId}::uuid, ${partnerId}::uuid, now())
      RETURNING id
    ), membership AS (
      INSERT INTO user_admin_roles (role_id, user_id, partner_id, created_by)
      SELECT id, ${userId}::uuid, ${partnerId}::uuid, ${userId}::uuid FROM role
    )
    INSERT INTO user_role_functions (function_id, role_id, partner_id)
    SELECT f.id, role.id, ${partnerId}::uuid FROM functions f CROSS JOIN role`;
}

@Injectable()
export class PartnersRepository {
  constructor(private readonly prisma: PrismaService) {}

  findById(id: string) {
    return this.prisma.partner.findUnique({ where: { id } });
  }

  /** The partner of this name, whatever its case (names are unique by lower(name)). */
  async findByName(name: string): Promise<{ id: string } | undefined> {
    const [row] = await this.prisma.read<{ id: string }>(
      Prisma.sql`SELECT id::text AS id FROM partners WHERE lower(name) = lower(${name.trim()})`,
    );
    return row;
  }

  /** One statement: the page fields, the follower count and the viewer's follow. */
  async company(id: string, viewerId: string | null): Promise<CompanyRow | undefined> {
    const [row] = await this.prisma.read<CompanyRow>(companySql(Prisma.sql`p.id = ${id}::uuid`, viewerId));
    return row;
  }

  async companyByName(name: string, viewerId: string | null): Promise<CompanyRow | undefined> {
    const [row] = await this.prisma.read<CompanyRow>(companySql(Prisma.sql`lower(p.name) = lower(${name.trim()})`, viewerId));
    return row;
  }

  setWelcomed(id: string, welcomed: boolean) {
    return this.prisma.partner.update({ where: { id }, data: { welcomed } });
  }

  update(id: string, data: Prisma.PartnerUpdateInput) {
    return this.prisma.partner.update({ where: { id }, data });
  }

  create(db: Db, data: Prisma.PartnerUncheckedCreateInput) {
    return db.partner.create({ data });
  }

  /** The Owners group of a new partner, holding every function, with its first admin in it: one statement. */
  createOwnersGroup(db: Db, partnerId: string, userId: string): Promise<void> {
    return createOwnersGroup(db, partnerId, userId);
  }
}
