import { z } from 'zod';
import { idSchema } from './common.js';

export const preferenceSchema = z.object({
  id: z.string(),
  userId: z.string(),
  darkMode: z.boolean().nullable(),
});
export type Preference = z.infer<typeof preferenceSchema>;

export const createPreferenceBodySchema = z.object({
  userId: idSchema,
  darkMode: z.boolean({ message: 'must be true or false' }).nullable(),
});
export type CreatePreferenceBody = z.infer<typeof createPreferenceBodySchema>;

export const updatePreferenceBodySchema = z.object({
  darkMode: z.boolean({ message: 'must be true or false' }).nullable(),
});
export type UpdatePreferenceBody = z.infer<typeof updatePreferenceBodySchema>;
