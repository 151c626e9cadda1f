#!/usr/bin/env node
// The admin console's analytics at 100,000 members and 1,000,000 posts, run from outside against the built API
// (dist/main.js as a child process), next to the same work done straight on PostgreSQL in the same run: GET
// /v1/admin/analytics/ALL and /MEMBER p50/p95, next to AnalyticsService over a bare pg pool (the API's own statements
// and assembly). Goal: p95 <= 100 ms.
// Seeded straight into PostgreSQL (generate_series, triggers and foreign keys off): MEMBERS users (90 % members, 9 %
// partners, 1 % admins) signed up over the last 60 days; POSTS posts, as many comments and messages, a tenth as many
// job applications and event registrations, spread evenly over the 60 UTC days ending tonight at midnight, so today
// carries a full day's rows (the worst case for the live count, as at 23:59); a fifth of the members active each day.
// The first call finds no rollup and writes the window's 29 finished days (timed on its own); the timed calls read
// the rollup, and today's figures counted live, recounted in the background once a minute (the count's cost is
// printed too).
// Usage: `pnpm bench:analytics` (builds the API first; `--no-build` skips that; `--members=N --posts=N --samples=N`
// change the size, `--explain` prints the plan of the page's statement). Not part of CI or the tests.
import {
  apiClient,
  args,
  buildApiUnlessSkipped,
  grantSessions,
  loadAverageLine,
  log,
  percentile,
  requireApi,
  seedStep,
  startApi,
  timed,
  withScratch,
} from './support.mjs';

const MEMBERS = Number(args.members ?? 100_000);
const POSTS = Number(args.posts ?? 1_000_000);
const SAMPLES = Number(args.samples ?? 300);
const DAYS = 60;
/** One member in ACTIVE_EVERY is active on a given day. */
const ACTIVE_EVERY = 5;
const POOL_SIZE = 10;
const GOAL_P95_MS = 100;

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');

/** `count` rows of `insert` (a SELECT over `g` and its time `at`), evenly over the DAYS days ending tonight. */
const spread = (count, select) => `
  WITH s AS (
    SELECT g, date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' + interval '1 day'
              - (g::float / ${count}) * interval '${DAYS} days' AS at,
           (1 + (g::bigint * 7919) % ${MEMBERS})::int AS k
      FROM generate_series(1, ${count}) g)
  ${select}`;

