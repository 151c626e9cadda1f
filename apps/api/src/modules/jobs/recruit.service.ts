import { Injectable, StreamableFile } from '@nestjs/common';
import {
  type CreateJobFields,
  ErrorCode,
  JOB_EXPIRY_DAYS,
  JOB_PAGE_SIZE,
  type JobFields,
  JobsText,
  type JobsPageQuery,
  JobStatus,
  NotificationKind,
  type MoveApplicationFields,
  type Ok,
  type PipelineApplication,
  type PipelineQuery,
  type RecruitJob,
  Visibility,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { pageArgs } from '../connections/connections.sql';
import { pageFrom } from '../connections/cursor';
import { PrismaService } from '../../platform/database/prisma.service';
import { CONTENT_TYPE_OF } from '../../platform/storage/stored-files';
import { PingsService } from '../notifications/pings.service';
import { StorageService } from '../../platform/storage/storage.service';
import { JobBoardRepository, type RecruitJobRow } from './job-board.repository';
import { JobMatching } from './job-matching';
import { toMatch, toPipelineApplication, toRecruitJob } from './job-views';

const conflict = (message: string) => new AppError(ErrorCode.Conflict, message);

/**
 * A partner's jobs (/recruit). The route table let in a user of the partner holding POST_JOBS; a job of another
 * partner is 404 here. The modes: new (create, a draft or live at once), edit (a draft or live job), renew (an
 * active or expired job: live again for JOB_EXPIRY_DAYS from now), repost (a closed job copied into a new draft);
 * and §7's status change (closed, or active to publish a draft) and delete. Going live queues a candidate scan.
 */
@Injectable()
export class RecruitService {
  constructor(
    private readonly repository: JobBoardRepository,
    private readonly matching: JobMatching,
    private readonly pings: PingsService,
    private readonly storage: StorageService,
    private readonly prisma: PrismaService,
  ) {}

  async list(auth: AuthContext, partnerId: string, query: JobsPageQuery) {
    const rows = await this.repository.partnerJobs(auth.user.id, partnerId, pageArgs(query, 'desc'));
    return pageFrom(rows, query.pageSize, (r) => [r.at, r.id], toRecruitJob);
  }

  async get(auth: AuthContext, partnerId: string, jobId: string): Promise<RecruitJob> {
    return toRecruitJob(await this.job(auth, partnerId, jobId));
  }

  async create(auth: AuthContext, partnerId: string, { publish, ...fields }: CreateJobFields) {
    const id = await this.repository.create(partnerId, auth.user.id, fields, publish, JOB_EXPIRY_DAYS);
    if (publish) await this.matching.request(id);
    return this.get(auth, partnerId, id);
  }

  async edit(auth: AuthContext, partnerId: string, jobId: string, fields: JobFields): Promise<RecruitJob> {
    const job = await this.job(auth, partnerId, jobId);
    if (!(await this.repository.edit(jobId, fields))) throw conflict(JobsText.cannotEdit);
    if (job.status === JobStatus.Active) await this.matching.request(jobId);
    return this.get(auth, partnerId, jobId);
  }

  async setStatus(auth: AuthContext, partnerId: string, jobId: string, status: JobStatus): Promise<RecruitJob> {
    await this.job(auth, partnerId, jobId);
    if (status === JobStatus.Closed) {
      if (!(await this.repository.close(jobId))) throw conflict(JobsText.cannotClose);
    } else {
      if (!(await this.repository.publish(jobId, JOB_EXPIRY_DAYS))) throw conflict(JobsText.cannotPublish);
      await this.matching.request(jobId);
    }
    return this.get(auth, partnerId, jobId);
  }

  async renew(auth: AuthContext, partnerId: string, jobId: string): Promise<RecruitJob> {
    await this.job(auth, partnerId, jobId);
    if (!(await this.repository.renew(jobId, JOB_EXPIRY_DAYS))) throw conflict(JobsText.cannotRenew);
    return this.get(auth, partnerId, jobId);
  }

  async repost(auth: AuthContext, partnerId: string, jobId: string): Promise<RecruitJob> {
    await this.job(auth, partnerId, jobId);
    const id = await this.repository.repost(jobId, auth.user.id);
    if (!id) throw conflict(JobsText.cannotRepost);
    return this.get(auth, partnerId, id);
  }

  async remove(auth: AuthContext, partnerId: string, jobId: string): Promise<Ok> {
    await this.job(auth, partnerId, jobId);
    const resumes = await this.repository.remove(jobId);
    // The rows are gone; a file left behind by a failed delete is only storage, never readable through the API.
    await Promise.all(resumes.map((key) => this.storage.delete(key).catch(() => undefined)));
    return { message: JobsText.jobDeleted };
  }

  async invite(auth: AuthContext, partnerId: string, jobId: string, emails: string[]) {
    const job = await this.job(auth, partnerId, jobId);
    if (job.visibility !== Visibility.Private) throw conflict(JobsText.notPrivate);
    const { unknown, invited } = await this.repository.invite(jobId, [...new Set(emails)]);
    if (unknown.length > 0) {
      throw AppError.validation(
        unknown.map((email) => ({ field: `emails.${emails.indexOf(email)}`, message: `${email} ${JobsText.unknownMembers}` })),
      );
    }
    return { invitedCount: invited };
  }

  async pipeline(auth: AuthContext, partnerId: string, jobId: string, query: PipelineQuery) {
    await this.job(auth, partnerId, jobId);
    const rows = await this.repository.pipeline(jobId, query.stage, pageArgs(query, 'asc'));
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.application_id], toPipelineApplication);
  }

  /** Moves the applicant with the note; their ping is queued in the same transaction as the move. */
  async move(
    auth: AuthContext,
    partnerId: string,
    jobId: string,
    applicationId: string,
    { stage, note }: MoveApplicationFields,
  ): Promise<PipelineApplication> {
    const job = await this.job(auth, partnerId, jobId);
    await this.prisma.$transaction(async (tx) => {
      const applicantId = await this.repository.move(tx, jobId, applicationId, auth.user.id, stage, note);
      if (!applicantId) throw AppError.notFound(JobsText.applicationNotFound);
      await this.pings.notify(
        {
          userId: applicantId,
          kind: NotificationKind.ApplicationStatus,
          actorId: auth.user.id,
          partnerId,
          data: { jobId, stage, preview: job.title },
        },
        tx,
      );
    });
    return toPipelineApplication((await this.repository.application(jobId, applicationId))!);
  }

  async resume(auth: AuthContext, partnerId: string, jobId: string, applicationId: string): Promise<StreamableFile> {
    await this.job(auth, partnerId, jobId);
    const application = await this.repository.application(jobId, applicationId);
    if (!application) throw AppError.notFound(JobsText.applicationNotFound);
    const ext = application.resume_key.split('.').pop()!;
    const object = await this.storage.get(application.resume_key, CONTENT_TYPE_OF[ext] ?? 'application/octet-stream');
    if (!object) throw AppError.notFound();
    return new StreamableFile(object.body, { type: object.contentType, disposition: `attachment; filename="resume.${ext}"` });
  }

  async matches(auth: AuthContext, partnerId: string, jobId: string) {
    const job = await this.job(auth, partnerId, jobId);
    const rows = await this.repository.matches(jobId, JOB_PAGE_SIZE.matches);
    return { items: rows.map(toMatch), matchScannedAt: job.match_scanned_at?.toISOString() ?? null };
  }

  async scan(auth: AuthContext, partnerId: string, jobId: string): Promise<Ok> {
    await this.job(auth, partnerId, jobId);
    await this.matching.request(jobId);
    return { message: JobsText.matchScanStarted };
  }

  private async job(auth: AuthContext, partnerId: string, jobId: string): Promise<RecruitJobRow> {
    const row = await this.repository.partnerJob(auth.user.id, partnerId, jobId);
    if (!row) throw AppError.notFound(JobsText.jobNotFound);
    return row;
  }
}
