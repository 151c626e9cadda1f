// What every benchmark shares: its flags, its log line, the API package's modules and its build.
import { execSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiDir = path.join(root, 'apps/api');

/** `--name=value` flags as strings; a bare `--name` reads 'true'. */
export const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);

export const log = (line) => console.log(`[bench] ${line}`);

/** Loads a module as the API resolves it (its pg, its built dist files). */
export const requireApi = createRequire(path.join(apiDir, 'package.json'));

/** Builds the API first unless `--no-build` says its dist is current. */
export function buildApiUnlessSkipped() {
  if (args['no-build'] === 'true') return;
  log('building the API (pnpm --filter @nexus/api build)…');
  execSync('pnpm --filter @nexus/api build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}
