#!/usr/bin/env node
// One search at 100,000 members, 1,000,000 posts and 100,000 jobs, run from outside against the built API (dist/main.js
// as a child process), next to the same work done straight on PostgreSQL in the same run: GET /v1/search (the app
// bar's six kinds, three hits each) with two-word queries, p50/p95/p99, next to SearchService over a bare pg pool (the
// API's own statement and grouping: the floor), and their ratio. Goal: p95 <= 30 ms and <= 1.5x the floor.
// Seeded straight into PostgreSQL (generate_series over word lists, triggers off): MEMBERS members named from 120 first
// and 120 last names with a profile line; COMPANIES companies and COMMUNITIES communities named from word lists; JOBS
// jobs (1 in 10 closed, 1 in 50 private) titled from seniorities and roles, with descriptions; POSTS posts of 14 to 28
// words drawn from a 400-word vocabulary (common words more often, as in real text; 1 in 10 for connections only);
// EVENTS events (1 in 10 drafts). The readers are 50 of the members, each with 50 connections and 5 blocks either way.
// The queries mix names, job titles, pairs of post words and names with two letters swapped (typos).
// Usage: `pnpm bench:search` (builds the API first; `--no-build` skips that; `--members=N --posts=N --jobs=N
// --samples=N` change the size; `--explain` prints the plan of one grouped statement per kind of query). With
// `--reuse` (needs DATABASE_URL) the seeded database `nexus_bench_search` is kept on that server and reused by the
// next `--reuse` run of the same size (seeding 1M posts takes minutes). Not part of CI or the tests.
import { mkdtempSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
  stopChild,
  timed,
  withScratch,
} from './support.mjs';

const MEMBERS = Number(args.members ?? 100_000);
const POSTS = Number(args.posts ?? 1_000_000);
const JOBS = Number(args.jobs ?? 100_000);
const COMPANIES = Math.round(MEMBERS / 10);
const COMMUNITIES = Math.round(MEMBERS / 50);
const EVENTS = Math.round(MEMBERS / 5);
const SAMPLES = Number(args.samples ?? 1000);
const READERS = 50;
const POOL_SIZE = 10;
const GOAL_P95_MS = 30;
const GOAL_RATIO = 1.5;
const REUSED_DATABASE = 'nexus_bench_search';

const FIRST = `james mary john patricia robert jennifer michael linda william elizabeth david barbara richard susan joseph
  jessica thomas sarah charles karen christopher nancy daniel lisa matthew betty anthony margaret mark sandra donald ashley
  steven kimberly paul emily andrew donna joshua michelle kenneth dorothy kevin carol brian amanda george melissa edward
  deborah ronald stephanie timothy rebecca jason sharon jeffrey laura ryan cynthia jacob kathleen gary amy nicholas angela
  eric shirley jonathan anna stephen brenda larry pamela justin emma scott nicole brandon helen benjamin samantha samuel
  katherine gregory christine frank debra alexander rachel raymond catherine patrick carolyn jack janet dennis ruth jerry
  maria tyler heather aaron diane jose virginia adam julie henry joyce nathan victoria douglas olivia zachary kelly peter
  christina kyle lauren ethan joan walter evelyn noah judith`.split(/\s+/);
const LAST = `smith johnson williams brown jones garcia miller davis rodriguez martinez hernandez lopez gonzalez wilson
  anderson thomas taylor moore jackson martin lee perez thompson white harris sanchez clark ramirez lewis robinson walker
  young allen king wright scott torres nguyen hill flores green adams nelson baker hall rivera campbell mitchell carter
  roberts gomez phillips evans turner diaz parker cruz edwards collins reyes stewart morris morales murphy cook rogers
  gutierrez ortiz morgan cooper peterson bailey reed kelly howard ramos kim cox ward richardson watson brooks chavez wood
  james bennett gray mendoza ruiz hughes price alvarez castillo sanders patel myers long ross foster jimenez powell jenkins
  perry russell sullivan bell coleman butler henderson barnes gonzales fisher vasquez simmons romero jordan patterson
  alexander hamilton graham reynolds griffin wallace moreno west`.split(/\s+/);
