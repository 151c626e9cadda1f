import { z } from 'zod';
import { defineRoute } from '../route.js';
import { authResponseSchema } from '../schemas/users.js';
import {
  appleFormPostBodySchema,
  appleFormPostParamsSchema,
  ssoCallbackBodySchema,
  ssoProviderParamsSchema,
  ssoStartBodySchema,
  ssoStartResponseSchema,
} from '../schemas/sso.js';

/**
 * Single sign-on (§1, §4, §6): the authorization code flow with state, nonce and PKCE. The web asks for the
 * provider's page (`start`), the provider sends the browser back to the web's callback page
 * (/auth/callback/{provider}/{role}), which hands the code to `complete` (members and partners) or to the admins'
 * two calls of §7.
 */
export const ssoRoutes = {
  start: defineRoute({
    method: 'POST',
    path: '/auth/sso/:provider',
    access: { kind: 'key' },
    tag: 'auth',
    summary: "The provider's authorisation address; the attempt's state, nonce and PKCE verifier go in a cookie",
    params: ssoProviderParamsSchema,
    body: ssoStartBodySchema,
    response: ssoStartResponseSchema,
  }),
  complete: defineRoute({
    method: 'POST',
    path: '/auth/sso/:provider/callback',
    access: { kind: 'key' },
    tag: 'auth',
    summary: 'Sign a member or partner in (or up) with the code the provider sent back',
    params: ssoProviderParamsSchema,
    body: ssoCallbackBodySchema,
    response: authResponseSchema,
  }),
  appleFormPost: defineRoute({
    method: 'POST',
    path: '/auth/sso/apple/form/:role',
    access: { kind: 'public' },
    tag: 'auth',
    summary: "Apple's form_post answer: the browser is sent on to the web's callback page",
    params: appleFormPostParamsSchema,
    body: appleFormPostBodySchema,
    binary: true,
    response: z.unknown(),
  }),
  adminGoogle: defineRoute({
    method: 'POST',
    path: '/admin/login/google',
    access: { kind: 'key' },
    tag: 'auth',
    summary: 'Sign a platform admin in with Google',
    body: ssoCallbackBodySchema,
    response: authResponseSchema,
  }),
  adminApple: defineRoute({
    method: 'POST',
    path: '/admin/auth/apple/web',
    access: { kind: 'key' },
    tag: 'auth',
    summary: 'Sign a platform admin in with Apple',
    body: ssoCallbackBodySchema,
    response: authResponseSchema,
  }),
} as const;
