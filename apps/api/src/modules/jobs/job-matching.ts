import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JOB_PAGE_SIZE, type JobMatchEvent, SocketEvent } from '@nexus/contracts';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { type JobData, toManyUserSockets } from '../../platform/queue/queues';
import { JobBoardRepository } from './job-board.repository';

/** Candidates kept per scan: a few pages of the best. */
const KEPT_MATCHES = JOB_PAGE_SIZE.matches * 4;

/**
 * Works the `job-match-scan` queue (in the worker, or the API with RUN_WORKER). A scan replaces the job's matches and
 * queues 'matched candidates update' and 'job match scan finished' to the partner's job posters in one transaction:
 * all of it or none, and a rerun after a restart writes the same rows again. A scan that fails for good (its retries
 * spent) sends 'job match scan failed'.
 */
@Injectable()
export class JobMatching implements OnModuleInit {
  private readonly logger = new Logger('JobMatching');

  constructor(
    private readonly prisma: PrismaService,
    private readonly repository: JobBoardRepository,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle(
      'job-match-scan',
      (job) => this.scan(job),
      (job) => this.failed(job),
    );
  }

  /** Queues a scan of the job; with `db`, only if that transaction commits. */
  request(jobId: string, db?: Db): Promise<void> {
    return this.jobs.send('job-match-scan', { jobId }, db);
  }

  async scan({ jobId }: JobData<'job-match-scan'>): Promise<void> {
    const partnerId = await this.repository.jobPartner(jobId);
    // Deleted meanwhile: nothing to scan, nobody to tell.
    if (!partnerId) return;
    const posters = await this.repository.posters(partnerId);
    await this.prisma.$transaction(async (tx) => {
      const matchCount = await this.repository.scan(tx, jobId, KEPT_MATCHES);
      if (matchCount === undefined || posters.length === 0) return;
      await this.tell(posters, SocketEvent.MatchedCandidatesUpdate, { jobId, matchCount }, tx);
      await this.tell(posters, SocketEvent.JobMatchScanFinished, { jobId, matchCount }, tx);
    });
  }

  async failed({ jobId }: JobData<'job-match-scan'>): Promise<void> {
    this.logger.warn(`The candidate scan of job ${jobId} failed for good`);
    const partnerId = await this.repository.jobPartner(jobId);
    if (!partnerId) return;
    const posters = await this.repository.posters(partnerId);
    if (posters.length > 0) await this.tell(posters, SocketEvent.JobMatchScanFailed, { jobId, matchCount: 0 });
  }

  private async tell(
    userIds: string[],
    event:
      | typeof SocketEvent.MatchedCandidatesUpdate
      | typeof SocketEvent.JobMatchScanFinished
      | typeof SocketEvent.JobMatchScanFailed,
    payload: JobMatchEvent,
    db?: Db,
  ): Promise<void> {
    await this.jobs.sendMany('socket-event', toManyUserSockets(userIds, event, payload), db);
  }
}
