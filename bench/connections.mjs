#!/usr/bin/env node
// Connection search (everyone, and within a community) and suggestions at 100,000 members: latency over
// HTTP through the real API, and of the very same SQL run directly with pg, in one run. Usage: `pnpm bench`
// (builds the API first; `--no-build` skips that, `--members=N --requests=N` change the size, `--explain`
// prints each feature's execution times and the EXPLAIN ANALYZE of its slowest). Stops and cleans up by itself.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { args, BENCH_VAPID, buildApiUnlessSkipped, grantSessions, log, requireApi } from './support.mjs';

const MEMBERS = Number(args.members ?? 100_000);
const REQUESTS = Number(args.requests ?? 200);
const WARMUP = 20;

buildApiUnlessSkipped();
const { Client } = requireApi('pg');
const { provisionScratchDatabase } = requireApi('./dist/platform/database/scratch-database.js');
const { createApp } = requireApi('./dist/bootstrap.js');
const { loadConfig } = requireApi('./dist/platform/config/app-config.js');
const { PrismaService } = requireApi('./dist/platform/database/prisma.service.js');
const sql = requireApi('./dist/modules/connections/connections.sql.js');
const { SUGGESTIONS_LIMIT, PAGE_SIZE } = requireApi('@nexus/contracts');

// ---------------------------------------------------------------- data for realistic members
const FIRST = [
  'Ada',
  'Grace',
  'Alan',
  'Linus',
  'Chioma',
  'Kwame',
  'Amara',
  'Tunde',
  'Fatima',
  'Wanjiru',
  'Kofi',
  'Zanele',
  'Ngozi',
  'Emeka',
  'Aisha',
  'Yusuf',
  'Priya',
  'Rahul',
  'Mei',
  'Hiroshi',
  'Sofia',
  'Mateo',
  'Lucia',
  'Diego',
  'Olga',
  'Ivan',
  'Anna',
  'Lars',
  'Ingrid',
  'Pierre',
  'Camille',
  'Hannah',
  'Noah',
  'Liam',
  'Emma',
  'Olivia',
  'James',
  'Mary',
  'David',
  'Sarah',
  'Thabo',
  'Lerato',
  'Sipho',
  'Nia',
  'Omar',
  'Leila',
  'Ravi',
  'Ananya',
  'Chen',
  'Wei',
  'Jun',
  'Sakura',
  'Kenji',
  'Maria',
  'Jose',
  'Ahmed',
  'Nadia',
  'Samuel',
  'Grace',
  'Joy',
];
const LAST = [
  'Okafor',
  'Mensah',
  'Adeyemi',
  'Kamau',
  'Otieno',
  'Nkosi',
  'Dlamini',
  'Mwangi',
  'Boateng',
  'Diallo',
  'Traore',
  'Hopper',
  'Lovelace',
  'Turing',
  'Torvalds',
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Martinez',
  'Rossi',
  'Müller',
  'Schmidt',
  'Dubois',
  'Silva',
  'Santos',
  'Kowalski',
  'Novak',
  'Ivanova',
  'Petrov',
  'Nakamura',
  'Tanaka',
  'Sato',
  'Kim',
  'Park',
  'Lee',
  'Wang',
  'Li',
  'Zhang',
  'Patel',
  'Sharma',
  'Gupta',
  'Khan',
  'Ali',
  'Hassan',
  'Ibrahim',
  'Cohen',
  'Levi',
  'Andersen',
  'Nielsen',
  'Johansson',
  'Virtanen',
  "O'Brien",
  'Murphy',
  'Walsh',
  'Byrne',
  'Nguyen',
  'Tran',
  'Pham',
  'Reyes',
];
const COMPANIES = [
  'Acme',
  'Globex',
  'Initech',
  'Umbrella',
  'Hooli',
  'Stark Industries',
  'Wayne Enterprises',
  'Wonka',
  'Cyberdyne',
  'Tyrell',
  'Paystack',
  'Flutterwave',
  'Andela',
  'Interswitch',
  'M-Pesa',
  'Jumia',
  'Kuda',
  'Moniepoint',
  'Chipper Cash',
  'Safaricom',
  'Stripe',
  'Shopify',
  'Atlassian',
  'Canva',
  'Spotify',
  'Klarna',
  'Revolut',
  'Monzo',
  'N26',
  'Adyen',
  'Wise',
  'Mercado Libre',
  'Nubank',
  'Rappi',
  'Grab',
  'Gojek',
  'Sea',
  'Razorpay',
  'Zomato',
  'Swiggy',
  'Freshworks',
  'Zoho',
  'Infosys',
  'Wipro',
  'Tata',
  'Siemens',
  'SAP',
  'Bosch',
  'Philips',
  'Unilever',
  'Nestle',
  'Novartis',
  'Roche',
  'Pfizer',
  'Moderna',
  'Deloitte',
  'KPMG',
  'PwC',
  'Accenture',
  'McKinsey',
];
const INDUSTRIES = [
  'Fintech',
  'Healthcare',
  'Education',
  'Retail',
  'Logistics',
  'Energy',
  'Media',
  'Telecoms',
  'Consulting',
  'Manufacturing',
  'Agritech',
  'Insurance',
  'Real Estate',
  'Gaming',
  'Government',
  'Nonprofit',
];
const CITIES = [
  'Lagos',
  'Abuja',
  'Nairobi',
  'Accra',
  'Kigali',
  'Cape Town',
  'Johannesburg',
  'Cairo',
  'Casablanca',
  'Dakar',
  'Addis Ababa',
  'Kampala',
  'Dar es Salaam',
  'London',
  'Berlin',
  'Paris',
  'Amsterdam',
  'Lisbon',
  'Madrid',
  'Stockholm',
  'Toronto',
  'New York',
  'San Francisco',
  'Austin',
  'Mexico City',
  'Sao Paulo',
  'Bogota',
  'Bangalore',
  'Mumbai',
  'Singapore',
  'Jakarta',
  'Tokyo',
  'Seoul',
  'Sydney',
  'Dubai',
  'Tel Aviv',
  'Warsaw',
  'Dublin',
  'Zurich',
  'Vancouver',
];
const TITLES = [
  'Software Engineer',
  'Senior Software Engineer',
  'Product Manager',
  'Data Scientist',
  'Designer',
  'Engineering Manager',
  'Marketing Lead',
  'Sales Executive',
  'Account Manager',
  'Recruiter',
  'Analyst',
  'Consultant',
  'Founder',
  'CTO',
  'CEO',
  'Operations Manager',
  'DevOps Engineer',
  'Nurse',
  'Teacher',
  'Researcher',
  'Accountant',
  'Lawyer',
  'Architect',
  'Community Manager',
  'Customer Success Manager',
];
const HEADLINES = [
  'Building things that matter',
  'Helping teams ship faster',
  'Passionate about fintech',
  'Open to new opportunities',
  'Mentor and speaker',
  'Data nerd',
  'Coffee-driven developer',
  'Growth and partnerships',
  'Making healthcare accessible',
  'Lifelong learner',
];
const KEYWORDS = [
  'ada',
  'okafor',
  'acme',
  'engineer',
  'paystack',
  'grace hopper',
  'product',
  'lagos',
  'kamau',
  'data sci',
  'fintech',
  'designer',
  'stripe',
  'wanjiru',
  'founder',
  'nguyen',
  'mentor',
  'siemens',
  'chen',
  'recruit',
  'zz-no-match',
  "o'brien",
  'manager',
  'tanaka',
];

