import { z } from 'zod';
import { ROLES, SSO_TYPES } from '../enums.js';
import { emailSchema } from './common.js';

/** Where a sign-in by a provider starts: the role it signs in as (an admin's is the admin console's way in). */
export const ssoStartBodySchema = z.object({
  role: z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}` }),
});
export type SsoStartBody = z.infer<typeof ssoStartBodySchema>;

/** The provider's authorisation page; the browser goes there. The attempt's state is in an httpOnly cookie. */
export const ssoStartResponseSchema = z.object({ url: z.string().url() });
export type SsoStartResponse = z.infer<typeof ssoStartResponseSchema>;

/**
 * What the provider sent back to the callback page, forwarded as it came: the code, the state, the issuer (RFC 9207)
 * and, from Apple on a first sign-in only, the person's name as JSON.
 */
export const ssoCallbackBodySchema = z.object({
  code: z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(2048),
  state: z.string({ message: 'is required' }).min(1, { message: 'is required' }).max(512),
  iss: z.string().url().max(512).optional(),
  user: z.string().max(2000).optional(),
});
export type SsoCallbackBody = z.infer<typeof ssoCallbackBodySchema>;

export const ssoProviderParamsSchema = z.object({
  provider: z.enum(SSO_TYPES, { message: `must be one of ${SSO_TYPES.join(', ')}` }),
});

/** Apple answers with a form POST (response_mode=form_post) to the API, which sends the browser on to the web's page. */
export const appleFormPostParamsSchema = z.object({
  role: z.enum(ROLES, { message: `must be one of ${ROLES.join(', ')}` }),
});

export const appleFormPostBodySchema = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(512).optional(),
  user: z.string().max(2000).optional(),
  error: z.string().max(200).optional(),
});

/**
 * GET /user/{email}/search: how an e-mail signs in, no more than the sign-in form tells. An e-mail without an account
 * answers 'password' like one with a password, so the call cannot find members.
 */
export const emailSearchParamsSchema = z.object({ email: emailSchema });
export const SIGN_IN_METHODS = ['password', ...SSO_TYPES] as const;
export const emailSearchResponseSchema = z.object({
  email: z.string(),
  signInWith: z.enum(SIGN_IN_METHODS),
});
export type EmailSearchResponse = z.infer<typeof emailSearchResponseSchema>;
