import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_PREFIX, APP_CONFIG_ELEMENT_ID, type AppConfig } from '@nexus/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Vite names the files under assets/ by their content hash: a changed file is a new URL, so these never go stale. */
const HASHED_ASSETS = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Everything else (index.html, favicon, the service worker sw.js, manifest.webmanifest…) keeps its name across releases:
 * revalidate on every use (ETag). A service worker cached for a year would keep a release's worker for a year.
 */
const REVALIDATE = 'no-cache';
/** The web app manifest's registered type (mime-db's answer for .webmanifest, said here so that it cannot drift). */
const MANIFEST_TYPE = 'application/manifest+json; charset=utf-8';

export interface WebAppOptions {
  distDir: string;
  /** Source maps show the original code; served only when configured (SERVE_SOURCE_MAPS). */
  serveSourceMaps: boolean;
  /** GET app/config's answer, written into index.html so that the web app's first render waits for no request. */
  appConfig: AppConfig;
}

/** The build's index.html, or null when there is no build. */
function readIndexHtml(distDir: string): string | null {
  const indexFile = path.join(distDir, 'index.html');
  return existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
}

/** index.html with the app config in a JSON script element (`<` escaped: the JSON cannot close the element). */
export function pageWithAppConfig(html: string, appConfig: AppConfig): string {
  if (!html.includes('</head>')) throw new Error('index.html has no </head> to write the app config before');
  const json = JSON.stringify(appConfig).replace(/</g, '\\u003c');
  return html.replace('</head>', `<script id="${APP_CONFIG_ELEMENT_ID}" type="application/json">${json}</script></head>`);
}

/**
 * Content-Security-Policy sources that let index.html's inline scripts run and no other: their hashes. (The web
 * build starts a signed-in member's requests from one, apps/web/src/api/early.ts.)
 */
export function inlineScriptSources(distDir: string): string[] {
  return [...(readIndexHtml(distDir) ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, script]) => `'sha256-${createHash('sha256').update(script!).digest('base64')}'`,
  );
}

/**
 * Serves the built web app on the API's origin: one route per file of the build (source maps left out
 * unless configured), and index.html, with the app config in it, for every other GET outside /v1, /socket.io and
 * /assets/, so that client-side routes load on refresh. A file the build also wrote compressed (.br, .gz: the web's
 * vite.config.ts, at the highest levels) is sent as it is; any other comes through the app-wide @fastify/compress.
 * Returns false when there is no build.
 */
export async function serveWebApp(
  app: NestFastifyApplication,
  { distDir, serveSourceMaps, appConfig }: WebAppOptions,
): Promise<boolean> {
  const html = readIndexHtml(distDir);
  if (html === null) return false;
  const page = pageWithAppConfig(html, appConfig);
  const etag = `"${createHash('sha256').update(page).digest('base64url').slice(0, 27)}"`;
  await app.register(fastifyStatic, {
    root: distDir,
    // One route per file found at start rather than a catch-all: the client-route fallback below stays the only wildcard.
    wildcard: false,
    index: false,
    preCompressed: true,
    // index.html is the page below, with the app config in it; a .br or .gz file is sent for its original's URL.
    globIgnore: ['index.html', '**/*.br', '**/*.gz', ...(serveSourceMaps ? [] : ['**/*.map'])],
    cacheControl: false,
    setHeaders: (reply, file) => {
      const url = `/${path.relative(distDir, file).split(path.sep).join('/')}`;
      reply.header('Cache-Control', url.startsWith(HASHED_ASSETS) ? IMMUTABLE : REVALIDATE);
      if (url.endsWith('.webmanifest')) reply.header('Content-Type', MANIFEST_TYPE);
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
      if (notAPage) return reply.callNotFound();
      reply.header('Cache-Control', REVALIDATE).header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.type('text/html; charset=utf-8').send(page);
    });
  return true;
}
