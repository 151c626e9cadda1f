import { defineRoute } from '../route.js';
import { idParams, okSchema } from '../schemas/common.js';
import {
  authResponseSchema,
  changePasswordBodySchema,
  loginBodySchema,
  resetCompleteBodySchema,
  resetRequestBodySchema,
  sessionSchema,
  signUpBodySchema,
  tokenLoginBodySchema,
  userSchema,
  verifyEmailBodySchema,
} from '../schemas/users.js';
import { self } from './access.js';

export const authRoutes = {
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
} as const;
