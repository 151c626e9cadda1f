import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import { idParams } from '../schemas/common.js';
import {
  choosePlanParams,
  partnerSubscriptionSchema,
  promoRedemptionSchema,
  redeemPromoParams,
  subscriptionPlansSchema,
} from '../schemas/subscriptions.js';
import { partnerAdmin } from './access.js';

/** Plans and promo codes (§7 'Partner'): the monthly DM total of a partner's admins. */
export const subscriptionsRoutes = {
  plans: defineRoute({
    method: 'GET',
    path: '/partner-subscription/plans',
    access: { kind: 'user' },
    tag: 'subscriptions',
    summary: 'The plans a partner can choose, cheapest first',
    response: subscriptionPlansSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/partner-subscription/subscription/:id',
    access: partnerAdmin('id'),
    tag: 'subscriptions',
    summary: "The partner's plan (id: the partner); the free plan until one is chosen",
    params: idParams,
    response: partnerSubscriptionSchema,
  }),
  choose: defineRoute({
    method: 'POST',
    path: '/partner-profile/:id/subscription/:subId',
    access: partnerAdmin('id', PartnerFunction.ManageSubscription),
    tag: 'subscriptions',
    summary: "Choose the partner's plan (needs the MANAGE_SUBSCRIPTION function)",
    params: choosePlanParams,
    response: partnerSubscriptionSchema,
  }),
  redeemPromo: defineRoute({
    method: 'POST',
    path: '/partner-profile/:id/promo/:code',
    access: partnerAdmin('id', PartnerFunction.ManageSubscription),
    tag: 'subscriptions',
    summary:
      "Redeem a promo code: its DMs are added to this month's total. Once per partner, within its validity window and use limit",
    params: redeemPromoParams,
    response: promoRedemptionSchema,
  }),
} as const;
