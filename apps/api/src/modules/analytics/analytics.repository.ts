import { Injectable } from '@nestjs/common';
import { AnalyticsMetric } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';

/** A figure of one UTC day (YYYY-MM-DD) for the members of one role. */
export interface RoleCount {
  day: string;
  role: string;
  metric: string;
  n: number;
}

/**
 * The stored row, at the window's last finished day and per role, of the members active at least once over the
 * window's finished days (distinct counts do not add up across days, so the rollup stores this one too).
 */
export const WINDOW_ACTIVE_METRIC = 'activeMembersWindow';
/** In today's live figures: today's actives not active earlier in the window (they add to the stored window count). */
export const NEW_IN_WINDOW_METRIC = 'activeMembersNewInWindow';

/** A UTC day as a timestamptz at its midnight. */
const midnight = (day: string) => Prisma.sql`(${day}::date::timestamp AT TIME ZONE 'UTC')`;

/** Rows created in [from, to) counted per UTC day and the role of the user in `userColumn`. */
const createdPerDay = (metric: string, table: string, userColumn: string, from: string, to: string) => Prisma.sql`
  SELECT (x.created_at AT TIME ZONE 'UTC')::date AS day, u.role::text AS role, ${metric}::text AS metric, count(*)::int AS n
    FROM ${Prisma.raw(table)} x JOIN users u ON u.id = x.${Prisma.raw(userColumn)}
   WHERE x.created_at >= ${midnight(from)} AND x.created_at < ${midnight(to)}
   GROUP BY 1, 2`;

/**
 * Every metric per UTC day and role over the days [from, to) (YYYY-MM-DD), from the tables themselves: each source
 * read by its created_at index (by its primary key for activity days) over those days only.
 */
export function countsSql(from: string, to: string): Prisma.Sql {
  return Prisma.sql`
    SELECT a.day, u.role::text AS role, ${AnalyticsMetric.ActiveMembers}::text AS metric, count(*)::int AS n
      FROM user_activity_days a JOIN users u ON u.id = a.user_id
     WHERE a.day >= ${from}::date AND a.day < ${to}::date
     GROUP BY 1, 2
    UNION ALL
    SELECT (u.created_at AT TIME ZONE 'UTC')::date, u.role::text, ${AnalyticsMetric.SignUps}::text, count(*)::int
      FROM users u
     WHERE u.created_at >= ${midnight(from)} AND u.created_at < ${midnight(to)}
     GROUP BY 1, 2
    UNION ALL ${createdPerDay(AnalyticsMetric.Posts, 'posts', 'author_id', from, to)}
    UNION ALL ${createdPerDay(AnalyticsMetric.Comments, 'comments', 'author_id', from, to)}
    UNION ALL ${createdPerDay(AnalyticsMetric.MessagesSent, 'messages', 'sender_id', from, to)}
    UNION ALL ${createdPerDay(AnalyticsMetric.JobApplications, 'job_applications', 'user_id', from, to)}
    UNION ALL ${createdPerDay(AnalyticsMetric.EventRegistrations, 'event_registrations', 'user_id', from, to)}`;
}

/** Rows created today in `table`, as (the acting user, metric). */
const createdToday = (metric: string, table: string, userColumn: string, today: string, tomorrow: string) => Prisma.sql`
  SELECT ${Prisma.raw(userColumn)} AS user_id, ${metric}::text AS metric FROM ${Prisma.raw(table)}
   WHERE created_at >= ${midnight(today)} AND created_at < ${midnight(tomorrow)}`;

/**
 * Today's figures per role, counted live over today's rows only (each source by its created_at index, activity days
 * by their primary key), with today's actives not yet active earlier in the window (one probe each of
 * user_activity_days (user_id, day)): every row as (user, metric) first, so users is joined once, not once a source.
 */
