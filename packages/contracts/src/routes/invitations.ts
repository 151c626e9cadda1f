import { PartnerFunction } from '../enums.js';
import { defineRoute } from '../route.js';
import {
  invitationPreviewQuerySchema,
  invitationPreviewSchema,
  invitationSchema,
  inviteBodySchema,
  sendInvitationBodySchema,
  sendInvitationParams,
} from '../schemas/employees.js';
import { allOf, anyOf, partnerAdmin, self } from './access.js';

export const invitationsRoutes = {
  send: defineRoute({
    method: 'PUT',
    path: '/user/:id/admin/:adminId/company/:companyId/send-invitation',
    access: allOf(
      self('id'),
      self('adminId'),
      // The partner rule last: a caller who is neither hears its reason (400 bad id, 404 no such company, 403).
      anyOf({ kind: 'admin' }, partnerAdmin('companyId', PartnerFunction.ManageEmployees)),
    ),
    writes: true,
    tag: 'invitations',
    summary: 'Mail an invitation to join the company (a signed link that expires); the invitee signs up as its verified employee',
    params: sendInvitationParams,
    body: sendInvitationBodySchema,
    response: invitationSchema,
  }),
  invite: defineRoute({
    method: 'PUT',
    path: '/user/:id/invite',
    access: allOf(
      self('id'),
      anyOf({ kind: 'admin' }, partnerAdmin('companyId', PartnerFunction.ManageEmployees, { in: 'body' })),
    ),
    writes: true,
    tag: 'invitations',
    summary: 'The same invitation, with the company in the body',
    params: sendInvitationParams.pick({ id: true }),
    body: inviteBodySchema,
    response: invitationSchema,
  }),
  preview: defineRoute({
    method: 'GET',
    path: '/invitation/preview',
    access: { kind: 'key' },
    tag: 'invitations',
    summary: 'Which company an invitation link is from (the sign-up page); 400 when expired, used or not valid',
    query: invitationPreviewQuerySchema,
    response: invitationPreviewSchema,
  }),
} as const;
