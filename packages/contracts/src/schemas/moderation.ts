import { z } from 'zod';
import { MODERATION_LIMITS, PAGE_SIZE } from '../constants.js';
import {
  ANALYTICS_METRICS,
  REPORT_CATEGORIES,
  REPORT_ACTIONS,
  REPORT_STATUSES,
  REPORT_SUBJECTS,
  REPORTED_USER_TYPES,
  USER_STATUSES,
} from '../enums.js';
import { ModerationText } from '../messages.js';
import { idSchema, keysetPageQuery } from './common.js';

// ── Reporting (members and partners) ──────────────────────────────────────────────────────────────────────

/** POST report: a member reports a post, comment, job or member. */
export const createReportBodySchema = z.object({
  targetType: z.enum(REPORT_SUBJECTS, { message: 'must be post, comment, job or user' }),
  targetId: idSchema,
  category: z.enum(REPORT_CATEGORIES, { message: `must be one of ${REPORT_CATEGORIES.join(', ')}` }),
  reason: z
    .string({ message: 'must be text' })
    .trim()
    .max(MODERATION_LIMITS.reasonMaxLength, { message: `must be at most ${MODERATION_LIMITS.reasonMaxLength} characters` })
    .optional(),
});
export type CreateReportBody = z.input<typeof createReportBodySchema>;

