#!/usr/bin/env node
// The feed at 100,000 members and 1M posts, run from outside against the built API (dist/main.js as a child
// process), each figure printed next to the same work done straight on PostgreSQL in the same run:
// - feed page of 20 (first pages and the next page by cursor): GET /v1/feed p95 next to the API's own statements
//   (FeedService with PostViews, over a bare pg pool: the page of ids, then the posts), goal p95 <= 20 ms and
//   <= 2x the direct SQL;
// - hashtag page of 20: GET /v1/feed/tag/:tag p95 (a popular tag and rare ones), goal <= 20 ms (ratio printed);
// - a post from a company with 5,000 followers next to an ordinary member's post: POST /v1/post p50/p99 of each
//   (goal: the company's p99 no worse than the ordinary one's, within noise), and the time from the request until
//   every follower's timeline has it (feed_items rows of the post, polled every 5 ms; goal <= 2 s); plus the
//   fan-out and trim statements alone for that audience.
// Seeded straight into PostgreSQL (generate_series, triggers off): members, connections (each member to the next
// NEIGHBOURS, both ways), one followed company each (COMPANIES companies) plus the big company, posts spread over
// months (1 in 100 written as a company, 1 in 10 for connections only, hashtags on 1 in 20 and a popular tag on
// 1 in 50), and the timelines fan-out on write gives them (apps/api/src/modules/feed/README.md).
// Usage: `pnpm bench:feed` (builds the API first; `--no-build` skips that; `--members=N --posts=N --samples=N`
// change the size, `--explain` prints the plans of the page statements, `--profile` profiles the API during the HTTP
// feed pages: prints where the time went and writes the profile to bench/profiles/). Not part of CI or the tests.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  apiClient,
  args,
  buildApiUnlessSkipped,
  cpuProfileSummary,
  grantSessions,
  loadAverageLine,
  log,
  percentile,
  profileDir,
  requireApi,
  seedStep,
  sleep,
  startApi,
  startCpuProfile,
  timed,
  withScratch,
} from './support.mjs';

const MEMBERS = Number(args.members ?? 100_000);
const POSTS = Number(args.posts ?? 1_000_000);
const SAMPLES = Number(args.samples ?? 1000);
const COMPANIES = 1000;
const BIG_FOLLOWERS = 5000;
const NEIGHBOURS = 2;
const TAGS = 200;
const POPULAR_TAG = 'nexus';
const READERS = 200;
const ORDINARY_POSTS = 400;
const COMPANY_POSTS = 100;
const POOL_SIZE = 10;
const FAN_OUT_TIMEOUT_MS = 10_000;

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
const goal = (met) => (met ? 'met' : 'MISSED');

