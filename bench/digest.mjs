#!/usr/bin/env node
// The weekly digest at 100,000 members, run from outside against the built API (dist/main.js as a child process,
// working its queues in-process) with a real SMTP server in this process (smtp-server, as bench:mail) (issue 23):
//   1. the Monday job: a `digest-week` job queued as the cron queues it; the API splits the members into batches
//      (`digest-batch`, 1,000 ids each), computes each batch's digests in one statement, claims the members' week
//      and queues their mails (`mail-digest`). Printed: the time to build every digest (from the job's queueing to
//      the last batch done), digests/s, the time until the last mail reached the SMTP server and mails delivered/s,
//      and the members skipped (nothing to say) next to those not eligible (switched off, unsubscribed, suspended,
//      unverified). Goal: minutes, not hours, for 100,000 members.
//   2. a restart: the API is stopped (SIGTERM), a new one started on the same database, and the same week run again:
//      duplicates (members with two digests queued or received) must be 0.
// Seeded straight into PostgreSQL (set-based, triggers off): members with profiles (expertise, industry, country),
// each connected to the next NEIGHBOURS both ways and following one of COMPANIES companies; pending connection
// requests to 1 member in 4; conversations with unread messages for 1 in 5; a week of posts (reactions on most; 1 in
// 10 for connections only, 1 in 100 as a company), older posts before it; jobs (1 in 10 published this week);
// events of the coming week with 1 member in 5 registered; a few members switched off, unsubscribed, suspended or
// unverified. Usage: `pnpm bench:digest` (builds the API first; `--no-build` skips that; `--members=N` changes the
// size, `--delivery-seconds=N` stops waiting for the mails after N seconds, 300 by default, and prints the rate so far; `--explain` prints
// the plan of the first batch's statement).
// Not part of CI or the tests.
import {
  args,
  buildApiUnlessSkipped,
  loadAverageLine,
  log,
  queueSender,
  requireApi,
  seedStep,
  sleep,
  startApi,
  startSmtpServer,
  stopChild,
  withScratch,
} from './support.mjs';

const MEMBERS = Number(args.members ?? 100_000);
const NEIGHBOURS = 5;
const COMPANIES = 1000;
const WEEK_POSTS = MEMBERS / 2;
const OLDER_POSTS = MEMBERS * 3;
const JOBS = MEMBERS / 5;
const EVENTS = 500;
const POOL_SIZE = 10;
const GOAL_SECONDS = 15 * 60;
const DELIVERY_SECONDS = Number(args['delivery-seconds'] ?? 300);
// Profiles are free text: many values, each shared by a few percent of members.
const EXPERTISE = Array.from({ length: 40 }, (_, i) => `Expertise ${i + 1}`);
const INDUSTRIES = Array.from({ length: 20 }, (_, i) => `Industry ${i + 1}`);
const COUNTRIES = ['Nigeria', 'Kenya', 'Ghana', 'South Africa', 'Egypt'];

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
const n = (v) => v.toLocaleString('en-US');

