import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type ApplicationStage, type ApplyFields, type JobFields, JobSaveStatus, type JobSearchQuery } from '@nexus/contracts';
import { CARD, type CardRow, keysetPage, type PageArgs } from '../connections/connections.sql';
import { Prisma } from '../../platform/database/generated/client';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import {
  JOB_COLUMNS,
  JOB_STATUS,
  jobJoins,
  jobPostersSql,
  type JobRow,
  jobSearchSql,
  LIVE,
  MATCH,
  seenBy,
  shownTo,
} from './job-board.sql';

export interface RecruitJobRow extends JobRow {
  applicant_count: number;
  match_count: number;
  match_scanned_at: Date | null;
}

export interface StageEventRow {
  stage: ApplicationStage;
  at: string;
  note?: string | null;
  by?: string | null;
}

export interface MyApplicationRow {
  id: string;
  stage: ApplicationStage;
  created_at: Date;
  job_id: string;
  job_title: string;
  company_name: string;
  job_status: string;
  history: StageEventRow[];
}

export interface PipelineRow extends CardRow {
  application_id: string;
  first_name_given: string;
  last_name_given: string;
  email: string;
  phone_number: string;
  location: string;
  cover_letter: string | null;
  resume_key: string;
  screening_answers: string[];
  screening_questions: string[];
  stage: ApplicationStage;
  created_at: Date;
  history: StageEventRow[];
}

export interface MatchRow extends CardRow {
  score: number;
  reasons: string[];
}

/** A new application: the form, the copied resume and who applies. */
export type ApplicationInsert = ApplyFields & {
  jobId: string;
  userId: string;
  resumeKey: string;
};

const FIELDS = Prisma.raw(`title, description, employment_type, workplace, experience_level, country, province, city,
  company_name, job_title, industry, area_of_expertise, will_relocate_applicant, visibility, screening_questions`);

const fieldValues = (f: JobFields) => Prisma.sql`${f.title}, ${f.description}, ${f.employmentType}::"EmploymentType",
  ${f.workplace}::"Workplace", ${f.experienceLevel}::"ExperienceLevel", ${f.country}, ${f.province}, ${f.city},
  ${f.companyName}, ${f.jobTitle}, ${f.industry}, ${f.areaOfExpertise}, ${f.willRelocateApplicant},
  ${f.visibility}::"JobVisibility", ${f.screeningQuestions}::text[]`;

/** Goes live now for JOB_EXPIRY_DAYS (publish and renew). */
const goLive = (days: number) =>
  Prisma.sql`status = 'active', published_at = now(), expires_at = now() + make_interval(days => ${days}::int)`;

const RECRUIT_COLUMNS = Prisma.sql`${JOB_COLUMNS},
  (SELECT count(*) FROM job_applications x WHERE x.job_id = j.id)::int AS applicant_count,
  (SELECT count(*) FROM job_matches x WHERE x.job_id = j.id)::int AS match_count, j.match_scanned_at`;

/** The stage history of application `a` as JSON, oldest first; with the partner's notes and who moved it, or not. */
const history = (withNotes: boolean) => Prisma.sql`COALESCE((
  SELECT json_agg(json_build_object('stage', e.stage, 'at', e.created_at
           ${withNotes ? Prisma.sql`, 'note', e.note, 'by', concat_ws(' ', eu.first_name, eu.last_name)` : Prisma.empty})
         ORDER BY e.created_at, e.id)
    FROM job_application_events e ${withNotes ? Prisma.sql`LEFT JOIN users eu ON eu.id = e.actor_id` : Prisma.empty}
   WHERE e.application_id = a.id), '[]'::json)`;

/**
 * jobs, job_invitations, saved_jobs, job_applications (+ events), job_matches, job_match_opt_ins. Reads are one
 * parameterised statement each on the pool; each change is one statement.
 */
@Injectable()
export class JobBoardRepository {
  constructor(private readonly prisma: PrismaService) {}

  search(viewerId: string, query: JobSearchQuery, page: PageArgs) {
    return this.prisma.read<JobRow>(jobSearchSql(viewerId, query, page));
  }

  /**
   * The job for `viewerId` (undefined: none; a draft, or a job hidden by moderation, only for its partner), and
   * whether they may see it (`seen`: false for a private job they were not invited to; the caller then answers nothing
   * of it).
   */
  async visibleJob(viewerId: string, id: string): Promise<(JobRow & { seen: boolean }) | undefined> {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const [row] = await this.prisma.read<JobRow & { seen: boolean }>(Prisma.sql`
      SELECT ${JOB_COLUMNS}, j.created_at AS at, ${seenBy(viewer)} AS seen FROM jobs j ${jobJoins(viewer)}
       WHERE j.id = ${id}::uuid AND ${shownTo(viewer)}
         AND (j.status <> 'draft' OR partner_member(${viewer}, j.partner_id))`);
    return row;
  }

