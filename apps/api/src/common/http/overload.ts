import type { FastifyInstance } from 'fastify';
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
 * Watched from the moment the server is ready.
 */
export function shedLoadWhenOverloaded(fastify: FastifyInstance, { maxLagMs, databaseQueueFull }: OverloadLimits): void {
  let lateChecks = 0;
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    const due = performance.now() + CHECK_EVERY_MS;
    timer = setTimeout(() => {
      lateChecks = performance.now() - due > maxLagMs ? lateChecks + 1 : 0;
      schedule();
    }, CHECK_EVERY_MS).unref();
  };
  fastify.addHook('onReady', (done) => {
    schedule();
    done();
  });
  fastify.addHook('onClose', (_instance, done) => {
    clearTimeout(timer);
    done();
  });
  fastify.addHook('onRequest', (_request, _reply, done) =>
    done(lateChecks >= LATE_CHECKS_TO_SHED || databaseQueueFull() ? new ServiceUnavailableError() : undefined),
  );
}
