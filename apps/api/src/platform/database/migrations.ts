import { spawn } from 'node:child_process';
import path from 'node:path';

const PRISMA_SCRIPT = path.join(__dirname, '..', '..', '..', 'scripts', 'prisma.mjs');
/** prisma/migrations at the repository's root (as prisma.config.ts says): one folder per migration. */
export const MIGRATIONS_DIR = path.join(__dirname, '..', '..', '..', '..', '..', 'prisma', 'migrations');

/** Applies pending SQL migrations from prisma/migrations with `prisma migrate deploy`. */
export function applyMigrations(databaseUrl: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [PRISMA_SCRIPT, 'migrate', 'deploy'], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`prisma migrate deploy failed:\n${output}`))));
  });
}