function todaySql(from: string, today: string, tomorrow: string): Prisma.Sql {
  return Prisma.sql`
    WITH t AS (
      SELECT user_id, ${AnalyticsMetric.ActiveMembers}::text AS metric FROM user_activity_days WHERE day = ${today}::date
      UNION ALL
      SELECT a.user_id, ${NEW_IN_WINDOW_METRIC}::text FROM user_activity_days a
       WHERE a.day = ${today}::date
         AND NOT EXISTS (
           SELECT 1 FROM user_activity_days e
            WHERE e.user_id = a.user_id AND e.day >= ${from}::date AND e.day < ${today}::date)
      UNION ALL ${createdToday(AnalyticsMetric.SignUps, 'users', 'id', today, tomorrow)}
      UNION ALL ${createdToday(AnalyticsMetric.Posts, 'posts', 'author_id', today, tomorrow)}
      UNION ALL ${createdToday(AnalyticsMetric.Comments, 'comments', 'author_id', today, tomorrow)}
      UNION ALL ${createdToday(AnalyticsMetric.MessagesSent, 'messages', 'sender_id', today, tomorrow)}
      UNION ALL ${createdToday(AnalyticsMetric.JobApplications, 'job_applications', 'user_id', today, tomorrow)}
      UNION ALL ${createdToday(AnalyticsMetric.EventRegistrations, 'event_registrations', 'user_id', today, tomorrow)}
    )
    SELECT ${today}::text AS day, u.role::text AS role, t.metric, count(*)::int AS n
      FROM t JOIN users u ON u.id = t.user_id
     GROUP BY u.role, t.metric`;
}

/** analytics_daily (the rollup of finished days) and the live counts it is made of. */
@Injectable()
export class AnalyticsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** The stored figures of the finished days [from, today) (a few hundred rows by primary key). */
  stored(from: string, today: string): Promise<RoleCount[]> {
    return this.prisma.read<RoleCount>(
      Prisma.sql`
        SELECT to_char(day, 'YYYY-MM-DD') AS day, audience AS role, metric, value AS n
          FROM analytics_daily
         WHERE day >= ${from}::date AND day < ${today}::date`,
      'analytics-stored',
    );
  }

  /** Today's figures, counted live (see todaySql). */
  today(from: string, today: string, tomorrow: string): Promise<RoleCount[]> {
    return this.prisma.read<RoleCount>(todaySql(from, today, tomorrow), 'analytics-today');
  }

  /** Every metric per day and role over [from, to), counted from the tables (the rollup's source, and today's). */
  counts(from: string, to: string): Promise<RoleCount[]> {
    return this.prisma.read<RoleCount>(
      Prisma.sql`SELECT to_char(c.day, 'YYYY-MM-DD') AS day, c.role, c.metric, c.n FROM (${countsSql(from, to)}) c`,
    );
  }

  /** The days of [from, to) that have a stored `metric` (one role's row is every role's: they are written together). */
  async storedDays(from: string, to: string, metric: string): Promise<Set<string>> {
    const rows = await this.prisma.read<{ day: string }>(Prisma.sql`
      SELECT DISTINCT to_char(day, 'YYYY-MM-DD') AS day FROM analytics_daily
       WHERE day >= ${from}::date AND day < ${to}::date AND metric = ${metric}`);
    return new Set(rows.map((r) => r.day));
  }

  /** Members of each role active at least once over [from, to) (run by the rollup, once a day: it reads every row). */
  async distinctActive(from: string, to: string): Promise<{ role: string; n: number }[]> {
    return this.prisma.read<{ role: string; n: number }>(Prisma.sql`
      SELECT u.role::text AS role, count(*)::int AS n
        FROM users u
       WHERE EXISTS (SELECT 1 FROM user_activity_days a WHERE a.user_id = u.id AND a.day >= ${from}::date AND a.day < ${to}::date)
       GROUP BY u.role`);
  }

  /** Writes figures (a rerun writes the same values again). */
  async store(rows: RoleCount[]): Promise<void> {
    if (rows.length === 0) return;
    await this.prisma.read(Prisma.sql`
      INSERT INTO analytics_daily (day, audience, metric, value)
      SELECT d::date, r, m, n
        FROM unnest(${rows.map((r) => r.day)}::text[], ${rows.map((r) => r.role)}::text[],
                    ${rows.map((r) => r.metric)}::text[], ${rows.map((r) => r.n)}::int[]) AS t(d, r, m, n)
      ON CONFLICT (day, audience, metric) DO UPDATE SET value = EXCLUDED.value`);
  }
}
