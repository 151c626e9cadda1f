import {
  ExperienceLevelLabels,
  JOB_DATE_POSTED_HOURS,
  type JobSearchQuery,
  MATCH_WEIGHTS,
  PartnerFunction,
} from '@nexus/contracts';
import { containsPattern, keysetPage, type PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';

/**
 * The read queries of the job board, as parameterised SQL: the repository runs them on the pool, and bench/jobs.mjs
 * runs the very same text and values with `pg`.
 */

/** A job's status as read: an active job past its expiry reads as expired (expiry is this read rule, not a job). */
export const JOB_STATUS = Prisma.raw(
  `CASE WHEN j.status = 'active' AND j.expires_at <= now() THEN 'expired' ELSE j.status::text END`,
);

/** The job is live: active and not past its expiry. */
export const LIVE = Prisma.raw(`j.status = 'active' AND j.expires_at > now()`);

/** `viewer` may see the job `j` at all: public, or private and invited, or one of its partner's people. */
export const seenBy = (viewer: Prisma.Sql) => Prisma.sql`(j.visibility = 'public'
  OR EXISTS (SELECT 1 FROM job_invitations i WHERE i.job_id = j.id AND i.user_id = ${viewer})
  OR partner_member(${viewer}, j.partner_id))`;

/**
 * Moderation: a job hidden by moderation (hidden_at) is read only by its company's people (its author among them) and
 * platform admins (SQL job_shown, migration moderation_hidden_reads); to anyone else it is not there.
 */
export const shownTo = (viewer: Prisma.Sql) => Prisma.sql`job_shown(${viewer}, j.author_id, j.partner_id, j.hidden_at)`;

const same = (profile: string, job: string) => Prisma.raw(`lower(p.${profile}) = lower(j.${job})`);
// The profile's level is free text: it fits when it names the job's level by its value or its label.
const levelLabel = Prisma.sql`CASE j.experience_level::text ${Prisma.join(
  Object.entries(ExperienceLevelLabels).map(([value, label]) => Prisma.sql`WHEN ${value} THEN ${label}`),
  ' ',
)} END`;
const MATCH_TESTS = [
  [same('expertise', 'area_of_expertise'), 'areaOfExpertise'],
  [same('industry', 'industry'), 'industry'],
  [Prisma.sql`lower(p.level_experience) IN (j.experience_level::text, lower(${levelLabel}))`, 'experienceLevel'],
  [same('city', 'city'), 'city'],
  [same('country', 'country'), 'country'],
] as const;

/**
 * Whether the member's profile `p` fits the job `j`, and how well: the candidate scan's rule (job_matches), which the
 * weekly digest reads the other way (the new jobs for a member). A member fits a job's expertise or industry, and lives
 * in its country unless it is remote or relocates the applicant; `score` weighs each fit by MATCH_WEIGHTS, `reasons`
 * names them.
 */
export const MATCH = {
  fits: Prisma.sql`((${MATCH_TESTS[0][0]} OR ${MATCH_TESTS[1][0]})
    AND (j.workplace = 'remote' OR j.will_relocate_applicant OR ${MATCH_TESTS[4][0]}))`,
  score: Prisma.join(
    MATCH_TESTS.map(([test, key]) => Prisma.sql`CASE WHEN ${test} THEN ${MATCH_WEIGHTS[key]}::int ELSE 0 END`),
    ' + ',
  ),
  reasons: Prisma.sql`array_remove(ARRAY[${Prisma.join(
    MATCH_TESTS.map(([test, key]) => Prisma.sql`CASE WHEN ${test} THEN ${key} END`),
  )}]::text[], NULL)`,
};

export interface JobRow {
  id: string;
  partner_id: string;
  partner_name: string;
  partner_logo: string | null;
  title: string;
  description: string;
  employment_type: string;
  workplace: string;
  experience_level: string;
  country: string;
  province: string | null;
  city: string | null;
  company_name: string;
  job_title: string;
  industry: string;
  area_of_expertise: string;
  will_relocate_applicant: boolean;
  visibility: string;
  screening_questions: string[];
  status: string;
  published_at: Date | null;
  expires_at: Date | null;
  created_at: Date;
  updated_at: Date;
  saved: boolean;
  application_id: string | null;
  application_stage: string | null;
  hidden: boolean;
  /** The sort key of the list the row was read in. */
  at: Date;
}

/** Every column of `j` as the API answers it, with the viewer's save and application. */
export const JOB_COLUMNS = Prisma.sql`
  j.id::text AS id, j.partner_id::text AS partner_id, pa.name AS partner_name, pa.logo AS partner_logo, j.title,
  j.description, j.employment_type::text AS employment_type, j.workplace::text AS workplace,
  j.experience_level::text AS experience_level, j.country, j.province, j.city, j.company_name, j.job_title, j.industry,
  j.area_of_expertise, j.will_relocate_applicant, j.visibility::text AS visibility, j.screening_questions,
  ${JOB_STATUS} AS status, j.published_at, j.expires_at, j.created_at, j.updated_at,
  COALESCE(s.status = 'saved', false) AS saved, a.id::text AS application_id, a.stage::text AS application_stage,
  j.hidden_at IS NOT NULL AS hidden`;

export const jobJoins = (viewer: Prisma.Sql) => Prisma.sql`
  JOIN partners pa ON pa.id = j.partner_id
  LEFT JOIN saved_jobs s ON s.job_id = j.id AND s.user_id = ${viewer}
  LEFT JOIN job_applications a ON a.job_id = j.id AND a.user_id = ${viewer}`;

/** Text filters match whole values in any case (served by the lower(country) index for the commonest one). */
const TEXT_FILTERS = {
  country: 'country',
  province: 'province',
  city: 'city',
  companyName: 'company_name',
  jobTitle: 'job_title',
  industry: 'industry',
  areaOfExpertise: 'area_of_expertise',
} as const;

function filtersOf(query: Omit<JobSearchQuery, 'cursor' | 'page' | 'pageSize'>): Prisma.Sql[] {
  const where: Prisma.Sql[] = [];
  if (query.keyword) where.push(Prisma.sql`j.search_text ILIKE ${containsPattern(query.keyword)}`);
  if (query.datePosted) {
    where.push(Prisma.sql`j.published_at >= now() - make_interval(hours => ${JOB_DATE_POSTED_HOURS[query.datePosted]}::int)`);
  }
  if (query.employmentType) where.push(Prisma.sql`j.employment_type = ${query.employmentType}::"EmploymentType"`);
  if (query.workplace) where.push(Prisma.sql`j.workplace = ${query.workplace}::"Workplace"`);
  for (const [key, column] of Object.entries(TEXT_FILTERS) as [keyof typeof TEXT_FILTERS, string][]) {
    const value = query[key];
    if (value) where.push(Prisma.sql`lower(${Prisma.raw(`j.${column}`)}) = lower(${value})`);
  }
  if (query.willRelocateApplicant !== undefined) {
    where.push(Prisma.sql`j.will_relocate_applicant = ${query.willRelocateApplicant}`);
  }
  return where;
}

/**
 * Job search: live jobs the viewer may see, newest first by when they went live, narrowed by the keyword (trigram
 * index on search_text) and the §3 filters. The page of ids is taken first (jobs_live index), then its rows joined.
 */
export function jobSearchSql(viewerId: string, query: JobSearchQuery, page: PageArgs): Prisma.Sql {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const filters = filtersOf(query);
  return Prisma.sql`
    WITH page AS (
      SELECT j.id, j.published_at FROM jobs j
       WHERE ${LIVE} AND ${seenBy(viewer)} AND ${shownTo(viewer)} ${filters.length > 0 ? Prisma.sql`AND ${Prisma.join(filters, ' AND ')}` : Prisma.empty}
       ${keysetPage('j.published_at', 'j.id', page)}
    )
    SELECT ${JOB_COLUMNS}, j.published_at AS at
      FROM page JOIN jobs j ON j.id = page.id ${jobJoins(viewer)}
     ORDER BY page.published_at DESC, page.id DESC`;
}

/** The users of `partner` holding POST_JOBS through an enabled admin group of it: who hears about its candidate scans. */
export const jobPostersSql = (partnerId: string) => Prisma.sql`
  SELECT DISTINCT m.user_id::text AS id
    FROM user_admin_roles m
    JOIN admin_roles r ON r.id = m.role_id AND NOT r.disabled
    JOIN user_role_functions g ON g.role_id = r.id
    JOIN functions f ON f.id = g.function_id
   WHERE r.partner_id = ${partnerId}::uuid AND f.name = ${PartnerFunction.PostJobs}
     AND partner_member(m.user_id, ${partnerId}::uuid)`;
