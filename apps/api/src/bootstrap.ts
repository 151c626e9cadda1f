import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { Logger } from '@nestjs/common';
import type { FastifyInstance } from 'fastify';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import { ANALYTICS_VENDORS, API_PREFIX } from '@nexus/contracts';
import helmet from 'helmet';
import { AppModule } from './app.module';
import { serveByteRanges } from './platform/common/http/byte-ranges';
import { shedLoadWhenOverloaded } from './platform/common/http/overload';
import { publicAppConfig, type AppConfig } from './platform/config/app-config';
import { PrismaService } from './platform/database/prisma.service';
import { buildOpenApiDocument } from './platform/docs/openapi';
import { RedisIoAdapter } from './platform/realtime/redis-io.adapter';
import { observeHttp, requestIdOf } from './platform/observability/http';
import { configureLogging } from './platform/observability/logging';
import { mountDevelopmentIdentityProvider } from './modules/sso/identity-provider/mount';
import { inlineScriptSources, serveWebApp } from './platform/web/serve-web-app';

const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
const SYNC_COMPRESSION_MAX_BYTES = 64 * 1024;
/** An event loop this late, again and again, answers nothing in time: refuse new requests (503) until it catches up. */
const MAX_EVENT_LOOP_LAG_MS = 1000;
/**
 * API requests worked on at once: the limit adapts to latency, from the database pool's size (fewer requests cannot
 * keep the database busy: latency rising then is the machine's cores shared with others, not a queue in the server)
 * up to maxLimit. A request past it waits for its turn (config.requestQueueTimeoutMs; under 2,000 clients in closed
 * loops a turn comes in about a second), then 503.
 */
const REQUEST_CONCURRENCY = { initialLimit: 20, maxLimit: 512, maxWaiting: 20_000 };
const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };

export type NexusApp = NestFastifyApplication;

/**
 * Helmet's security headers with our CSP, worked out once: they are the same for every answer, and
 * @fastify/helmet would build a new helmet (parsing the CSP again) on every request.
 */
function securityHeaders(config: AppConfig): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => (headers[name] = value),
    removeHeader: (name: string) => delete headers[name],
  };
  // The web app's error reports go to Sentry's host; its session replay compresses in a worker started from a blob.
  const errorReportingHost = config.webSentryDsn ? new URL(config.webSentryDsn).origin : undefined;
  // The analytics vendors configured load their script from their own servers and send their events there.
  const analyticsVendors = [
    ...(config.analytics?.gaMeasurementId ? [ANALYTICS_VENDORS.ga] : []),
    ...(config.analytics?.mixpanelToken ? [ANALYTICS_VENDORS.mixpanel] : []),
  ];
  helmet({
    contentSecurityPolicy: {
      directives: {
        'script-src': [
          "'self'",
          ...inlineScriptSources(config.webDistDir),
          ...analyticsVendors.flatMap((vendor) => vendor.scriptSources),
        ],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': [
          "'self'",
          'ws:',
          'wss:',
          ...(errorReportingHost ? [errorReportingHost] : []),
          ...analyticsVendors.flatMap((vendor) => vendor.connectSources),
        ],
        // The service worker (/sw.js) and the web app manifest come from the app's own origin.
        'worker-src': ["'self'", ...(errorReportingHost ? ['blob:'] : [])],
        'manifest-src': ["'self'"],
        'upgrade-insecure-requests': config.environment === 'production' ? [] : null,
      },
    },
  })({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  return headers;
}

/** The Fastify instance under Nest, with its options: body limit (413 past it), proxy trust, routing. */
const httpAdapter = (config: AppConfig) =>
  new FastifyAdapter({
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // Upload routes read multipart bodies through their UploadInterceptor; the parser must exist before routing.
    multipart: true,
    genReqId: requestIdOf,
  });

/**
 * A call without a body but with `Content-Type: application/json` (common in clients that set the header on
 * every request) reads as no body, as it did on Express; anything else goes to Fastify's own JSON parser.
 */
function acceptEmptyJsonBodies(fastify: FastifyInstance): void {
  const parseJson = fastify.getDefaultJsonParser('error', 'error');
  fastify.removeContentTypeParser('application/json');
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    body === '' ? done(null, undefined) : parseJson(request, String(body), done),
  );
}

/** Form posts (Apple's form_post answer to single sign-on) read as an object of their fields. */
function acceptFormBodies(fastify: FastifyInstance): void {
  fastify.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
}

/** The whole HTTP pipeline, used by main.ts and by the tests alike: tests run what production runs. */
export async function bootstrap(app: NexusApp, config: AppConfig): Promise<void> {
  const fastify = app.getHttpAdapter().getInstance();
  // Set by the AccessGuard; declared up front so every request object keeps one shape.
  fastify.decorateRequest('auth', null);
  acceptEmptyJsonBodies(fastify);
  acceptFormBodies(fastify);
  const database = app.get(PrismaService);
  // First: a request's id, log scope and timing start before anything can answer it.
  const metrics = observeHttp(app, fastify, config);
  shedLoadWhenOverloaded(fastify, {
    maxLagMs: MAX_EVENT_LOOP_LAG_MS,
    databaseQueueFull: () => database.waitingQueries >= config.databasePool.maxQueue,
    limitedPathPrefix: `/${API_PREFIX}/`,
    concurrency: {
      ...REQUEST_CONCURRENCY,
      minLimit: config.databasePool.size,
      maxWaitMs: config.requestQueueTimeoutMs,
    },
    onShed: () => metrics.countShed(),
  });
  const headers = securityHeaders(config);
  fastify.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  serveByteRanges(fastify);
  // Brotli or gzip for text (JS, CSS, HTML, JSON, SVG: whatever mime-db calls compressible) over 1 KB. Up to 64 KB
  // (a page of posts is 10 to 40 KB) in one synchronous call: the default ceiling on 2 cores is 8 KB, above which
  // each answer builds a zlib stream pipeline, which cost a feed page more than compressing it (bench:feed).
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], syncThreshold: SYNC_COMPRESSION_MAX_BYTES });
  await app.register(fastifyCookie);
  app.setGlobalPrefix(API_PREFIX);

  // No Google, Apple, LinkedIn or Slack client configured (and not production): our own OpenID provider stands in.
  if (config.sso.development) await mountDevelopmentIdentityProvider(fastify, config);

  const document = buildOpenApiDocument(version);
  fastify.get(`/${API_PREFIX}/openapi.json`, (_request, reply) => reply.send(document));
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  await app.register(fastifySwaggerUi, { routePrefix: `/${API_PREFIX}/docs`, theme: { title: 'Nexus API' } });

  if (
    !(await serveWebApp(app, {
      distDir: config.webDistDir,
      serveSourceMaps: config.serveSourceMaps,
      appConfig: publicAppConfig(config),
    })) &&
    config.environment !== 'test'
  ) {
    new Logger('Web').warn(`No web build at ${config.webDistDir}: serving the API only (run \`pnpm build\`)`);
  }
}

export async function createApp(config: AppConfig, databaseUrl: string): Promise<NexusApp> {
  const app = await NestFactory.create<NexusApp>(AppModule.register(config, databaseUrl), httpAdapter(config), {
    // Fastify's own parsers read bodies (with acceptEmptyJsonBodies in front of JSON), not Nest's copies of them.
    bodyParser: false,
    logger: configureLogging(config.logging),
  });
  await bootstrap(app, config);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app);
    await adapter.connect(config.redisUrl);
    app.useWebSocketAdapter(adapter);
  }
  return app;
}