async function seed(client) {
  const step = seedStep(client);
  log(`seeding ${MEMBERS} members, ${POSTS} posts, comments and messages, applications, registrations, activity…`);
  await step('replica mode', 'SET session_replication_role = replica');
  await step(
    'member keys',
    `CREATE UNLOGGED TABLE bench_users AS
       SELECT k, gen_random_uuid() AS id,
              CASE WHEN k % 100 = 0 THEN 'ADMIN' WHEN k % 100 < 10 THEN 'PARTNER' ELSE 'MEMBER' END AS role
         FROM generate_series(1, $1::int) k`,
    [MEMBERS],
  );
  await step('member keys index', 'ALTER TABLE bench_users ADD PRIMARY KEY (k)');
  await step(
    'users',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, created_at, updated_at)
     SELECT id, 'member' || k || '@bench.test', true, true, 'creds', role::"Role", 'Member', 'No ' || k,
            now() - (k::float / $1::int) * interval '${DAYS + 30} days', now()
       FROM bench_users`,
    [MEMBERS],
  );
  await step(
    'posts',
    spread(
      POSTS,
      `INSERT INTO posts (id, author_id, content, created_at, updated_at)
       SELECT gen_random_uuid(), u.id, 'Post ' || g, at, at FROM s JOIN bench_users u USING (k)`,
    ),
  );
  await step(
    'comments',
    spread(
      POSTS,
      `INSERT INTO comments (id, post_id, author_id, content, created_at, updated_at)
       SELECT gen_random_uuid(), gen_random_uuid(), u.id, 'Comment ' || g, at, at FROM s JOIN bench_users u USING (k)`,
    ),
  );
  await step(
    'messages',
    spread(
      POSTS,
      `INSERT INTO messages (id, conversation_id, seq, sender_id, receiver_id, content, created_at, updated_at)
       SELECT gen_random_uuid(), gen_random_uuid(), 1, u.id, u.id, 'Hello ' || g, at, at FROM s JOIN bench_users u USING (k)`,
    ),
  );
  await step(
    'job applications',
    spread(
      POSTS / 10,
      `INSERT INTO job_applications (id, job_id, user_id, first_name, last_name, email, phone_number, location, resume_key,
                                     created_at, updated_at)
       SELECT gen_random_uuid(), gen_random_uuid(), u.id, 'Ada', 'Lovelace', 'a@bench.test', '+1 555 0100', 'Lagos', 'cv.pdf',
              at, at
         FROM s JOIN bench_users u USING (k)`,
    ),
  );
  await step(
    'event registrations',
    spread(
      POSTS / 10,
      `INSERT INTO event_registrations (id, event_id, ticket_id, user_id, ticket_code, created_at)
       SELECT gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), u.id, gen_random_uuid()::text, at
         FROM s JOIN bench_users u USING (k)`,
    ),
  );
  await step(
    'activity days',
    `INSERT INTO user_activity_days (user_id, day)
     SELECT u.id, (now() AT TIME ZONE 'UTC')::date - d
       FROM generate_series(0, ${DAYS - 1}) d JOIN bench_users u ON (u.k + d * 3) % ${ACTIVE_EVERY} = 0`,
  );
  await step('triggers back on', 'SET session_replication_role = DEFAULT');
  await step('vacuum analyze', 'VACUUM ANALYZE');
}

async function main() {
  buildApiUnlessSkipped();
  await withScratch('analytics', async (scratch) => {
    const { Pool } = requireApi('pg');
    const db = new Pool({ connectionString: scratch.database.url, max: POOL_SIZE });
    db.on('error', () => {});
    try {
      await measure(scratch, db);
    } finally {
      await db.end().catch(() => {});
    }
  });
}

async function measure(scratch, db) {
  const client = await db.connect();
  // A failed step drops the database under this connection: its error, not the drop's, is the one to see.
  client.on('error', () => {});
  const seedStarted = performance.now();
  await seed(client);
  const { rows: admins } = await client.query(`SELECT id::text AS id FROM users WHERE role = 'ADMIN' ORDER BY username LIMIT 1`);
  await grantSessions(client, admins, scratch.jwtSecret);
  const [admin] = admins;
  admin.address = '10.9.0.1';
  client.release();
  log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);

  // The API's own statements and assembly, straight on a pg pool.
  const direct = { read: async (query, name) => (await db.query({ name, text: query.text, values: query.values })).rows };
  const { AnalyticsService } = requireApi('./dist/modules/analytics/analytics.service.js');
  const { AnalyticsRollup } = requireApi('./dist/modules/analytics/analytics-rollup.js');
  const { AnalyticsRepository } = requireApi('./dist/modules/analytics/analytics.repository.js');
  const repository = new AnalyticsRepository(direct);
  const service = new AnalyticsService(repository, new AnalyticsRollup(repository));

  const api = await startApi({ ...scratch, poolSize: POOL_SIZE });
  log(`API on ${api.base}; ${loadAverageLine()}`);
  const apiCalls = apiClient(api.base);
  // Each call from an address of its own (X-Forwarded-For), as bench:jobs's readers: the per-address rate limit (600 a
  // minute) is not what is measured.
  let calls = 0;
  const http = (audience) => {
    calls += 1;
    const address = `10.9.${(calls >> 8) & 255}.${calls & 255}`;
    return apiCalls.call({ ...admin, address }, 'GET', `/admin/analytics/${audience}`);
  };

  const coldStarted = performance.now();
  const first = await http('ALL');
  const coldMs = performance.now() - coldStarted;
  const check = (page) => {
    if (page.days.length !== 30 || !(page.totals.posts > 0))
      throw new Error(`unexpected figures: ${JSON.stringify(page.totals)}`);
  };
  check(first);
  const windowRow = await db.query(`SELECT count(*)::int AS n FROM analytics_daily`);
  log(`first call (rolls up the window's finished days: ${windowRow.rows[0].n} rows) ${f(coldMs)} ms`);

  if (args.explain === 'true') {
    const { windowAt } = requireApi('./dist/modules/analytics/analytics-days.js');
    const { from, today, tomorrow } = windowAt(new Date());
    const captured = [];
    const explaining = new AnalyticsRepository({ read: async (q) => (captured.push(q), []) });
    await explaining.today(from, today, tomorrow);
    const { rows } = await db.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${captured[0].text}`, values: captured[0].values });
    console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
  }

  const results = [];
  for (const audience of ['ALL', 'MEMBER']) {
    // Warm both paths (prepared statements) before timing.
    for (let i = 0; i < 20; i++) {
      check(await service.platform(audience));
      check(await http(audience));
    }
    const directTimes = await timed(SAMPLES, () => service.platform(audience));
    const httpTimes = await timed(SAMPLES, () => http(audience));
    results.push({ audience, httpTimes, directTimes });
  }
  // Today counted live over a full day's rows: what the day's first request of a process waits for (later, the count is
  // redone in the background once a minute).
  const missTimes = await timed(Math.min(SAMPLES, 30), () => {
    service.forgetToday();
    return service.platform('ALL');
  });
  const page = await http('ALL');
  await apiCalls.close();

  console.log(`\n${loadAverageLine()}`);
  console.log(
    `analytics over ${MEMBERS} members, ${POSTS} posts (as many comments and messages), ${DAYS} days; ${SAMPLES} calls each:`,
  );
  console.log(`  today, counted live: ${JSON.stringify(page.days.at(-1).values)}`);
  console.log(`  window totals: ${JSON.stringify(page.totals)}`);
  console.log(`  first call (no rollup yet: writes 29 days)  ${f(coldMs)} ms`);
  let met = true;
  for (const { audience, httpTimes, directTimes } of results) {
    const [h50, h95, d50, d95] = [
      percentile(httpTimes, 50),
      percentile(httpTimes, 95),
      percentile(directTimes, 50),
      percentile(directTimes, 95),
    ];
    met &&= h95 <= GOAL_P95_MS;
    console.log(`  GET /v1/admin/analytics/${audience.padEnd(6)}  p50 ${f(h50)} ms, p95 ${f(h95)} ms`);
    console.log(`  same SQL on a pg pool            p50 ${f(d50)} ms, p95 ${f(d95)} ms; ratio (p95) ${f(h95 / d95, 2)}x`);
  }
  console.log(
    `  today counted live (the first request of the day), on a pg pool  p50 ${f(percentile(missTimes, 50))} ms, p95 ${f(percentile(missTimes, 95))} ms`,
  );
  console.log(`  ${met ? 'met' : 'MISSED'} (p95 <= ${GOAL_P95_MS} ms over HTTP)`);
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
