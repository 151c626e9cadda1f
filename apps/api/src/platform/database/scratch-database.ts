import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { loadConfig } from '../config/app-config';
import { createDatabaseIfMissing, type RunningDatabase, startEmbeddedPostgres } from './embedded-postgres';
import { applyMigrations } from './migrations';

/**
 * A fresh, migrated database for one test run (API or browser tests): a new database on DATABASE_URL's server when it is set
 * (CI with services), otherwise on an embedded PostgreSQL in a temporary folder. Dropped at the end.
 */
export async function provisionScratchDatabase(log: (line: string) => void = () => {}): Promise<RunningDatabase> {
  const name = `nexus_test_${Date.now()}_${process.pid}`;
  const { databaseUrl } = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    JWT_SECRET: 'x'.repeat(32),
    CLIENT_KEY: 'x'.repeat(16),
  });
  let database: RunningDatabase;
  if (databaseUrl) {
    const admin = new URL(databaseUrl);
    admin.pathname = '/postgres';
    await createDatabaseIfMissing(admin.toString(), name);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    database = {
      url: url.toString(),
      stop: async () => {
        const client = new Client({ connectionString: admin.toString() });
        await client.connect();
        await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await client.end();
      },
    };
  } else {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-test-pg-'));
    const embedded = await startEmbeddedPostgres(dir, name, log);
    database = {
      url: embedded.url,
      stop: async () => {
        await embedded.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  await applyMigrations(database.url);
  return database;
}
