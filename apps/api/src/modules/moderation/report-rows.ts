import type {
  ModerationPerson,
  ReportCategory,
  ReportedContentAction,
  ReportedContentStatus,
  ReportedUserType,
  ReportRow,
  ReportSubject,
} from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';

/** A person as the console shows them, read as one JSON value (null: no such user any more). */
export const personJson = (alias: string) => {
  const u = Prisma.raw(alias);
  return Prisma.sql`CASE WHEN ${u}.id IS NULL THEN NULL ELSE json_build_object('id', ${u}.id, 'firstName', ${u}.first_name,
    'lastName', ${u}.last_name, 'username', ${u}.username, 'image', ${u}.image) END`;
};

/** One report as a queue row: `r` a reports row; its owner and assignee, and the distinct reporters of its target. */
export const REPORT_COLUMNS = Prisma.sql`
  r.id::text, r.owner_type, r.category, r.reason, r.target_type::text, r.target_id::text, r.status::text,
  r.action::text, r.version, r.created_at, r.updated_at,
  ${personJson('ro')} AS owner, ${personJson('ra')} AS assignee,
  (SELECT count(DISTINCT coalesce(x.reporter_id, x.id)) FROM reports x
    WHERE x.target_type = r.target_type AND x.target_id = r.target_id)::int AS report_count`;

export const REPORT_JOINS = Prisma.sql`
  LEFT JOIN users ro ON ro.id = r.owner_id
  LEFT JOIN users ra ON ra.id = r.assignee_id`;

export interface ReportDbRow {
  id: string;
  owner_type: ReportedUserType;
  category: ReportCategory;
  reason: string | null;
  target_type: ReportSubject;
  target_id: string;
  status: ReportedContentStatus;
  action: ReportedContentAction | null;
  version: number;
  created_at: Date;
  updated_at: Date;
  owner: ModerationPerson | null;
  assignee: ModerationPerson | null;
  report_count: number;
}

export const toReportRow = (r: ReportDbRow): ReportRow => ({
  id: r.id,
  owner: r.owner,
  ownerType: r.owner_type,
  category: r.category,
  reason: r.reason,
  targetType: r.target_type,
  targetId: r.target_id,
  status: r.status,
  action: r.action,
  assignee: r.assignee,
  reportCount: r.report_count,
  version: r.version,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});
