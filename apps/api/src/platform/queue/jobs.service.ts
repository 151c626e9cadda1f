import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { fromPrisma, PgBoss } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DATABASE, type DatabaseOptions, type Db } from '../database/prisma.service';
import { currentRequestId, logScope, requestIdFrom, runInLogScope } from '../observability/logging';
import { deadLetterOf, type JobData, type QueueDefinition, type QueueName, type QueueOptions, QUEUES } from './queues';

export const JOBS_PROCESS = Symbol('JOBS_PROCESS');
/** Which process this is: the API (works `api` queues, and `worker` queues when RUN_WORKER) or the worker. */
export type JobsProcess = 'api' | 'worker';

export type JobHandler<Q extends QueueName> = (data: JobData<Q>) => Promise<void>;
/** A job of a batch worked together: its data, and its log scope for the work done for it alone. */
export interface BatchJob<Q extends QueueName> {
  data: JobData<Q>;
  /** Runs `work` with the job's log scope: the lines it logs carry the request id that sent the job, and its id. */
  inScope<T>(work: () => Promise<T>): Promise<T>;
}

/**
 * Works a fetched batch of a queue's jobs together (a statement for the batch, not one per job); answers, per job in
 * order, the error it failed with (it is retried while tries remain), or undefined when it is done. Throwing fails the
 * whole batch.
 */
export type BatchJobHandler<Q extends QueueName> = (jobs: BatchJob<Q>[]) => Promise<unknown[]>;

type Handler =
  | { each: (data: unknown) => Promise<void> }
  | { batch: (jobs: { data: unknown; inScope: BatchJob<QueueName>['inScope'] }[]) => Promise<unknown[]> };

/**
 * When a job may start (`startAfterSeconds`), and throttling: of the jobs sent with one `singletonKey`, one per
 * `singletonSeconds` slot is kept (the others are dropped at send).
 */
export interface SendOptions {
  startAfterSeconds?: number;
  singletonKey?: string;
  singletonSeconds?: number;
}

/**
 * A NOTIFY wakes an idle worker at once. A worker busy with a job keeps one wake-up for however many
 * jobs arrived meanwhile (pg-boss 12.38), so the backstop poll must stay short, not its 30 s default.
 */
const WORK_OPTIONS = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };

/** How long a stopping process waits for the jobs in hand; what is still running after that is retried elsewhere. */
const STOP_TIMEOUT_MS = 10_000;

/** Per queue: jobs due and not started, how long the one due the longest has waited, and jobs being worked. */
export interface QueueBacklog {
  queue: string;
  ready: number;
  oldestReadySeconds: number;
  active: number;
}

/**
 * The request (or socket event) that sends a job is named in its data, so the lines its handler logs carry the same
 * request id. Payload schemas strip it before handlers see the data.
 */
const withRequestId = <T>(data: T): T => {
  const requestId = currentRequestId();
  return requestId ? ({ ...data, requestId } as T) : data;
};

const parsePayload = <Q extends QueueName>(queue: Q, data: unknown) => QUEUES[queue].payload.parse(data) as JobData<Q>;

/**
 * The durable job queue: pg-boss on the app's own PostgreSQL (schema JOBS_SCHEMA), so the embedded
 * default needs no other server. Features send jobs, optionally in their own transaction, and register
 * a handler per queue in `onModuleInit`; the queues start working once the application has booted.
 */