const SENIORITY = ['junior', 'senior', 'lead', 'principal', 'staff', 'associate', 'head of', 'chief'];
const ROLES = `software engineer,data scientist,product manager,designer,accountant,nurse,teacher,sales manager,marketing
  specialist,recruiter,backend developer,frontend developer,devops engineer,data analyst,project manager,business analyst,
  financial analyst,civil engineer,mechanical engineer,electrical engineer,pharmacist,lawyer,architect,copywriter,
  customer success manager,operations manager,security engineer,machine learning engineer,mobile developer,qa engineer,
  support specialist,hr manager,logistics coordinator,chef,physiotherapist,research scientist,content strategist,
  account executive,ux researcher,cloud architect`.split(/,\s*/);
const VOCABULARY = `team project market growth data product customer design software platform network community event
  career leadership strategy hiring talent remote office engineering research health energy finance education logistics
  retail media startup investment funding launch release feature update conference workshop webinar mentor learning
  training skill experience interview resume culture value mission vision partner client service quality security cloud
  mobile web app api model analytics insight report revenue profit budget cost sales marketing brand campaign content
  story video podcast article book course certificate degree university school student graduate internship job role
  position opportunity manager director engineer developer designer analyst scientist teacher nurse doctor lawyer
  architect artist writer editor founder ceo volunteer charity climate sustainability solar wind water food farming
  garden travel city country africa europe asia america lagos london nairobi berlin paris tokyo river mountain ocean
  forest sun rain winter summer spring autumn morning evening weekend holiday family friend colleague neighbour coffee
  lunch dinner music football running cycling yoga fitness wellness mind balance focus productivity habit goal plan
  journey milestone success failure lesson challenge problem solution idea innovation technology robot machine
  automation future history science physics chemistry biology math language english french spanish translation
  support feedback review award prize competition hackathon demo prototype test bug fix code open source github
  python javascript typescript java kotlin swift rust golang database postgres server kubernetes docker pipeline
  deployment monitoring performance speed latency scale traffic user member connection message chat call meeting
  calendar deadline sprint agile scrum kanban board ticket roadmap quarter year month week today tomorrow yesterday
  celebrate thank congratulate welcome announce share join attend organise host speak present publish write read
  learn teach build ship grow hire apply promote invest save spend earn buy sell trade import export supply demand
  price inflation economy policy government law regulation compliance privacy trust safety risk insurance bank
  payment fintech crypto blockchain wallet card loan credit mortgage property housing rent construction bridge road
  railway airport port shipping truck car electric battery charging grid power oil gas mining steel cement textile
  fashion beauty hospitality hotel restaurant tourism sport stadium league coach player fan ticket concert festival
  film cinema theatre gallery museum painting photography camera drone satellite space rocket mission orbit planet
  ocean coral fish bird animal wildlife park nature hiking camping beach island village town street market shop
  bakery bread cheese wine tea chocolate recipe kitchen cooking baking vegan organic fresh local global digital`
  .split(/\s+/)
  .filter((w, i, all) => w && all.indexOf(w) === i);
const STOPWORDS = ['the', 'and', 'of', 'to', 'a', 'in', 'for', 'with', 'our', 'we', 'is', 'on', 'this', 'at'];
const COMPANY_SUFFIXES = ['labs', 'group', 'holdings', 'systems', 'partners', 'works', 'studio', 'capital', 'health', 'foods'];
const EVENT_NOUNS = [
  'summit',
  'meetup',
  'workshop',
  'conference',
  'webinar',
  'hackathon',
  'forum',
  'fair',
  'bootcamp',
  'festival',
];

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
/** A word of `list` chosen by `r` in [0, 1), common words (the start of the list) more often, as in real text. */
const skewed = (list, r) => `(${sqlArray(list)})[1 + floor(${list.length} * power(${r}, 1.6))::int]`;
const sqlArray = (list) => `ARRAY[${list.map((w) => `'${w}'`).join(',')}]`;
const pick = (list, index) => `(${sqlArray(list)})[1 + (${index}) % ${list.length}]`;

