import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParams, okSchema, userIdParams } from '../schemas/common.js';
import {
  notificationSettingSchema,
  notificationSettingsSchema,
  notificationTypeSchema,
  saveNotificationSettingBodySchema,
  saveNotificationSettingsBulkBodySchema,
  unsubscribeAllBodySchema,
  unsubscribeTypeParamsSchema,
  unsubscribeReasonSchema,
  unsubscribeResponseBodySchema,
  userInteractionBodySchema,
  userInteractionsSchema,
} from '../schemas/notifications.js';
import { self } from './access.js';

const bodyUser = { kind: 'self', field: 'userId', in: 'body' } as const;

export const notificationsRoutes = {
  types: defineRoute({
    method: 'GET',
    path: '/notification-types',
    access: { kind: 'user' },
    tag: 'notifications',
    summary: 'Every kind of notification',
    response: z.array(notificationTypeSchema),
  }),
  settings: defineRoute({
    method: 'GET',
    path: '/preference/notifications/:userId',
    access: self('userId'),
    tag: 'notifications',
    summary: "A member's notification settings, every type",
    params: userIdParams,
    response: notificationSettingsSchema,
  }),
  save: defineRoute({
    method: 'POST',
    path: '/preference/notification',
    access: bodyUser,
    tag: 'notifications',
    summary: 'Switch one notification type per channel',
    body: saveNotificationSettingBodySchema,
    response: notificationSettingSchema,
  }),
  saveBulk: defineRoute({
    method: 'POST',
    path: '/preference/notification/bulk',
    access: bodyUser,
    tag: 'notifications',
    summary: 'Switch several notification types at once',
    body: saveNotificationSettingsBulkBodySchema,
    response: notificationSettingsSchema,
  }),
  unsubscribeAll: defineRoute({
    method: 'PUT',
    path: '/preference/unsubscribe/all/user/:id',
    access: { kind: 'key' },
    tag: 'notifications',
    summary: "One click from any e-mail: no more e-mails (the link's signed token stands for the login)",
    params: idParams,
    body: unsubscribeAllBodySchema,
    response: okSchema,
  }),
  unsubscribeType: defineRoute({
    method: 'PUT',
    path: '/preference/unsubscribe/:key/user/:id',
    access: { kind: 'key' },
    tag: 'notifications',
    summary:
      "One click from an e-mail about one kind (the weekly digest): that kind's e-mail off (the link's signed token stands for the login)",
    params: unsubscribeTypeParamsSchema,
    body: unsubscribeAllBodySchema,
    response: okSchema,
  }),
  unsubscribeReasons: defineRoute({
    method: 'GET',
    path: '/unsubscribe-reason/questions',
    access: { kind: 'key' },
    tag: 'notifications',
    summary: 'Reasons to choose from after unsubscribing',
    response: z.array(unsubscribeReasonSchema),
  }),
  unsubscribeResponse: defineRoute({
    method: 'POST',
    path: '/unsubscribe-reason/responses',
    access: { kind: 'key' },
    tag: 'notifications',
    summary: 'Say why you unsubscribed (with the signed token of the link)',
    body: unsubscribeResponseBodySchema,
    response: okSchema,
  }),
  interactions: defineRoute({
    method: 'GET',
    path: '/user-interactions',
    access: { kind: 'user' },
    tag: 'notifications',
    summary: 'What the signed-in member has already done once',
    response: userInteractionsSchema,
  }),
  recordInteraction: defineRoute({
    method: 'POST',
    path: '/user-interactions',
    access: { kind: 'user' },
    tag: 'notifications',
    summary: 'Record that the signed-in member did something once',
    body: userInteractionBodySchema,
    response: userInteractionsSchema,
  }),
} as const;