const COMMUNITIES = ['b0000000-0000-4000-8000-000000000001', 'b0000000-0000-4000-8000-000000000002'];

const arr = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]`;

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
const ms = (v) => `${v.toFixed(2)} ms`;

async function seed(client) {
  const started = performance.now();
  const step = async (label, text) => {
    const t0 = performance.now();
    const result = await client.query(text);
    log(`  ${label}: ${ms(performance.now() - t0)}${result.rowCount != null ? ` (${result.rowCount} rows)` : ''}`);
  };
  log(`seeding ${MEMBERS} members…`);
  await step(
    'seed ids',
    `CREATE UNLOGGED TABLE bench_members AS SELECT g AS n, gen_random_uuid() AS id FROM generate_series(1, ${MEMBERS}) g`,
  );
  await step('index', 'CREATE UNIQUE INDEX ON bench_members (n)');
  // Bulk load without per-row triggers and foreign-key checks (session_replication_role = replica):
  // profiles are inserted here with search_text computed exactly as the migration's triggers compute it.
  await step('replica mode', 'SET session_replication_role = replica');
  await step(
    'users',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, created_at, updated_at)
     SELECT m.id, 'member' || m.n || '@bench.test', true, true, 'creds', 'MEMBER',
            (${arr(FIRST)})[1 + (m.n * 7) % ${FIRST.length}], (${arr(LAST)})[1 + (m.n * 13 / 7) % ${LAST.length}],
            now() - interval '400 days', now() - (m.n % 525600) * interval '1 minute' - (m.n / 525600) * interval '1 second'
       FROM bench_members m`,
  );
  await step(
    'profiles',
    `INSERT INTO profiles (user_id, company_name, industry, city, job_title, headline, show_city, hidden_from_suggestions, search_text)
     SELECT v.id, v.company_name, v.industry, v.city, v.job_title, v.headline, v.show_city, v.hidden,
            lower(concat_ws(' ', u.first_name, u.last_name, v.headline, v.company_name, v.job_title))
       FROM (SELECT m.id, m.n,
                    (${arr(COMPANIES)})[1 + (hashint4(m.n) & 2147483647) % ${COMPANIES.length}] AS company_name,
                    (${arr(INDUSTRIES)})[1 + (hashint4(m.n + 1) & 2147483647) % ${INDUSTRIES.length}] AS industry,
                    (${arr(CITIES)})[1 + (hashint4(m.n + 2) & 2147483647) % ${CITIES.length}] AS city,
                    (${arr(TITLES)})[1 + (hashint4(m.n + 3) & 2147483647) % ${TITLES.length}] AS job_title,
                    (${arr(HEADLINES)})[1 + (hashint4(m.n + 4) & 2147483647) % ${HEADLINES.length}] AS headline,
                    m.n % 10 <> 0 AS show_city, m.n % 33 = 0 AS hidden
               FROM bench_members m) v
       JOIN users u ON u.id = v.id`,
  );
  // A few disabled and suspended accounts, as in real life.
  await step(
    'disabled / suspended',
    `UPDATE users u SET enabled = m.n % 200 <> 0, blocked = m.n % 250 = 0 FROM bench_members m WHERE u.id = m.id AND (m.n % 200 = 0 OR m.n % 250 = 0)`,
  );
  // ~8 links started per member to members close by (so friends of friends overlap): about 16 connections each, stored both ways.
  await step(
    'connections',
    `WITH pairs AS (
       SELECT DISTINCT m.n AS a, m.n + 1 + (hashint4(m.n * 16 + j) & 2147483647) % 60 AS b
         FROM bench_members m, generate_series(1, 8) j
     )
     INSERT INTO connections (user_id, connected_user_id, created_at)
     SELECT x.id, y.id, now() - (pairs.a % 1000) * interval '1 hour'
       FROM pairs JOIN bench_members x ON x.n = pairs.a JOIN bench_members y ON y.n = pairs.b
     UNION ALL
     SELECT y.id, x.id, now() - (pairs.a % 1000) * interval '1 hour'
       FROM pairs JOIN bench_members x ON x.n = pairs.a JOIN bench_members y ON y.n = pairs.b
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'pending requests',
    `INSERT INTO connection_requests (id, requester_id, addressee_id, pair_key)
     SELECT gen_random_uuid(), x.id, y.id, CASE WHEN x.id < y.id THEN x.id::text || ':' || y.id::text ELSE y.id::text || ':' || x.id::text END
       FROM bench_members x JOIN bench_members y ON y.n = x.n + 100 WHERE x.n % 7 = 0
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'blocks',
    `INSERT INTO blocks (blocker_id, blocked_id) SELECT x.id, y.id FROM bench_members x JOIN bench_members y ON y.n = x.n + 3 WHERE x.n % 97 = 0 ON CONFLICT DO NOTHING`,
  );
  // Two communities: a large one (a random 5% of members follow it) and a small one (0.02%, plus its own people).
  await step(
    'communities',
    `INSERT INTO partners (id, name, type, updated_at) VALUES
       ('b0000000-0000-4000-8000-000000000001', 'Bench Big Community', 'community', now()),
       ('b0000000-0000-4000-8000-000000000002', 'Bench Small Community', 'community', now())`,
  );
  await step(
    'community followers',
    `INSERT INTO partner_followers (partner_id, user_id, updated_at)
     SELECT CASE WHEN (hashint4(m.n + 5) & 2147483647) % 20 = 0 THEN 'b0000000-0000-4000-8000-000000000001'::uuid ELSE 'b0000000-0000-4000-8000-000000000002'::uuid END, m.id, now()
       FROM bench_members m WHERE (hashint4(m.n + 5) & 2147483647) % 20 = 0 OR (hashint4(m.n + 6) & 2147483647) % 5000 = 7`,
  );
  await step(
    'community staff',
    `UPDATE users u SET partner_id = 'b0000000-0000-4000-8000-000000000002' FROM bench_members m WHERE u.id = m.id AND m.n % 25000 = 11`,
  );
  await step('origin mode', 'SET session_replication_role = DEFAULT');
  await step('analyze', 'ANALYZE');
  const seconds = (performance.now() - started) / 1000;
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM users) AS users, (SELECT count(*) FROM connections) AS connections`,
  );
  log(`seeded ${rows[0].users} users, ${rows[0].connections} connection rows in ${seconds.toFixed(1)} s`);
  return seconds;
}

async function main() {
  const database = await provisionScratchDatabase(log);
  let app;
  let dataDir;
  const client = new Client({ connectionString: database.url });
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await app?.close().catch(() => {});
    await client.end().catch(() => {});
    await database.stop().catch((e) => log(`stopping the database: ${e}`));
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    log('database dropped / embedded PostgreSQL stopped');
  };
  process.once('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    await client.connect();
    const seedSeconds = await seed(client);

    // Viewers: enabled members with a session each, with tokens minted as the API mints them.
    const jwtSecret = randomBytes(32).toString('hex');
    const { rows: viewers } = await client.query(
      `SELECT m.id::text AS id FROM bench_members m JOIN users u ON u.id = m.id
        WHERE u.enabled AND NOT u.blocked ORDER BY hashint4(m.n) LIMIT ${REQUESTS + WARMUP}`,
    );
    await grantSessions(client, viewers, jwtSecret);
    // Community search is for members: every viewer follows both communities.
    await client.query(
      `INSERT INTO partner_followers (partner_id, user_id, updated_at)
       SELECT c::uuid, v::uuid, now() FROM unnest($1::text[]) AS v, unnest($2::text[]) AS c ON CONFLICT DO NOTHING`,
      [viewers.map((v) => v.id), COMMUNITIES],
    );

    dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-bench-'));
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_URL: 'http://127.0.0.1',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      CLIENT_KEY: `bench-${randomUUID()}`,
      ...BENCH_VAPID,
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      RUN_MIGRATIONS: 'false',
    });
    app = await createApp(config, database.url);
    app.useLogger(['error', 'warn']);
    await app.listen(0, '127.0.0.1');
    const base = (await app.getUrl()).replace('[::1]', '127.0.0.1');
    log(`API listening on ${base}`);

    const api = async (url, token) => {
      const t0 = performance.now();
      const response = await fetch(base + url, { headers: { Authorization: `Bearer ${token}` } });
      const body = await response.json();
      const elapsed = performance.now() - t0;
      if (!response.ok) throw new Error(`${url}: ${response.status} ${JSON.stringify(body)}`);
      return elapsed;
    };
    // The same SQL through Prisma's $queryRaw (pg adapter): what the Wasm compile step would add, and why the API reads on the pool.
    const prisma = app.get(PrismaService);
    const viaPrisma = async (query) => {
      if (!query) return NaN;
      const t0 = performance.now();
      await prisma.$queryRaw(query);
      return performance.now() - t0;
    };
    const direct = async (query) => {
      if (!query) return NaN;
      const t0 = performance.now();
      await client.query(query.text, query.values);
      return performance.now() - t0;
    };

    const scenarios = {
      // The API's fixed cost per authenticated request (token, session query, guards, JSON): GET /v1/user/:id.
      baseline: (i) => ({ url: `/v1/user/${viewers[i].id}`, token: viewers[i].token, query: null }),
      search: (i) => {
        const viewer = viewers[i];
        const keyword = KEYWORDS[i % KEYWORDS.length];
        return {
          url: `/v1/search/connections?keyword=${encodeURIComponent(keyword)}&page=1&pageSize=${PAGE_SIZE.connectionSearch}&dir=asc&sort=updated_at`,
          token: viewer.token,
          query: sql.searchSql(viewer.id, sql.containsPattern(keyword), {
            cursor: null,
            dir: 'asc',
            limit: PAGE_SIZE.connectionSearch + 1,
            offset: 0,
          }),
        };
      },
      // Alternately the large and the small community; every third request browses without a keyword.
      community: (i) => {
        const viewer = viewers[i];
        const community = COMMUNITIES[i % 2];
        const keyword = i % 3 === 0 ? null : KEYWORDS[i % KEYWORDS.length];
        return {
          url: `/v1/search/connections/community/${community}?${keyword ? `keyword=${encodeURIComponent(keyword)}&` : ''}page=1&pageSize=${PAGE_SIZE.connectionSearch}&dir=asc&sort=updated_at`,
          token: viewer.token,
          query: sql.searchSql(
            viewer.id,
            keyword ? sql.containsPattern(keyword) : null,
            { cursor: null, dir: 'asc', limit: PAGE_SIZE.connectionSearch + 1, offset: 0 },
            community,
          ),
        };
      },
      suggestions: (i) => {
        const viewer = viewers[i];
        return {
          url: `/v1/user/${viewer.id}/suggestions`,
          token: viewer.token,
          query: sql.suggestionsSql(viewer.id, SUGGESTIONS_LIMIT),
        };
      },
    };

    const results = {};
    for (const [name, make] of Object.entries(scenarios)) {
      for (let i = 0; i < WARMUP; i++) {
        const s = make(REQUESTS + i);
        await api(s.url, s.token);
        await direct(s.query);
        await viaPrisma(s.query);
      }
      const apiTimes = [];
      const directTimes = [];
      const prismaTimes = [];
      for (let i = 0; i < REQUESTS; i++) {
        const s = make(i);
        // Alternate which goes first, so neither always benefits from the other's warm cache.
        if (i % 2 === 0) {
          apiTimes.push(await api(s.url, s.token));
          directTimes.push(await direct(s.query));
          prismaTimes.push(await viaPrisma(s.query));
        } else {
          prismaTimes.push(await viaPrisma(s.query));
          directTimes.push(await direct(s.query));
          apiTimes.push(await api(s.url, s.token));
        }
      }
      results[name] = { apiTimes, directTimes, prismaTimes };
    }

    if (args.explain === 'true') {
      // Where the time goes: each feature's execution times over 24 requests, then the plan of the slowest.
      const plan = async (query) =>
        (await client.query(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values)).rows.map((r) => r['QUERY PLAN']);
      for (const name of ['search', 'community', 'suggestions']) {
        const timed = [];
        for (let i = 0; i < 24; i++) {
          const lines = await plan(scenarios[name](i).query);
          timed.push({ i, ms: Number(/Execution Time: ([\d.]+)/.exec(lines.at(-1))?.[1]) });
        }
        log(`${name} execution times: ${timed.map((t) => `#${t.i}=${t.ms}`).join(', ')}`);
        const slowest = timed.sort((a, b) => b.ms - a.ms)[0];
        log(
          `EXPLAIN ANALYZE ${name} #${slowest.i} (${scenarios[name](slowest.i).url}):\n${(await plan(scenarios[name](slowest.i).query)).join('\n')}`,
        );
      }
    }
    console.log('');
    console.log(
      `load average during the run (1/5/15 min, ${os.cpus().length} CPUs): ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' / ')}`,
    );
    console.log(
      `members: ${MEMBERS}, seed: ${seedSeconds.toFixed(1)} s, requests per endpoint: ${REQUESTS} (after ${WARMUP} warm-up)`,
    );
    console.log(
      'endpoint      | API p50   | API p95   | SQL p50   | SQL p95   | ratio p50 | ratio p95 | Prisma p50 | Prisma p95 | goal (p95 < 50 ms, ratios <= 2)',
    );
    let ok = true;
    for (const [name, { apiTimes, directTimes, prismaTimes }] of Object.entries(results)) {
      const [a50, a95, d50, d95] = [
        percentile(apiTimes, 50),
        percentile(apiTimes, 95),
        percentile(directTimes, 50),
        percentile(directTimes, 95),
      ];
      if (name === 'baseline') {
        console.log(
          `${name.padEnd(13)} | ${ms(a50).padStart(9)} | ${ms(a95).padStart(9)} | (auth + pipeline only, no feature query)`,
        );
        continue;
      }
      const goal = a95 < 50 && a50 / d50 <= 2 && a95 / d95 <= 2;
      ok &&= goal;
      console.log(
        `${name.padEnd(13)} | ${ms(a50).padStart(9)} | ${ms(a95).padStart(9)} | ${ms(d50).padStart(9)} | ${ms(d95).padStart(9)} | ${(a50 / d50).toFixed(2).padStart(9)} | ${(a95 / d95).toFixed(2).padStart(9)} | ${ms(percentile(prismaTimes, 50)).padStart(10)} | ${ms(percentile(prismaTimes, 95)).padStart(10)} | ${goal ? 'met' : 'MISSED'}`,
      );
    }
    console.log('');
    if (!ok) log('goal missed: see the table above (run with --explain for plans)');
  } finally {
    await cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
