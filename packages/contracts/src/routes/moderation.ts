import { defineRoute } from '../route.js';
import { idParams, pageOf, userIdParams } from '../schemas/common.js';
import {
  adminMemberDetailSchema,
  adminMemberQuerySchema,
  adminMemberRowSchema,
  analyticsParamsSchema,
  analyticsSchema,
  createReportBodySchema,
  memberActionBodySchema,
  memberStatusSchema,
  reportActionBodySchema,
  reportDetailSchema,
  reportQuerySchema,
  reportReceiptSchema,
  reportRowSchema,
  reportSuspendBodySchema,
  suspendBodySchema,
} from '../schemas/moderation.js';

const admin = { kind: 'admin' } as const;

/** Members and partners report a post, comment, job or member (issue 19 §1). */
export const reportsRoutes = {
  create: defineRoute({
    method: 'POST',
    path: '/report',
    access: { kind: 'user' },
    tag: 'moderation',
    summary:
      'Report a post, comment, job or member: one open report per reporter and target (409 ALREADY_REPORTED), rate-limited per reporter',
    body: createReportBodySchema,
    response: reportReceiptSchema,
  }),
} as const;

/** One action of the review queue: the report id in the path, the version the admin saw in the body. */
const reportAction = (path: string, summary: string) =>
  defineRoute({
    method: 'PUT',
    path: `/admin/reports/:id/${path}`,
    access: admin,
    tag: 'moderation',
    summary,
    params: idParams,
    body: reportActionBodySchema,
    response: reportRowSchema,
  });

/**
 * The review queue (§2 report actions and columns, §4 report statuses): platform admins only. Every action is
 * audit-logged; a stale `version` is 409 REPORT_CHANGED_BY_ANOTHER, an action that does not fit the status 409
 * REPORT_ACTION_NOT_ALLOWED.
 */
export const adminReportsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/reports',
    access: admin,
    tag: 'moderation',
    summary: 'Reports, newest first (keyset pages), filtered by status and type',
    query: reportQuerySchema,
    response: pageOf(reportRowSchema),
  }),
  view: defineRoute({
    method: 'GET',
    path: '/admin/reports/:id',
    access: admin,
    tag: 'moderation',
    summary:
      'View Report: the content as reported, the other reports of the target, the owner’s reports and status history, the audit log',
    params: idParams,
    response: reportDetailSchema,
  }),
  close: reportAction('close', 'Close Report: opened → closed, nothing done to the content'),
  assign: reportAction('assign', 'Assign to Myself: the calling admin takes an opened report'),
  deleteContent: reportAction(
    'delete-content',
    'Delete Content: removes the post, comment or job everywhere it shows and tells its author why; opened → resolved',
  ),
  suspendUser: defineRoute({
    method: 'PUT',
    path: '/admin/reports/:id/suspend-user',
    access: admin,
    tag: 'moderation',
    summary: 'Suspend User: the content owner is suspended for `days` days or until lifted; opened → resolved',
    params: idParams,
    body: reportSuspendBodySchema,
    response: reportRowSchema,
  }),
  blockUser: reportAction('block-user', 'Block User: the content owner is blocked (out at once); opened → resolved'),
  reopen: reportAction('reopen', 'Reopen Report: closed → opened'),
} as const;

/** The console's Members page: search, one member's reports, status history and sessions, and their status. */
export const adminMembersRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/admin/members',
    access: admin,
    tag: 'moderation',
    summary: 'Members by name or e-mail, status, role and sign-up date, newest first (keyset pages)',
    query: adminMemberQuerySchema,
    response: pageOf(adminMemberRowSchema),
  }),
  view: defineRoute({
    method: 'GET',
    path: '/admin/members/:userId',
    access: admin,
    tag: 'moderation',
    summary: 'One member: reports against them, status history and sessions',
    params: userIdParams,
    response: adminMemberDetailSchema,
  }),
  suspend: defineRoute({
    method: 'PUT',
    path: '/admin/members/:userId/suspend',
    access: admin,
    tag: 'moderation',
    summary: 'Suspend a member for `days` days or until lifted (not a platform admin, not oneself)',
    params: userIdParams,
    body: suspendBodySchema,
    response: memberStatusSchema,
  }),
  lift: defineRoute({
    method: 'PUT',
    path: '/admin/members/:userId/lift-suspension',
    access: admin,
    tag: 'moderation',
    summary: 'Lift a suspension',
    params: userIdParams,
    body: memberActionBodySchema,
    response: memberStatusSchema,
  }),
  block: defineRoute({
    method: 'PUT',
    path: '/admin/members/:userId/block',
    access: admin,
    tag: 'moderation',
    summary: 'Block a member: every session ends, every socket closes, their content is hidden',
    params: userIdParams,
    body: memberActionBodySchema,
    response: memberStatusSchema,
  }),
  unblock: defineRoute({
    method: 'PUT',
    path: '/admin/members/:userId/unblock',
    access: admin,
    tag: 'moderation',
    summary: 'Unblock a member: their content shows again',
    params: userIdParams,
    body: memberActionBodySchema,
    response: memberStatusSchema,
  }),
} as const;

/** Platform figures for the console (§3 analytics audiences; an unknown audience is 400 'Not Implemented', §8). */
export const analyticsRoutes = {
  platform: defineRoute({
    method: 'GET',
    path: '/admin/analytics/:audience',
    access: admin,
    tag: 'moderation',
    summary:
      'Per-day figures of the last ANALYTICS_DAYS days and their totals, for MEMBER, PARTNER, ADMIN, MEMBER_PARTNER or ALL',
    params: analyticsParamsSchema,
    response: analyticsSchema,
  }),
} as const;
