#!/usr/bin/env node
// Job search at 100,000 jobs, run from outside against the built API (dist/main.js as a child process), next to the
// same work done straight on PostgreSQL in the same run: GET /v1/jobs with three filters (country, employment type,
// workplace; every other call the next page by cursor) p50/p95, next to JobBoardService over a bare pg pool (the
// API's own statement and mapping; HTTP through support.mjs's apiClient, as bench:feed). Goal: p95 <= 30 ms and <= 2x
// the direct SQL.
// Seeded straight into PostgreSQL (generate_series, triggers off): COMPANIES partners, JOBS jobs live over the last
// 25 days (1 in 10 closed, 1 in 50 private with no invitations) across COUNTRIES countries, the six employment types,
// the three workplaces and ten industries; readers are members with sessions.
// Usage: `pnpm bench:jobs` (builds the API first; `--no-build` skips that; `--jobs=N --samples=N` change the size,
// `--explain` prints the plan of the search statement). Not part of CI or the tests.
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

const JOBS = Number(args.jobs ?? 100_000);
const SAMPLES = Number(args.samples ?? 1000);
const COMPANIES = 1000;
const COUNTRIES = 20;
const READERS = 50;
const POOL_SIZE = 10;
const GOAL_P95_MS = 30;
const GOAL_RATIO = 2;
const EMPLOYMENT = ['full_time', 'part_time', 'contract', 'internship', 'temporary', 'volunteer'];
const WORKPLACES = ['on_site', 'hybrid', 'remote'];

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');

async function seed(client) {
  const step = seedStep(client);
  log(`seeding ${JOBS} jobs of ${COMPANIES} companies…`);
  await step('replica mode', 'SET session_replication_role = replica');
  await step(
    'companies',
    `CREATE UNLOGGED TABLE bench_companies AS SELECT k, gen_random_uuid() AS id, gen_random_uuid() AS author
       FROM generate_series(1, $1::int) k`,
    [COMPANIES],
  );
  await step(
    'partners',
    `INSERT INTO partners (id, name, type, package_type, updated_at)
     SELECT id, 'Company ' || k, 'corporate', 'basic', now() FROM bench_companies`,
  );
  await step(
    'authors',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, partner_id, updated_at)
     SELECT author, 'recruiter' || k || '@bench.test', true, true, 'creds', 'PARTNER', 'Recruiter', 'No ' || k, id, now()
       FROM bench_companies`,
  );
  // search_text as the trigger writes it (triggers are off here).
  await step(
    'jobs',
    `WITH g AS (
       SELECT g, c.id AS partner_id, c.author, 'Country ' || (g % $3::int) AS country,
              (ARRAY['Technology','Finance','Health','Energy','Retail','Media','Education','Logistics','Farming','Design'])[1 + g % 10] AS industry,
              now() - (g::float / $1::int) * interval '25 days' AS published_at
         FROM generate_series(1, $1::int) g JOIN bench_companies c ON c.k = 1 + g % $2::int
     )
     INSERT INTO jobs (id, partner_id, author_id, title, description, employment_type, workplace, experience_level,
                       country, city, company_name, job_title, industry, area_of_expertise, visibility, status,
                       published_at, expires_at, search_text, updated_at)
     SELECT gen_random_uuid(), partner_id, author, 'Job ' || g, 'A job at a company.',
            ($4::text[])[1 + (g / $3::int) % 6]::"EmploymentType", ($5::text[])[1 + (g / (6 * $3::int)) % 3]::"Workplace",
            'mid_senior', country, 'City ' || (g % 97), 'Company', 'Engineer', industry, 'Engineering',
            CASE WHEN (g / 7) % 50 = 0 THEN 'private' ELSE 'public' END::"JobVisibility",
            CASE WHEN (g / 11) % 10 = 0 THEN 'closed' ELSE 'active' END::"JobStatus",
            published_at, published_at + interval '30 days',
            lower('job ' || g || ' engineer company ' || industry || ' engineering a job at a company.'), published_at
       FROM g`,
    [JOBS, COMPANIES, COUNTRIES, EMPLOYMENT, WORKPLACES],
  );
  await step(
    'readers',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, updated_at)
     SELECT gen_random_uuid(), 'reader' || n || '@bench.test', true, true, 'creds', 'MEMBER', 'Reader', 'No ' || n, now()
       FROM generate_series(1, $1::int) n`,
    [READERS],
  );
  await step('triggers back on', 'SET session_replication_role = DEFAULT');
  await step('vacuum analyze', 'VACUUM ANALYZE');
}

