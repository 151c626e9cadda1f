import { defineRoute } from '../route.js';
import { idParams } from '../schemas/common.js';
import { onboardBodySchema, publicUserSchema, updateUserBodySchema, userSchema } from '../schemas/users.js';
import { self } from './access.js';

export const usersRoutes = {
  get: defineRoute({
    method: 'GET',
    path: '/user/:id',
    access: self('id', { unverified: true }),
    tag: 'users',
    summary: 'The signed-in user',
    params: idParams,
    response: userSchema,
  }),
  getPublic: defineRoute({
    method: 'GET',
    path: '/user/any/:id',
    access: { kind: 'key' },
    tag: 'users',
    summary: 'Public fields of any user',
    params: idParams,
    response: publicUserSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/user/:id',
    access: self(),
    writes: true,
    tag: 'users',
    summary: 'Update the signed-in user',
    params: idParams,
    body: updateUserBodySchema,
    response: userSchema,
  }),
  onboard: defineRoute({
    method: 'PUT',
    path: '/user/:id/onboard',
    access: self(),
    tag: 'users',
    summary: 'Finish onboarding',
    params: idParams,
    body: onboardBodySchema,
    response: userSchema,
  }),
  welcome: defineRoute({
    method: 'PUT',
    path: '/user/:id/welcome',
    access: self(),
    tag: 'users',
    summary: 'Mark the welcome as seen',
    params: idParams,
    response: userSchema,
  }),
} as const;
