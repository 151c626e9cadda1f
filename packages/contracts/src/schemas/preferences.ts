import { z } from 'zod';
import { idSchema } from './common.js';

export const preferenceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  darkMode: z.boolean().nullable(),
  /** Privacy: share read receipts. Off: the member neither sends nor sees them. */
  readReceipts: z.boolean(),
  /** Privacy: share typing indicators. Off: the member neither sends nor sees them. */
  typingIndicators: z.boolean(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const createPreferenceBodySchema = z.object({
  userId: idSchema,
  darkMode: z.boolean({ message: 'must be true or false' }).nullable(),
});
export type CreatePreferenceBody = z.infer<typeof createPreferenceBodySchema>;

export const updatePreferenceBodySchema = z.object({
  darkMode: z.boolean({ message: 'must be true or false' }).nullable().optional(),
  readReceipts: z.boolean({ message: 'must be true or false' }).optional(),
  typingIndicators: z.boolean({ message: 'must be true or false' }).optional(),
});
export type UpdatePreferenceBody = z.infer<typeof updatePreferenceBodySchema>;