async function main() {
  buildApiUnlessSkipped();
  await withScratch('jobs', async (scratch) => {
    const { Pool } = requireApi('pg');
    const db = new Pool({ connectionString: scratch.database.url, max: POOL_SIZE });
    db.on('error', () => {});
    const client = await db.connect();
    const seedStarted = performance.now();
    await seed(client);
    const { rows: readers } = await client.query(`SELECT id::text AS id FROM users WHERE username LIKE 'reader%'`);
    await grantSessions(client, readers, scratch.jwtSecret);
    readers.forEach((m, i) => (m.address = `10.8.0.${i}`));
    client.release();
    log(`seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s`);

    // The API's own statement and mapping, straight on a pg pool.
    const direct = { read: async (query, name) => (await db.query({ name, text: query.text, values: query.values })).rows };
    const { JobBoardService } = requireApi('./dist/modules/jobs/job-board.service.js');
    const { JobBoardRepository } = requireApi('./dist/modules/jobs/job-board.repository.js');
    const { jobSearchQuerySchema } = requireApi('@nexus/contracts');
    const service = new JobBoardService(new JobBoardRepository(direct), null);

    const filtersOf = (i) => ({
      country: `Country ${i % COUNTRIES}`,
      employmentType: EMPLOYMENT[i % EMPLOYMENT.length],
      workplace: WORKPLACES[(i >> 1) % WORKPLACES.length],
    });
    const cursors = new Map();
    /** Even calls read a first page, odd ones the next page of the call before. */
    const callOf = (i) => {
      const filters = filtersOf(i - (i % 2));
      const cursor = i % 2 === 1 ? cursors.get(i - 1) : undefined;
      return { reader: readers[i % readers.length], filters, cursor };
    };
    if (args.explain === 'true') {
      const { jobSearchSql } = requireApi('./dist/modules/jobs/job-board.sql.js');
      const { pageArgs } = requireApi('./dist/modules/connections/connections.sql.js');
      const query = jobSearchQuerySchema.parse(filtersOf(0));
      const sql = jobSearchSql(readers[0].id, query, pageArgs(query, 'desc'));
      const { rows } = await db.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, values: sql.values });
      console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }

    const api = await startApi({ ...scratch, poolSize: POOL_SIZE });
    log(`API on ${api.base}; ${loadAverageLine()}`);
    const apiCalls = apiClient(api.base);
    const http = (reader, query) => apiCalls.call(reader, 'GET', `/jobs?${new URLSearchParams(query)}`);
    const search = async (i, run) => {
      const { reader, filters, cursor } = callOf(i);
      const page = await run(reader, { ...filters, ...(cursor ? { cursor } : {}) });
      if (i % 2 === 0) cursors.set(i, page.nextCursor ?? undefined);
      if (page.items.length === 0) throw new Error(`no jobs for ${JSON.stringify(filters)}`);
    };
    const viaService = (reader, query) => service.search({ user: { id: reader.id } }, jobSearchQuerySchema.parse(query));

    // Warm both paths (prepared statements, JIT) before timing.
    for (let i = 0; i < 40; i++) {
      await search(i, viaService);
      await search(i, http);
    }
    cursors.clear();
    const directTimes = await timed(SAMPLES, (i) => search(i, viaService));
    cursors.clear();
    const httpTimes = await timed(SAMPLES, (i) => search(i, http));
    await db.end();
    await apiCalls.close();

    const [h50, h95, d50, d95] = [
      percentile(httpTimes, 50),
      percentile(httpTimes, 95),
      percentile(directTimes, 50),
      percentile(directTimes, 95),
    ];
    const met = h95 <= GOAL_P95_MS && h95 <= GOAL_RATIO * d95;
    console.log(`\n${loadAverageLine()}`);
    console.log(
      `job search over ${JOBS} jobs, three filters (country, employment type, workplace), ${SAMPLES} pages (half by cursor):`,
    );
    console.log(`  GET /v1/jobs           p50 ${f(h50)} ms, p95 ${f(h95)} ms`);
    console.log(`  same SQL on a pg pool  p50 ${f(d50)} ms, p95 ${f(d95)} ms`);
    console.log(
      `  ratio (p95) ${f(h95 / d95, 2)}x — ${met ? 'met' : 'MISSED'} (p95 <= ${GOAL_P95_MS} ms, <= ${GOAL_RATIO}x SQL)`,
    );
  });
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
