#!/usr/bin/env node
// Direct messages at 1,000 members, run from outside against the started product (dist/main.js as a child process)
// next to a bare Socket.IO relay (a client emits, the server relays it to the receiver's and the sender's rooms as
// the API does: the same fan-out without auth, rules or database), in one run, on 1,000 members each connected to 6
// others and one message in each of those conversations already (stored by the API's send statement, then ANALYZE),
// and next to a durable floor (a minimal durable DM server: a bare Fastify route that checks the sender's token and
// the pair (connected, from memory), stores the message with one statement that takes the conversation's seq, stores
// it and raises the receiver's unread counter, with a synchronous commit, then relays it the same way: the least any
// server does that stores a message before it tells anyone):
// - the connect storm: 1,000 sockets (websocket transport, auth { token }) opened at once, wall time to the last
//   'connect' (goal <= 2 s), and the memory per idle socket (the server's heap and RSS before and after, each
//   after a full GC through the inspector, divided);
// - 200 and 1,000 messages/s for --duration seconds: POST /v1/message/:senderId/:receiverId over keep-alive pools
//   (each member from their own address, spread over 6,000 directed pairs so no pair meets the flood rule),
//   p50/p99 from the send to the receiver's 'chat message created', answers by status (goals, issue 21: at 200/s p99
//   <= 1.25x the durable floor's; at 1,000/s every send accepted and delivered, p99 <= 2x the floor's; 500 never), the CPU
//   time the server and the database's backends spent and the WAL written (a commit waits for its flush), per message,
//   and the CPU time the hypervisor took from the machine meanwhile (steal: while it holds both CPUs, every process here
//   stands still);
// - --idle (10,000) authenticated sockets held on the one API process: the storm of the ones beyond the first 1,000,
//   memory per idle socket, and the 200/s DM p99 while they are connected;
// - real-time events under that load: 5 connection requests a second during a first API load at each rate, from the
//   request to the receiver's 'notification received' (goal: p99 <= 1 s, every one heard); the API's second load at
//   that rate carries sends only, as the relay's and the floor's do, and is the one compared with the floor: the API
//   and the floor take --rounds (5) turns of it (each after 2 s at its rate, not counted; the other servers stopped
//   meanwhile) and their median p99s are compared;
// - two API instances on Redis: the sender's HTTP to instance A, the receiver's socket on instance B, at 200/s
//   (goal: p99 <= 2x the single instance's; --rounds turns and their median, as the single instance's), and the bare
//   relay on Redis the same way (once, the APIs stopped); then both instances behind nginx (Debian's package), every
//   socket and send through the proxy, at 200/s (goal: p99 <= 2x one instance's; --rounds turns, their median).
// Usage: `pnpm bench:dm` (builds the API first; `--no-build` skips that, `--members=N --duration=S --rates=200,1000`
// change the load, `--rounds=N` the turns of the API and the floor compared, `--redis=URL` the Redis of the two-instance run (REDIS_URL, else redis://127.0.0.1:6379),
// `--no-cross` skips it, `--profile` profiles the API during each of its single-instance loads: prints where the time
// went and writes the profiles to bench/profiles/).
import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import {
  args,
  buildApiUnlessSkipped,
  connectNeighbours,
  freePort,
  cpuProfileSummary,
  cpuSeconds,
  forkBareServer,
  loadAverageLine,
  log,
  machineBusySeconds,
  machineStolenSeconds,
  memoryAfterGc,
  percentile,
  profileDir,
  requireApi,
  seedHistory,
  seedMembers,
  sleep,
  startApi,
  startCpuProfile,
  stopChild,
  waitFor,
  withScratch,
} from './support.mjs';

const MEMBERS = Number(args.members ?? 1000);
const DURATION = Number(args.duration ?? 10);
const RATES = (args.rates ?? '200,1000').split(',').map(Number);
const CROSS_RATE = RATES[0];
/** Authenticated sockets held open on one API process for the idle-sockets run (issue 21 §5); --idle=0 skips it. */
const IDLE_SOCKETS = Number(args.idle ?? 10_000);
const REDIS_URL = args.redis ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Each member is connected to the next NEIGHBOURS members (both ways): 2 x NEIGHBOURS x MEMBERS directed pairs. */
const NEIGHBOURS = 3;
const POOL_SIZE = 10;
const HTTP_CONNECTIONS = 256;
/** How long a send may take to be answered, and its event to arrive, before it counts as timed out / lost. */
const TIMEOUT_MS = 10_000;
const WARMUP_SECONDS = 2;
const TURN_WARMUP_SECONDS = 2;
/** How long the stopped servers run after another's turn, before anything else. */
const RESUME_MS = 1000;
/** Tries, 150 ms apart, to stop the API between its transactions before a turn of the relay or the floor. */
const STOP_TRIES = 100;
/** Turns of the API's and the floor's sends-only loads at each rate, compared by their median p99 (--rounds). */
const ROUNDS = Number(args.rounds ?? 5);
const CREATED = 'chat message created';
const BARE_SEND = 'chat message';
const NOTIFICATION = 'notification received';

