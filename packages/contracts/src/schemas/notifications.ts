import { z } from 'zod';
import { idSchema, opaqueTokenSchema } from './common.js';

export const notificationTypeSchema = z.object({
  id: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
});
export type NotificationType = z.infer<typeof notificationTypeSchema>;

/** A member's setting for one type; types they never changed are on for both channels. */
export const notificationSettingSchema = z.object({
  typeId: z.string(),
  key: z.string(),
  name: z.string(),
  description: z.string(),
  email: z.boolean(),
  inApp: z.boolean(),
});
export type NotificationSetting = z.infer<typeof notificationSettingSchema>;

export const notificationSettingsSchema = z.object({
  /** Set after the one-click unsubscribe: no e-mail but the ones the account needs. */
  unsubscribedAll: z.boolean(),
  settings: z.array(notificationSettingSchema),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

const settingChange = z.object({
  typeId: idSchema,
  email: z.boolean({ message: 'must be true or false' }).optional(),
  inApp: z.boolean({ message: 'must be true or false' }).optional(),
});

export const saveNotificationSettingBodySchema = settingChange.extend({ userId: idSchema });
export const saveNotificationSettingsBulkBodySchema = z.object({
  userId: idSchema,
  settings: z.array(settingChange).min(1, { message: 'must list at least one setting' }).max(100),
});

/** The signed link in every e-mail: it proves the member owns the mailbox, no login needed. */
export const unsubscribeAllBodySchema = z.object({ token: opaqueTokenSchema });

/** The one-click link of an e-mail about one kind (the weekly digest): switches that kind's e-mail off. */
export const unsubscribeTypeParamsSchema = z.object({
  id: idSchema,
  key: z.string({ message: 'is required' }).regex(/^[a-z][a-z_]{0,63}$/, { message: 'is not a notification type' }),
});

export const unsubscribeReasonSchema = z.object({ id: z.string(), text: z.string() });
export type UnsubscribeReason = z.infer<typeof unsubscribeReasonSchema>;

export const unsubscribeResponseBodySchema = z.object({
  userId: idSchema,
  token: opaqueTokenSchema,
  reasonId: idSchema,
  comment: z.string().trim().max(1000, { message: 'must be at most 1000 characters' }).optional(),
});

export const UserInteractionName = { HasInteractedWithChat: 'hasInteractedWithChat' } as const;
export const userInteractionBodySchema = z.object({
  name: z
    .string({ message: 'is required' })
    .trim()
    .regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, { message: 'must be a name like hasInteractedWithChat' }),
});
export const userInteractionsSchema = z.object({ names: z.array(z.string()) });