async function seed(client) {
  const step = seedStep(client);
  log(`seeding ${n(MEMBERS)} members and their week…`);
  await step(
    'member ids',
    `CREATE UNLOGGED TABLE bench_members AS SELECT g AS n, gen_random_uuid() AS id FROM generate_series(1, $1::int) g`,
    [MEMBERS],
  );
  await step('index', 'CREATE UNIQUE INDEX ON bench_members (n)');
  await step('replica mode', 'SET session_replication_role = replica');
  // 1 in 200 unverified, 1 in 300 suspended.
  await step(
    'users',
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, suspended_at, updated_at)
     SELECT id, 'member' || n || '@bench.test', n % 200 <> 0, true, 'creds', 'MEMBER', 'Member', 'No ' || n,
            CASE WHEN n % 300 = 0 THEN now() END, now() FROM bench_members`,
  );
  await step(
    'profiles',
    `INSERT INTO profiles (user_id, headline, search_text, expertise, industry, country)
     SELECT id, 'Professional', 'member no ' || n, ($1::text[])[1 + n % cardinality($1::text[])],
            ($2::text[])[1 + (n / 7) % cardinality($2::text[])], ($3::text[])[1 + (n / 3) % cardinality($3::text[])]
       FROM bench_members`,
    [EXPERTISE, INDUSTRIES, COUNTRIES],
  );
  // 1 in 20 switched the digest off, 1 in 100 unsubscribed from everything.
  await step(
    'digest switched off',
    `INSERT INTO notification_settings (user_id, type_id, email, in_app, updated_at)
     SELECT m.id, t.id, false, true, now() FROM bench_members m JOIN notification_types t ON t.key = 'weekly_digest'
      WHERE m.n % 20 = 1`,
  );
  await step(
    'unsubscribed',
    `INSERT INTO preferences (id, user_id, unsubscribed_all_at, updated_at)
     SELECT gen_random_uuid(), id, now(), now() FROM bench_members WHERE n % 100 = 2`,
  );
  await step(
    'companies',
    `CREATE UNLOGGED TABLE bench_companies AS SELECT k, gen_random_uuid() AS id FROM generate_series(1, $1::int) k`,
    [COMPANIES],
  );
  await step(
    'partners',
    `INSERT INTO partners (id, name, type, package_type, updated_at)
     SELECT id, 'Company ' || k, 'corporate', 'basic', now() FROM bench_companies`,
  );
  await step(
    'follows',
    `INSERT INTO partner_followers (partner_id, user_id, updated_at)
     SELECT c.id, m.id, now() FROM bench_members m JOIN bench_companies c ON c.k = 1 + m.n % $1::int`,
    [COMPANIES],
  );
  await step(
    'connections',
    `WITH pairs AS (
       SELECT x.id AS a, y.id AS b FROM bench_members x, generate_series(1, $2::int) d
         JOIN bench_members y ON true WHERE y.n = 1 + (x.n - 1 + d) % $1::int
     )
     INSERT INTO connections (user_id, connected_user_id) SELECT a, b FROM pairs UNION ALL SELECT b, a FROM pairs`,
    [MEMBERS, NEIGHBOURS],
  );
  // 1 member in 4 has 1 to 3 pending requests, from members 100 to 102 further on.
  await step(
    'connection requests',
    `INSERT INTO connection_requests (id, requester_id, addressee_id, pair_key)
     SELECT gen_random_uuid(), r.id, m.id, CASE WHEN r.id::text < m.id::text THEN r.id || ':' || m.id ELSE m.id || ':' || r.id END
       FROM bench_members m, generate_series(0, 2) d
       JOIN bench_members r ON true
      WHERE m.n % 4 = 0 AND d <= m.n % 3 AND r.n = 1 + (m.n + 99 + d) % $1::int`,
    [MEMBERS],
  );
  // 1 member in 5 has an unread conversation with a connection (1 to 5 messages).
  await step(
    'conversations',
    `CREATE UNLOGGED TABLE bench_conversations AS
     SELECT gen_random_uuid() AS id, m.id AS reader, o.id AS writer, 1 + m.n % 5 AS unread
       FROM bench_members m JOIN bench_members o ON o.n = 1 + m.n % $1::int WHERE m.n % 5 = 0`,
    [MEMBERS],
  );
  await step(
    'conversation rows',
    `INSERT INTO conversations (id, pair_key, low_user_id, high_user_id, last_seq, last_message_at)
     SELECT id, least(reader::text, writer::text) || ':' || greatest(reader::text, writer::text),
            CASE WHEN reader::text < writer::text THEN reader ELSE writer END,
            CASE WHEN reader::text < writer::text THEN writer ELSE reader END, unread, now()
       FROM bench_conversations`,
  );
  await step(
    'conversation members',
    // Triggers are off here, so other_visible is stated, by the rule its triggers keep.
    `INSERT INTO conversation_members (conversation_id, user_id, other_user_id, last_read_seq, unread_count, other_visible)
     SELECT id, reader, writer, 0, unread, dm_other_visible(reader, writer) FROM bench_conversations
     UNION ALL SELECT id, writer, reader, unread, 0, dm_other_visible(writer, reader) FROM bench_conversations`,
  );
  // A week of posts, most with reactions; 1 in 10 for connections only, 1 in 100 as a company. Older ones before it.
  await step(
    'posts of the week',
    `INSERT INTO posts (id, author_id, partner_id, content, visibility, reaction_count, created_at, updated_at)
     SELECT gen_random_uuid(), m.id, c.id, 'Post number ' || g || ': what I learned this week',
            CASE WHEN g % 10 = 0 THEN 'connections' ELSE 'public' END::"PostVisibility", CASE WHEN g % 3 = 0 THEN (g * 7919) % 60 ELSE 0 END,
            now() - (g % 600000) * interval '1 second', now()
       FROM generate_series(1, $1::int) g
       JOIN bench_members m ON m.n = 1 + (g * 31) % $2::int
       LEFT JOIN bench_companies c ON g % 100 = 0 AND c.k = 1 + g % $3::int`,
    [WEEK_POSTS, MEMBERS, COMPANIES],
  );
  await step(
    'older posts',
    `INSERT INTO posts (id, author_id, content, visibility, reaction_count, created_at, updated_at)
     SELECT gen_random_uuid(), m.id, 'An older post ' || g, 'public', g % 80,
            now() - interval '8 days' - g * interval '10 seconds', now()
       FROM generate_series(1, $1::int) g JOIN bench_members m ON m.n = 1 + (g * 17) % $2::int`,
    [OLDER_POSTS, MEMBERS],
  );
  // Jobs: 1 in 10 published this week, the rest over the three weeks before; all public and active.
  await step(
    'jobs',
    `INSERT INTO jobs (id, partner_id, author_id, title, description, employment_type, workplace, experience_level,
                       country, city, company_name, job_title, industry, area_of_expertise, visibility, status,
                       published_at, expires_at, search_text, updated_at)
     SELECT gen_random_uuid(), c.id, m.id, ($4::text[])[1 + g % cardinality($4::text[])] || ' lead ' || g, 'A job.',
            'full_time', CASE WHEN g % 4 = 0 THEN 'remote' ELSE 'on_site' END::"Workplace", 'mid_senior',
            ($6::text[])[1 + (g / 5) % cardinality($6::text[])], 'City', 'Company ' || c.k, 'Lead',
            ($5::text[])[1 + (g / 3) % cardinality($5::text[])], ($4::text[])[1 + g % cardinality($4::text[])],
            'public', 'active', p.at, p.at + interval '30 days', 'job ' || g, p.at
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT now() - CASE WHEN g % 10 = 0 THEN (g % 6) * interval '1 day'
                                               ELSE interval '7 days' + (g % 14) * interval '1 day' END AS at) p
       JOIN bench_companies c ON c.k = 1 + g % $2::int
       JOIN bench_members m ON m.n = 1 + g % $3::int`,
    [JOBS, COMPANIES, MEMBERS, EXPERTISE, INDUSTRIES, COUNTRIES],
  );
  await step(
    'events',
    `CREATE UNLOGGED TABLE bench_events AS
     SELECT g, gen_random_uuid() AS id, gen_random_uuid() AS ticket_id, now() + (g % 7) * interval '1 day' + interval '2 hours' AS starts_at
       FROM generate_series(1, $1::int) g`,
    [EVENTS],
  );
  await step(
    'event rows',
    `INSERT INTO events (id, partner_id, title, format, status, starts_at, ends_at, published_at, updated_at)
     SELECT e.id, c.id, 'Meetup ' || e.g, 'Virtual', 'scheduled', e.starts_at, e.starts_at + interval '2 hours', now(), now()
       FROM bench_events e JOIN bench_companies c ON c.k = 1 + e.g % $1::int`,
    [COMPANIES],
  );
  await step(
    'event tickets',
    `INSERT INTO event_tickets (id, event_id, type, quota, registered)
     SELECT ticket_id, id, 'General', 1000, 0 FROM bench_events`,
  );
  await step(
    'registrations (1 member in 5)',
    `INSERT INTO event_registrations (id, event_id, ticket_id, user_id, ticket_code)
     SELECT gen_random_uuid(), e.id, e.ticket_id, m.id, substr(md5(m.id::text), 1, 16)
       FROM bench_members m JOIN bench_events e ON e.g = 1 + m.n % $1::int WHERE m.n % 5 = 1`,
    [EVENTS],
  );
  await step('normal mode', 'SET session_replication_role = DEFAULT');
  await step('analyze', 'ANALYZE');
}

/** The plan of the first batch's statement, as the API writes it (its repository, handed a pool that answers the SQL). */
async function explainFirstBatch(db, weekStart) {
  const { DigestRepository } = requireApi('./dist/modules/digest/digest.repository.js');
  const statement = new DigestRepository({ read: async (sql) => sql });
  const { rows } = await db.query(`SELECT id::text FROM users ORDER BY id OFFSET 999 LIMIT 1`);
  const sql = await statement.batch(weekStart, null, rows[0].id);
  const plan = await db.query(`EXPLAIN (ANALYZE, BUFFERS) ${sql.text}`, sql.values);
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'));
}

async function main() {
  buildApiUnlessSkipped();
  const { Client } = requireApi('pg');
  const { weekStartOf } = requireApi('./dist/modules/digest/digest.service.js');
  const smtp = await startSmtpServer();
  try {
    await withScratch('digest', async (scratch) => {
      const db = new Client({ connectionString: scratch.database.url });
      db.on('error', () => {});
      await db.connect();
      await seed(db);
      const one = async (sql, values) => (await db.query(sql, values)).rows[0];
      const weekStart = weekStartOf(new Date());

      /** Queues the week's job as the cron does, and waits until it and every batch it queued are done. */
      const runWeek = async (schema) => {
        const boss = await queueSender(scratch.database.url, schema);
        const queued = performance.now();
        await boss.send('digest-week', { weekStart });
        for (;;) {
          const { open, failed } = await one(
            `SELECT count(*) FILTER (WHERE state < 'completed')::int AS open, count(*) FILTER (WHERE state = 'failed')::int AS failed
               FROM ${schema}.job WHERE name IN ('digest-week', 'digest-batch') AND created_on >= now() - interval '1 hour'`,
          );
          if (failed > 0) throw new Error(`${failed} digest jobs failed`);
          const started = await one(
            `SELECT count(*)::int AS n FROM ${schema}.job WHERE name = 'digest-week' AND state = 'completed'`,
          );
          if (open === 0 && started.n > 0) break;
          await sleep(200);
        }
        await boss.stop({ graceful: false });
        return (performance.now() - queued) / 1000;
      };
      const digestsQueued = async () =>
        (await one(`SELECT count(*)::int AS n FROM mail_outbox WHERE subject LIKE 'Your week on Nexus%'`)).n;

      if (args.explain === 'true') await explainFirstBatch(db, weekStart);
      const api = await startApi({ ...scratch, poolSize: POOL_SIZE, env: { SMTP_URL: smtp.url } });
      log(`API on ${api.base}, SMTP on ${smtp.url}; ${loadAverageLine()}`);
      const before = smtp.arrivals.count;
      const queuedAt = performance.now();
      const buildSeconds = await runWeek('pgboss');
      const digests = (await one(`SELECT count(*)::int AS n FROM digest_sends WHERE week_start = $1::date`, [weekStart])).n;
      const deliveryDeadline = performance.now() + DELIVERY_SECONDS * 1000;
      while (smtp.arrivals.count < before + digests && performance.now() < deliveryDeadline) await sleep(200);
      const deliveredSeconds = (performance.now() - queuedAt) / 1000;
      const delivered = smtp.arrivals.count - before;
      const batches = (await one(`SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'digest-batch'`)).n;
      const eligible = await one(
        `SELECT count(*) FILTER (WHERE u.enabled AND NOT u.blocked AND u.suspended_at IS NULL AND coalesce(s.email, true)
                                  AND pf.unsubscribed_all_at IS NULL)::int AS eligible,
                count(*) FILTER (WHERE s.email = false)::int AS switched_off,
                count(*) FILTER (WHERE pf.unsubscribed_all_at IS NOT NULL)::int AS unsubscribed,
                count(*) FILTER (WHERE u.suspended_at IS NOT NULL)::int AS suspended,
                count(*) FILTER (WHERE NOT u.enabled)::int AS unverified
           FROM users u
           LEFT JOIN notification_types t ON t.key = 'weekly_digest'
           LEFT JOIN notification_settings s ON s.user_id = u.id AND s.type_id = t.id
           LEFT JOIN preferences pf ON pf.user_id = u.id`,
      );

      // 2. A restart, and the same week again.
      await stopChild(api.child);
      const restarted = await startApi({ ...scratch, poolSize: POOL_SIZE, env: { SMTP_URL: smtp.url } });
      log(`restarted: API on ${restarted.base}`);
      const rerunSeconds = await runWeek('pgboss');
      await sleep(5000);
      const receivedTwice = [...smtp.arrivals.byRecipient.values()].filter((count) => count > 1).length;
      const duplicates = await one(
        `SELECT count(*)::int - count(DISTINCT recipient)::int AS n FROM mail_outbox WHERE subject LIKE 'Your week on Nexus%'`,
      );
      const claims = await one(
        `SELECT count(*)::int - count(DISTINCT user_id)::int AS n FROM digest_sends WHERE week_start = $1::date`,
        [weekStart],
      );
      const queuedMails = await digestsQueued();
      await db.end();

      console.log(`\n${loadAverageLine()}`);
      console.log(`weekly digest, ${n(MEMBERS)} members (week of ${weekStart}), ${batches} batches of 1,000 ids:`);
      console.log(
        `  time to build every digest   ${f(buildSeconds)} s (${digests > 0 ? f(digests / buildSeconds) : '—'} digests/s) — ${buildSeconds <= GOAL_SECONDS ? 'met' : 'MISSED'} (<= ${GOAL_SECONDS / 60} min)`,
      );
      console.log(
        `  mails delivered              ${n(delivered)} of ${n(digests)} in ${f(deliveredSeconds)} s from the job's queueing (${f(delivered / deliveredSeconds)} mails/s)${delivered < digests ? `; the rest were still being delivered (waited ${DELIVERY_SECONDS} s)` : ''}`,
      );
      console.log(`  digests sent                 ${n(digests)} (${n(queuedMails)} digest mails queued)`);
      console.log(`  members skipped (nothing to say)  ${n(eligible.eligible - digests)} of ${n(eligible.eligible)} eligible`);
      console.log(
        `  not eligible                 ${n(eligible.switched_off)} switched off, ${n(eligible.unsubscribed)} unsubscribed from all, ${n(eligible.suspended)} suspended, ${n(eligible.unverified)} unverified`,
      );
      console.log(`after a restart, the same week again: ${f(rerunSeconds)} s`);
      console.log(
        `  duplicates                   ${duplicates.n} mails queued twice, ${claims.n} claims twice, ${receivedTwice} members received two — ${duplicates.n + claims.n + receivedTwice === 0 ? 'met' : 'MISSED'} (0)`,
      );
    });
  } finally {
    await smtp.close();
  }
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
