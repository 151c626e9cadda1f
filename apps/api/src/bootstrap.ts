import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { API_PREFIX } from '@nexus/contracts';
import cookieParser from 'cookie-parser';
import helmet from 'helmet';
import swaggerUi from 'swagger-ui-express';
import { AppModule } from './app.module';
import type { AppConfig } from './config/app-config';
import { buildOpenApiDocument } from './docs/openapi';
import { RedisIoAdapter } from './realtime/redis-io.adapter';
import { serveWebApp } from './web/serve-web-app';

const JSON_BODY_LIMIT = '1mb';
const { version } = JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string };

/** The whole HTTP pipeline, used by main.ts and by the tests alike: tests run what production runs. */
export function bootstrap(app: NestExpressApplication, config: AppConfig): void {
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.use(
    helmet({
      contentSecurityPolicy: {
        directives: {
          'img-src': ["'self'", 'data:', 'blob:', 'https:'],
          'connect-src': ["'self'", 'ws:', 'wss:'],
          'upgrade-insecure-requests': config.environment === 'production' ? [] : null,
        },
      },
    }),
  );
  app.use(cookieParser());
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT });
  app.setGlobalPrefix(API_PREFIX);
  app.enableShutdownHooks();

  const document = buildOpenApiDocument(version);
  app.use(`/${API_PREFIX}/openapi.json`, (_req: unknown, res: { json(body: unknown): void }) => res.json(document));
  app.use(`/${API_PREFIX}/docs`, swaggerUi.serve, swaggerUi.setup(document, { customSiteTitle: 'Nexus API' }));

  if (!serveWebApp(app, config.webDistDir) && config.environment !== 'test') {
    new Logger('Web').warn(`No web build at ${config.webDistDir}: serving the API only (run \`pnpm build\`)`);
  }
}

export async function createApp(config: AppConfig, databaseUrl: string): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config, databaseUrl), {
    bodyParser: false,
    logger: config.environment === 'test' ? ['error', 'warn'] : ['log', 'error', 'warn'],
  });
  bootstrap(app, config);
  if (config.redisUrl) {
    const adapter = new RedisIoAdapter(app);
    await adapter.connect(config.redisUrl);
    app.useWebSocketAdapter(adapter);
  }
  return app;
}