async function seed(client) {
  const step = seedStep(client);
  log(
    `seeding ${MEMBERS} members, ${POSTS} posts, ${JOBS} jobs, ${COMPANIES} companies, ${COMMUNITIES} communities, ${EVENTS} events…`,
  );
  await step('replica mode', 'SET session_replication_role = replica');
  await step(
    'member keys',
    `CREATE UNLOGGED TABLE bench_users AS SELECT k, gen_random_uuid() AS id FROM generate_series(1, $1::int) k`,
    [MEMBERS],
  );
  await step('member keys index', 'ALTER TABLE bench_users ADD PRIMARY KEY (k)');
  // Names by a stride through both lists, so that each pair of names recurs about MEMBERS / 14,400 times.
  await step(
    'users',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, updated_at)
     SELECT id, 'member' || k || '@bench.test', true, true, 'creds', 'MEMBER',
            initcap(${pick(FIRST, 'k * 7')}), initcap(${pick(LAST, '(k * 13) / ' + FIRST.length)}), now()
       FROM bench_users`,
  );
  await step(
    'profiles',
    `INSERT INTO profiles (user_id, headline, job_title, company_name, updated_at)
     SELECT id, initcap(${pick(ROLES, 'k * 3')}) || ' at ' || initcap(${pick(VOCABULARY, 'k * 11')}) || ' ' || ${pick(COMPANY_SUFFIXES, 'k')},
            initcap(${pick(ROLES, 'k * 3')}), initcap(${pick(VOCABULARY, 'k * 11')}), now()
       FROM bench_users`,
  );
  await step(
    'companies and communities',
    `CREATE UNLOGGED TABLE bench_partners AS
       SELECT k, gen_random_uuid() AS id, CASE WHEN k <= $1::int THEN 'corporate' ELSE 'community' END AS type
         FROM generate_series(1, $1::int + $2::int) k`,
    [COMPANIES, COMMUNITIES],
  );
  await step(
    'partners',
    `INSERT INTO partners (id, name, type, package_type, industry, location, about, updated_at)
     SELECT id, initcap(${pick(VOCABULARY, 'k * 17')} || ' ' || ${pick(VOCABULARY, `(k / ${VOCABULARY.length}) * 7 + 3`)}) || ' '
                || initcap(CASE WHEN type = 'community' THEN 'circle' ELSE ${pick(COMPANY_SUFFIXES, 'k')} END),
            type::"PartnerType", 'basic', initcap(${pick(VOCABULARY, 'k * 5')}), initcap(${pick(VOCABULARY, 'k * 3')}),
            'We are a ' || ${pick(VOCABULARY, 'k')} || ' ' || ${pick(VOCABULARY, 'k * 29')} || ' organisation.', now()
       FROM bench_partners`,
  );
  await step(
    'jobs',
    `WITH g AS (
       SELECT g, c.id AS partner_id, u.id AS author, now() - (g::float / $1::int) * interval '25 days' AS published_at,
              ${pick(SENIORITY, 'g * 7')} || ' ' || ${pick(ROLES, 'g / 8')} AS role
         FROM generate_series(1, $1::int) g
         JOIN bench_partners c ON c.k = 1 + g % $2::int
         JOIN bench_users u ON u.k = 1 + g % $3::int
     )
     INSERT INTO jobs (id, partner_id, author_id, title, description, employment_type, workplace, experience_level,
                       country, city, company_name, job_title, industry, area_of_expertise, visibility, status,
                       published_at, expires_at, updated_at)
     SELECT gen_random_uuid(), partner_id, author, initcap(role),
            'Join our ' || ${pick(VOCABULARY, 'g * 3')} || ' team to work on ' || ${pick(VOCABULARY, 'g * 11')} || ' and '
              || ${pick(VOCABULARY, 'g * 13')} || '. You bring ' || ${pick(VOCABULARY, 'g * 17')} || ' experience and a love of '
              || ${pick(VOCABULARY, 'g * 19')} || '.',
            'full_time', 'hybrid', 'mid_senior', initcap(${pick(VOCABULARY, 'g % 20 + 130')}), 'Lagos',
            initcap(${pick(VOCABULARY, 'g * 23')}), initcap(role), initcap(${pick(VOCABULARY, 'g * 5')}), 'Engineering',
            CASE WHEN (g / 7) % 50 = 0 THEN 'private' ELSE 'public' END::"JobVisibility",
            CASE WHEN (g / 11) % 10 = 0 THEN 'closed' ELSE 'active' END::"JobStatus",
            published_at, published_at + interval '30 days', published_at
       FROM g`,
    [JOBS, COMPANIES, MEMBERS],
  );
  await step(
    'events',
    `INSERT INTO events (id, partner_id, title, description, format, status, starts_at, ends_at, published_at, updated_at)
     SELECT gen_random_uuid(), c.id,
            initcap(${pick(VOCABULARY, 'g * 7')} || ' ' || ${pick(VOCABULARY, 'g * 31 + g / 400')} || ' ' || ${pick(EVENT_NOUNS, 'g')}),
            'An event.', 'Virtual', CASE WHEN g % 10 = 0 THEN 'draft' ELSE 'scheduled' END::"EventStatus",
            now() + (g % 400 - 200) * interval '1 day', now() + (g % 400 - 200) * interval '1 day' + interval '3 hours',
            CASE WHEN g % 10 = 0 THEN NULL ELSE now() END, now()
       FROM generate_series(1, $1::int) g JOIN bench_partners c ON c.k = 1 + g % ($2::int + $3::int)`,
    [EVENTS, COMPANIES, COMMUNITIES],
  );
  // Texts are drawn once as 20,000 sentences; each post joins two of them, so the posts differ but the drawing stays
  // cheap (the stored vectors are what takes the time).
  await step(
    'sentences',
    `CREATE UNLOGGED TABLE bench_sentences AS
       SELECT n, (SELECT string_agg(CASE WHEN random() < 0.3 THEN ${skewed(STOPWORDS, 'random()')} ELSE ${skewed(VOCABULARY, 'random()')} END, ' ')
                    FROM generate_series(1, 7 + n % 8) w) AS text
         FROM generate_series(0, 19999) n`,
  );
  await step('sentences index', 'ALTER TABLE bench_sentences ADD PRIMARY KEY (n)');
  await step(
    'posts',
    `INSERT INTO posts (id, author_id, content, visibility, created_at, updated_at)
     SELECT gen_random_uuid(), u.id, initcap(a.text) || '. ' || initcap(b.text) || '.',
            CASE WHEN g % 10 = 0 THEN 'connections' ELSE 'public' END::"PostVisibility",
            now() - (g::float / $1::int) * interval '60 days', now()
       FROM generate_series(1, $1::int) g
       JOIN bench_users u ON u.k = 1 + (g::bigint * 7919) % $2::int
       JOIN bench_sentences a ON a.n = g % 20000
       JOIN bench_sentences b ON b.n = (g * 7) % 19997`,
    [POSTS, MEMBERS],
  );
  await step(
    "readers' connections",
    `WITH p AS (SELECT r.id AS a, u.id AS b
                  FROM bench_users r JOIN generate_series(1, 50) d ON true JOIN bench_users u ON u.k = 1 + (r.k * 1000 + d) % $2::int
                 WHERE r.k <= $1::int)
     INSERT INTO connections (user_id, connected_user_id) SELECT a, b FROM p UNION ALL SELECT b, a FROM p ON CONFLICT DO NOTHING`,
    [READERS, MEMBERS],
  );
  await step(
    "readers' blocks",
    `INSERT INTO blocks (blocker_id, blocked_id)
     SELECT CASE WHEN d % 2 = 0 THEN r.id ELSE u.id END, CASE WHEN d % 2 = 0 THEN u.id ELSE r.id END
       FROM bench_users r JOIN generate_series(1, 10) d ON true JOIN bench_users u ON u.k = 1 + (r.k * 1000 + 500 + d) % $2::int
      WHERE r.k <= $1::int
     ON CONFLICT DO NOTHING`,
    [READERS, MEMBERS],
  );
  await step('drop seeding tables', 'DROP TABLE bench_users, bench_partners, bench_sentences');
  await step('triggers back on', 'SET session_replication_role = DEFAULT');
  await step('vacuum analyze', 'VACUUM ANALYZE');
}

/** Two-word queries: a seeded member's name, a job title, two post words, a seeded name with letters swapped (a typo). */
function queries(count) {
  // A typo as hands make them: two letters swapped, near the end of the first name and in the middle of the last
  // (a word of three or four letters is left as it is: two of its few trigrams would be gone).
  const swapAt = (w, i) => (w.length < 5 ? w : `${w.slice(0, i)}${w[i + 1]}${w[i]}${w.slice(i + 2)}`);
  // The names of member k, as the seed writes them.
  const nameOf = (k) => [FIRST[(k * 7) % FIRST.length], LAST[Math.floor((k * 13) / FIRST.length) % LAST.length]];
  const list = [];
  for (let i = 0; list.length < count; i++) {
    const [first, last] = nameOf(1 + ((i * 7919) % MEMBERS));
    const role = ROLES[(i * 7) % ROLES.length].split(' ');
    const kinds = [
      ['name', `${first} ${last}`],
      ['job title', `${SENIORITY[i % SENIORITY.length].split(' ')[0]} ${role[role.length - 1]}`],
      ['post words', `${VOCABULARY[(i * 41) % VOCABULARY.length]} ${VOCABULARY[(i * 97 + 13) % VOCABULARY.length]}`],
      ['typo', `${swapAt(first, first.length - 2)} ${swapAt(last, Math.floor(last.length / 2))}`],
    ];
    list.push(kinds[i % kinds.length]);
  }
  return list;
}

/**
 * The database to measure: with `--reuse`, `nexus_bench_search` on DATABASE_URL's server, seeded once per size and kept
 * (its `bench_search_seed` row says which size); otherwise withScratch's, dropped at the end.
 */
async function withSearchDatabase(run) {
  if (args.reuse !== 'true') {
    return withScratch('search', async (scratch) => run(scratch, { seeded: false, reuse: false }));
  }
  const { Client } = requireApi('pg');
  const { loadConfig } = requireApi('./dist/platform/config/app-config.js');
  const { applyMigrations } = requireApi('./dist/platform/database/migrations.js');
  const { databaseUrl } = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATA_DIR: tmpdir(),
    JWT_SECRET: 'x'.repeat(32),
    CLIENT_KEY: 'x'.repeat(16),
  });
  if (!databaseUrl) throw new Error('--reuse needs DATABASE_URL (a server that outlives the run)');
  const url = new URL(databaseUrl);
  url.pathname = `/${REUSED_DATABASE}`;
  const admin = new Client({ connectionString: databaseUrl });
  await admin.connect();
  const seededSize = async () => {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [REUSED_DATABASE]);
    if (!exists.rowCount) return null;
    const db = new Client({ connectionString: url.toString() });
    await db.connect();
    try {
      const marker = await db.query(`SELECT size FROM bench_search_seed`).catch(() => ({ rows: [] }));
      return marker.rows[0]?.size ?? null;
    } finally {
      await db.end();
    }
  };
  // A database of another size, or one whose seeding did not finish, is seeded again from nothing.
  const seeded = (await seededSize()) === SIZE;
  if (!seeded) {
    await admin.query(`DROP DATABASE IF EXISTS ${REUSED_DATABASE} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${REUSED_DATABASE}`);
  }
  await admin.end();
  await applyMigrations(url.toString());
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nexus-bench-search-'));
  const children = [];
  const cleanup = async () => {
    await Promise.all(children.map(stopChild));
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    const database = { url: url.toString() };
    return await run({ database, dataDir, jwtSecret: randomBytes(32).toString('hex'), children }, { seeded, reuse: true });
  } finally {
    await cleanup();
  }
}

const SIZE = JSON.stringify({ MEMBERS, POSTS, JOBS });

async function seedUnlessSeeded(client, { seeded, reuse }) {
  if (seeded) return log(`reusing ${REUSED_DATABASE}, seeded at ${SIZE}`);
  const started = performance.now();
  await seed(client);
  // Written last: a seeding that stops half-way leaves no marker, and the next --reuse run starts again.
  if (reuse) await client.query('CREATE TABLE bench_search_seed AS SELECT $1::text AS size', [SIZE]);
  log(`seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

async function main() {
  buildApiUnlessSkipped();
  await withSearchDatabase(async (scratch, state) => {
    const { Pool } = requireApi('pg');
    const db = new Pool({ connectionString: scratch.database.url, max: POOL_SIZE });
    db.on('error', () => {});
    try {
      await measure(scratch, db, state);
    } finally {
      await db.end().catch(() => {});
    }
  });
}

async function measure(scratch, db, state) {
  const client = await db.connect();
  client.on('error', () => {});
  try {
    await seedUnlessSeeded(client, state);
  } catch (error) {
    client.release(error);
    throw error;
  }
  const { rows: readers } = await client.query(
    `SELECT u.id::text AS id FROM users u JOIN connections c ON c.user_id = u.id
      GROUP BY u.id ORDER BY count(*) DESC, u.id LIMIT $1`,
    [READERS],
  );
  await grantSessions(client, readers, scratch.jwtSecret);
  readers.forEach((m, i) => (m.address = `10.8.0.${i}`));
  client.release();

  // The API's own statement and grouping, straight on a pg pool.
  const direct = { read: async (query, name) => (await db.query({ name, text: query.text, values: query.values })).rows };
  const { SearchService } = requireApi('./dist/modules/search/search.service.js');
  const { SearchRepository } = requireApi('./dist/modules/search/search.repository.js');
  const { SEARCH_KINDS, SEARCH_LIMITS, searchQuerySchema } = requireApi('@nexus/contracts');
  const { matchedWords, searchKindSql } = requireApi('./dist/modules/search/search.sql.js');
  const service = new SearchService(new SearchRepository(direct));

  const mix = queries(40);
  if (args.explain === 'true') {
    const { searchAllSql } = requireApi('./dist/modules/search/search.sql.js');
    for (const [kind, q] of mix.slice(0, 4)) {
      const sql = searchAllSql(readers[0].id, q, 3);
      const { rows } = await db.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, values: sql.values });
      console.log(`\n-- ${kind}: "${q}"\n${rows.map((r) => r['QUERY PLAN']).join('\n')}`);
    }
  }

  const api = await startApi({ ...scratch, poolSize: POOL_SIZE });
  log(`API on ${api.base}; ${loadAverageLine()}`);
  const apiCalls = apiClient(api.base);
  const callOf = (i) => ({ reader: readers[i % readers.length], q: mix[i % mix.length][1] });
  const http = ({ reader, q }) => apiCalls.call(reader, 'GET', `/search?${new URLSearchParams({ q })}`);
  const viaService = ({ reader, q }) => service.all({ user: { id: reader.id } }, searchQuerySchema.parse({ q }));

  // What each query finds (also a check that every kind of query finds something).
  const found = new Map();
  for (const [kind, q] of mix) {
    const { groups } = await viaService({ reader: readers[0], q });
    const hits = groups.reduce((n, g) => n + g.items.length, 0);
    if (hits === 0) throw new Error(`"${q}" (${kind}) found nothing`);
    found.set(kind, [...(found.get(kind) ?? []), hits]);
  }
  // Warm both paths (prepared statements, caches) before timing.
  for (let i = 0; i < 80; i++) {
    await viaService(callOf(i));
    await http(callOf(i));
  }
  // The alternative to one statement: each kind's statement on a connection of its own, all at once.
  const sixAtOnce = ({ reader, q }) =>
    Promise.all(
      SEARCH_KINDS.map((kind) =>
        direct.read(
          searchKindSql(reader.id, kind, q, SEARCH_LIMITS.perKind, null),
          `search_${kind}_parallel_${matchedWords(q).length}`,
        ),
      ),
    );
  for (let i = 0; i < 40; i++) await sixAtOnce(callOf(i));
  const parallelTimes = await timed(SAMPLES, (i) => sixAtOnce(callOf(i)));
  const directTimes = await timed(SAMPLES, (i) => viaService(callOf(i)));
  const httpTimes = await timed(SAMPLES, (i) => http(callOf(i)));
  await apiCalls.close();

  const [h50, h95, h99] = [50, 95, 99].map((p) => percentile(httpTimes, p));
  const [d50, d95, d99] = [50, 95, 99].map((p) => percentile(directTimes, p));
  const met = h95 <= GOAL_P95_MS && h95 <= GOAL_RATIO * d95;
  const byKind = (samples) =>
    [...found.keys()]
      .map((kind) => {
        const times = samples.filter((_, i) => mix[i % mix.length][0] === kind);
        return `${kind} p95 ${f(percentile(times, 95))} ms`;
      })
      .join(', ');
  console.log(`\n${loadAverageLine()}`);
  console.log(
    `one search over ${MEMBERS} members, ${POSTS} posts, ${JOBS} jobs, ${COMPANIES} companies, ${COMMUNITIES} communities, ${EVENTS} events; ${SAMPLES} two-word queries (${mix.length} distinct: ${[...found.keys()].join(', ')}), six kinds of 3 hits each:`,
  );
  console.log(
    `  hits per query: ${[...found].map(([kind, hits]) => `${kind} ${f(hits.reduce((a, b) => a + b, 0) / hits.length)}`).join(', ')}`,
  );
  console.log(`  GET /v1/search         p50 ${f(h50)} ms, p95 ${f(h95)} ms, p99 ${f(h99)} ms`);
  console.log(`  same SQL on a pg pool  p50 ${f(d50)} ms, p95 ${f(d95)} ms, p99 ${f(d99)} ms`);
  console.log(
    `  six statements at once on the pool (one per kind), p50 ${f(percentile(parallelTimes, 50))} ms, p95 ${f(percentile(parallelTimes, 95))} ms`,
  );
  console.log(`  by query kind, HTTP: ${byKind(httpTimes)}`);
  console.log(`  by query kind, SQL:  ${byKind(directTimes)}`);
  console.log(`  ratio (p95) ${f(h95 / d95, 2)}x — ${met ? 'met' : 'MISSED'} (p95 <= ${GOAL_P95_MS} ms, <= ${GOAL_RATIO}x SQL)`);
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