/** Members, their sessions and tokens; member n is connected to n+1..n+NEIGHBOURS (wrapping), stored both ways. */
async function seed(scratch) {
  const { Pool: PgPool } = requireApi('pg');
  const db = new PgPool({ connectionString: scratch.database.url, max: 4 });
  const client = await db.connect();
  const members = await seedMembers(client, { count: MEMBERS, label: 'messenger', jwtSecret: scratch.jwtSecret });
  // Directed pairs: every forward pair, then every reverse one. Taken in turn, a pair's two directions are half a
  // cycle apart and each recurs once a cycle (6 s at 1,000/s), so no pair ever sends 3 messages within 5 s.
  const pairs = await connectNeighbours(client, members, NEIGHBOURS);
  client.release();
  const forward = pairs.slice(0, pairs.length / 2);
  const started = performance.now();
  await seedHistory(db, forward);
  await db.end();
  log(
    `seeded ${members.length} members with a session each, ${pairs.length} connection rows, a message in each of their ${forward.length} conversations (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  return { members, pairs };
}

/**
 * One socket per member, opened all at once; every socket records the 'chat message created' events addressed to
 * its member in `inbox`. Resolves the sockets, the wall time to the last connect, the failures, and `received()`: how
 * many events of any kind the sockets have heard so far (presence, for the API).
 */
async function connectStorm(base, members, authOf, inbox, pinged = () => {}) {
  const { io } = requireApi('socket.io-client');
  let received = 0;
  const started = performance.now();
  const sockets = members.map((member) => {
    const socket = io(base, {
      transports: ['websocket'],
      auth: authOf(member),
      forceNew: true,
      reconnection: false,
      timeout: 30_000,
    });
    socket.onAny(() => received++);
    socket.on(CREATED, ({ message }) => {
      if (message.receiverId === member.id) inbox(message.content.message);
    });
    socket.on(NOTIFICATION, (event) => {
      if (event.kind === 'notification') pinged(member.id, event.notification);
    });
    return socket;
  });
  const outcomes = await Promise.all(
    sockets.map(
      (socket) =>
        new Promise((resolve) => {
          socket.once('connect', () => resolve(null));
          socket.once('connect_error', (error) => resolve(error.message));
        }),
    ),
  );
  const seconds = (performance.now() - started) / 1000;
  const failures = {};
  for (const reason of outcomes.filter(Boolean)) failures[reason] = (failures[reason] ?? 0) + 1;
  return { sockets, seconds, failed: outcomes.filter(Boolean).length, failures, received: () => received };
}

const describeStorm = (storm) =>
  `${storm.sockets.length - storm.failed} sockets connected in ${storm.seconds.toFixed(2)} s` +
  (storm.failed
    ? ` (${storm.failed} failed: ${Object.entries(storm.failures)
        .map(([reason, n]) => `${n} x ${reason}`)
        .join(', ')})`
    : '');

/** Closes sockets and waits until the server has seen them go. */
async function closeAll(sockets) {
  for (const socket of sockets) socket.close();
  await sleep(500);
}

/**
 * Sends `rate` messages a second for `seconds` along `pairs` in turn (from `cursor.next`), each through `send(pair,
 * text, signal)` (resolving an HTTP status, or 'ok'), then waits up to TIMEOUT_MS for the stragglers: sends still
 * unanswered then are aborted ('timeout'). Returns every send's timings, and what the bench process itself spent.
 */
async function load({ rate, seconds, pairs, cursor, send, pending }) {
  const total = Math.round(rate * seconds);
  const records = [];
  const abort = new AbortController();
  const lag = monitorEventLoopDelay({ resolution: 1 });
  lag.enable();
  const steal = watchSteal();
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  let outstanding = 0;
  const fire = () => {
    const pair = pairs[cursor.next++ % pairs.length];
    const text = `dm ${randomUUID()}`;
    const record = { t0: performance.now(), answered: NaN, delivered: NaN, status: null };
    records.push(record);
    pending.set(text, record);
    outstanding++;
    send(pair, text, abort.signal)
      .then(
        (status) => (record.status = status),
        (error) => (record.status = abort.signal.aborted ? 'timeout' : (error.code ?? error.name ?? 'error')),
      )
      .finally(() => {
        record.answered = performance.now() - record.t0;
        outstanding--;
      });
  };
  for (let sent = 0; sent < total;) {
    const due = Math.min(total, Math.floor(((performance.now() - started) * rate) / 1000) + 1);
    while (sent < due) {
      fire();
      sent++;
    }
    await sleep(1);
  }
  const sendSeconds = (performance.now() - started) / 1000;
  const deadline = performance.now() + TIMEOUT_MS;
  const undelivered = () => records.some((r) => Number.isNaN(r.delivered) && (r.status === null || isOk(r.status)));
  while ((outstanding > 0 || undelivered()) && performance.now() < deadline) await sleep(20);
  abort.abort();
  while (outstanding > 0) await sleep(20);
  const wall = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  lag.disable();
  const stolen = steal.stop();
  pending.clear();
  return {
    records,
    rateAchieved: total / sendSeconds,
    benchLagP99: lag.percentile(99) / 1e6,
    benchCpuPercent: ((cpu.user + cpu.system) / 1e6 / wall) * 100,
    stolen,
  };
}

/** Connection requests a second sent while each of the API's loads runs (issue 21 §1). */
const PING_PROBES_PER_SECOND = 5;

/**
 * Real-time events under load (issue 21 §1): while `run` runs, PING_PROBES_PER_SECOND members a second each ask a
 * member half the ring away (never a connection: each has 6 neighbours) to connect, and `waited` (by receiver) gets the
 * time from the request to the receiver's 'notification received' for it: a `ping` job, its delivery transaction and
 * its socket event, behind the load's sends. `take()` answers the figures of the last run.
 */
function connectionRequestProbe(base, members, waited) {
  const pool = new Pool(base, { connections: 4 });
  const half = Math.floor(members.length / 2);
  let next = 0;
  let last = [];
  return {
    async during(run) {
      const probes = [];
      let running = true;
      const asking = (async () => {
        while (running && next < half) {
          const [sender, receiver] = [members[next], members[next + half]];
          next++;
          const probe = { t0: performance.now(), heard: NaN, status: null };
          waited.set(receiver.id, probe);
          probes.push(probe);
          pool
            .request({
              method: 'POST',
              path: `/v1/user/${sender.id}/connection-requests`,
              headers: {
                authorization: `Bearer ${sender.token}`,
                'content-type': 'application/json',
                'x-forwarded-for': sender.address,
              },
              body: JSON.stringify({ userId: receiver.id }),
            })
            .then(
              async ({ statusCode, body }) => {
                probe.status = statusCode;
                await body.dump();
              },
              () => (probe.status = 'error'),
            );
          await sleep(1000 / PING_PROBES_PER_SECOND);
        }
      })();
      const outcome = await run();
      running = false;
      await asking;
      const deadline = performance.now() + TIMEOUT_MS;
      const unheard = () => probes.some((p) => Number.isNaN(p.heard) && (p.status === null || isOk(p.status)));
      while (unheard() && performance.now() < deadline) await sleep(20);
      last = probes;
      return outcome;
    },
    take() {
      const heard = last.filter((p) => !Number.isNaN(p.heard)).map((p) => p.heard);
      return {
        sent: last.length,
        answered: last.filter((p) => isOk(p.status)).length,
        heard: heard.length,
        p50: percentile(heard, 50),
        p99: percentile(heard, 99),
        max: heard.length ? Math.max(...heard) : NaN,
      };
    },
    close: () => pool.close(),
  };
}

const STEAL_WINDOW_MS = 100;

/**
 * The CPU time the hypervisor takes from the machine from now to `stop()`: in all, and in its worst STEAL_WINDOW_MS.
 * A window where it took both CPUs is a pause of every process here, the servers' and the bench's alike.
 */
function watchSteal() {
  const first = machineStolenSeconds();
  let last = first;
  let worst = 0;
  const timer = setInterval(() => {
    const now = machineStolenSeconds();
    worst = Math.max(worst, now - last);
    last = now;
  }, STEAL_WINDOW_MS);
  return {
    stop() {
      clearInterval(timer);
      return { totalMs: (machineStolenSeconds() - first) * 1000, worstWindowMs: worst * 1000 };
    },
  };
}

const isOk = (status) => status === 'ok' || (typeof status === 'number' && status >= 200 && status < 300);

/** Figures of one load: answers by status, delivery latency (send to the receiver's event), lost events. */
function summarize(
  name,
  { records, rateAchieved, benchLagP99, benchCpuPercent, stolen },
  { serverCpu, databaseCpu, walBytes, others },
) {
  const statuses = {};
  for (const r of records) statuses[r.status] = (statuses[r.status] ?? 0) + 1;
  const ok = records.filter((r) => isOk(r.status));
  const delivered = ok.filter((r) => !Number.isNaN(r.delivered)).map((r) => r.delivered);
  const answered = records.filter((r) => r.status !== 'timeout').length;
  return {
    name,
    sent: records.length,
    rateAchieved,
    ok: ok.length,
    errors: records.length - ok.length,
    statuses,
    lost: ok.length - delivered.length,
    answerP50: percentile(
      ok.map((r) => r.answered),
      50,
    ),
    answerP99: percentile(
      ok.map((r) => r.answered),
      99,
    ),
    p50: percentile(delivered, 50),
    p99: percentile(delivered, 99),
    max: delivered.length ? Math.max(...delivered) : NaN,
    // Per message the server answered: sends still queued in the bench when aborted cost it nothing.
    cpuMsPerMessage: (serverCpu * 1000) / answered,
    databaseCpuMsPerMessage: (databaseCpu * 1000) / answered,
    walBytesPerMessage: walBytes / answered,
    benchLagP99,
    benchCpuPercent,
    others,
    stolen,
  };
}

const f = (v, digits = 1) => (Number.isFinite(v) ? v.toFixed(digits) : '—');

function printLoads(rows) {
  console.log(
    `${'load'.padEnd(44)} | sent  | rate/s | ok    | errors by status        | answer p50/p99 ms | event p50 ms | event p99 ms | max ms  | lost | CPU ms/msg: server, DB | bench: CPU, lag p99 | others' cores | host steal: all, worst ${STEAL_WINDOW_MS} ms`,
  );
  for (const r of rows) {
    const errors = Object.entries(r.statuses)
      .filter(([status]) => !isOk(Number.isNaN(Number(status)) ? status : Number(status)))
      .map(([status, n]) => `${status}: ${n}`)
      .join(', ');
    console.log(
      `${r.name.padEnd(44)} | ${String(r.sent).padStart(5)} | ${f(r.rateAchieved, 0).padStart(6)} | ${String(r.ok).padStart(5)} | ${(errors || 'none').padEnd(23)} | ${`${f(r.answerP50)} / ${f(r.answerP99)}`.padStart(17)} | ${f(r.p50, 2).padStart(12)} | ${f(r.p99, 2).padStart(12)} | ${f(r.max).padStart(7)} | ${String(r.lost).padStart(4)} | ${`${f(r.cpuMsPerMessage, 3)}, ${f(r.databaseCpuMsPerMessage, 3)}`.padStart(22)} | ${`${f(r.benchCpuPercent, 0)}%, ${f(r.benchLagP99)} ms`.padStart(19)} | ${f(r.others, 2).padStart(13)} | ${`${f(r.stolen.totalMs, 0)}, ${f(r.stolen.worstWindowMs, 0)} ms`.padStart(28)}`,
    );
  }
}

