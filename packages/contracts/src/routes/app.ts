import { APP_CONFIG_PATH } from '../constants.js';
import { defineRoute } from '../route.js';
import { appConfigSchema, healthSchema } from '../schemas/app.js';

export const appRoutes = {
  config: defineRoute({
    method: 'GET',
    path: APP_CONFIG_PATH,
    access: { kind: 'public' },
    tag: 'app',
    summary: 'Deployment settings the web app needs',
    response: appConfigSchema,
  }),
  health: defineRoute({
    method: 'GET',
    path: '/health',
    access: { kind: 'public' },
    tag: 'app',
    summary: 'Liveness and database reachability',
    response: healthSchema,
  }),
} as const;
