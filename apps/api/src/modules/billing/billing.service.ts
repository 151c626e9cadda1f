import { Injectable } from '@nestjs/common';
import {
  BillingText,
  ErrorCode,
  type PartnerSubscription,
  type PromoRedemption,
  type SubscriptionPlan,
  type UsageMetrics,
  type UsageSummary,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { BillingRepository, type PartnerPlanRow, type PlanRow, type RedeemOutcome } from './billing.repository';

const toPlan = (r: PlanRow): SubscriptionPlan => ({
  id: r.id,
  name: r.name,
  monthlyDmTotal: r.monthly_dm_total,
  priceCents: r.price_cents,
});

const toSubscription = (r: PartnerPlanRow): PartnerSubscription => ({
  partnerId: r.partner_id,
  plan: toPlan(r),
  chosen: r.chosen,
});

/** Each refusal of a promo code, with its own code and message. */
const PROMO_REFUSALS: Record<Exclude<RedeemOutcome, 'redeemed'>, [ErrorCode, string]> = {
  unknown: [ErrorCode.PromoCodeNotFound, BillingText.promoUnknown],
  already_redeemed: [ErrorCode.PromoCodeAlreadyRedeemed, BillingText.promoAlreadyRedeemed],
  not_yet_valid: [ErrorCode.PromoCodeNotYetValid, BillingText.promoNotYetValid],
  expired: [ErrorCode.PromoCodeExpired, BillingText.promoExpired],
  used_up: [ErrorCode.PromoCodeUsedUp, BillingText.promoUsedUp],
};

/**
 * Plans, promo codes and the DM quota. Who may call is declared in the route table (a user of the partner; choosing a
 * plan and redeeming a code need MANAGE_SUBSCRIPTION); the send path enforces the quota in SQL (send_direct_message).
 */
@Injectable()
export class BillingService {
  constructor(private readonly billing: BillingRepository) {}

  async plans(): Promise<SubscriptionPlan[]> {
    return (await this.billing.plans()).map(toPlan);
  }

  async subscription(partnerId: string): Promise<PartnerSubscription> {
    const row = await this.billing.partnerPlan(partnerId);
    if (!row) throw AppError.notFound(BillingText.planNotFound);
    return toSubscription(row);
  }

  async choose(partnerId: string, planId: string): Promise<PartnerSubscription> {
    if (!(await this.billing.plan(planId))) throw AppError.notFound(BillingText.planNotFound);
    await this.billing.choosePlan(partnerId, planId);
    return this.subscription(partnerId);
  }

  async usage(partnerId: string): Promise<UsageSummary> {
    const row = await this.billing.usage(partnerId);
    if (!row) throw AppError.notFound();
    return { partnerId, month: row.month, currentDMCount: row.dm_count, totalDM: row.total, bonusDM: row.bonus_dm };
  }

  async redeem(partnerId: string, code: string): Promise<PromoRedemption> {
    const { outcome, extra_dm } = await this.billing.redeem(partnerId, code);
    if (outcome !== 'redeemed') {
      const [errorCode, message] = PROMO_REFUSALS[outcome];
      throw new AppError(errorCode, message);
    }
    return { code, extraDM: extra_dm, usage: await this.usage(partnerId) };
  }

  /** The caller's own partner's figures: a member has none (403). */
  async metrics(auth: AuthContext): Promise<UsageMetrics> {
    const partnerId = auth.user.partnerId;
    if (!partnerId) throw AppError.forbidden(BillingText.notAPartner);
    const r = await this.billing.metrics(partnerId);
    return {
      partnerId,
      month: r.month,
      messagesPerDay: r.messages_per_day,
      followersByMonth: r.followers_by_month.map((f) => ({ month: f.month, total: Number(f.total) })),
      employees: { verified: r.verified, pending: r.pending, deactivated: r.deactivated },
      admins: r.admins,
    };
  }
}
