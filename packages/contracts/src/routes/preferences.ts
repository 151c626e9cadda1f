import { z } from 'zod';
import { defineRoute } from '../route.js';
import { idSchema, userIdParams } from '../schemas/common.js';
import { createPreferenceBodySchema, preferenceSchema, updatePreferenceBodySchema } from '../schemas/preferences.js';
import { self } from './access.js';

const preferenceParams = z.object({ userId: idSchema, id: idSchema });

export const preferencesRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/preference/:userId',
    access: self('userId', { unverified: true }),
    tag: 'preferences',
    summary: "A user's preferences (created on first read)",
    params: userIdParams,
    response: preferenceSchema,
  }),
  create: defineRoute({
    method: 'POST',
    path: '/preference',
    access: { kind: 'self', field: 'userId', in: 'body' },
    tag: 'preferences',
    summary: "Create or replace a user's preferences",
    body: createPreferenceBodySchema,
    response: preferenceSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/preference/:userId/:id',
    access: self('userId'),
    tag: 'preferences',
    summary: 'Update preferences',
    params: preferenceParams,
    body: updatePreferenceBodySchema,
    response: preferenceSchema,
  }),
} as const;