const goal = (met) => (met ? 'met' : 'MISSED');

async function main() {
  buildApiUnlessSkipped();
  await withScratch('dm', async (scratch) => {
    const { members, pairs } = await seed(scratch);
    const profile = args.profile === 'true';
    const script = fileURLToPath(import.meta.url);

    // Every send in flight, by its text; a socket's 'chat message created' for the receiver stamps it delivered.
    const pending = new Map();
    // Connection requests sent during the API's loads, by receiver; their 'notification received' stamps them.
    const pingsWaited = new Map();
    const pinged = (receiverId, notification) => {
      const probe = pingsWaited.get(receiverId);
      if (probe && notification.kind === 'connection_request' && Number.isNaN(probe.heard)) {
        probe.heard = performance.now() - probe.t0;
      }
    };
    const inbox = (text) => {
      const record = pending.get(text);
      if (record && Number.isNaN(record.delivered)) record.delivered = performance.now() - record.t0;
    };

    const httpSender = (base) => {
      // Many keep-alive connections (the server sees up to HTTP_CONNECTIONS sends at once, and answers 503 when they
      // wait too long for the database), but fewer than the listen backlog (511), or opening them all at once under
      // overload drops SYNs and adds the kernel's seconds-long retries to the figures.
      const pool = new Pool(base, { connections: HTTP_CONNECTIONS, pipelining: 1 });
      const send = async ([sender, receiver], text, signal) => {
        const { statusCode, body } = await pool.request({
          signal,
          method: 'POST',
          path: `/v1/message/${sender.id}/${receiver.id}`,
          headers: {
            authorization: `Bearer ${sender.token}`,
            'content-type': 'application/json',
            'x-forwarded-for': sender.address,
          },
          body: JSON.stringify({ clientMessageId: randomUUID(), content: { message: text } }),
        });
        const answer = await body.text();
        if (statusCode === 500 && !send.logged500) {
          send.logged500 = true;
          log(`first 500 answer: ${answer.slice(0, 300)}`);
        }
        return statusCode;
      };
      return { send, close: () => pool.close() };
    };
    /** The bare relay's send: the sender's own socket emits, acknowledged by the relay. */
    const socketSender =
      (socketOf) =>
      async ([sender, receiver], text, signal) => {
        if (signal.aborted) throw new Error('aborted');
        await socketOf(sender)
          .timeout(TIMEOUT_MS)
          .emitWithAck(BARE_SEND, {
            receiverId: receiver.id,
            clientMessageId: randomUUID(),
            content: { message: text },
          });
        return 'ok';
      };
    const bySender = (sockets) => {
      const index = new Map(members.map((m, i) => [m.id, i]));
      return (member) => sockets[index.get(member.id)];
    };

    const apiAuth = (m) => ({ token: m.token });
    const bareAuth = (m) => ({ userId: m.id });
    const cursor = { next: 0 };
    const loads = [];

    // The CPU the scratch database's backends use (PostgreSQL runs on this machine: /proc has them).
    const { Client } = requireApi('pg');
    const monitor = new Client({ connectionString: scratch.database.url });
    await monitor.connect();
    // The database is dropped under it if the run fails: that ends this connection, and nothing else.
    monitor.on('error', () => {});
    const databaseCpu = async () => {
      const { rows } = await monitor.query(
        'SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()',
      );
      return new Map(rows.map(({ pid }) => [pid, cpuSeconds(pid)]));
    };
    /** Bytes of WAL the cluster has written so far (PostgreSQL's log of every change: a commit waits for its flush). */
    const walWritten = async () =>
      Number((await monitor.query("SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), '0/0')::float8 AS bytes")).rows[0].bytes);
    /**
     * Stops the API processes (SIGSTOP) between their own transactions: stopped inside one, an API would hold that
     * transaction's row locks, and the floor's sends to those conversations (then every send, once they hold the
     * floor's whole pool) would wait for them until the API runs again. Statements under way get 50 ms to finish.
     */
    const stopApis = async (pids) => {
      if (pids.length === 0) return;
      for (let tries = 1; ; tries++) {
        if (tries > STOP_TRIES) throw new Error(`The API kept a database connection busy for ${STOP_TRIES} tries to stop it`);
        for (const pid of pids) process.kill(pid, 'SIGSTOP');
        await sleep(50);
        const { rows } = await monitor.query(
          `SELECT count(*)::int AS busy FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()
              AND application_name <> '${FLOOR_APPLICATION}' AND state <> 'idle'`,
        );
        if (rows[0].busy === 0) return;
        resume(pids);
        await sleep(100);
      }
    };
    const resume = (pids) => {
      for (const pid of pids) process.kill(pid, 'SIGCONT');
    };
    /**
     * `run` measures a server alone: the API processes (`apis`) are stopped between their transactions, the idle relays
     * and floors (`idle`) at once; afterwards all of them resume for RESUME_MS. Each of them holds 1,000 sockets,
     * which Socket.IO pings every 25 s, all in the same few hundred ms since they connected at once: left running, a
     * server's 1,000 pings and pongs (and the bench's side of them) landed in another's turns. The relay's kept the
     * phase of the API's turns: 20 to 55 of the API's sends over 10 ms at the same moment of almost every turn.
     */
    const withOthersStopped = async ({ apis = [], idle = [] }, run) => {
      await stopApis(apis);
      for (const pid of idle) process.kill(pid, 'SIGSTOP');
      try {
        return await run();
      } finally {
        resume([...apis, ...idle]);
        // A server answers its sockets' pongs before it is stopped again for the next turn: two turns stopped back
        // to back outlast Socket.IO's ping timeout (20 s), and it would drop every socket on resuming.
        await sleep(RESUME_MS);
      }
    };
    const profiles = [];
    /** Each API process's address by pid: its event loop's delay over a load is read from its /metrics. */
    const apiBases = new Map();
    /**
     * One load, with the CPU its servers (`pids`) and the database's backends spent on it; with --profile and a
     * `profiled` server ({ inspectPort, file }), its CPU profile over the load.
     */
    const measure = async (name, pids, run, profiled) => {
      const serverCpu = () => pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
      const stopProfile = profile && profiled ? await startCpuProfile(profiled.inspectPort) : null;
      const lagged = pids.filter((pid) => apiBases.has(pid)).map((pid) => apiBases.get(pid));
      await Promise.all(lagged.map(eventLoopLag));
      const [serverBefore, databaseBefore, walBefore] = [serverCpu(), await databaseCpu(), await walWritten()];
      const [machineBefore, benchBefore, started] = [machineBusySeconds(), process.cpuUsage(), performance.now()];
      const outcome = await run();
      const [serverAfter, databaseAfter, walAfter] = [serverCpu(), await databaseCpu(), await walWritten()];
      const bench = process.cpuUsage(benchBefore);
      if (stopProfile) {
        const cpuProfile = await stopProfile();
        mkdirSync(profileDir, { recursive: true });
        writeFileSync(path.join(profileDir, profiled.file), JSON.stringify(cpuProfile));
        profiles.push({ name, file: profiled.file, lines: cpuProfileSummary(cpuProfile) });
      }
      let database = 0;
      for (const [pid, seconds] of databaseAfter) database += seconds - (databaseBefore.get(pid) ?? 0);
      // What every other process of the machine (other work, PostgreSQL's own background) used meanwhile, in cores.
      const others =
        (machineBusySeconds() - machineBefore - (serverAfter - serverBefore) - database - (bench.user + bench.system) / 1e6) /
        ((performance.now() - started) / 1000);
      const result = summarize(name, outcome, {
        serverCpu: serverAfter - serverBefore,
        databaseCpu: database,
        walBytes: walAfter - walBefore,
        others,
      });
      const lags = await Promise.all(lagged.map(eventLoopLag));
      loads.push(result);
      log(
        `${name}: p50 ${f(result.p50, 2)} ms, p99 ${f(result.p99, 2)} ms, ${result.errors} errors, ${result.lost} lost; WAL ${f(result.walBytesPerMessage / 1024, 2)} KB a message` +
          lags.map((lag) => `; API event loop late p99 ${f(lag.p99, 1)} ms, max ${f(lag.max, 1)} ms`).join(''),
      );
      return result;
    };

    // ------------------------------------------------------------ one API instance and the bare relay
    const api = await startApi({ ...scratch, poolSize: POOL_SIZE, inspect: true });
    apiBases.set(api.pid, api.base);
    const bare = await forkBareServer(script, ['--serve-bare'], {
      children: scratch.children,
      inspect: true,
      env: { REDIS_URL: '' },
    });
    const durable = await forkBareServer(script, ['--serve-bare'], {
      children: scratch.children,
      inspect: true,
      env: { REDIS_URL: '', BARE_DATABASE_URL: scratch.database.url, BARE_JWT_SECRET: scratch.jwtSecret },
    });
    log(`API on ${api.base}, bare Socket.IO relay on ${bare.base}, durable floor on ${durable.base}`);
    await fetch(`${api.base}/v1/health`);
    await sleep(1000);

    const storms = {};
    const memory = {};
    for (const [name, target, authOf] of [
      ['api', api, apiAuth],
      ['bare', bare, bareAuth],
      ['durable', durable, bareAuth],
    ]) {
      const before = await memoryAfterGc(target.inspectPort);
      const storm = await connectStorm(target.base, members, authOf, inbox, pinged);
      storms[name] = storm;
      await sleep(3000);
      memory[name] = { before, after: await memoryAfterGc(target.inspectPort) };
      storm.eventsAfterSettling = storm.received();
      log(`${name}: ${describeStorm(storm)}`);
    }

    const apiHttp = httpSender(api.base);
    const pingProbe = connectionRequestProbe(api.base, members, pingsWaited);
    const durableHttp = httpSender(durable.base);
    const targets = {
      api: { label: 'Nexus API, HTTP send -> socket', send: apiHttp.send, pid: api.pid },
      bare: { label: 'bare Socket.IO relay, emit -> socket', send: socketSender(bySender(storms.bare.sockets)), pid: bare.pid },
      durable: { label: 'durable floor, HTTP send -> socket', send: durableHttp.send, pid: durable.pid },
    };
    for (const target of Object.values(targets)) {
      await load({ rate: 100, seconds: WARMUP_SECONDS, pairs, cursor, send: target.send, pending });
    }
    /** The servers of the comparison but `name`, as withOthersStopped takes them. */
    const othersThan = (name) => {
      const others = Object.keys(targets).filter((other) => other !== name);
      return {
        apis: others.includes('api') ? [api.pid] : [],
        idle: others.filter((other) => other !== 'api').map((other) => targets[other].pid),
      };
    };
    const results = {};
    const pingLatency = {};
    for (const rate of RATES) {
      // The API first with the connection requests whose pings are timed (§1), then with sends only, as the bare
      // relay and the durable floor get them: that run is the one compared with the floor (§2).
      const { label, send, pid } = targets.api;
      results[`api+requests@${rate}`] = await withOthersStopped(othersThan('api'), async () => {
        // Warm, as each turn below starts: the API comes to this run from a stopped turn of the floor (the rate before).
        await load({ rate, seconds: TURN_WARMUP_SECONDS, pairs, cursor, send, pending });
        return measure(
          `${label}, ${rate}/s + ${PING_PROBES_PER_SECOND} requests/s`,
          [pid],
          () => pingProbe.during(() => load({ rate, seconds: DURATION, pairs, cursor, send, pending })),
          { inspectPort: api.inspectPort, file: `dm-api-${rate}-requests.cpuprofile` },
        );
      });
      pingLatency[rate] = pingProbe.take();
      // The API and the floor take turns, ROUNDS times: a single run's p99 at 200/s moves by several times from run
      // to run on this machine (the host's steal; its disk, where an fsync now and then takes 0.1 to 0.45 s instead of
      // 0.4 ms and holds every commit of that moment, the API's or the floor's), and the turns' medians are compared.
      // Each turn runs alone, the other servers stopped (SIGSTOP): the API's background work from its own runs (the
      // minute's ping sweep, mail) would otherwise land in the floor's turns, and every server's Socket.IO pings in the
      // others' (withOthersStopped); in a server's own turns that work is part of what it costs.
      // Each turn starts with TURN_WARMUP_SECONDS at its rate, not counted: a server idle since its last turn has closed
      // its idle database connections (node-postgres after 10 s), and one just resumed from SIGSTOP runs its stopped
      // timers at once. Without it, the first 0.3 to 0.7 s of a turn held every send over 50 ms, and so its p99.
      const rounds = { api: [], durable: [] };
      for (let round = 1; round <= ROUNDS; round++) {
        for (const name of round === 1 ? ['api', 'bare', 'durable'] : ['api', 'durable']) {
          const target = targets[name];
          const turn = async () => {
            const floorSince = name === 'durable' ? (await monitor.query('SELECT clock_timestamp() AS at')).rows[0].at : null;
            await load({ rate, seconds: TURN_WARMUP_SECONDS, pairs, cursor, send: target.send, pending });
            const result = await measure(
              `${target.label}, ${rate}/s${ROUNDS > 1 && name !== 'bare' ? `, round ${round}` : ''}`,
              [target.pid],
              () => load({ rate, seconds: DURATION, pairs, cursor, send: target.send, pending }),
              name === 'api' ? { inspectPort: api.inspectPort, file: `dm-api-${rate}-round${round}.cpuprofile` } : null,
            );
            // The floor's messages mark unread bursts too (the messages table's trigger, whose insert the floor pays
            // for as the API does), and only the API's ping sweep would take them, in the API's next turn: at 200/s,
            // 7,200 of the 16,400 messages whose pings it made. Gone, so the API pings only its own sends' bursts.
            if (floorSince) await monitor.query('DELETE FROM message_pings_due WHERE since >= $1', [floorSince]);
            return result;
          };
          const result = await withOthersStopped(othersThan(name), turn);
          if (name === 'bare') results[`bare@${rate}`] = result;
          else rounds[name].push(result);
        }
      }
      for (const name of ['api', 'durable']) {
        results[`${name}@${rate}`] = { ...medianByP99(rounds[name]), rounds: rounds[name] };
      }
    }
    // The relay and the floor are done: their sockets' pings would land in the loads below.
    await durableHttp.close();
    for (const child of [bare.child, durable.child]) await stopChild(child);
    await closeAll([...storms.bare.sockets, ...storms.durable.sockets]);

    // ------------------------------------------------------------ many idle sockets on the one API process
    let idle = null;
    if (IDLE_SOCKETS > members.length) {
      const { Client } = requireApi('pg');
      const client = new Client({ connectionString: scratch.database.url });
      await client.connect();
      const idlers = await seedMembers(client, {
        count: IDLE_SOCKETS - members.length,
        label: 'idler',
        jwtSecret: scratch.jwtSecret,
      });
      await client.end();
      const before = await memoryAfterGc(api.inspectPort);
      const storm = await connectStorm(api.base, idlers, apiAuth, () => {});
      await sleep(3000);
      const after = await memoryAfterGc(api.inspectPort);
      log(`api: ${describeStorm(storm)} more, ${IDLE_SOCKETS} in all`);
      const held = storm.sockets.length - storm.failed;
      const load200 = await measure(`Nexus API with ${IDLE_SOCKETS} sockets open, ${CROSS_RATE}/s`, [api.pid], () =>
        load({ rate: CROSS_RATE, seconds: DURATION, pairs, cursor, send: apiHttp.send, pending }),
      );
      idle = {
        storm,
        held,
        heapKb: (after.heapUsed - before.heapUsed) / held / 1024,
        rssKb: (after.rss - before.rss) / held / 1024,
        load: load200,
      };
      await closeAll(storm.sockets);
    }
    await apiHttp.close();
    await pingProbe.close();
    await stopChild(api.child);
    await closeAll(storms.api.sockets);

    // ------------------------------------------------------------ two instances on Redis: HTTP to A, sockets on B
    let cross = null;
    if (args['no-cross'] !== 'true') {
      const env = { REDIS_URL };
      const [a, b] = await Promise.all([
        startApi({ ...scratch, poolSize: POOL_SIZE, env }),
        startApi({ ...scratch, poolSize: POOL_SIZE, env }),
      ]);
      const [bareA, bareB] = await Promise.all([
        forkBareServer(script, ['--serve-bare'], { children: scratch.children, env }),
        forkBareServer(script, ['--serve-bare'], { children: scratch.children, env }),
      ]);
      apiBases.set(a.pid, a.base).set(b.pid, b.base);
      log(`two API instances on ${REDIS_URL}: A ${a.base}, B ${b.base}; bare relays A ${bareA.base}, B ${bareB.base}`);
      await sleep(1000);
      const onB = await connectStorm(b.base, members, apiAuth, inbox);
      const bareOnA = await connectStorm(bareA.base, members, bareAuth, () => {});
      const bareOnB = await connectStorm(bareB.base, members, bareAuth, inbox);
      log(`API B (on Redis): ${describeStorm(onB)}`);
      log(`bare A, B (on Redis): ${describeStorm(bareOnA)}; ${describeStorm(bareOnB)}`);
      const aHttp = httpSender(a.base);
      const apis = [a.pid, b.pid];
      const bareSend = socketSender(bySender(bareOnA.sockets));
      for (const send of [aHttp.send, bareSend]) {
        await load({ rate: 100, seconds: WARMUP_SECONDS, pairs, cursor, send, pending });
      }
      /**
       * As one instance's: ROUNDS turns, each warmed first, the bare relays stopped, and the median one with every turn
       * in `rounds`.
       */
      const crossTurns = async (label, pids, send) => {
        const rounds = [];
        for (let round = 1; round <= ROUNDS; round++) {
          rounds.push(
            await withOthersStopped({ idle: [bareA.pid, bareB.pid] }, async () => {
              await load({ rate: CROSS_RATE, seconds: TURN_WARMUP_SECONDS, pairs, cursor, send, pending });
              return measure(`${label}, ${CROSS_RATE}/s, round ${round}`, pids, () =>
                load({ rate: CROSS_RATE, seconds: DURATION, pairs, cursor, send, pending }),
              );
            }),
          );
        }
        return { ...medianByP99(rounds), rounds };
      };
      cross = { api: await crossTurns('Nexus API x2 on Redis, HTTP A -> socket B', apis, aHttp.send) };
      // The bare pair once, with both APIs stopped.
      cross.bare = await withOthersStopped({ apis }, async () => {
        await load({ rate: CROSS_RATE, seconds: TURN_WARMUP_SECONDS, pairs, cursor, send: bareSend, pending });
        return measure(`bare relay x2 on Redis, A -> B, ${CROSS_RATE}/s`, [bareA.pid, bareB.pid], () =>
          load({ rate: CROSS_RATE, seconds: DURATION, pairs, cursor, send: bareSend, pending }),
        );
      });
      await aHttp.close();
      await closeAll([...onB.sockets, ...bareOnA.sockets, ...bareOnB.sockets]);

      // Both instances behind nginx (round robin): every socket and every send goes through the proxy.
      if (existsSync(NGINX)) {
        const proxy = await startNginx(scratch, [a.base, b.base]);
        const viaProxy = await connectStorm(proxy.base, members, apiAuth, inbox);
        log(`through nginx (${proxy.base}): ${describeStorm(viaProxy)}`);
        const proxyHttp = httpSender(proxy.base);
        await load({ rate: 100, seconds: WARMUP_SECONDS, pairs, cursor, send: proxyHttp.send, pending });
        cross.proxy = await crossTurns('Nexus API x2 behind nginx', apis, proxyHttp.send);
        await proxyHttp.close();
        await closeAll(viaProxy.sockets);
        await stopChild(proxy.child);
      } else {
        log(`${NGINX} not found (Debian: apt-get install nginx-light): the run behind a reverse proxy is skipped`);
      }
      for (const child of [a.child, b.child, bareA.child, bareB.child]) await stopChild(child);
    }

    await monitor.end();

    // ------------------------------------------------------------ figures
    const connected = (name) => storms[name].sockets.length - storms[name].failed;
    const perSocketKb = (name, key) => (memory[name].after[key] - memory[name].before[key]) / connected(name) / 1024;
    const mb = (bytes) => f(bytes / 2 ** 20);
    console.log('');
    console.log(loadAverageLine());
    console.log(
      `${members.length} members, ${pairs.length} directed pairs, one socket each; API pool ${POOL_SIZE}, ${DURATION} s per load`,
    );
    console.log('');
    console.log(
      `${'connect storm'.padEnd(44)} | sockets | failed | wall s | events heard in 3 s | heap MB before -> after | RSS MB before -> after | per idle socket: heap / RSS`,
    );
    for (const [name, label] of [
      ['bare', 'bare Socket.IO relay'],
      ['durable', 'durable floor'],
      ['api', 'Nexus API'],
    ]) {
      const s = storms[name];
      const m = memory[name];
      console.log(
        `${label.padEnd(44)} | ${String(s.sockets.length).padStart(7)} | ${String(s.failed).padStart(6)} | ${s.seconds.toFixed(2).padStart(6)} | ${String(s.eventsAfterSettling).padStart(19)} | ${`${mb(m.before.heapUsed)} -> ${mb(m.after.heapUsed)}`.padStart(23)} | ${`${mb(m.before.rss)} -> ${mb(m.after.rss)}`.padStart(22)} | ${f(perSocketKb(name, 'heapUsed'))} KB / ${f(perSocketKb(name, 'rss'))} KB`,
      );
    }
    console.log('');
    printLoads(loads);
    console.log('');
    const stormApi = storms.api;
    console.log(
      `connect storm: API ${stormApi.seconds.toFixed(2)} s (goal <= 2 s: ${goal(stormApi.seconds <= 2 && stormApi.failed === 0)}), ${(stormApi.seconds / storms.bare.seconds).toFixed(1)}x bare`,
    );
    console.log(
      `memory per idle socket (after a full GC, difference / sockets connected): API heap ${f(perSocketKb('api', 'heapUsed'))} KB, RSS ${f(perSocketKb('api', 'rss'))} KB; bare heap ${f(perSocketKb('bare', 'heapUsed'))} KB, RSS ${f(perSocketKb('bare', 'rss'))} KB`,
    );
    for (const rate of RATES) {
      const a = results[`api@${rate}`];
      const withRequests = results[`api+requests@${rate}`];
      const b = results[`bare@${rate}`];
      const d = results[`durable@${rate}`];
      // Issue 21: at 200/s the API's p99 within 1.25x the durable floor's; at 1,000/s every send accepted and
      // delivered, p99 within 2x the floor's.
      const allowed = rate <= 200 ? 1.25 : 2;
      const ratio = a.p99 / d.p99;
      const sum = (key) => a.rounds.reduce((total, round) => total + key(round), 0);
      const [errors, lost, overload, timeouts, fives] = [
        sum((r) => r.errors),
        sum((r) => r.lost),
        sum((r) => r.statuses[503] ?? 0),
        sum((r) => r.statuses.timeout ?? 0),
        sum((r) => r.statuses[500] ?? 0),
      ];
      const everyOne = rate <= 200 || (errors === 0 && lost === 0);
      console.log(
        `${rate}/s: API p99 ${f(a.p99, 2)} ms = ${f(ratio, 2)}x the durable floor's ${f(d.p99, 2)} ms (the median of ${ROUNDS} turns each: API ${p99sOf(a.rounds)}; floor ${p99sOf(d.rounds)}) ` +
          `(goal <= ${allowed}x${rate > 200 ? ', every send accepted and delivered' : ''}: ${goal(ratio <= allowed && everyOne)}), ${f(a.p99 / b.p99)}x bare p99; ` +
          `errors in all turns ${errors}: ${overload} x 503, ${timeouts} unanswered ${TIMEOUT_MS / 1000} s after the last send, ` +
          `${errors - overload - timeouts} other; lost ${lost}; 500 answers: ${fives} (goal: never, ${goal(fives === 0)}); ` +
          `the floor: ${d.rounds.reduce((n, r) => n + r.errors, 0)} errors, ${d.rounds.reduce((n, r) => n + r.lost, 0)} lost in all turns; the host took ${f(a.stolen.totalMs, 0)} ms of CPU meanwhile, ${f(a.stolen.worstWindowMs, 0)} ms of it in one ${STEAL_WINDOW_MS} ms; ` +
          `the API's run before it, with ${PING_PROBES_PER_SECOND} connection requests/s: p99 ${f(withRequests.p99, 2)} ms = ${f(withRequests.p99 / d.p99, 2)}x the floor's, ${withRequests.errors} errors, ${withRequests.lost} lost`,
      );
    }
    if (idle) {
      const single = results[`api@${CROSS_RATE}`];
      console.log(
        `${IDLE_SOCKETS} sockets on one API process: ${idle.held} held (${idle.storm.failed} failed), the ${idle.storm.sockets.length} beyond the first ${members.length} connected in ${idle.storm.seconds.toFixed(2)} s; per idle socket heap ${f(idle.heapKb)} KB, RSS ${f(idle.rssKb)} KB; DMs at ${CROSS_RATE}/s meanwhile: p99 ${f(idle.load.p99, 2)} ms (${f(idle.load.p99 / single.p99, 2)}x with ${members.length} sockets), ${idle.load.errors} errors, ${idle.load.lost} lost`,
      );
    }
    for (const rate of RATES) {
      const p = pingLatency[rate];
      console.log(
        `real-time events at ${rate}/s: a connection request's 'notification received' p50 ${f(p.p50)} ms, p99 ${f(p.p99)} ms, max ${f(p.max)} ms; ${p.heard} of ${p.answered} answered requests heard (${p.sent} sent) (goal p99 <= 1000 ms, all heard: ${goal(p.p99 <= 1000 && p.heard === p.answered && p.answered === p.sent)})`,
      );
    }
    if (cross) {
      const single = results[`api@${CROSS_RATE}`];
      console.log(
        `two instances on Redis at ${CROSS_RATE}/s: API p99 ${f(cross.api.p99, 2)} ms = ${f(cross.api.p99 / single.p99, 2)}x one instance's ${f(single.p99, 2)} ms (medians of ${ROUNDS} turns: x2 ${p99sOf(cross.api.rounds)}) (goal <= 2x, all delivered: ${goal(cross.api.p99 <= 2 * single.p99 && undelivered(cross.api.rounds) + single.errors + single.lost === 0)}); bare relay ${f(cross.bare.p99 / results[`bare@${CROSS_RATE}`].p99, 2)}x`,
      );
    }
    if (cross?.proxy) {
      const single = results[`api@${CROSS_RATE}`];
      const p = cross.proxy;
      console.log(
        `two instances behind nginx at ${CROSS_RATE}/s: API p99 ${f(p.p99, 2)} ms = ${f(p.p99 / single.p99, 2)}x one instance (medians of ${ROUNDS} turns: x2 ${p99sOf(p.rounds)}) (goal <= 2x, all delivered: ${goal(p.p99 <= 2 * single.p99 && undelivered(p.rounds) === 0)})`,
      );
    }
    for (const { name, file, lines } of profiles) {
      console.log('');
      console.log(`CPU profile of the API during "${name}" (${path.join(profileDir, file)}, open in Chrome DevTools):`);
      for (const line of lines) console.log(line);
    }
  });
}

