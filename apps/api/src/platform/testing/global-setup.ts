import { provisionScratchDatabase } from '../database/scratch-database';

export const TEST_DATABASE_URL_VARIABLE = 'NEXUS_TEST_DATABASE_URL';

/** Jest global setup: one migrated database for the whole run; test files share it with their own data. */
export default async function globalSetup(): Promise<void> {
  const database = await provisionScratchDatabase();
  process.env[TEST_DATABASE_URL_VARIABLE] = database.url;
  (globalThis as { nexusTestDatabase?: typeof database }).nexusTestDatabase = database;
}
