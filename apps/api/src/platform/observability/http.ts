import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config/app-config';
import { HealthChecks } from './health';
import { type LogScope, logScope, REQUEST_ID_HEADER, requestIdFrom, runInLogScope } from './logging';
import { Metrics } from './metrics';

/** Outside /v1, where probes and scrapers look for them; served by Fastify itself, before the web app's fallback. */
export const HEALTH_LIVE_PATH = '/health/live';
export const HEALTH_READY_PATH = '/health/ready';
export const METRICS_PATH = '/metrics';

/** Fastify's request id (FastifyAdapter's `genReqId`): the caller's `x-request-id` when sane, else a new one. */
export const requestIdOf = (request: IncomingMessage): string => requestIdFrom(request.headers[REQUEST_ID_HEADER]);

type ScopedRequest = FastifyRequest & { logScope: LogScope | null };

const digest = (text: string) => createHash('sha256').update(text).digest();

/** True when the request carries `Authorization: Bearer <token>` (compared in constant time). */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  const [scheme, given] = (request.headers.authorization ?? '').split(' ');
  return scheme === 'Bearer' && given !== undefined && timingSafeEqual(digest(given), digest(token));
}

/**
 * Every request gets its id (answered in `x-request-id`) and a log scope carrying it, from its first hook to its
 * handler, and is timed into the metrics by its route's pattern. Serves the liveness and readiness checks and the
 * metrics. Returns the metrics, which the load shedding tells of each request it refuses.
 */
export function observeHttp(app: INestApplication, fastify: FastifyInstance, { metricsToken }: AppConfig): Metrics {
  const metrics = app.get(Metrics);
  const health = app.get(HealthChecks);
  fastify.decorateRequest('logScope', null);
  fastify.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const scope = ((request as ScopedRequest).logScope = logScope({ requestId: request.id }));
    runInLogScope(scope, done);
  });
  // A body's chunks are read in the socket's callbacks, which need not carry the scope: it is entered again after.
  fastify.addHook('preValidation', (request, _reply, done) => runInLogScope((request as ScopedRequest).logScope!, done));
  fastify.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(request.routeOptions.url, request.method, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  fastify.get(HEALTH_LIVE_PATH, (_request, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
  fastify.get(HEALTH_READY_PATH, async (_request, reply) => {
    const readiness = await health.readiness();
    return reply
      .code(readiness.status === 'ok' ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send(readiness);
  });
  fastify.get(METRICS_PATH, async (request, reply) => {
    if (metricsToken && !bearerMatches(request, metricsToken)) {
      return reply.code(401).header('WWW-Authenticate', 'Bearer').send({ status: 'unauthorized' });
    }
    const text = await metrics.registry.metrics();
    return reply.header('Cache-Control', 'no-store').type(metrics.registry.contentType).send(text);
  });
  return metrics;
}
