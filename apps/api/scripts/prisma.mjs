// Runs the Prisma CLI with this package's config. Prisma needs DATABASE_URL set even to generate the
// client (without it the CLI falls back to downloading a native engine), so a placeholder is given
// for commands that do not connect.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const cli = createRequire(import.meta.url).resolve('prisma/build/index.js');
const args = process.argv.slice(2);
// CHECKPOINT_DISABLE: Prisma's update check is a detached child that holds stdout open for 10 s offline.
const env = { ...process.env, PRISMA_HIDE_UPDATE_MESSAGE: '1', CHECKPOINT_DISABLE: '1' };
env.DATABASE_URL ??= 'postgresql://placeholder@127.0.0.1:1/placeholder';

const preload = path.join(here, 'unref-long-timers.cjs');
const result = spawnSync(
  process.execPath,
  ['--require', preload, cli, ...args, '--config', path.join(here, '..', 'prisma.config.ts')],
  {
    stdio: 'inherit',
    env,
  },
);
process.exit(result.status ?? 1);