async function seed(client) {
  const step = seedStep(client);
  log(`seeding ${MEMBERS} members and ${POSTS} posts…`);
  await step(
    'member ids',
    `CREATE UNLOGGED TABLE bench_members AS SELECT g AS n, gen_random_uuid() AS id FROM generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  await step('index', 'CREATE UNIQUE INDEX ON bench_members (n)');
  // Without per-row triggers and foreign-key checks: the own timeline rows the posts trigger writes are inserted below.
  await step('replica mode', 'SET session_replication_role = replica');
  await step(
    'users',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, updated_at)
     SELECT id, 'member' || n || '@bench.test', true, true, 'creds', 'MEMBER', 'Member', 'No ' || n, now() FROM bench_members`,
  );
  await step(
    'profiles',
    `INSERT INTO profiles (user_id, headline, search_text) SELECT id, 'Engineer', 'member no ' || n FROM bench_members`,
  );
  // Company 0 is the big one: the first BIG_FOLLOWERS members follow it, besides their own company.
  await step(
    'companies',
    `CREATE UNLOGGED TABLE bench_companies AS SELECT k, gen_random_uuid() AS id FROM generate_series(0, $1::int) k`,
    [COMPANIES],
  );
  await step(
    'partners',
    `INSERT INTO partners (id, name, type, package_type, updated_at)
     SELECT id, CASE WHEN k = 0 THEN 'Big Company' ELSE 'Company ' || k END, 'corporate', 'basic', now() FROM bench_companies`,
  );
  await step(
    'follows',
    `INSERT INTO partner_followers (partner_id, user_id, updated_at)
     SELECT c.id, m.id, now() FROM bench_members m JOIN bench_companies c ON c.k = 1 + m.n % $1::int
     UNION ALL
     SELECT c.id, m.id, now() FROM bench_members m JOIN bench_companies c ON c.k = 0 WHERE m.n <= $2::int`,
    [COMPANIES, BIG_FOLLOWERS],
  );
  await step(
    'connections',
    `WITH pairs AS (
       SELECT x.id AS a, y.id AS b FROM bench_members x, generate_series(1, $2::int) d
         JOIN bench_members y ON true WHERE y.n = 1 + (x.n - 1 + d) % $1::int
     )
     INSERT INTO connections (user_id, connected_user_id) SELECT a, b FROM pairs UNION ALL SELECT b, a FROM pairs
     ON CONFLICT DO NOTHING`,
    [MEMBERS, NEIGHBOURS],
  );
  // Posts over the last POSTS * 20 s (about 7.5 months for 1M), one author after another.
  await step(
    'post plan',
    `CREATE UNLOGGED TABLE bench_posts AS
     SELECT g, gen_random_uuid() AS id, 1 + (g - 1) % $2::int AS author_n,
            now() - ($1::int - g) * interval '20 seconds' AS created_at,
            CASE WHEN g % 100 = 0 THEN 1 + (g / 100) % $3::int END AS company_k
       FROM generate_series(1, $1::int) g`,
    [POSTS, MEMBERS, COMPANIES],
  );
  await step(
    'posts',
    `INSERT INTO posts (id, author_id, partner_id, content, visibility, created_at, updated_at)
     SELECT b.id, m.id, c.id, 'Post number ' || b.g,
            CASE WHEN b.g % 10 = 0 THEN 'connections' ELSE 'public' END::"PostVisibility", b.created_at, b.created_at
       FROM bench_posts b JOIN bench_members m ON m.n = b.author_n LEFT JOIN bench_companies c ON c.k = b.company_k`,
  );
  await step(
    'hashtags',
    `INSERT INTO post_hashtags (tag, post_id, created_at)
     SELECT 'tag' || (g / 20 % $1::int), id, created_at FROM bench_posts WHERE g % 20 = 3
     UNION ALL
     SELECT $2, id, created_at FROM bench_posts WHERE g % 50 = 7`,
    [TAGS, POPULAR_TAG],
  );
  // The timelines fan-out on write gives: own, the company's followers (the stronger reason first), connections.
  await step(
    'timelines: own',
    `INSERT INTO feed_items (user_id, post_id, created_at, reason)
     SELECT m.id, b.id, b.created_at, 'own' FROM bench_posts b JOIN bench_members m ON m.n = b.author_n`,
  );
  await step(
    'timelines: follow',
    `INSERT INTO feed_items (user_id, post_id, created_at, reason, reason_partner_id)
     SELECT f.user_id, b.id, b.created_at, 'follow', c.id
       FROM bench_posts b JOIN bench_companies c ON c.k = b.company_k JOIN partner_followers f ON f.partner_id = c.id
     ON CONFLICT DO NOTHING`,
  );
  await step(
    'timelines: connection',
    `INSERT INTO feed_items (user_id, post_id, created_at, reason)
     SELECT k.connected_user_id, b.id, b.created_at, 'connection'
       FROM bench_posts b JOIN bench_members m ON m.n = b.author_n JOIN connections k ON k.user_id = m.id
     ON CONFLICT DO NOTHING`,
  );
  await step('triggers back on', 'SET session_replication_role = DEFAULT');
  await step('vacuum analyze', 'VACUUM ANALYZE');
}

/** Readers spread over the members, each with a session; an ordinary poster; the big company's admin. */
async function people(client, jwtSecret) {
  const { rows: readers } = await client.query(
    `SELECT id::text AS id FROM bench_members WHERE n % $1::int = 1 ORDER BY n LIMIT $2::int`,
    [Math.max(1, Math.floor(MEMBERS / READERS)), READERS],
  );
  const {
    rows: [poster],
  } = await client.query(`SELECT id::text AS id FROM bench_members WHERE n = $1::int`, [Math.floor(MEMBERS / 2)]);
  // The big company's admin: one of its own accounts, in an admin group of it holding every function.
  const {
    rows: [admin],
  } = await client.query(
    `WITH c AS (SELECT id FROM bench_companies WHERE k = 0),
     u AS (
       INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, partner_id, updated_at)
       SELECT gen_random_uuid(), 'admin@big.bench.test', true, true, 'creds', 'PARTNER', 'Big', 'Admin', c.id, now() FROM c
       RETURNING id, partner_id
     ),
     g AS (
       INSERT INTO admin_roles (name, description, partner_id, created_by)
       SELECT 'Owners', 'Everything', u.partner_id, u.id FROM u RETURNING id, partner_id
     ),
     m AS (INSERT INTO user_admin_roles (role_id, user_id, partner_id) SELECT g.id, u.id, g.partner_id FROM g, u),
     fns AS (INSERT INTO user_role_functions (role_id, function_id, partner_id)
             SELECT g.id, fn.id, g.partner_id FROM g, functions fn)
     SELECT u.id::text AS id, u.partner_id::text AS "companyId" FROM u`,
  );
  const members = [...readers, poster, admin];
  await grantSessions(client, members, jwtSecret);
  members.forEach((m, i) => (m.address = `10.9.${(i >> 8) & 255}.${i & 255}`));
  return { readers, poster, admin };
}

