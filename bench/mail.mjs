#!/usr/bin/env node
// Mail delivery, run from outside against the built API (dist/main.js as a child process) with a real SMTP server in
// this process (smtp-server, as the API tests' Mailbox), next to a floor in the same run (issue 21):
//   1. throughput: MAILS notification mails queued through the product's outbox (mail_outbox rows and their
//      `mail-notification` jobs, committed together as MailOutbox.enqueue does, here in one transaction) and delivered
//      by the API's workers, mails/s from the commit to the last one received; next to the floor, the same mails sent
//      at once by a bare pooled nodemailer (the API's pool size for the kind, Nagle off as the API's) to the same
//      server. Goal: >= 50 mails/s.
//   2. transactional mail first: BACKLOG notification mails queued, then, once they are being delivered, PROBES
//      verification mails one after another (each on the `mail` queue): the time from each one's commit to its
//      arrival. Goal: every one within 5 s.
// Usage: `pnpm bench:mail` (builds the API first; `--no-build` skips that; `--mails=N --backlog=N --probes=N` change
// the sizes). Not part of CI or the tests.
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import {
  args,
  buildApiUnlessSkipped,
  loadAverageLine,
  log,
  percentile,
  queueSender,
  requireApi,
  sleep,
  startApi,
  startSmtpServer,
  withScratch,
} from './support.mjs';

const MAILS = Number(args.mails ?? 2000);
const BACKLOG = Number(args.backlog ?? 10_000);
const PROBES = Number(args.probes ?? 5);
const POOL_SIZE = 10;
const GOAL_MAILS_PER_SECOND = 50;
const GOAL_LATENCY_MS = 5000;
const APP_URL = 'http://nexus.bench.test';

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');
/** A template's mail as nodemailer takes it (without the kind, which picks the API's queue). */
const bare = ({ kind: _kind, ...mail }) => mail;

