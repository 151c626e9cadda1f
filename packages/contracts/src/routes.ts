import { defineRoute } from './route.js';
import { appConfigSchema, healthSchema } from './schemas/app.js';
import { idParams, okSchema, userIdParams } from './schemas/common.js';
import { partnerSchema } from './schemas/partners.js';
import {
  createPreferenceBodySchema,
  preferenceSchema,
  updatePreferenceBodySchema,
} from './schemas/preferences.js';
import {
  authResponseSchema,
  changePasswordBodySchema,
  loginBodySchema,
  onboardBodySchema,
  publicUserSchema,
  resetCompleteBodySchema,
  resetRequestBodySchema,
  sessionSchema,
  signUpBodySchema,
  tokenLoginBodySchema,
  updateUserBodySchema,
  userSchema,
  verifyEmailBodySchema,
} from './schemas/users.js';
import { z } from 'zod';

const self = (field = 'id', extra: { unverified?: boolean } = {}) => ({ kind: 'self', field, ...extra }) as const;
const preferenceParams = z.object({ userId: idParams.shape.id, id: idParams.shape.id });
const partnerWelcomeParams = z.object({
  id: idParams.shape.id,
  userId: idParams.shape.id,
  welcomed: z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true'),
});

/** Every call of the API (§7), one entry each: method, path, who may call it, and its schemas. */
export const routes = {
  app: {
    config: defineRoute({
      method: 'GET', path: '/app/config', access: { kind: 'public' }, tag: 'app',
      summary: 'Deployment settings the web app needs', response: appConfigSchema,
    }),
    health: defineRoute({
      method: 'GET', path: '/health', access: { kind: 'public' }, tag: 'app',
      summary: 'Liveness and database reachability', response: healthSchema,
    }),
  },
  auth: {
    signUp: defineRoute({
      method: 'POST', path: '/user', access: { kind: 'key' }, tag: 'auth',
      summary: 'Sign up by e-mail; mails a verification code', body: signUpBodySchema, response: authResponseSchema,
    }),
    login: defineRoute({
      method: 'PUT', path: '/user/login', access: { kind: 'public' }, tag: 'auth',
      summary: 'Log in with e-mail, password and role', body: loginBodySchema, response: authResponseSchema,
    }),
    loginByToken: defineRoute({
      method: 'PUT', path: '/user/login/token', access: { kind: 'public' }, tag: 'auth',
      summary: 'Log in with a one-time token from a link', body: tokenLoginBodySchema, response: authResponseSchema,
    }),
    refresh: defineRoute({
      method: 'PUT', path: '/sessions/user/refresh', access: { kind: 'public' }, tag: 'auth',
      summary: 'Rotate the refresh token (cookie) and issue a new access token', response: sessionSchema,
    }),
    logout: defineRoute({
      method: 'PUT', path: '/user/logout/:id', access: self(), tag: 'auth',
      summary: 'End the current session', params: idParams, response: okSchema,
    }),
    verifyEmail: defineRoute({
      method: 'PUT', path: '/user/:id/verify', access: self('id', { unverified: true }), tag: 'auth',
      summary: 'Enable the account with the mailed code', params: idParams, body: verifyEmailBodySchema,
      response: userSchema,
    }),
    resendVerification: defineRoute({
      method: 'PUT', path: '/user/:id/verify/resend', access: self('id', { unverified: true }), tag: 'auth',
      summary: 'Mail a new verification code', params: idParams, response: okSchema,
    }),
    requestReset: defineRoute({
      method: 'PUT', path: '/user/reset', access: { kind: 'public' }, tag: 'auth',
      summary: 'Mail a password reset link (same answer whether or not the e-mail exists)',
      body: resetRequestBodySchema, response: okSchema,
    }),
    completeReset: defineRoute({
      method: 'PUT', path: '/user/reset/complete', access: { kind: 'public' }, tag: 'auth',
      summary: 'Set a new password with the mailed reset token; ends every session', body: resetCompleteBodySchema,
      response: okSchema,
    }),
    changePassword: defineRoute({
      method: 'PUT', path: '/user/:id/change', access: self(), tag: 'auth',
      summary: 'Change the password; the current one is required', params: idParams, body: changePasswordBodySchema,
      response: okSchema,
    }),
  },
  users: {
    get: defineRoute({
      method: 'GET', path: '/user/:id', access: self('id', { unverified: true }), tag: 'users',
      summary: 'The signed-in user', params: idParams, response: userSchema,
    }),
    getPublic: defineRoute({
      method: 'GET', path: '/user/any/:id', access: { kind: 'key' }, tag: 'users',
      summary: 'Public fields of any user', params: idParams, response: publicUserSchema,
    }),
    update: defineRoute({
      method: 'PUT', path: '/user/:id', access: self(), tag: 'users',
      summary: 'Update the signed-in user', params: idParams, body: updateUserBodySchema, response: userSchema,
    }),
    onboard: defineRoute({
      method: 'PUT', path: '/user/:id/onboard', access: self(), tag: 'users',
      summary: 'Finish onboarding', params: idParams, body: onboardBodySchema, response: userSchema,
    }),
    welcome: defineRoute({
      method: 'PUT', path: '/user/:id/welcome', access: self(), tag: 'users',
      summary: 'Mark the welcome as seen', params: idParams, response: userSchema,
    }),
  },
  preferences: {
    get: defineRoute({
      method: 'GET', path: '/preference/:userId', access: self('userId', { unverified: true }), tag: 'preferences',
      summary: "A user's preferences (created on first read)", params: userIdParams, response: preferenceSchema,
    }),
    create: defineRoute({
      method: 'POST', path: '/preference', access: { kind: 'self', field: 'userId', in: 'body' }, tag: 'preferences',
      summary: "Create or replace a user's preferences", body: createPreferenceBodySchema, response: preferenceSchema,
    }),
    update: defineRoute({
      method: 'PUT', path: '/preference/:userId/:id', access: self('userId'), tag: 'preferences',
      summary: 'Update preferences', params: preferenceParams, body: updatePreferenceBodySchema,
      response: preferenceSchema,
    }),
  },
  partners: {
    get: defineRoute({
      method: 'GET', path: '/partner-profile/:id', access: { kind: 'key' }, tag: 'partners',
      summary: 'A partner organisation', params: idParams, response: partnerSchema,
    }),
    welcome: defineRoute({
      method: 'PUT', path: '/partner-profile/:id/user/:userId/welcome/:welcomed', access: self('userId'), tag: 'partners',
      summary: "Mark the partner's welcome as seen (by one of its own users)", params: partnerWelcomeParams,
      response: partnerSchema,
    }),
  },
} as const;

export type Routes = typeof routes;
