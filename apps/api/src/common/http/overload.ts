import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { toApiError } from '../errors/api-error';
import { ServiceUnavailableError } from '../errors/app-error';

const CHECK_EVERY_MS = 500;
/** Checks in a row that must find the loop late: one long pause (start-up, a full GC, a busy test runner) is not overload. */
const LATE_CHECKS_TO_SHED = 3;

export interface OverloadLimits {
  /** An event loop this late at LATE_CHECKS_TO_SHED checks in a row is overloaded. */
  maxLagMs: number;
  /** True while the database pool already has more queries waiting than it should take on. */
  databaseQueueFull: () => boolean;
}

/**
 * Sheds load, answering new requests 503 with Retry-After instead of letting them pile up, while
 * - the event loop is overloaded: when a timer keeps firing more than `maxLagMs` late, every request already waits
 *   that long before any of our code runs (@fastify/under-pressure averages its samples per second and counts a
 *   second without one as infinitely late, so a single pause already refused requests);
 * - or the database pool's queue is full: past it, a request would only wait behind the others, answered late or
 *   not before the client gave up, while the queue grows as long as the load lasts.
 * Watched from the moment the server is ready. A shed request costs as little as an answer can: the 503 body is
 * built once, and the log says when shedding begins and how many it refused when it ends, not a line a request (at
 * 1,000 sends/s, an error object and a log line each cost the sends still admitted as much CPU as they used).
 */
export function shedLoadWhenOverloaded(fastify: FastifyInstance, { maxLagMs, databaseQueueFull }: OverloadLimits): void {
  const logger = new Logger('Overload');
  const { error, body } = toApiError(new ServiceUnavailableError());
  const retryAfter = String(error.retryAfterSeconds);
  const shedBody = JSON.stringify(body);
  let lateChecks = 0;
  let shedSince: { at: number; refused: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  const overloaded = () => {
    if (lateChecks >= LATE_CHECKS_TO_SHED) return 'the event loop is late';
    return databaseQueueFull() ? 'the database queue is full' : undefined;
  };
  const endShedding = () => {
    if (!shedSince) return;
    const seconds = ((performance.now() - shedSince.at) / 1000).toFixed(1);
    const { refused } = shedSince;
    logger.warn(`Overload over: answered ${refused} ${refused === 1 ? 'request' : 'requests'} 503 in ${seconds} s`);
    shedSince = undefined;
  };
  const schedule = () => {
    const due = performance.now() + CHECK_EVERY_MS;
    timer = setTimeout(() => {
      lateChecks = performance.now() - due > maxLagMs ? lateChecks + 1 : 0;
      if (shedSince && !overloaded()) endShedding();
      schedule();
    }, CHECK_EVERY_MS).unref();
  };
  fastify.addHook('onReady', (done) => {
    schedule();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    endShedding();
    done();
  });
  fastify.addHook('onRequest', (_request, reply, done) => {
    const reason = overloaded();
    if (!reason) return done();
    if (!shedSince) {
      shedSince = { at: performance.now(), refused: 0 };
      logger.warn(`Overloaded (${reason}): answering new requests 503 until it passes`);
    }
    shedSince.refused++;
    void reply.code(body.statusCode).header('Retry-After', retryAfter).type('application/json').send(shedBody);
  });
}
