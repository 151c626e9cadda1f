import { defineRoute } from '../route.js';
import { okSchema } from '../schemas/common.js';
import { pushSubscriptionBodySchema, pushSubscriptionSavedSchema, pushUnsubscribeQuerySchema } from '../schemas/push.js';

const user = { kind: 'user' } as const;

/**
 * Web push: the signed-in member's devices. A subscription belongs to the member who saved it last (a browser signed
 * in as someone else hands its endpoint over); removing one that is not the caller's is 404, as if it did not exist.
 */
export const pushRoutes = {
  subscribe: defineRoute({
    method: 'POST',
    path: '/push/subscriptions',
    access: user,
    tag: 'push',
    summary: "Save this device's push subscription for the caller (PushSubscription.toJSON())",
    body: pushSubscriptionBodySchema,
    response: pushSubscriptionSavedSchema,
  }),
  unsubscribe: defineRoute({
    method: 'DELETE',
    path: '/push/subscriptions',
    access: user,
    tag: 'push',
    summary: "Remove one of the caller's push subscriptions, by its endpoint",
    query: pushUnsubscribeQuerySchema,
    response: okSchema,
  }),
} as const;
