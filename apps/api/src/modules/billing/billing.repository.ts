import { Injectable } from '@nestjs/common';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

export interface PlanRow {
  id: string;
  name: string;
  monthly_dm_total: number;
  price_cents: number;
}

export interface PartnerPlanRow extends PlanRow {
  partner_id: string;
  chosen: boolean;
}

export interface UsageRow {
  month: string;
  dm_count: number;
  bonus_dm: number;
  total: number;
}

export type RedeemOutcome = 'redeemed' | 'unknown' | 'already_redeemed' | 'not_yet_valid' | 'expired' | 'used_up';

export interface MetricsRow {
  month: string;
  messages_per_day: { date: string; count: number }[];
  followers_by_month: { month: string; total: number }[];
  verified: number;
  pending: number;
  deactivated: number;
  admins: number;
}

/**
 * Plans, the partner's month of DMs and promo codes. The rules are SQL functions of migration partner_dm_quota
 * (dm_partner_usage, redeem_promo_code), each one call on the pool.
 */
@Injectable()
export class BillingRepository {
  constructor(private readonly prisma: PrismaService) {}

  plans(): Promise<PlanRow[]> {
    return this.prisma.read<PlanRow>(
      Prisma.sql`SELECT id::text, name, monthly_dm_total, price_cents FROM subscriptions ORDER BY price_cents, monthly_dm_total`,
      'billing-plans',
    );
  }

  plan(id: string): Promise<PlanRow | undefined> {
    return this.prisma
      .read<PlanRow>(
        Prisma.sql`SELECT id::text, name, monthly_dm_total, price_cents FROM subscriptions WHERE id = ${id}::uuid`,
        'billing-plan',
      )
      .then((rows) => rows[0]);
  }

  /** The partner's plan: the one it chose, else the free plan (priced 0). */
  async partnerPlan(partnerId: string): Promise<PartnerPlanRow | undefined> {
    const [row] = await this.prisma.read<PartnerPlanRow>(
      Prisma.sql`SELECT p.id::text AS partner_id, p.subscription_id IS NOT NULL AS chosen,
                        s.id::text, s.name, s.monthly_dm_total, s.price_cents
                   FROM partners p
                   JOIN subscriptions s ON s.id = COALESCE(p.subscription_id,
                          (SELECT f.id FROM subscriptions f WHERE f.price_cents = 0 ORDER BY f.monthly_dm_total LIMIT 1))
                  WHERE p.id = ${partnerId}::uuid`,
      'billing-partner-plan',
    );
    return row;
  }

  async choosePlan(partnerId: string, planId: string): Promise<void> {
    await this.prisma.partner.update({ where: { id: partnerId }, data: { subscriptionId: planId } });
  }

  async usage(partnerId: string): Promise<UsageRow | undefined> {
    const [row] = await this.prisma.read<UsageRow>(
      Prisma.sql`SELECT to_char(month, 'YYYY-MM-DD') AS month, dm_count, bonus_dm, total FROM dm_partner_usage(${partnerId}::uuid)`,
      'billing-usage',
    );
    return row;
  }

  /** Redeems `code` (upper-case) for the partner, whole, in one call: see redeem_promo_code. */
  async redeem(partnerId: string, code: string): Promise<{ outcome: RedeemOutcome; extra_dm: number }> {
    const [row] = await this.prisma.read<{ outcome: RedeemOutcome; extra_dm: number }>(
      Prisma.sql`SELECT outcome, extra_dm FROM redeem_promo_code(${partnerId}::uuid, ${code})`,
      'billing-redeem',
    );
    return row!;
  }

  /** The dashboard's figures in one query. */
  async metrics(partnerId: string): Promise<MetricsRow> {
    const [row] = await this.prisma.read<MetricsRow>(
      Prisma.sql`
      WITH bounds AS (
        SELECT dm_current_month() AS month, (now() AT TIME ZONE 'UTC')::date AS today
      ), sent AS (
        SELECT (m.created_at AT TIME ZONE 'UTC')::date AS day, count(*)::int AS n
          FROM users u JOIN messages m ON m.sender_id = u.id, bounds b
         WHERE u.partner_id = ${partnerId}::uuid AND m.created_at >= (b.month::timestamp AT TIME ZONE 'UTC')
         GROUP BY 1
      )
      SELECT to_char(b.month, 'YYYY-MM-DD') AS month,
             (SELECT json_agg(json_build_object('date', to_char(d, 'YYYY-MM-DD'), 'count', COALESCE(s.n, 0)) ORDER BY d)
                FROM generate_series(b.month, b.today, interval '1 day') d LEFT JOIN sent s ON s.day = d::date) AS messages_per_day,
             (SELECT json_agg(json_build_object('month', to_char(mo, 'YYYY-MM'), 'total',
                       (SELECT count(*) FROM partner_followers f
                         WHERE f.partner_id = ${partnerId}::uuid
                           AND f.created_at < LEAST(((mo + interval '1 month')::timestamp AT TIME ZONE 'UTC'), now()))) ORDER BY mo)
                FROM generate_series(b.month - interval '5 months', b.month, interval '1 month') mo) AS followers_by_month,
             (SELECT count(*) FILTER (WHERE e.status = 'verified') FROM partner_employees e WHERE e.partner_id = ${partnerId}::uuid)::int AS verified,
             (SELECT count(*) FILTER (WHERE e.status = 'pending') FROM partner_employees e WHERE e.partner_id = ${partnerId}::uuid)::int AS pending,
             (SELECT count(*) FILTER (WHERE e.status = 'deactivated') FROM partner_employees e WHERE e.partner_id = ${partnerId}::uuid)::int AS deactivated,
             (SELECT count(DISTINCT m.user_id) FROM user_admin_roles m JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled
               WHERE r.partner_id = ${partnerId}::uuid)::int AS admins
        FROM bounds b`,
      'billing-metrics',
    );
    return row!;
  }
}
