import {
  ANALYTICS_METRICS,
  ReportActionTypes,
  ReportedContentStatus,
  UserStatus,
  type Analytics,
  type AnalyticsMetric,
  type ModerationPerson,
  type ReportRow,
} from '@nexus/contracts';
import { displayName } from '../../lib/people/format';

/** The console's own paths (its routes live in app/routes). */
export const AdminPaths = {
  root: '/admin',
  reports: '/admin/reports',
  report: (id: string) => `/admin/reports/${id}`,
  members: '/admin/members',
  member: (userId: string) => `/admin/members/${userId}`,
  roles: '/admin/roles',
  music: '/admin/music',
  pinned: '/admin/pinned',
  analytics: '/admin/analytics',
} as const;

/**
 * §2's report actions that fit a report's status (§4): an opened report takes all but Reopen, a closed one can be
 * viewed and reopened, a resolved one only viewed. The server refuses the others anyway.
 */
export function reportActionsFor(status: ReportedContentStatus): ReportActionTypes[] {
  switch (status) {
    case ReportedContentStatus.Opened:
      return [
        ReportActionTypes.ViewReport,
        ReportActionTypes.CloseReport,
        ReportActionTypes.AssignToMyself,
        ReportActionTypes.DeleteContent,
        ReportActionTypes.SuspendUser,
        ReportActionTypes.BlockUser,
      ];
    case ReportedContentStatus.Closed:
      return [ReportActionTypes.ViewReport, ReportActionTypes.ReopenReport];
    case ReportedContentStatus.Resolved:
      return [ReportActionTypes.ViewReport];
  }
}

/** Delete Content has nothing to delete when a member (their profile) was reported. */
export function reportActionsForRow(row: Pick<ReportRow, 'status' | 'targetType' | 'owner'>): ReportActionTypes[] {
  return reportActionsFor(row.status).filter((action) => {
    if (action === ReportActionTypes.DeleteContent) return row.targetType !== 'user';
    if (action === ReportActionTypes.SuspendUser || action === ReportActionTypes.BlockUser) return row.owner !== null;
    return true;
  });
}

export const MemberAction = {
  Suspend: 'Suspend',
  Lift: 'Lift suspension',
  Block: 'Block',
  Unblock: 'Unblock',
} as const;
export type MemberAction = (typeof MemberAction)[keyof typeof MemberAction];

/** What can be done to a member in each status (§4: active, suspended, blocked). */
export function memberActionsFor(status: UserStatus): MemberAction[] {
  switch (status) {
    case UserStatus.Active:
      return [MemberAction.Suspend, MemberAction.Block];
    case UserStatus.Suspended:
      return [MemberAction.Lift, MemberAction.Block];
    case UserStatus.Blocked:
      return [MemberAction.Unblock];
  }
}

/** A person of the moderation answers by name, else username; null is a deleted account. */
export function personName(person: ModerationPerson | null): string {
  if (!person) return 'Deleted account';
  return displayName(person.firstName, person.lastName) || person.username;
}

export const REPORT_TYPE_LABEL: Record<ReportRow['targetType'], string> = {
  post: 'Post',
  comment: 'Comment',
  job: 'Job',
  user: 'Member',
};

export const REPORT_STATUS_LABEL: Record<ReportedContentStatus, string> = {
  opened: 'Opened',
  closed: 'Closed',
  resolved: 'Resolved',
};

export const MEMBER_STATUS_LABEL: Record<UserStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  blocked: 'Blocked',
};

export const METRIC_LABEL: Record<AnalyticsMetric, string> = {
  activeMembers: 'Active members',
  signUps: 'Sign-ups',
  posts: 'Posts',
  comments: 'Comments',
  messagesSent: 'Messages sent',
  jobApplications: 'Job applications',
  eventRegistrations: 'Event registrations',
};

/** The metrics of an answer in the contracts' order (an answer may carry fewer). */
export const metricsOf = (data: Pick<Analytics, 'metrics'>): AnalyticsMetric[] =>
  ANALYTICS_METRICS.filter((m) => data.metrics.includes(m));

/** One CSV field: quoted when it holds a comma, a quote or a line break (RFC 4180). */
export function csvField(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The analytics as CSV: a header (Day, then each metric's label), a line per day, and a Total line. */
export function analyticsCsv(data: Analytics): string {
  const metrics = metricsOf(data);
  const lines = [['Day', ...metrics.map((m) => METRIC_LABEL[m])]];
  for (const day of data.days) lines.push([day.day, ...metrics.map((m) => String(day.values[m] ?? 0))]);
  lines.push(['Total', ...metrics.map((m) => String(data.totals[m] ?? 0))]);
  return `${lines.map((line) => line.map(csvField).join(',')).join('\r\n')}\r\n`;
}

export const analyticsFileName = (audience: string, to: string) =>
  `nexus-analytics-${audience.toLowerCase()}-${to.slice(0, 10)}.csv`;

/**
 * A live report (SocketEvent.ReportChanged) into a list's pages: replaces the row where it is; a new row that fits the
 * list's filters goes on top (newest first). Returns the pages unchanged (same object) when nothing applies.
 */
export function mergeReport<P extends { items: ReportRow[] }>(
  pages: P[],
  report: ReportRow,
  filters: { status?: ReportedContentStatus; type?: ReportRow['targetType'] },
): P[] {
  let found = false;
  const replaced = pages.map((page) => {
    if (!page.items.some((r) => r.id === report.id)) return page;
    found = true;
    return { ...page, items: page.items.map((r) => (r.id === report.id && report.version >= r.version ? report : r)) };
  });
  if (found) return replaced;
  if (filters.status && report.status !== filters.status) return pages;
  if (filters.type && report.targetType !== filters.type) return pages;
  const [first, ...rest] = pages;
  if (!first) return pages;
  return [{ ...first, items: [report, ...first.items] }, ...rest];
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A post's id from what an admin pastes: the id itself, or any link that carries it. */
export function postIdFrom(input: string): string | null {
  return UUID.exec(input.trim())?.[0]?.toLowerCase() ?? null;
}
