import { z } from 'zod';

/** What the web app needs to know about the deployment it runs against. */
export const appConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  marketingSiteUrl: z.string(),
  clientKey: z.string(),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
