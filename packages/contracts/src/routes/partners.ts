import { z } from 'zod';
import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import { idParams, idSchema } from '../schemas/common.js';
import {
  companyProfileBodySchema,
  companyProfileSchema,
  partnerNameParams,
  partnerPreferencesResponseSchema,
  partnerPreferencesSchema,
  partnerSchema,
  partnerSignUpBodySchema,
  partnerSignUpParams,
  partnerSignUpResponseSchema,
} from '../schemas/partners.js';
import { partnerAdmin, self } from './access.js';

const partnerWelcomeParams = z.object({
  id: idSchema,
  userId: idSchema,
  welcomed: z.enum(['true', 'false'], { message: 'must be true or false' }).transform((v) => v === 'true'),
});

export const partnersRoutes = {
  signUp: defineRoute({
    method: 'POST',
    path: '/partner-profile/type/:type',
    access: { kind: 'key' },
    tag: 'partners',
    summary:
      'Partner sign-up: the organisation, its first admin (in an Owners group holding every function) and a session; mails a verification code',
    params: partnerSignUpParams,
    body: partnerSignUpBodySchema,
    response: partnerSignUpResponseSchema,
  }),
  get: defineRoute({
    method: 'GET',
    path: '/partner-profile/:id',
    access: { kind: 'keyOrUser' },
    tag: 'partners',
    summary: "A partner organisation's company page; with a bearer token also whether the caller follows it",
    params: idParams,
    response: companyProfileSchema,
  }),
  profile: defineRoute({
    method: 'POST',
    path: '/partner-profile/:id',
    access: { kind: 'key' },
    tag: 'partners',
    summary:
      'The same company page as GET partner-profile/{id}, for callers that fetch it with POST and the client key; changes nothing',
    params: idParams,
    response: companyProfileSchema,
  }),
  byName: defineRoute({
    method: 'GET',
    path: '/partner-profile/name/:name',
    access: { kind: 'user' },
    tag: 'partners',
    summary: 'A company page by the organisation name (whatever its case)',
    params: partnerNameParams,
    response: companyProfileSchema,
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/partner-profile/:id',
    access: partnerAdmin('id', PartnerFunction.EditCompanyPage),
    writes: true,
    tag: 'partners',
    summary: 'Edit the company page (admins holding EDIT_COMPANY_PAGE)',
    params: idParams,
    body: companyProfileBodySchema,
    response: companyProfileSchema,
  }),
  preferences: defineRoute({
    method: 'PUT',
    path: '/partner-profile/:id/preferences',
    access: partnerAdmin('id', PartnerFunction.EditCompanyPage),
    tag: 'partners',
    summary: "Replace the organisation's own settings (admins holding EDIT_COMPANY_PAGE)",
    params: idParams,
    body: partnerPreferencesSchema,
    response: partnerPreferencesResponseSchema,
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
