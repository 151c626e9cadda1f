import { Injectable } from '@nestjs/common';
import type { PartnerType } from '@nexus/contracts';
import { type CardRow, keysetPage, type PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

export interface FollowRow {
  id: string;
  partnerId: string;
  userId: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A follow as `follow` answers it: `created` when this call made it (not a follow already there). */
export interface FollowResult extends FollowRow {
  created: boolean;
}

export interface FollowerRow extends CardRow {
  follow_id: string;
  at: Date;
}

export interface FollowedCompanyRow {
  id: string;
  name: string;
  type: PartnerType;
  logo: string | null;
  industry: string | null;
  follow_id: string;
  at: Date;
}

/** partner_followers: one row per member and company, with its own id (the follow's id). */
@Injectable()
export class PartnerFollowersRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Follows, or finds the follow already there (one statement: a second follow is the same follow). */
  async follow(partnerId: string, userId: string): Promise<FollowResult | undefined> {
    const [row] = await this.prisma.read<FollowResult>(Prisma.sql`
      WITH added AS (
        INSERT INTO partner_followers (partner_id, user_id, updated_at)
        SELECT p.id, ${userId}::uuid, now() FROM partners p WHERE p.id = ${partnerId}::uuid
        ON CONFLICT (partner_id, user_id) DO NOTHING
        RETURNING id, partner_id, user_id, created_at, updated_at
      )
      SELECT id::text AS "id", partner_id::text AS "partnerId", user_id::text AS "userId", created_at AS "createdAt",
             updated_at AS "updatedAt", true AS "created" FROM added
      UNION ALL
      SELECT id::text, partner_id::text, user_id::text, created_at, updated_at, false FROM partner_followers
       WHERE partner_id = ${partnerId}::uuid AND user_id = ${userId}::uuid`);
    return row;
  }

  find(partnerId: string, userId: string) {
    return this.prisma.partnerFollower.findUnique({ where: { partnerId_userId: { partnerId, userId } } });
  }

  findById(id: string) {
    return this.prisma.partnerFollower.findUnique({ where: { id } });
  }

  /** Deletes the follow if it is still this member's; whether it did. */
  async remove(id: string, userId: string): Promise<boolean> {
    const { count } = await this.prisma.partnerFollower.deleteMany({ where: { id, userId } });
    return count > 0;
  }

  partnerExists(id: string) {
    return this.prisma.partner.findUnique({ where: { id }, select: { id: true } });
  }

  /** A company's followers who are active members, by when they followed (index partner_id, updated_at). */
  followers(partnerId: string, page: PageArgs) {
    return this.prisma.read<FollowerRow>(Prisma.sql`
      SELECT u.id::text AS id, u.first_name, u.last_name, u.image, p.headline, p.job_title, p.company_name,
             CASE WHEN p.show_city THEN p.city END AS city, f.id::text AS follow_id, f.updated_at AS at
        FROM partner_followers f
        JOIN users u ON u.id = f.user_id
        LEFT JOIN profiles p ON p.user_id = u.id
       WHERE f.partner_id = ${partnerId}::uuid AND u.enabled AND NOT u.blocked
         ${keysetPage('f.updated_at', 'f.id', page)}`);
  }

  /** The companies a member follows, by when the follow last changed (index user_id, updated_at). */
  following(userId: string, page: PageArgs) {
    return this.prisma.read<FollowedCompanyRow>(Prisma.sql`
      SELECT pa.id::text AS id, pa.name, pa.type::text AS type, pa.logo, pa.industry, f.id::text AS follow_id,
             f.updated_at AS at
        FROM partner_followers f
        JOIN partners pa ON pa.id = f.partner_id
       WHERE f.user_id = ${userId}::uuid
         ${keysetPage('f.updated_at', 'f.id', page)}`);
  }
}
