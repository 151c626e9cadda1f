import { Logger } from '@nestjs/common';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { toApiError } from '../errors/api-error';
import { ServiceUnavailableError } from '../errors/app-error';
import { ConcurrencyLimit, type ConcurrencyLimitOptions } from './concurrency-limit';

const CHECK_EVERY_MS = 500;
/** Checks in a row that must find the loop late: one long pause (start-up, a full GC, a busy test runner) is not overload. */
const LATE_CHECKS_TO_SHED = 3;
/** How often requests that waited too long for their turn are refused. */
const SWEEP_EVERY_MS = 50;

export interface OverloadLimits {
  /** An event loop this late at LATE_CHECKS_TO_SHED checks in a row is overloaded. */
  maxLagMs: number;
  /** True while the database pool already has more queries waiting than it should take on. */
  databaseQueueFull: () => boolean;
  /** Only requests whose path starts so are limited or refused (the API's; not the web app's files, health, metrics). */
  limitedPathPrefix: string;
  concurrency: ConcurrencyLimitOptions;
  /** Told of each request refused (the metrics count them). */
  onShed: () => void;
}

/**
 * Keeps an overloaded server serving, and answers 503 with Retry-After to what it cannot serve in time:
 * - API requests take a turn under an adaptive concurrency limit (ConcurrencyLimit): past it, and while the database
 *   pool's queue is full, they wait for a turn up to a bound, then are refused;
 * - while the event loop is overloaded (a timer keeps firing more than `maxLagMs` late: every request already waits
 *   that long before any of our code runs), every new request is refused at once. @fastify/under-pressure averages its
 *   samples per second and counts a second without one as infinitely late, so a single pause already refused requests.
 * Watched from the moment the server is ready. A refusal costs as little as an answer can: the 503 body is built once,
 * and the log says when refusing begins and how many it refused when it ends, not a line a request.
 */
export function shedLoadWhenOverloaded(
  fastify: FastifyInstance,
  { maxLagMs, databaseQueueFull, limitedPathPrefix, concurrency, onShed }: OverloadLimits,
): ConcurrencyLimit {
  const logger = new Logger('Overload');
  const { error, body } = toApiError(new ServiceUnavailableError());
  const retryAfter = String(error.retryAfterSeconds);
  const shedBody = JSON.stringify(body);
  const limit = new ConcurrencyLimit(concurrency);
  let lateChecks = 0;
  let shedSince: { at: number; refused: number; reason: string } | undefined;
  let lagTimer: NodeJS.Timeout | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  const endShedding = () => {
    if (!shedSince) return;
    const seconds = ((performance.now() - shedSince.at) / 1000).toFixed(1);
    const { refused } = shedSince;
    logger.warn(`Overload over: answered ${refused} ${refused === 1 ? 'request' : 'requests'} 503 in ${seconds} s`);
    shedSince = undefined;
  };
  const refuse = (reply: FastifyReply, reason: string) => {
    if (!shedSince) {
      shedSince = { at: performance.now(), refused: 0, reason };
      logger.warn(`Overloaded (${reason}): answering 503 to what cannot be served in time`);
    }
    shedSince.refused++;
    onShed();
    void reply.code(body.statusCode).header('Retry-After', retryAfter).type('application/json').send(shedBody);
  };
  const scheduleLagCheck = () => {
    const due = performance.now() + CHECK_EVERY_MS;
    lagTimer = setTimeout(() => {
      lateChecks = performance.now() - due > maxLagMs ? lateChecks + 1 : 0;
      if (shedSince && lateChecks < LATE_CHECKS_TO_SHED && limit.queued === 0 && !databaseQueueFull()) endShedding();
      scheduleLagCheck();
    }, CHECK_EVERY_MS).unref();
  };
  fastify.addHook('onReady', (done) => {
    scheduleLagCheck();
    sweepTimer = setInterval(() => limit.sweep(performance.now(), databaseQueueFull()), SWEEP_EVERY_MS).unref();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(lagTimer);
    clearInterval(sweepTimer);
    limit.refuseAll();
    endShedding();
    done();
  });
  fastify.addHook('onRequest', (request, reply, done) => {
    // The web app's files, health checks and metrics are cheap and must answer whatever the load: never refused.
    if (!request.url.startsWith(limitedPathPrefix)) return done();
    if (lateChecks >= LATE_CHECKS_TO_SHED) return refuse(reply, 'the event loop is late');
    let admittedAt = 0;
    const admit = () => {
      admittedAt = performance.now();
      reply.raw.once('close', () => {
        const now = performance.now();
        limit.release(now - admittedAt, now, databaseQueueFull());
      });
      done();
    };
    const waiter = {
      admit,
      refuse: () => refuse(reply, 'more requests than it serves in time'),
      gone: () => request.raw.destroyed,
    };
    if (limit.acquire(waiter, performance.now(), databaseQueueFull())) admit();
  });
  return limit;
}
