import { Inject, Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { sampledLog } from '../common/logging/sampled-log';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { PrismaService } from '../database/prisma.service';
import { JobsService, type QueueBacklog } from '../queue/jobs.service';
import { RealtimeGateway } from '../realtime/realtime.gateway';

/** From 1 ms (a cached read) to 10 s: a DM send is a few ms, a feed page tens, an upload seconds. */
const LATENCY_BUCKETS_SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** The route label of a request no route matched (a 404): one series for all of them, whatever the URL. */
export const NO_ROUTE = '(none)';

/**
 * The process's own metrics (CPU, memory, event loop, GC, handles), collected once per process: several apps in one
 * process (tests) share them, and each collector would otherwise watch the event loop and GC again.
 */
let processMetrics: Registry | undefined;
function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * What GET /metrics answers, in Prometheus' text format: request latency by route, method and status class, requests
 * refused (shed under overload, rate-limited), open sockets, the database pool, the job queues' backlog, and the
 * process. Gauges are read when scraped; the queues' with one query on the job queue's own connections, so a scrape
 * during overload does not wait behind the requests for the pool.
 */
@Injectable()
export class Metrics {
  private readonly logger = new Logger('Metrics');
  private readonly logQueueFailure = sampledLog((line) => this.logger.warn(line), 60_000);
  private readonly appMetrics = new Registry();
  readonly registry: Registry;

  private readonly requestDuration = new Histogram({
    name: 'nexus_http_request_duration_seconds',
    help: 'HTTP requests by route pattern, method and status class (2xx, 4xx…), from their arrival to their answer',
    labelNames: ['route', 'method', 'status_class'] as const,
    buckets: LATENCY_BUCKETS_SECONDS,
    registers: [this.appMetrics],
  });
  private readonly shed = new Counter({
    name: 'nexus_http_requests_shed_total',
    help: 'Requests answered 503 by load shedding (overloaded: the event loop late, or no turn in time)',
    registers: [this.appMetrics],
  });
  private readonly rateLimited = new Counter({
    name: 'nexus_http_requests_rate_limited_total',
    help: 'Requests answered 429 (the per-address rate limit, or too many sign-ups)',
    registers: [this.appMetrics],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig, prisma: PrismaService, jobs: JobsService, realtime: RealtimeGateway) {
    const registers = [this.appMetrics];
    new Gauge({
      name: 'nexus_sockets_open',
      help: 'Socket.IO connections open on this instance',
      registers,
      collect() {
        this.set(realtime.openSockets);
      },
    });
    new Gauge({
      name: 'nexus_db_pool_max',
      help: 'Connections the database pool may open (DATABASE_POOL_SIZE)',
      registers,
    }).set(config.databasePool.size);
    new Gauge({
      name: 'nexus_db_pool_connections',
      help: 'Connections of the database pool, by state (idle, busy)',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const { total, idle } = prisma.poolStatistics;
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'busy' }, total - idle);
      },
    });
    new Gauge({
      name: 'nexus_db_pool_waiting',
      help: 'Queries waiting for a free connection of the database pool',
      registers,
      collect() {
        this.set(prisma.poolStatistics.waiting);
      },
    });
    // One query a scrape for the three queue gauges, which the registry collects side by side.
    let scrape: Promise<QueueBacklog[]> | undefined;
    const backlog = () =>
      (scrape ??= jobs
        .backlog()
        .catch((error: Error) => {
          this.logQueueFailure(`The job queues' backlog could not be read: ${error.message}`);
          return [];
        })
        .finally(() => (scrape = undefined)));
    const queueGauge = (name: string, help: string, value: (queue: QueueBacklog) => number) =>
      new Gauge({
        name,
        help,
        labelNames: ['queue'] as const,
        registers,
        async collect() {
          const queues = await backlog();
          this.reset();
          for (const queue of queues) this.set({ queue: queue.queue }, value(queue));
        },
      });
    queueGauge('nexus_job_queue_ready', 'Jobs due and not started yet, by queue', (q) => q.ready);
    queueGauge(
      'nexus_job_queue_oldest_ready_seconds',
      'How long the job due the longest has waited to start, by queue (0 when none waits)',
      (q) => q.oldestReadySeconds,
    );
    queueGauge('nexus_job_queue_active', 'Jobs being worked, by queue', (q) => q.active);
    this.registry = Registry.merge([processRegistry(), this.appMetrics]);
  }

  /** One answered HTTP request; `route` is its route's pattern (`/v1/user/:id`), never the URL. */
  observeRequest(route: string | undefined, method: string, statusCode: number, seconds: number): void {
    this.requestDuration.observe(
      { route: route ?? NO_ROUTE, method, status_class: `${Math.floor(statusCode / 100)}xx` },
      seconds,
    );
    if (statusCode === 429) this.rateLimited.inc();
  }

  countShed(): void {
    this.shed.inc();
  }
}
