import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  type ApplyFields,
  ErrorCode,
  type Job,
  JobsText,
  type JobSaveStatus,
  type JobSearchQuery,
  type JobsPageQuery,
  JobStatus,
  type MatchPreference,
  type MyApplication,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { pageArgs } from '../connections/connections.sql';
import { pageFrom } from '../connections/cursor';
import { CONTENT_TYPE_OF } from '../../platform/storage/stored-files';
import { StorageService } from '../../platform/storage/storage.service';
import { JobBoardRepository } from './job-board.repository';
import type { JobRow } from './job-board.sql';
import { toJob, toMyApplication } from './job-views';

const byAt = (r: { at: Date; id: string }): [Date, string] => [r.at, r.id];

async function bufferOf(body: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

/**
 * Jobs as members find them: search, one job, saved jobs, applying, their applications and the matching opt-in.
 * A private job a member was not invited to is 403 (its existence is all they learn); a draft of another company is
 * 404, as if it did not exist.
 */
@Injectable()
export class JobBoardService {
  constructor(
    private readonly repository: JobBoardRepository,
    private readonly storage: StorageService,
  ) {}

  async search(auth: AuthContext, query: JobSearchQuery) {
    const rows = await this.repository.search(auth.user.id, query, pageArgs(query, 'desc'));
    return pageFrom(rows, query.pageSize, byAt, toJob);
  }

  async get(auth: AuthContext, id: string): Promise<Job> {
    return toJob(await this.visible(auth, id));
  }

  async saved(auth: AuthContext, query: JobsPageQuery) {
    const rows = await this.repository.saved(auth.user.id, pageArgs(query, 'desc'));
    return pageFrom(rows, query.pageSize, byAt, toJob);
  }

  async save(auth: AuthContext, id: string, status: JobSaveStatus): Promise<Job> {
    await this.visible(auth, id);
    await this.repository.setSaved(auth.user.id, id, status);
    return this.get(auth, id);
  }

  /**
   * One application per member and job, to a live job of another company. The resume on file is copied, so the
   * application keeps the one it was sent with when the member uploads another.
   */
  async apply(auth: AuthContext, id: string, body: ApplyFields): Promise<MyApplication> {
    const job = await this.visible(auth, id);
    if (job.application_id) throw new AppError(ErrorCode.Conflict, JobsText.alreadyApplied);
    if (job.status !== JobStatus.Active) throw new AppError(ErrorCode.Conflict, JobsText.notOpen);
    if (auth.user.partnerId === job.partner_id) throw AppError.forbidden(JobsText.ownJob);
    if (body.screeningAnswers.length !== job.screening_questions.length) {
      throw AppError.invalid('screeningAnswers', JobsText.answersMismatch);
    }
    const resumeKey = await this.copyResume(auth.user.id, id);
    const applicationId = await this.repository.apply({
      ...body,
      jobId: id,
      userId: auth.user.id,
      resumeKey,
    });
    if (!applicationId) {
      await this.storage.delete(resumeKey);
      throw new AppError(ErrorCode.Conflict, JobsText.alreadyApplied);
    }
    return toMyApplication((await this.repository.myApplication(auth.user.id, applicationId))!);
  }

  async applications(auth: AuthContext, query: JobsPageQuery) {
    const rows = await this.repository.myApplications(auth.user.id, pageArgs(query, 'desc'));
    return pageFrom(rows, query.pageSize, (r) => [r.created_at, r.id], toMyApplication);
  }

  async matchPreference(auth: AuthContext): Promise<MatchPreference> {
    return { openToMatches: await this.repository.openToMatches(auth.user.id) };
  }

  async setMatchPreference(auth: AuthContext, { openToMatches }: MatchPreference): Promise<MatchPreference> {
    await this.repository.setOpenToMatches(auth.user.id, openToMatches);
    return { openToMatches };
  }

  private async visible(auth: AuthContext, id: string): Promise<JobRow> {
    const row = await this.repository.visibleJob(auth.user.id, id);
    if (!row) throw AppError.notFound(JobsText.jobNotFound);
    if (!row.seen) throw AppError.forbidden(JobsText.notInvited);
    return row;
  }

  private async copyResume(userId: string, jobId: string): Promise<string> {
    const onFile = await this.repository.profileResumeKey(userId);
    const ext = onFile?.split('.').pop() ?? '';
    const contentType = CONTENT_TYPE_OF[ext];
    const object = onFile && contentType ? await this.storage.get(onFile, contentType) : null;
    if (!object || !contentType) throw AppError.invalid('resume', JobsText.resumeRequired);
    const key = `applications/${jobId}/${userId}/${randomUUID()}.${ext}`;
    await this.storage.put(key, await bufferOf(object.body), contentType);
    return key;
  }
}
