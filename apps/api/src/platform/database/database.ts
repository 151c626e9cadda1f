import type { AppConfig } from '../config/app-config';
import { startEmbeddedPostgres, type RunningDatabase } from './embedded-postgres';
import { applyMigrations } from './migrations';

export const EMBEDDED_DATABASE_NAME = 'nexus';

/** The database the API runs on: DATABASE_URL's, or an embedded one; migrated unless told not to. */
export async function prepareDatabase(config: AppConfig, log: (line: string) => void): Promise<RunningDatabase> {
  const database: RunningDatabase = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => {} }
    : await startEmbeddedPostgres(config.dataDir, EMBEDDED_DATABASE_NAME, log);
  if (config.runMigrations) {
    const started = Date.now();
    await applyMigrations(database.url);
    log(`Database migrated in ${Date.now() - started} ms`);
  }
  return database;
}
