// Writes a new SQL migration: the difference between prisma/schema.prisma as last committed and as it
// is now. (`prisma migrate dev` needs a shadow database, which Rust-free Prisma does not support.)
// Usage: pnpm db:migration <name>   (needs DATABASE_URL pointing at any reachable PostgreSQL)
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const name = process.argv[2];
if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error('Usage: pnpm db:migration <name>   (lowercase letters, digits and _)');
  process.exit(1);
}
if (!process.env.DATABASE_URL) {
  console.error('DATABASE_URL must point at a reachable PostgreSQL (the diff engine connects through the pg adapter).');
  process.exit(1);
}

let from = ['--from-empty'];
try {
  const previous = execFileSync('git', ['show', 'HEAD:prisma/schema.prisma'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'nexus-schema-')), 'schema.prisma');
  writeFileSync(file, previous);
  from = ['--from-schema-datamodel', file];
} catch {
  // No committed schema yet: the first migration starts from an empty database.
}

const stamp = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
const dir = path.join('prisma', 'migrations', `${stamp}_${name}`);
mkdirSync(dir, { recursive: true });
const result = spawnSync(
  'node',
  [
    'apps/api/scripts/prisma.mjs',
    'migrate',
    'diff',
    ...from,
    '--to-schema-datamodel',
    'prisma/schema.prisma',
    '--script',
    '-o',
    path.join(dir, 'migration.sql'),
  ],
  { stdio: 'inherit' },
);
if (result.status === 0) console.log(`Wrote ${dir}/migration.sql: read it before committing.`);
process.exit(result.status ?? 1);
