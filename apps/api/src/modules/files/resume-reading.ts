import { buffer } from 'node:stream/consumers';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { SocketEvent, Text } from '@nexus/contracts';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { type JobData, toUserSockets } from '../../platform/queue/queues';
import { StorageService } from '../../platform/storage/storage.service';
import { ResumeImportsRepository, type ResumeReadResult, toResumeImport } from './resume-imports.repository';
import { extractResumeText, proposeFromResume } from './resume-reader';

type ResumeRead = JobData<'resume-read'>;

/**
 * Reads uploaded resumes in the `resume-read` job, in the worker. The result goes to resume_imports
 * and, through a `socket-event` job, to the member's open apps. A job that fails for good (retries
 * spent, or its worker died on the last try) marks the import failed: it never stays 'reading'.
 */
@Injectable()
export class ResumeReading implements OnModuleInit {
  private readonly logger = new Logger('Files');

  constructor(
    private readonly storage: StorageService,
    private readonly imports: ResumeImportsRepository,
    private readonly jobs: JobsService,
    private readonly prisma: PrismaService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(
      'resume-read',
      (job) => this.read(job),
      (job) => this.record(job, { error: Text.resumeUnreadable }),
    );
  }

  /** Queues the reading in the caller's transaction, the one that records the upload. */
  async enqueue(db: Db, job: ResumeRead): Promise<void> {
    await this.jobs.send('resume-read', job, db);
  }

  private async read(job: ResumeRead): Promise<void> {
    const object = await this.storage.get(job.key, job.contentType);
    // Replaced by a newer upload since, and removed: that upload has its own job.
    if (!object) return;
    const content = await buffer(object.body);
    // A document that cannot be read is an answer, not a failure to retry.
    const result = await extractResumeText(content, job.contentType)
      .then((text) => ({ proposals: proposeFromResume(text) }))
      .catch((error: unknown) => {
        this.logger.warn(`Resume of ${job.userId} could not be read: ${String(error)}`);
        return { error: Text.resumeUnreadable };
      });
    await this.record(job, result);
  }

  private async record({ userId, key }: ResumeRead, result: ResumeReadResult): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const row = await this.imports.finish(tx, userId, key, result);
      if (row)
        await this.jobs.send(
          'socket-event',
          toUserSockets(userId, SocketEvent.ProfileUpdatedFromResume, toResumeImport(row)),
          tx,
        );
    });
  }
}
