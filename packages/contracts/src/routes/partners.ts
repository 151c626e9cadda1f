import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idParams, idSchema } from '../schemas/common.js';
import { partnerSchema } from '../schemas/partners.js';
import { self } from './access.js';

const partnerWelcomeParams = z.object({
  id: idSchema,
  userId: idSchema,
  welcomed: z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true'),
});

export const partnersRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/partner-profile/:id',
    access: { kind: 'key' },
    tag: 'partners',
    summary: 'A partner organisation',
    params: idParams,
    response: partnerSchema,
  }),
  welcome: defineRoute({
    method: 'PUT',
    path: '/partner-profile/:id/user/:userId/welcome/:welcomed',
    access: self('userId'),
    tag: 'partners',
    summary: "Mark the partner's welcome as seen (by one of its own users)",
    params: partnerWelcomeParams,
    response: partnerSchema,
  }),
} as const;
