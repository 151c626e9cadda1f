import { defineRoute } from '../route.js';
import { idParams } from '../schemas/common.js';
import { usageMetricsSchema, usageSummarySchema } from '../schemas/subscriptions.js';
import { partnerAdmin } from './access.js';

/** §7 usage-summary: the partner's DM count this month against its total, and its dashboard figures. */
export const usageRoutes = {
  metrics: defineRoute({
    method: 'GET',
    path: '/usage-summary/metrics',
    access: { kind: 'user' },
    tag: 'usage',
    summary: "The caller's partner's dashboard figures (a partner account only)",
    response: usageMetricsSchema,
  }),
  summary: defineRoute({
    method: 'GET',
    path: '/usage-summary/:id',
    access: partnerAdmin('id'),
    tag: 'usage',
    summary: "The partner's DMs this month (currentDMCount) against its total (totalDM), id: the partner",
    params: idParams,
    response: usageSummarySchema,
  }),
} as const;
