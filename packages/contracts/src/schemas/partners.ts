import { z } from 'zod';
import { PARTNER_TYPES } from '../enums.js';

export const partnerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  type: z.enum(PARTNER_TYPES),
  packageType: z.string().nullable(),
  welcomed: z.boolean(),
});
export type Partner = z.infer<typeof partnerSchema>;
