import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX } from '@nexus/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Vite names the files under assets/ by their content hash: a changed file is a new URL, so these never go stale. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else (index.html, favicon…) keeps its name across releases: revalidate on every use (ETag). */
const REVALIDATE = 'no-cache';

export interface WebAppOptions {
  distDir: string;
  /** Source maps show the original code; served only when configured (SERVE_SOURCE_MAPS). */
  serveSourceMaps: boolean;
}

/**
 * Serves the built web app on the API's origin: one route per file of the build (source maps left out
 * unless configured), and index.html for every other GET outside /v1, /socket.io and /assets/, so that
 * client-side routes load on refresh. Compression comes from the app-wide @fastify/compress.
 * Returns false when there is no build.
 */
export async function serveWebApp(app: NestFastifyApplication, { distDir, serveSourceMaps }: WebAppOptions): Promise<boolean> {
  if (!existsSync(path.join(distDir, 'index.html'))) return false;
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file found at start rather than a catch-all: the client-route fallback below stays the only wildcard.
    wildcard: false,
    index: false,
    globIgnore: serveSourceMaps ? [] : ['**/*.map'],
    cacheControl: false,
    setHeaders: (reply, file) => {
      const url = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
      reply.header('Cache-Control', url.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
    },
  });
  app
    .getHttpAdapter()
    .getInstance()
    .get('/*', (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?', 1)[0]!;
      const notAPage =
        pathname === `/${API_PREFIX}` ||
        pathname.startsWith(`/${API_PREFIX}/`) ||
        pathname.startsWith('/socket.io') ||
        pathname.startsWith(HASHED_ASSETS);
      return notAPage ? reply.callNotFound() : reply.sendFile('index.html');
    });
  return true;
}
