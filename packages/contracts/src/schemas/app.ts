import { z } from 'zod';
import { ANALYTICS_DESTINATIONS, SSO_TYPES } from '../enums.js';

/** What the web app needs to know about the deployment it runs against. */
export const appConfigSchema = z.object({
  environment: z.enum(['development', 'test', 'production']),
  marketingSiteUrl: z.string(),
  clientKey: z.string(),
  /**
   * Client analytics (§9): where page views, clicks, inputs, scrolls and submits go. Absent: off (the default); the
   * web then loads no vendor script.
   */
  /**
   * Single sign-on: the providers configured on this server (the sign-in page shows only these); `development` when
   * they are the API's own development provider; `adminPassword` whether platform admins may sign in with a password.
   */
  sso: z.object({
    providers: z.array(z.enum(SSO_TYPES)),
    development: z.boolean(),
    adminPassword: z.boolean(),
  }),
  analytics: z
    .object({
      destination: z.enum(ANALYTICS_DESTINATIONS),
      gaMeasurementId: z.string().optional(),
      mixpanelToken: z.string().optional(),
    })
    .optional(),
  /**
   * Error reporting (§9): the Sentry DSN of the web app. Absent: off (the default); the web then loads no Sentry code.
   */
  errorReporting: z.object({ dsn: z.string() }).optional(),
  /** Web push: the server's VAPID public key (base64url), the applicationServerKey a device subscribes with. */
  push: z.object({ vapidPublicKey: z.string() }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;

export const healthSchema = z.object({ status: z.literal('ok'), database: z.literal('up') });