async function main() {
  buildApiUnlessSkipped();
  const { notificationMail, verificationMail } = requireApi('./dist/platform/mail/templates.js');
  const { MAIL_QUEUE } = requireApi('./dist/platform/mail/mail-outbox.js');
  const { SMTP_POOLS } = requireApi('./dist/platform/mail/mail.service.js');
  const nodemailer = requireApi('nodemailer');
  const { parseConnectionUrl } = requireApi('nodemailer/lib/shared');
  const { Pool } = requireApi('pg');
  const ping = (n) =>
    notificationMail(
      `member${n}@bench.test`,
      `Member ${n} sent you a message: "Are you free for a call this week?"`,
      `${APP_URL}/messaging`,
      `${APP_URL}/unsubscribe?user=${randomUUID()}&sig=bench`,
    );

  const smtp = await startSmtpServer();
  try {
    await withScratch('mail', async (scratch) => {
      const api = await startApi({ ...scratch, poolSize: POOL_SIZE, env: { SMTP_URL: smtp.url } });
      log(`API on ${api.base}, SMTP on ${smtp.url}; ${loadAverageLine()}`);
      const db = new Pool({ connectionString: scratch.database.url, max: 4 });
      db.on('error', () => {});
      // The API's queues, as its JobsService made them; this instance only inserts jobs.
      const boss = await queueSender(scratch.database.url, 'pgboss');

      /** Mail rows and their jobs on the kind's queue, committed together (MailOutbox.enqueue, many at once). */
      const enqueue = async (mails) => {
        const client = await db.connect();
        try {
          await client.query('BEGIN');
          const { rows } = await client.query(
            `INSERT INTO mail_outbox (id, recipient, subject, text, html, headers)
             SELECT gen_random_uuid(), * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::jsonb[])
             RETURNING id`,
            [
              mails.map((m) => m.to),
              mails.map((m) => m.subject),
              mails.map((m) => m.text),
              mails.map((m) => m.html),
              mails.map((m) => JSON.stringify(m.headers ?? {})),
            ],
          );
          const jobs = new Map();
          rows.forEach(({ id }, i) => {
            const queue = MAIL_QUEUE[mails[i].kind];
            jobs.set(queue, [...(jobs.get(queue) ?? []), { data: { mailId: id } }]);
          });
          const inTransaction = { executeSql: (text, values) => client.query(text, values) };
          for (const [queue, data] of jobs) await boss.insert(queue, data, { db: inTransaction });
          await client.query('COMMIT');
          return performance.now();
        } catch (error) {
          await client.query('ROLLBACK');
          throw error;
        } finally {
          client.release();
        }
      };
      const pendingMails = async () =>
        Number((await db.query(`SELECT count(*) AS n FROM mail_outbox WHERE status = 'pending'`)).rows[0].n);

      // Warm-up: the API's SMTP connections and statements, the floor's pool.
      // The best a bare nodemailer does: pooled, and with Nagle's algorithm off as the API's (not `{ url }`, which
      // would drop every other option).
      const floorTransport = nodemailer.createTransport({
        ...parseConnectionUrl(smtp.url),
        pool: true,
        ...SMTP_POOLS.notification,
        getSocket: (options, callback) => {
          const socket = net.connect({ host: options.host, port: options.port, noDelay: true });
          socket.once('error', callback);
          socket.once('connect', () => callback(null, { connection: socket }));
        },
      });
      const from = 'Nexus <no-reply@nexus.bench.test>';
      await Promise.all(Array.from({ length: 20 }, (_, n) => floorTransport.sendMail({ from, ...bare(ping(n)) })));
      await enqueue(Array.from({ length: 20 }, (_, n) => ping(n)));
      await smtp.until(40);

      // 1. Throughput: the product, then the floor.
      const mails = Array.from({ length: MAILS }, (_, n) => ping(n));
      let before = smtp.arrivals.count;
      const committed = await enqueue(mails);
      await smtp.until(before + MAILS);
      const productSeconds = (performance.now() - committed) / 1000;
      while ((await pendingMails()) > 0) await sleep(20);

      before = smtp.arrivals.count;
      const floorStarted = performance.now();
      await Promise.all(mails.map((mail) => floorTransport.sendMail({ from, ...bare(mail) })));
      const floorSeconds = (performance.now() - floorStarted) / 1000;
      if (smtp.arrivals.count - before !== MAILS) throw new Error('the floor lost mails');
      floorTransport.close();
      const [productRate, floorRate] = [MAILS / productSeconds, MAILS / floorSeconds];

      // 2. A verification mail while BACKLOG notifications wait.
      before = smtp.arrivals.count;
      await enqueue(Array.from({ length: BACKLOG }, (_, n) => ping(n)));
      await smtp.until(before + 1);
      const latencies = [];
      for (let i = 0; i < PROBES; i++) {
        const to = `newcomer${i}.${randomUUID().slice(0, 8)}@bench.test`;
        const arrived = smtp.arrivalOf(to);
        const sent = await enqueue([verificationMail(to, '123456', `${APP_URL}/?token=bench`)]);
        latencies.push((await arrived) - sent);
        await sleep(500);
      }
      const stillQueued = await pendingMails();
      const backlogDelivered = smtp.arrivals.count - before - PROBES;
      await boss.stop({ graceful: false });
      await db.end();

      const worst = Math.max(...latencies);
      console.log(`\n${loadAverageLine()}`);
      console.log(`mail throughput, ${MAILS} notification mails to a local SMTP server (smtp-server in the bench):`);
      console.log(`  product (outbox + mail-notification queue)  ${f(productRate)} mails/s (${f(productSeconds, 2)} s)`);
      console.log(
        `  floor (bare pooled nodemailer, ${SMTP_POOLS.notification.maxConnections} connections)  ${f(floorRate)} mails/s (${f(floorSeconds, 2)} s)`,
      );
      console.log(
        `  ratio ${f(productRate / floorRate, 2)}x of the floor — ${productRate >= GOAL_MAILS_PER_SECOND ? 'met' : 'MISSED'} (>= ${GOAL_MAILS_PER_SECOND} mails/s)`,
      );
      console.log(`verification mail behind ${BACKLOG} queued notification mails, ${PROBES} probes 0.5 s apart:`);
      console.log(
        `  commit to SMTP arrival: p50 ${f(percentile(latencies, 50))} ms, max ${f(worst)} ms — ${worst <= GOAL_LATENCY_MS ? 'met' : 'MISSED'} (<= ${GOAL_LATENCY_MS} ms)`,
      );
      console.log(
        `  meanwhile ${backlogDelivered} notification mails delivered, ${stillQueued} still queued (${latencies.map((l) => f(l, 0)).join(', ')} ms)`,
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
