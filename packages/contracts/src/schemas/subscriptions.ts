import { z } from 'zod';
import { idSchema } from './common.js';

/** A plan: how many DMs to members who are not connections the partner's admins may send each month (UTC). */
export const subscriptionPlanSchema = z.object({
  id: z.string(),
  name: z.string(),
  monthlyDmTotal: z.number().int(),
  priceCents: z.number().int(),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

export const subscriptionPlansSchema = z.array(subscriptionPlanSchema);

/**
 * GET partner-subscription/subscription/{id}: the partner's plan. A partner that never chose one is on the free plan
 * (the plan priced 0), and `chosen` is false.
 */
export const partnerSubscriptionSchema = z.object({
  partnerId: z.string(),
  plan: subscriptionPlanSchema,
  chosen: z.boolean(),
});
export type PartnerSubscription = z.infer<typeof partnerSubscriptionSchema>;

export const choosePlanParams = z.object({ id: idSchema, subId: idSchema });

/** A promo code as typed: letters, digits, '-' and '_', matched whatever its case. */
export const promoCodeSchema = z
  .string({ message: 'is required' })
  .trim()
  .min(1, { message: 'is required' })
  .max(64, { message: 'must be at most 64 characters' })
  .regex(/^[A-Za-z0-9_-]+$/, { message: 'may hold only letters, digits, - and _' })
  .transform((code) => code.toUpperCase());

export const redeemPromoParams = z.object({ id: idSchema, code: promoCodeSchema });

/**
 * §3 'Usage summary', for the current UTC month (it starts again at 0 each month): currentDMCount is the DMs the
 * partner's admins sent to members who are not connections; totalDM the plan's monthly total plus the promo DMs
 * redeemed this month (bonusDM).
 */
export const usageSummarySchema = z.object({
  partnerId: z.string(),
  /** The first day of the month counted, YYYY-MM-DD. */
  month: z.string(),
  currentDMCount: z.number().int(),
  totalDM: z.number().int(),
  bonusDM: z.number().int(),
});
export type UsageSummary = z.infer<typeof usageSummarySchema>;

/** POST partner-profile/{id}/promo/{code}: the DMs the code added this month, and the usage after it. */
export const promoRedemptionSchema = z.object({
  code: z.string(),
  extraDM: z.number().int(),
  usage: usageSummarySchema,
});
export type PromoRedemption = z.infer<typeof promoRedemptionSchema>;

/** GET usage-summary/metrics: the partner's dashboard figures (charts in the Subscription tab). */
export const usageMetricsSchema = z.object({
  partnerId: z.string(),
  month: z.string(),
  /** Every day of the current month up to today: the direct messages the partner's people sent that day. */
  messagesPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** The last 6 months up to this one: followers at the end of each (this month: now). */
  followersByMonth: z.array(z.object({ month: z.string(), total: z.number().int() })),
  employees: z.object({ verified: z.number().int(), pending: z.number().int(), deactivated: z.number().int() }),
  /** People in an enabled admin group of the partner. */
  admins: z.number().int(),
});
export type UsageMetrics = z.infer<typeof usageMetricsSchema>;

/** The messages of the billing calls: one per promo-code failure, each with its own ErrorCode. */
export const BillingText = {
  planNotFound: 'This plan was not found',
  promoUnknown: 'This promo code does not exist',
  promoNotYetValid: 'This promo code is not valid yet',
  promoExpired: 'This promo code has expired',
  promoUsedUp: 'This promo code has been used the maximum number of times',
  promoAlreadyRedeemed: 'Your organisation has already used this promo code',
  notAPartner: 'Only a partner organisation has usage figures',
} as const;
