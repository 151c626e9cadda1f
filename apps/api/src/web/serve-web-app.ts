import { existsSync } from 'node:fs';
import path from 'node:path';
import { API_PREFIX } from '@nexus/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/**
 * Serves the built web app on the API's origin: its files, and index.html for every other GET outside
 * /v1 and /socket.io so that client-side routes load on refresh. Returns false when there is no build.
 */
export function serveWebApp(app: NestExpressApplication, distDir: string): boolean {
  const index = path.join(distDir, 'index.html');
  if (!existsSync(index)) return false;
  app.use(express.static(distDir, { index: false, maxAge: '1h', immutable: false }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const api =
      request.path.startsWith(`/${API_PREFIX}/`) || request.path === `/${API_PREFIX}` || request.path.startsWith('/socket.io');
    if (request.method !== 'GET' || api) return next();
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(index);
  });
  return true;
}
