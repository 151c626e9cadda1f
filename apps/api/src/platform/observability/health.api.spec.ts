import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { createDatabaseIfMissing } from '../database/embedded-postgres';
import { TEST_DATABASE_URL_VARIABLE } from '../testing/global-setup';
import { startTestApp, type TestApp } from '../testing/test-app';

const redisUrl = process.env.REDIS_URL;

/** A new, empty database on the test server (no migration applied), and a way to drop it. */
async function emptyDatabase() {
  const admin = new URL(process.env[TEST_DATABASE_URL_VARIABLE]!);
  admin.pathname = '/postgres';
  const name = `nexus_health_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await createDatabaseIfMissing(admin.toString(), name);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: admin.toString() });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

describe('health checks', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp(redisUrl ? { redisUrl } : {})));
  afterAll(() => t.close());

  it('answers the liveness check while the process runs', async () => {
    await t.http.get('/health/live').expect(200, { status: 'ok' });
  });

  it('is ready with the database answering and every migration applied (and Redis, when configured)', async () => {
    const { body } = await t.http.get('/health/ready').expect(200);
    expect(body).toEqual({
      status: 'ok',
      checks: { database: 'ok', migrations: 'ok', ...(redisUrl ? { redis: 'ok' } : {}) },
    });
  });

  it('serves the checks outside /v1, not the web app in their place', async () => {
    await t.http.get('/v1/health/live').expect(404);
  });
});

describe('health checks on a database without the migrations', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await emptyDatabase();
    // Not ready is what this test expects: the warning that says so is left out.
    t = await startTestApp({ logging: { level: 'error', pretty: false } }, database.url);
  });
  afterAll(async () => {
    await t.close();
    await database.drop();
  });

  it('is alive but not ready, naming the migrations as the check that failed', async () => {
    await t.http.get('/health/live').expect(200);
    const { body } = await t.http.get('/health/ready').expect(503);
    expect(body).toEqual({ status: 'unavailable', checks: { database: 'ok', migrations: 'pending' } });
  });
});

describe('health checks once the database is gone', () => {
  let database: Awaited<ReturnType<typeof emptyDatabase>>;
  let t: TestApp;
  beforeAll(async () => {
    database = await emptyDatabase();
    // The job queue and the pool complain loudly once their database is dropped: that is what this test does.
    t = await startTestApp({ logging: { level: 'silent', pretty: false } }, database.url);
  });
  afterAll(() => t.close());

  it('is still alive, and not ready, naming the database', async () => {
    await database.drop();
    await t.http.get('/health/live').expect(200);
    const { body } = await t.http.get('/health/ready').expect(503);
    expect(body.status).toBe('unavailable');
    expect(body.checks.database).toBe('failed');
  });
});