const NGINX = '/usr/sbin/nginx';

/**
 * nginx from Debian's package in front of `upstreams` (round robin, keep-alive, WebSocket upgrades passed on, each
 * member's X-Forwarded-For kept), on a free port, its files in the scratch data folder. Resolves { child, base }.
 */
async function startNginx({ dataDir, children }, upstreams) {
  const port = await freePort();
  const dir = path.join(dataDir, 'nginx');
  mkdirSync(path.join(dir, 'logs'), { recursive: true });
  const servers = upstreams.map((base) => `server ${new URL(base).host};`).join(' ');
  const conf = `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 8192; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream nexus { ${servers} keepalive 64; }
  map $http_upgrade $connection_upgrade { default upgrade; '' ''; }
  server {
    listen 127.0.0.1:${port} backlog=4096;
    location / {
      proxy_pass http://nexus;
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_set_header X-Forwarded-For $http_x_forwarded_for;
      proxy_read_timeout 300s;
    }
  }
}
`;
  writeFileSync(path.join(dir, 'nginx.conf'), conf);
  const child = spawn(NGINX, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'logs/error.log')], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/v1/health`, child);
  return { child, base };
}

/** prom-client's event loop timer interval (its default eventLoopMonitoringPrecision), which each sample includes. */
const LOOP_TIMER_MS = 10;
/**
 * How late the API's event loop ran its timer, p99 and max in ms, since the last read: prom-client's default metrics
 * reset their histogram on each read of /metrics; each sample is the time between two ticks of a 10 ms timer.
 */
async function eventLoopLag(base) {
  const text = await (await fetch(`${base}/metrics`)).text();
  const lateMs = (metric) => Number(new RegExp(`^${metric} (\\S+)`, 'm').exec(text)?.[1]) * 1000 - LOOP_TIMER_MS;
  return { p99: lateMs('nodejs_eventloop_lag_p99_seconds'), max: lateMs('nodejs_eventloop_lag_max_seconds') };
}

/** The p99s of turns, for a figure's line. */
function p99sOf(runs) {
  return runs.map((run) => f(run.p99, 2)).join(', ');
}
/** Sends of the turns not answered 2xx or not delivered. */
function undelivered(runs) {
  return runs.reduce((sum, run) => sum + run.errors + run.lost, 0);
}

/** The run whose p99 is the median of `runs` (the lower middle one of an even number). */
function medianByP99(runs) {
  return [...runs].sort((a, b) => a.p99 - b.p99)[Math.floor((runs.length - 1) / 2)];
}

// ---------------------------------------------------------------- the bare relays (child processes of the bench)
/** How the floor's database connections name themselves, so that the API's can be told apart. */
const FLOOR_APPLICATION = 'durable-floor';
/**
 * The durable floor's one statement: the conversation's next seq (its row lock orders the pair's sends), the message,
 * the receiver's unread counter. The tables and their indexes and trigger are the API's.
 */
const FLOOR_SEND = `
  WITH c AS (
    UPDATE conversations SET last_seq = last_seq + 1, last_message_at = now()
     WHERE pair_key = dm_pair_key($1::uuid, $2::uuid)
    RETURNING id, last_seq
  ), m AS (
    INSERT INTO messages (id, conversation_id, seq, sender_id, receiver_id, client_message_id, content, created_at, updated_at)
    SELECT gen_random_uuid(), c.id, c.last_seq, $1::uuid, $2::uuid, $3::uuid, $4, now(), now() FROM c
    RETURNING id, seq, created_at, conversation_id
  ), u AS (
    UPDATE conversation_members cm SET unread_count = cm.unread_count + 1
      FROM c WHERE cm.conversation_id = c.id AND cm.user_id = $2::uuid
  )
  SELECT id::text, seq, created_at FROM m`;

/**
 * The bare relay, as a child process of the bench: the same fan-out as the API's, minus auth, rules and database.
 * With BARE_DATABASE_URL it is the durable floor instead: a minimal durable DM server (the sender's token checked,
 * the pair checked in memory, FLOOR_SEND on a pool of the API's size with a synchronous commit), then the API's
 * emits and the answer: the least any server does that stores a message before it tells anyone.
 */
async function serveBare() {
  const { Server } = requireApi('socket.io');
  const fastify = requireApi('fastify')();
  const io = new Server(fastify.server, { serveClient: false, transports: ['websocket'] });
  if (process.env.REDIS_URL) {
    const { createClient } = requireApi('redis');
    const { createShardedAdapter } = requireApi('@socket.io/redis-adapter');
    const publisher = createClient({ url: process.env.REDIS_URL });
    const subscriber = publisher.duplicate();
    await Promise.all([publisher.connect(), subscriber.connect()]);
    // As the API's on Redis 7: a channel per room, which only the instances holding its sockets hear.
    io.adapter(createShardedAdapter(publisher, subscriber, { subscriptionMode: 'dynamic' }));
  }
  // What the API emits for a message: 'chat message created' and 'notification received' to the receiver's sockets,
  // 'chat message created' to the sender's.
  const fanOut = (message) => {
    io.to(message.receiverId).emit(CREATED, { message });
    io.to(message.receiverId).emit(NOTIFICATION, { kind: 'message', message });
    io.to(message.senderId).emit(CREATED, { message });
  };
  io.on('connection', (socket) => {
    const { userId } = socket.handshake.auth;
    void socket.join(userId);
    socket.on(BARE_SEND, (body, ack) => {
      fanOut({ ...body, senderId: userId });
      ack?.({ ok: true });
    });
  });
  if (process.env.BARE_DATABASE_URL) {
    const { Pool: PgPool } = requireApi('pg');
    const jwt = requireApi('jsonwebtoken');
    const db = new PgPool({
      connectionString: process.env.BARE_DATABASE_URL,
      max: POOL_SIZE,
      application_name: FLOOR_APPLICATION,
    });
    const connected = new Set(
      (await db.query('SELECT user_id::text AS a, connected_user_id::text AS b FROM connections')).rows.map(
        ({ a, b }) => `${a}:${b}`,
      ),
    );
    fastify.post('/v1/message/:senderId/:receiverId', async (request, reply) => {
      const { senderId, receiverId } = request.params;
      let claims;
      try {
        claims = jwt.verify(request.headers.authorization?.slice('Bearer '.length) ?? '', process.env.BARE_JWT_SECRET);
      } catch {
        return reply.code(401).send({ message: 'Unauthorized' });
      }
      if (claims.sub !== senderId || !connected.has(`${senderId}:${receiverId}`)) {
        return reply.code(403).send({ message: 'Forbidden' });
      }
      const { clientMessageId, content } = request.body;
      const [row] = (
        await db.query({
          name: 'floor-send',
          text: FLOOR_SEND,
          values: [senderId, receiverId, clientMessageId, content.message],
        })
      ).rows;
      const message = {
        id: row.id,
        seq: row.seq,
        senderId,
        receiverId,
        content: { message: content.message },
        createdAt: row.created_at,
      };
      fanOut(message);
      return reply.code(201).send(message);
    });
  }
  // The API's accept backlog (main.ts), so that neither drops the storm's SYNs.
  await fastify.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  process.send({ port: fastify.server.address().port });
  process.on('disconnect', () => process.exit(0));
}

if (args['serve-bare'] === 'true') await serveBare();
else
  await main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