async function main() {
  buildApiUnlessSkipped();
  await withScratch('feed', async (scratch) => {
    const { Pool } = requireApi('pg');
    const db = new Pool({ connectionString: scratch.database.url, max: POOL_SIZE });
    // The database is dropped under it if the run fails: that ends these connections, and nothing else.
    db.on('error', () => {});
    const client = await db.connect();
    const seedStarted = performance.now();
    await seed(client);
    const { readers, poster, admin } = await people(client, scratch.jwtSecret);
    const {
      rows: [size],
    } = await client.query(
      `SELECT (SELECT count(*) FROM feed_items)::int AS rows, pg_total_relation_size('feed_items') AS bytes,
              (SELECT count(*) FROM posts)::int AS posts, (SELECT count(*) FROM users)::int AS users`,
    );
    client.release();
    log(
      `seeded in ${((performance.now() - seedStarted) / 1000).toFixed(0)} s: ${size.users} users, ${size.posts} posts, ` +
        `${size.rows} timeline rows (${(size.rows / size.users).toFixed(0)} a member, ${(Number(size.bytes) / 2 ** 20).toFixed(0)} MB with indexes)`,
    );

    // The API's own statements, straight on a pg pool: FeedService and PostViews as the API builds them.
    const direct = { read: async (query, name) => (await db.query({ name, text: query.text, values: query.values })).rows };
    const { FeedService } = requireApi('./dist/modules/feed/feed.service.js');
    const { PostViews } = requireApi('./dist/modules/posts/post-views.repository.js');
    const { fanOutSql, trimSql } = requireApi('./dist/modules/feed/feed.sql.js');
    const { FEED_TIMELINE_CAP, PAGE_SIZE } = requireApi('@nexus/contracts');
    const service = new FeedService(direct, new PostViews(direct));
    if (args.explain === 'true') {
      const { feedPageSql, hashtagPageSql } = requireApi('./dist/modules/feed/feed.sql.js');
      const first = { cursor: null, dir: 'desc', limit: PAGE_SIZE.feed + 1, offset: 0 };
      for (const query of [feedPageSql(readers[0].id, first), hashtagPageSql(readers[0].id, POPULAR_TAG, first)]) {
        const { rows } = await db.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, values: query.values });
        console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
      }
    }

    const profile = args.profile === 'true';
    const api = await startApi({ ...scratch, poolSize: POOL_SIZE, inspect: profile });
    log(`API on ${api.base}; ${loadAverageLine()}`);
    const apiCalls = apiClient(api.base);
    const http = apiCalls.call;

    // Warm both paths (prepared statements, JIT) before timing.
    for (const reader of readers.slice(0, 20)) {
      await service.feed(reader.id, { pageSize: PAGE_SIZE.feed });
      await http(reader, 'GET', '/feed');
    }

    // ---------------------------------------------------------------- feed pages: every other call is a next page
    const cursors = new Map();
    const feedQuery = (i) => {
      const reader = readers[Math.floor(i / 2) % readers.length];
      const cursor = i % 2 === 1 ? cursors.get(reader.id) : undefined;
      return { reader, cursor };
    };
    const directFeed = await timed(SAMPLES, async (i) => {
      const { reader, cursor } = feedQuery(i);
      const page = await service.feed(reader.id, { pageSize: PAGE_SIZE.feed, cursor });
      if (!cursor) cursors.set(reader.id, page.nextCursor ?? undefined);
      if (page.items.length === 0) throw new Error(`empty feed for ${reader.id}`);
    });
    const stopProfile = profile ? await startCpuProfile(api.inspectPort) : null;
    const httpFeed = await timed(SAMPLES, async (i) => {
      const { reader, cursor } = feedQuery(i);
      await http(reader, 'GET', `/feed${cursor ? `?cursor=${cursor}` : ''}`);
    });
    const feedProfile = stopProfile ? await stopProfile() : null;

    // ---------------------------------------------------------------- hashtag pages: the popular tag, then rare ones
    const tagOf = (i) => (i % 2 === 0 ? POPULAR_TAG : `tag${(i * 7) % TAGS}`);
    const directTag = await timed(SAMPLES, (i) =>
      service.hashtag(readers[i % readers.length].id, tagOf(i), { pageSize: PAGE_SIZE.hashtag }),
    );
    const httpTag = await timed(SAMPLES, (i) => http(readers[i % readers.length], 'GET', `/feed/tag/${tagOf(i)}`));

    // ---------------------------------------------------------------- posting: ordinary vs the big company's
    const {
      rows: [audience],
    } = await db.query(
      `SELECT count(*)::int AS n FROM (
         SELECT user_id FROM partner_followers WHERE partner_id = $2::uuid
         UNION SELECT connected_user_id FROM connections WHERE user_id = $1::uuid
         UNION SELECT $1::uuid) a`,
      [admin.id, admin.companyId],
    );
    const ordinaryTimes = [];
    const companyTimes = [];
    const fanOutTimes = [];
    const rowsOf = async (postId) =>
      (await db.query('SELECT count(*)::int AS n FROM feed_items WHERE post_id = $1::uuid', [postId])).rows[0].n;
    const ratio = Math.round(ORDINARY_POSTS / COMPANY_POSTS);
    for (let i = 0; i < ORDINARY_POSTS; i++) {
      let started = performance.now();
      await http(poster, 'POST', '/post', { content: `ordinary ${randomUUID()}` });
      ordinaryTimes.push(performance.now() - started);
      if (i % ratio !== 0) continue;
      started = performance.now();
      const post = await http(admin, 'POST', '/post', { content: `company ${randomUUID()}`, companyId: admin.companyId });
      companyTimes.push(performance.now() - started);
      let n = 0;
      while ((n = await rowsOf(post.id)) < audience.n && performance.now() - started < FAN_OUT_TIMEOUT_MS) await sleep(5);
      fanOutTimes.push(n >= audience.n ? performance.now() - started : NaN);
    }

    // The fan-out and trim statements alone, for one more company post (written straight into the table).
    const {
      rows: [extra],
    } = await db.query(
      `INSERT INTO posts (id, author_id, partner_id, content, updated_at) VALUES (gen_random_uuid(), $1::uuid, $2::uuid, 'direct', now())
       RETURNING id::text`,
      [admin.id, admin.companyId],
    );
    let started = performance.now();
    const added = await direct.read(fanOutSql(extra.id));
    const fanOutStatement = performance.now() - started;
    started = performance.now();
    await direct.read(
      trimSql(
        extra.id,
        added.map((r) => r.userId),
        FEED_TIMELINE_CAP,
      ),
    );
    const trimStatement = performance.now() - started;
    await db.end();
    await apiCalls.close();

    // ---------------------------------------------------------------- figures
    const row = (name, httpTimes, directTimes, limit, withinRatio) => {
      const [h95, d95] = [percentile(httpTimes, 95), percentile(directTimes, 95)];
      const met = h95 <= limit && (!withinRatio || h95 <= withinRatio * d95);
      console.log(
        `${name.padEnd(26)} | ${f(percentile(httpTimes, 50)).padStart(8)} | ${f(h95).padStart(8)} | ${f(percentile(directTimes, 50)).padStart(10)} | ${f(d95).padStart(10)} | ${f(h95 / d95, 2).padStart(5)}x | ${goal(met)} (p95 <= ${limit} ms${withinRatio ? `, <= ${withinRatio}x SQL` : ''})`,
      );
    };
    if (feedProfile) {
      mkdirSync(profileDir, { recursive: true });
      const file = path.join(profileDir, 'feed-api-pages.cpuprofile');
      writeFileSync(file, JSON.stringify(feedProfile));
      console.log(`\nCPU profile of the API during the HTTP feed pages (${file}, open in Chrome DevTools):`);
      for (const line of cpuProfileSummary(feedProfile)) console.log(line);
    }
    console.log(`\n${loadAverageLine()}`);
    console.log(`${'page'.padEnd(26)} | HTTP p50 | HTTP p95 | SQL p50 ms | SQL p95 ms | ratio  | goal`);
    row(`feed, ${SAMPLES} pages of ${PAGE_SIZE.feed}`, httpFeed, directFeed, 20, 2);
    row(`hashtag, ${SAMPLES} pages`, httpTag, directTag, 20);
    const [o99, c99] = [percentile(ordinaryTimes, 99), percentile(companyTimes, 99)];
    const fanOutMax = Math.max(...fanOutTimes);
    console.log(
      `\nPOST /v1/post, ordinary member (${NEIGHBOURS * 2} connections), ${ordinaryTimes.length} posts: p50 ${f(percentile(ordinaryTimes, 50))} ms, p99 ${f(o99)} ms`,
    );
    console.log(
      `POST /v1/post as the company (${audience.n - 1} followers and connections), ${companyTimes.length} posts: p50 ${f(percentile(companyTimes, 50))} ms, p99 ${f(c99)} ms`,
    );
    console.log(
      `until every follower's timeline has it: p50 ${f(percentile(fanOutTimes, 50))} ms, max ${f(fanOutMax)} ms — ${goal(fanOutMax <= 2000)} (<= 2 s)`,
    );
    console.log(
      `fan-out statement alone for ${added.length} members: ${f(fanOutStatement)} ms; trim of their sampled timelines: ${f(trimStatement)} ms`,
    );
  });
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