  saved(viewerId: string, page: PageArgs) {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    return this.prisma.read<JobRow>(Prisma.sql`
      SELECT ${JOB_COLUMNS}, s.updated_at AS at FROM jobs j ${jobJoins(viewer)}
       WHERE s.status = 'saved' AND ${seenBy(viewer)} AND ${shownTo(viewer)} AND j.status <> 'draft'
       ${keysetPage('s.updated_at', 'j.id', page)}`);
  }

  async setSaved(userId: string, jobId: string, status: JobSaveStatus): Promise<void> {
    await this.prisma.read(Prisma.sql`
      INSERT INTO saved_jobs (user_id, job_id, status, updated_at)
      VALUES (${userId}::uuid, ${jobId}::uuid, ${status}::"JobSaveStatus", now())
      ON CONFLICT (user_id, job_id) DO UPDATE SET status = excluded.status, updated_at = now()`);
  }

  /** The application with its first stage (received), in one statement; undefined: the member had applied already. */
  async apply(a: ApplicationInsert): Promise<string | undefined> {
    const id = randomUUID();
    const [row] = await this.prisma.read<{ id: string }>(Prisma.sql`
      WITH inserted AS (
        INSERT INTO job_applications (id, job_id, user_id, first_name, last_name, email, phone_number, location,
                                      cover_letter, resume_key, screening_answers, updated_at)
        VALUES (${id}::uuid, ${a.jobId}::uuid, ${a.userId}::uuid, ${a.firstName}, ${a.lastName}, ${a.email},
                ${a.phoneNumber}, ${a.location}, ${a.coverLetter}, ${a.resumeKey}, ${a.screeningAnswers}::text[], now())
        ON CONFLICT (job_id, user_id) DO NOTHING
        RETURNING id
      ), received AS (
        INSERT INTO job_application_events (id, application_id, stage, actor_id)
        SELECT ${randomUUID()}::uuid, id, 'received', ${a.userId}::uuid FROM inserted
      )
      SELECT id::text FROM inserted`);
    return row?.id;
  }

  private myApplicationsSql(userId: string, only: Prisma.Sql, page: PageArgs | null) {
    return Prisma.sql`
      SELECT a.id::text AS id, a.stage::text AS stage, a.created_at, j.id::text AS job_id, j.title AS job_title,
             j.company_name, ${JOB_STATUS} AS job_status, ${history(false)} AS history
        FROM job_applications a JOIN jobs j ON j.id = a.job_id
       WHERE a.user_id = ${userId}::uuid ${only}
       ${page ? keysetPage('a.created_at', 'a.id', page) : Prisma.empty}`;
  }

  myApplications(userId: string, page: PageArgs) {
    return this.prisma.read<MyApplicationRow>(this.myApplicationsSql(userId, Prisma.empty, page));
  }

  async myApplication(userId: string, id: string): Promise<MyApplicationRow | undefined> {
    const [row] = await this.prisma.read<MyApplicationRow>(
      this.myApplicationsSql(userId, Prisma.sql`AND a.id = ${id}::uuid`, null),
    );
    return row;
  }

  async profileResumeKey(userId: string): Promise<string | null> {
    const [row] = await this.prisma.read<{ resume_key: string | null }>(
      Prisma.sql`SELECT resume_key FROM profiles WHERE user_id = ${userId}::uuid`,
    );
    return row?.resume_key ?? null;
  }