@Injectable()
export class JobsService implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Jobs');
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, Handler>();
  private readonly stopping = new AbortController();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DATABASE) database: DatabaseOptions,
    @Inject(JOBS_PROCESS) private readonly process: JobsProcess,
  ) {
    this.boss = new PgBoss({
      connectionString: database.url,
      schema: config.jobsSchema,
      application_name: `nexus-${process}-jobs`,
      max: 4,
      // A queue with `notify` wakes its workers at once instead of at their next poll.
      useListenNotify: true,
      // Expired jobs and lost heartbeats are found on these passes: a job whose worker died is retried
      // within about heartbeat + 10 s.
      superviseIntervalSeconds: 10,
      monitorIntervalSeconds: 10,
      instanceName: `nexus-${process}`,
    });
    this.boss.on('error', (error) => this.logger.error(`Job queue: ${error.message}`));
  }

  /** Queues a job. With `db` (an open transaction), the job exists only if that transaction commits. */
  async send<Q extends QueueName>(queue: Q, data: JobData<Q>, db?: Db, options: SendOptions = {}): Promise<void> {
    const { startAfterSeconds, singletonKey, singletonSeconds } = options;
    await this.boss.send(queue, withRequestId(data) as object, {
      ...(db ? { db: fromPrisma(db) } : {}),
      ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      ...(singletonKey ? { singletonKey, singletonSeconds } : {}),
    });
  }

  /** Queues one job per payload in one statement; with `db`, in that transaction. */
  async sendMany<Q extends QueueName>(queue: Q, data: JobData<Q>[], db?: Db): Promise<void> {
    if (data.length === 0) return;
    await this.boss.insert(
      queue,
      data.map((d) => ({ data: withRequestId(d) as object })),
      db ? { db: fromPrisma(db) } : {},
    );
  }

  /**
   * Registers the handler of a queue; `failed` runs once for a job that failed for good (queues with a
   * dead letter). Handlers must be idempotent: a job whose worker died after doing its work runs again.
   */
  handle<Q extends QueueName>(queue: Q, handler: JobHandler<Q>, failed?: JobHandler<Q>): void {
    this.handlers.set(queue, { each: (data) => handler(parsePayload(queue, data)) });
    this.handleFailed(queue, failed);
  }

  /** As `handle`, with the jobs of each fetched batch worked together (BatchJobHandler). */
  handleBatch<Q extends QueueName>(queue: Q, handler: BatchJobHandler<Q>, failed?: JobHandler<Q>): void {
    this.handlers.set(queue, {
      batch: (jobs) => handler(jobs.map(({ data, inScope }) => ({ data: parsePayload(queue, data), inScope }))),
    });
    this.handleFailed(queue, failed);
  }

  private handleFailed<Q extends QueueName>(queue: Q, failed: JobHandler<Q> | undefined): void {
    if (!failed) return;
    if (!QUEUES[queue].deadLetter) throw new Error(`Queue ${queue} has no dead letter queue for a 'failed' handler`);
    this.handlers.set(deadLetterOf(queue), { each: (data) => failed(parsePayload(queue, data)) });
  }

  async onApplicationBootstrap(): Promise<void> {
    await this.boss.start();
    try {
      await this.createQueues();
      await this.startWorking();
    } catch (error) {
      await this.boss.stop({ graceful: false });
      throw error;
    }
  }

  /**
   * Aborted when the process starts stopping. A handler that works in batches with rests between them ends at the next
   * rest (what it did not take stays for the next run), so it is done before the database closes under it.
   */
  get stopSignal(): AbortSignal {
    return this.stopping.signal;
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping.abort();
    await this.boss.stop({ graceful: true, timeout: STOP_TIMEOUT_MS });
  }

  private async createQueues(): Promise<void> {
    for (const queue of Object.keys(QUEUES) as QueueName[]) {
      const { options, deadLetter } = QUEUES[queue];
      if (deadLetter) await this.createOrUpdateQueue(deadLetterOf(queue), { notify: true }, null);
      await this.createOrUpdateQueue(queue, options, deadLetter ? deadLetterOf(queue) : null);
      const { schedule } = QUEUES[queue] as QueueDefinition;
      if (schedule) await this.boss.schedule(queue, schedule);
    }
  }

  private async startWorking(): Promise<void> {
    const queues = this.queuesWorkedHere();
    this.logger.log(`Working the job queues ${queues.join(', ')} (schema ${this.config.jobsSchema})`);
    for (const queue of queues) {
      for (const name of QUEUES[queue].deadLetter ? [queue, deadLetterOf(queue)] : [queue]) {
        const handler = this.handlers.get(name);
        if (!handler) throw new Error(`No handler for the job queue ${name} in the ${this.process} process`);
        const { batchSize, concurrency } = QUEUES[queue] as QueueDefinition;
        // A batch is fetched again at once while fetches come back full, so a burst is not worked one poll apart.
        const batches = batchSize ? { ...WORK_OPTIONS, batchSize, burstWhenBatchFull: true } : WORK_OPTIONS;
        const options = concurrency && name === queue ? { ...batches, localConcurrency: concurrency } : batches;
        if ('batch' in handler) {
          await this.boss.work(name, { ...options, perJobResults: true }, async (jobs) => {
            const failures = await runInLogScope(logScope({ requestId: requestIdFrom(undefined), queue: name }), () =>
              handler.batch(
                jobs.map((job) => ({ data: job.data, inScope: (work) => runInLogScope(this.scopeOf(name, job), work) })),
              ),
            );
            return jobs.map((job, index) => {
              const error = failures[index];
              if (error === undefined) return { id: job.id, status: 'completed' as const };
              runInLogScope(this.scopeOf(name, job), () => this.warnFailed(name, job.id, error));
              return { id: job.id, status: 'failed' as const, output: { message: String(error) } };
            });
          });
          continue;
        }
        await this.boss.work(name, options, async (jobs) => {
          for (const job of jobs) {
            await runInLogScope(this.scopeOf(name, job), () =>
              handler.each(job.data).catch((error: unknown) => {
                this.warnFailed(name, job.id, error);
                throw error;
              }),
            );
          }
        });
      }
    }
  }

  /** A job's log scope: the request id of the request that sent it (in its data), its queue and its id. */
  private scopeOf(queue: string, job: { id: string; data: unknown }) {
    const requestId = requestIdFrom((job.data as { requestId?: unknown } | null)?.requestId);
    return logScope({ requestId, queue, jobId: job.id });
  }

  private warnFailed(queue: string, jobId: string, error: unknown): void {
    this.logger.warn(`Job ${queue} ${jobId} failed (it is retried while tries remain): ${String(error)}`);
  }

  /** Every queue's backlog now (dead letters included), in one scan of the waiting and active jobs. */
  async backlog(): Promise<QueueBacklog[]> {
    const { rows } = await this.boss.getDb().executeSql(
      `SELECT name,
              count(*) FILTER (WHERE state < 'active')::int AS ready,
              coalesce(extract(epoch FROM now() - min(start_after) FILTER (WHERE state < 'active')), 0)::float8 AS oldest,
              count(*) FILTER (WHERE state = 'active')::int AS active
         FROM ${this.config.jobsSchema}.job
        WHERE state <= 'active' AND NOT blocked AND start_after <= now()
        GROUP BY name`,
    );
    const found = new Map((rows as { name: string; ready: number; oldest: number; active: number }[]).map((r) => [r.name, r]));
    return (Object.keys(QUEUES) as QueueName[])
      .flatMap((queue) => (QUEUES[queue].deadLetter ? [queue, deadLetterOf(queue)] : [queue]))
      .map((queue) => {
        const row = found.get(queue);
        return { queue, ready: row?.ready ?? 0, oldestReadySeconds: row?.oldest ?? 0, active: row?.active ?? 0 };
      });
  }

  private queuesWorkedHere(): QueueName[] {
    return (Object.keys(QUEUES) as QueueName[]).filter((queue) =>
      QUEUES[queue].runsIn === 'api' ? this.process === 'api' : this.process === 'worker' || this.config.runWorker,
    );
  }

  /** createQueue leaves an existing queue as it is; updateQueue brings its retry policy up to date. */
  private async createOrUpdateQueue(name: string, options: QueueOptions, deadLetter: string | null): Promise<void> {
    await this.boss.createQueue(name, deadLetter ? { ...options, deadLetter } : options);
    await this.boss.updateQueue(name, { ...options, deadLetter });
  }
}