/** What the reporter is told: the report was received (never who will handle it). */
export const reportReceiptSchema = z.object({ id: z.string(), message: z.string() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

// ── The review queue (platform admins) ────────────────────────────────────────────────────────────────────

const personSchema = z.object({
  id: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  username: z.string(),
  image: z.string().nullable(),
});
export type ModerationPerson = z.infer<typeof personSchema>;

/** One row of the queue: §2's columns Content Owner, Category, Reason, Type, Status (and the Action menu). */
export const reportRowSchema = z.object({
  id: z.string(),
  /** Content Owner; null once the owner's account is deleted. */
  owner: personSchema.nullable(),
  ownerType: z.enum(REPORTED_USER_TYPES),
  category: z.enum(REPORT_CATEGORIES),
  reason: z.string().nullable(),
  /** Type: post, comment, job or user. */
  targetType: z.enum(REPORT_SUBJECTS),
  targetId: z.string(),
  status: z.enum(REPORT_STATUSES),
  action: z.enum(REPORT_ACTIONS).nullable(),
  assignee: personSchema.nullable(),
  /** Distinct members who reported the same target (this report included). */
  reportCount: z.number().int(),
  /** Rises with every action: send it back with the next action, so of two admins acting at once one wins. */
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ReportRow = z.infer<typeof reportRowSchema>;

export const reportQuerySchema = keysetPageQuery(PAGE_SIZE.reports).extend({
  status: z.enum(REPORT_STATUSES, { message: 'must be opened, closed or resolved' }).optional(),
  type: z.enum(REPORT_SUBJECTS, { message: 'must be post, comment, job or user' }).optional(),
});

/** The content as it was reported: kept even if its author edits or deletes it. */
export const reportSnapshotSchema = z.object({
  text: z.string(),
  /** e.g. a job's title or a member's headline. */
  title: z.string().nullable(),
  media: z.array(z.object({ kind: z.string(), url: z.string() })),
  /** Where the content lives now (null once deleted). */
  link: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type ReportSnapshot = z.infer<typeof reportSnapshotSchema>;

/** One line of a report's audit log: who did what, when. */
export const reportEventSchema = z.object({
  id: z.string(),
  action: z.string(),
  actor: personSchema.nullable(),
  detail: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ReportEvent = z.infer<typeof reportEventSchema>;

export const statusChangeSchema = z.object({
  id: z.string(),
  status: z.enum(USER_STATUSES),
  until: z.string().nullable(),
  reason: z.string().nullable(),
  actor: personSchema.nullable(),
  reportId: z.string().nullable(),
  createdAt: z.string(),
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

/** A member's moderation status now: suspended until `suspendedUntil` (null: until lifted). */
export const memberStatusSchema = z.object({
  status: z.enum(USER_STATUSES),
  suspendedUntil: z.string().nullable(),
});
export type MemberStatus = z.infer<typeof memberStatusSchema>;

/** View Report: the report, the content as reported, the other reports of the target, the owner's history. */
export const reportDetailSchema = z.object({
  report: reportRowSchema,
  reporter: personSchema.nullable(),
  snapshot: reportSnapshotSchema,
  /** Whether the content is still there, and hidden by moderation. */
  contentState: z.enum(['visible', 'hidden', 'deleted']),
  otherReports: z.array(reportRowSchema),
  ownerReports: z.array(reportRowSchema),
  ownerStatus: memberStatusSchema.nullable(),
  ownerStatusHistory: z.array(statusChangeSchema),
  history: z.array(reportEventSchema),
});
export type ReportDetail = z.infer<typeof reportDetailSchema>;

/** Every action on a report carries the version the admin saw. */
export const reportActionBodySchema = z.object({
  version: z.coerce.number({ message: 'must be a number' }).int(),
  /** Shown to the content's author (Delete Content) or the member (Suspend, Block). */
  note: z.string().trim().max(MODERATION_LIMITS.reasonMaxLength).optional(),
});
export type ReportActionBody = z.input<typeof reportActionBodySchema>;

/** Suspend User: for `days` days, or until lifted when `days` is absent. */
export const suspendBodySchema = z.object({
  days: z.coerce
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number of days' })
    .min(1, { message: 'must be at least 1' })
    .max(MODERATION_LIMITS.suspensionMaxDays, { message: `must be at most ${MODERATION_LIMITS.suspensionMaxDays}` })
    .optional(),
  note: z.string().trim().max(MODERATION_LIMITS.reasonMaxLength).optional(),
});
export type SuspendBody = z.input<typeof suspendBodySchema>;
export const reportSuspendBodySchema = reportActionBodySchema.extend({ days: suspendBodySchema.shape.days });
export type ReportSuspendBody = z.input<typeof reportSuspendBodySchema>;

export const memberActionBodySchema = z.object({
  note: z.string().trim().max(MODERATION_LIMITS.reasonMaxLength).optional(),
});

// ── Members (the console) ─────────────────────────────────────────────────────────────────────────────────

export const adminMemberQuerySchema = keysetPageQuery(PAGE_SIZE.adminMembers).extend({
  /** Name or e-mail, any part. */
  q: z.string().trim().max(120).optional(),
  status: z.enum(USER_STATUSES, { message: 'must be active, suspended or blocked' }).optional(),
  role: z.enum(['MEMBER', 'PARTNER', 'ADMIN'], { message: 'must be MEMBER, PARTNER or ADMIN' }).optional(),
  /** Signed up on or after / before (YYYY-MM-DD). */
  joinedFrom: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }).optional(),
  joinedTo: z.iso.date({ message: 'must be a date (YYYY-MM-DD)' }).optional(),
});

export const adminMemberRowSchema = personSchema.extend({
  role: z.enum(['MEMBER', 'PARTNER', 'ADMIN']),
  partnerId: z.string().nullable(),
  companyName: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  suspendedUntil: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminMemberRow = z.infer<typeof adminMemberRowSchema>;

export const adminMemberSessionSchema = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().nullable(),
});

export const adminMemberDetailSchema = z.object({
  member: adminMemberRowSchema,
  /** Reports against the member's content or profile, newest first. */
  reports: z.array(reportRowSchema),
  statusHistory: z.array(statusChangeSchema),
  sessions: z.array(adminMemberSessionSchema),
});
export type AdminMemberDetail = z.infer<typeof adminMemberDetailSchema>;

// ── Analytics ─────────────────────────────────────────────────────────────────────────────────────────────

/** The audience is a path parameter checked by the service: an unknown one answers 400 'Not Implemented' (§8). */
export const analyticsParamsSchema = z.object({ audience: z.string().max(40) });

export const analyticsSchema = z.object({
  audience: z.string(),
  from: z.string(),
  to: z.string(),
  metrics: z.array(z.enum(ANALYTICS_METRICS)),
  /** One entry per day, oldest first, with a value for each metric. */
  days: z.array(z.object({ day: z.string(), values: z.record(z.string(), z.number().int()) })),
  totals: z.record(z.string(), z.number().int()),
});
export type Analytics = z.infer<typeof analyticsSchema>;

/**
 * A member's status from their row: blocked wins; a suspension holds from `suspendedAt` until `suspendedUntil`
 * (null: until lifted) and ends by itself at that date. The one rule the API and the web both read.
 */
export function memberStatusOf(
  user: { blocked: boolean; suspendedAt: Date | string | null; suspendedUntil: Date | string | null },
  now: Date = new Date(),
): MemberStatus {
  if (user.blocked) return { status: 'blocked', suspendedUntil: null };
  if (user.suspendedAt) {
    const until = user.suspendedUntil === null ? null : new Date(user.suspendedUntil);
    if (until === null || until > now) return { status: 'suspended', suspendedUntil: until?.toISOString() ?? null };
  }
  return { status: 'active', suspendedUntil: null };
}

const SUSPENSION_END = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * When a suspension ends, as people read it: 'December 3, 2026' (the day in UTC, so the API's refusals and the web
 * say the same day); null for a suspension until lifted.
 */
export function suspensionEndText(until: Date | string | null): string | null {
  return until === null ? null : SUSPENSION_END.format(new Date(until));
}

/** What a suspended member is told when they try to write: 'Your account is suspended until December 3, 2026'. */
export const accountSuspendedText = (status: Pick<MemberStatus, 'suspendedUntil'>) =>
  ModerationText.accountSuspended(suspensionEndText(status.suspendedUntil));