  async openToMatches(userId: string): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`SELECT 1 FROM job_match_opt_ins WHERE user_id = ${userId}::uuid`);
    return rows.length > 0;
  }

  async setOpenToMatches(userId: string, open: boolean): Promise<void> {
    await this.prisma.read(
      open
        ? Prisma.sql`INSERT INTO job_match_opt_ins (user_id) VALUES (${userId}::uuid) ON CONFLICT DO NOTHING`
        : Prisma.sql`DELETE FROM job_match_opt_ins WHERE user_id = ${userId}::uuid`,
    );
  }

  // ── the partner's side (/recruit) ──

  partnerJobs(viewerId: string, partnerId: string, page: PageArgs) {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    return this.prisma.read<RecruitJobRow>(Prisma.sql`
      SELECT ${RECRUIT_COLUMNS}, j.created_at AS at FROM jobs j ${jobJoins(viewer)}
       WHERE j.partner_id = ${partnerId}::uuid
       ${keysetPage('j.created_at', 'j.id', page)}`);
  }

  /** The partner's job (undefined: no such job of this partner). */
  async partnerJob(viewerId: string, partnerId: string, jobId: string): Promise<RecruitJobRow | undefined> {
    const viewer = Prisma.sql`${viewerId}::uuid`;
    const [row] = await this.prisma.read<RecruitJobRow>(Prisma.sql`
      SELECT ${RECRUIT_COLUMNS}, j.created_at AS at FROM jobs j ${jobJoins(viewer)}
       WHERE j.id = ${jobId}::uuid AND j.partner_id = ${partnerId}::uuid`);
    return row;
  }

  async create(partnerId: string, authorId: string, fields: JobFields, publish: boolean, days: number): Promise<string> {
    const id = randomUUID();
    await this.prisma.read(Prisma.sql`
      INSERT INTO jobs (id, partner_id, author_id, ${FIELDS}, status, published_at, expires_at, updated_at)
      VALUES (${id}::uuid, ${partnerId}::uuid, ${authorId}::uuid, ${fieldValues(fields)},
              ${publish ? 'active' : 'draft'}::"JobStatus", CASE WHEN ${publish} THEN now() END,
              CASE WHEN ${publish} THEN now() + make_interval(days => ${days}::int) END, now())`);
    return id;
  }

  /** Writes the fields of a draft or active job; false when it is neither (now). */
  async edit(jobId: string, f: JobFields): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`
      UPDATE jobs j SET (${FIELDS}) = (${fieldValues(f)}), updated_at = now()
       WHERE j.id = ${jobId}::uuid AND (j.status = 'draft' OR ${LIVE}) RETURNING j.id`);
    return rows.length > 0;
  }

  /** A draft goes live for `days`; false when it was not a draft. */
  async publish(jobId: string, days: number): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`
      UPDATE jobs SET ${goLive(days)}, updated_at = now() WHERE id = ${jobId}::uuid AND status = 'draft' RETURNING id`);
    return rows.length > 0;
  }

  /** An active (or expired) job is live again for `days` from now; false when it was a draft or closed. */
  async renew(jobId: string, days: number): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`
      UPDATE jobs SET ${goLive(days)}, updated_at = now()
       WHERE id = ${jobId}::uuid AND status IN ('active', 'expired') RETURNING id`);
    return rows.length > 0;
  }

  /** An active (or expired) job is closed; false when it was a draft or closed already. */
  async close(jobId: string): Promise<boolean> {
    const rows = await this.prisma.read(Prisma.sql`
      UPDATE jobs SET status = 'closed', updated_at = now()
       WHERE id = ${jobId}::uuid AND status IN ('active', 'expired') RETURNING id`);
    return rows.length > 0;
  }

  /** A closed job copied into a new draft by `authorId` (undefined: the job is not closed). */
  async repost(jobId: string, authorId: string): Promise<string | undefined> {
    const id = randomUUID();
    const rows = await this.prisma.read(Prisma.sql`
      INSERT INTO jobs (id, partner_id, author_id, ${FIELDS}, updated_at)
      SELECT ${id}::uuid, partner_id, ${authorId}::uuid, ${FIELDS}, now() FROM jobs
       WHERE id = ${jobId}::uuid AND status = 'closed' RETURNING id`);
    return rows.length > 0 ? id : undefined;
  }

  /** Deletes the job (its applications, invitations, saves and matches go with it); the resume keys it held. */
  async remove(jobId: string): Promise<string[]> {
    const rows = await this.prisma.read<{ resume_key: string }>(Prisma.sql`
      WITH gone AS (DELETE FROM jobs WHERE id = ${jobId}::uuid RETURNING id)
      SELECT a.resume_key FROM job_applications a JOIN gone ON gone.id = a.job_id`);
    return rows.map((r) => r.resume_key);
  }

  /** Invites the enabled members with these e-mails; answers the e-mails that name nobody (then invites none). */
  async invite(jobId: string, emails: string[]): Promise<{ unknown: string[]; invited: number }> {
    const rows = await this.prisma.read<{ email: string; id: string | null }>(Prisma.sql`
      SELECT e.email, u.id::text AS id FROM unnest(${emails}::text[]) AS e(email)
        LEFT JOIN users u ON u.username = e.email AND u.enabled AND NOT u.blocked`);
    const unknown = rows.filter((r) => r.id === null).map((r) => r.email);
    if (unknown.length > 0) return { unknown, invited: 0 };
    const ids = rows.map((r) => r.id!);
    await this.prisma.read(Prisma.sql`
      INSERT INTO job_invitations (job_id, user_id) SELECT ${jobId}::uuid, unnest(${ids}::uuid[]) ON CONFLICT DO NOTHING`);
    const [count] = await this.prisma.read<{ n: number }>(
      Prisma.sql`SELECT count(*)::int AS n FROM job_invitations WHERE job_id = ${jobId}::uuid`,
    );
    return { unknown: [], invited: count!.n };
  }

  private pipelineSql(jobId: string, only: Prisma.Sql, page: PageArgs | null) {
    return Prisma.sql`
      SELECT ${CARD}, a.id::text AS application_id, a.first_name AS first_name_given, a.last_name AS last_name_given,
             a.email, a.phone_number, a.location, a.cover_letter, a.resume_key, a.screening_answers,
             j.screening_questions, a.stage::text AS stage, a.created_at, ${history(true)} AS history
        FROM job_applications a
        JOIN jobs j ON j.id = a.job_id
        JOIN users u ON u.id = a.user_id
        LEFT JOIN profiles p ON p.user_id = u.id
       WHERE a.job_id = ${jobId}::uuid ${only}
       ${page ? keysetPage('a.created_at', 'a.id', page) : Prisma.empty}`;
  }

  pipeline(jobId: string, stage: ApplicationStage | undefined, page: PageArgs) {
    return this.prisma.read<PipelineRow>(
      this.pipelineSql(jobId, stage ? Prisma.sql`AND a.stage = ${stage}::"ApplicationStage"` : Prisma.empty, page),
    );
  }

  async application(jobId: string, applicationId: string): Promise<PipelineRow | undefined> {
    const [row] = await this.prisma.read<PipelineRow>(
      this.pipelineSql(jobId, Prisma.sql`AND a.id = ${applicationId}::uuid`, null),
    );
    return row;
  }

  /** Moves the application and writes the move in its history, in one statement; the applicant's id, or undefined. */
  async move(
    db: Db,
    jobId: string,
    applicationId: string,
    actorId: string,
    stage: ApplicationStage,
    note: string | null,
  ): Promise<string | undefined> {
    const [row] = await db.$queryRaw<{ user_id: string }[]>(Prisma.sql`
      WITH moved AS (
        UPDATE job_applications SET stage = ${stage}::"ApplicationStage", updated_at = now()
         WHERE id = ${applicationId}::uuid AND job_id = ${jobId}::uuid RETURNING id, user_id
      ), event AS (
        INSERT INTO job_application_events (id, application_id, stage, note, actor_id)
        SELECT ${randomUUID()}::uuid, id, ${stage}::"ApplicationStage", ${note}, ${actorId}::uuid FROM moved
      )
      SELECT user_id::text FROM moved`);
    return row?.user_id;
  }

  async matches(jobId: string, limit: number) {
    return this.prisma.read<MatchRow>(Prisma.sql`
      SELECT ${CARD}, m.score, m.reasons FROM job_matches m
        JOIN users u ON u.id = m.user_id LEFT JOIN profiles p ON p.user_id = u.id
       WHERE m.job_id = ${jobId}::uuid
       ORDER BY m.score DESC, m.user_id LIMIT ${limit}::int`);
  }

  /**
   * The candidate scan, in `db` (a transaction): the job's matches are replaced by the members who opted in and fit
   * it, each with their score (MATCH_WEIGHTS) and its reasons. A candidate fits the job's expertise or industry, and
   * lives in its country unless the job is remote or relocates the applicant; the partner's own people are left out.
   * Running it again gives the same rows. Answers the number of matches, or undefined when the job is gone.
   */
  async scan(db: Db, jobId: string, keep: number): Promise<number | undefined> {
    await db.$executeRaw(Prisma.sql`DELETE FROM job_matches WHERE job_id = ${jobId}::uuid`);
    await db.$executeRaw(Prisma.sql`
      INSERT INTO job_matches (job_id, user_id, score, reasons)
      SELECT j.id, u.id, ${MATCH.score}, ${MATCH.reasons}
        FROM jobs j
        JOIN job_match_opt_ins o ON true
        JOIN users u ON u.id = o.user_id AND u.enabled AND NOT u.blocked
        JOIN profiles p ON p.user_id = u.id
       WHERE j.id = ${jobId}::uuid AND ${MATCH.fits} AND NOT partner_member(u.id, j.partner_id)
       ORDER BY 3 DESC, u.id
       LIMIT ${keep}::int`);
    const [row] = await db.$queryRaw<{ n: number }[]>(Prisma.sql`
      UPDATE jobs SET match_scanned_at = now() WHERE id = ${jobId}::uuid
      RETURNING (SELECT count(*) FROM job_matches WHERE job_id = ${jobId}::uuid)::int AS n`);
    return row?.n;
  }

  async jobPartner(jobId: string): Promise<string | undefined> {
    const [row] = await this.prisma.read<{ partner_id: string }>(
      Prisma.sql`SELECT partner_id::text FROM jobs WHERE id = ${jobId}::uuid`,
    );
    return row?.partner_id;
  }

  async posters(partnerId: string): Promise<string[]> {
    return (await this.prisma.read<{ id: string }>(jobPostersSql(partnerId))).map((r) => r.id);
  }
}
