import { defineRoute } from '../route.js';
import { idParams, pageOf } from '../schemas/common.js';
import { pingsQuerySchema, unreadPingsSchema } from '../schemas/pings.js';
import { notificationSchema } from '../schemas/posts.js';

const user = { kind: 'user' } as const;

/**
 * The signed-in member's notifications (/pings) and the bell's count. Each call acts on the caller's own
 * notifications only: marking another member's is 403, one that does not exist 404.
 */
export const pingsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/notifications',
    access: user,
    tag: 'pings',
    summary: "The member's notifications, newest first (keyset pages)",
    query: pingsQuerySchema,
    response: pageOf(notificationSchema),
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/notifications/unread-count',
    access: user,
    tag: 'pings',
    summary: "The member's unread notifications (the bell)",
    response: unreadPingsSchema,
  }),
  markRead: defineRoute({
    method: 'PUT',
    path: '/notifications/:id/read',
    access: user,
    tag: 'pings',
    summary: 'Mark one of the own notifications read; answers the unread count',
    params: idParams,
    response: unreadPingsSchema,
  }),
  markAllRead: defineRoute({
    method: 'PUT',
    path: '/notifications/read-all',
    access: user,
    tag: 'pings',
    summary: 'Mark every own notification read; answers the unread count',
    response: unreadPingsSchema,
  }),
} as const;
