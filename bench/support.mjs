// What every benchmark shares: its flags, its log line, the API package's modules and its build; and for the
// benchmarks that load the started product from outside, a scratch database with signed-in members, the built API
// (and a bare server of the bench's own) as child processes, and what /proc says about them.
import { execSync, fork, spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Pool as HttpPool } from 'undici';
import { HEAP_FLAGS } from '../apps/api/node-flags.mjs';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const apiDir = path.join(root, 'apps/api');
export const profileDir = path.join(root, 'bench/profiles');

/** `--name=value` flags as strings; a bare `--name` reads 'true'. */
export const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);

export const log = (line) => console.log(`[bench] ${line}`);

/** The API runs in production mode in the benches, which wants a VAPID key pair (web push); nothing is pushed. */
export const BENCH_VAPID = {
  VAPID_PUBLIC_KEY: 'BF0xzA9qahLKNKpgfr4Vumt2RTLuXEAAYOCnOpxN5wOACgVGg6l7Ylz6uXt2cXJPi8O5lmMloioBzae8N3aPDHg',
  VAPID_PRIVATE_KEY: 'bbCcNTSMOghLqVy7wZMXXT8UpXkes4YMZej8QA2lEGo',
  VAPID_SUBJECT: 'mailto:bench@nexus.local',
};

/** Loads a module as the API resolves it (its pg, its built dist files). */
export const requireApi = createRequire(path.join(apiDir, 'package.json'));

/**
 * A pg-boss instance on the API's queues (`schema`, made by its JobsService) that only sends jobs: no maintenance,
 * schedules or migrations of its own. Stop it with `stop({ graceful: false })`.
 */
export async function queueSender(connectionString, schema = 'pgboss') {
  const { PgBoss } = requireApi('pg-boss');
  const boss = new PgBoss({
    connectionString,
    schema,
    max: 2,
    supervise: false,
    schedule: false,
    migrate: false,
    createSchema: false,
  });
  boss.on('error', () => {});
  await boss.start();
  return boss;
}

/** Builds the API first unless `--no-build` says its dist is current. */
export function buildApiUnlessSkipped() {
  if (args['no-build'] === 'true') return;
  log('building the API (pnpm --filter @nexus/api build)…');
  execSync('pnpm --filter @nexus/api build', { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `samples` timed calls of `call(i)` one after another (ms each). */
export async function timed(samples, call) {
  const times = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await call(i);
    times.push(performance.now() - started);
  }
  return times;
}

/** A seeding step on `client`: runs the statement and logs its rows and time. */
export const seedStep = (client) => async (name, sql, values) => {
  const started = performance.now();
  const { rowCount } = await client.query(sql, values);
  log(`  ${name}: ${rowCount ?? ''} rows, ${((performance.now() - started) / 1000).toFixed(1)} s`);
};

/** The value below which p percent of `values` lie (nearest rank); NaN for none. */
export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = Float64Array.from(values).sort();
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export const loadAverageLine = () =>
  `load average (1/5/15 min, ${os.cpus().length} CPUs): ${os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ')}`;

export function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Polls `url` until it answers 2xx; fails when `child` exits first. */
export async function waitFor(url, child) {
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    const ok = await fetch(url)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(100);
  }
  throw new Error(`${url} did not answer`);
}

/** CPU seconds a process has used (user + system), from /proc on Linux; NaN elsewhere. */
export function cpuSeconds(pid) {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return NaN;
  const fields = readFileSync(file, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The machine's CPU times in seconds (every CPU), from /proc/stat on Linux; undefined elsewhere. */
function machineCpu() {
  if (!existsSync('/proc/stat')) return undefined;
  const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  return { busy: [user, nice, system, irq, softirq].reduce((sum, v) => sum + Number(v), 0) / 100, stolen: Number(steal) / 100 };
}

/** CPU seconds the whole machine has been busy (every CPU, every process); NaN off Linux. */
export const machineBusySeconds = () => machineCpu()?.busy ?? NaN;

/**
 * CPU seconds the hypervisor has taken from this virtual machine's CPUs (steal: every process of ours stood still
 * meanwhile); NaN off Linux.
 */
export const machineStolenSeconds = () => machineCpu()?.stolen ?? NaN;

/** A child's stderr on ours, without the lines `--inspect` writes when it starts and when a session ends. */
function forwardStderrButInspectorBanner(child) {
  createInterface({ input: child.stderr }).on('line', (line) => {
    if (!/^(Debugger listening on|For help, see: https:\/\/nodejs.org|Debugger attached|Debugger ending)/.test(line)) {
      process.stderr.write(`${line}\n`);
    }
  });
}

/**
 * A session on the inspector of a process started with `--inspect=127.0.0.1:<inspectPort>` (startApi's `inspect`):
 * `call(method, params)` sends one protocol command and resolves its result; `close()` ends the session.
 */
export async function inspectorSession(inspectPort) {
  const [{ webSocketDebuggerUrl }] = await (await fetch(`http://127.0.0.1:${inspectPort}/json/list`)).json();
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const call = (method, params = {}) =>
    new Promise((resolve, reject) => {
      const callId = ++id;
      socket.addEventListener('message', function answer({ data }) {
        const message = JSON.parse(data);
        if (message.id !== callId) return;
        socket.removeEventListener('message', answer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  return { call, close: () => socket.close() };
}

/** A process's memory after a full garbage collection (see inspectorSession): { rss, heapUsed, … } in bytes. */
export async function memoryAfterGc(inspectPort) {
  const session = await inspectorSession(inspectPort);
  try {
    await session.call('HeapProfiler.collectGarbage');
    const { result } = await session.call('Runtime.evaluate', { expression: 'JSON.stringify(process.memoryUsage())' });
    return JSON.parse(result.value);
  } finally {
    session.close();
  }
}

/** Starts a CPU profile of a process (see inspectorSession); the function it resolves stops it and resolves the profile. */
export async function startCpuProfile(inspectPort) {
  const session = await inspectorSession(inspectPort);
  await session.call('Profiler.enable');
  await session.call('Profiler.setSamplingInterval', { interval: 200 });
  await session.call('Profiler.start');
  return async () => {
    const { profile } = await session.call('Profiler.stop');
    session.close();
    return profile;
  };
}

/**
 * Where a CPU profile's time went, as lines to print: the share of each package (node_modules/…, the API's own
 * dist/<area>, node:…) and the `top` functions by self time. Idle time is left out of the shares. A native function
 * such as `writev` is time spent inside that system call: for a write to PostgreSQL on this machine it includes the
 * database's backend running on the same core after the write woke it.
 */
export function cpuProfileSummary(profile, top = 15) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const where = ({ url }) => {
    if (!url) return '(native)';
    const module = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url);
    if (module) return module[1];
    if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
    const api = /apps\/api\/dist\/([^/]+)/.exec(url);
    return api ? `api/${api[1]}` : url.split('/').slice(-2).join('/');
  };
  const byPackage = new Map();
  const byFunction = new Map();
  let busy = 0;
  for (const [id, micros] of self) {
    const { callFrame } = nodes.get(id);
    if (callFrame.functionName === '(idle)') continue;
    busy += micros;
    const pkg = callFrame.functionName.startsWith('(') ? callFrame.functionName : where(callFrame);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros);
    const fn = `${callFrame.functionName || '(anonymous)'} ${where(callFrame)}:${callFrame.lineNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + micros);
  }
  const rows = (map) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(
        ([name, micros]) =>
          `  ${((micros / busy) * 100).toFixed(1).padStart(5)}%  ${(micros / 1000).toFixed(0).padStart(6)} ms  ${name}`,
      );
  return [
    `busy ${(busy / 1e6).toFixed(2)} s of ${((profile.endTime - profile.startTime) / 1e6).toFixed(2)} s; by package:`,
    ...rows(byPackage),
    'by function (self time):',
    ...rows(byFunction),
  ];
}

/**
 * A scratch database, a data folder and the child processes a benchmark starts, all gone when `run` ends (or on
 * Ctrl-C). `run` gets { database, dataDir, jwtSecret, children }: push every child it starts onto `children`.
 */
export async function withScratch(name, run) {
  const { provisionScratchDatabase } = requireApi('./dist/platform/database/scratch-database.js');
  const database = await provisionScratchDatabase(log);
  const dataDir = mkdtempSync(path.join(tmpdir(), `nexus-bench-${name}-`));
  const children = [];
  let cleaned = false;
  const cleanup = async () => {
    if (cleaned) return;
    cleaned = true;
    await Promise.all(children.map(stopChild));
    await database.stop().catch((e) => log(`stopping the database: ${e}`));
    rmSync(dataDir, { recursive: true, force: true });
    log('database dropped');
  };
  process.once('SIGINT', () => cleanup().then(() => process.exit(130)));
  try {
    return await run({ database, dataDir, jwtSecret: randomBytes(32).toString('hex'), children });
  } finally {
    await cleanup();
  }
}

/** Ends a child process (SIGTERM) and waits for it. */
export function stopChild(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

/**
 * `count` enabled, onboarded members named `${label}N`, each with a session and an access token minted as the API
 * mints them, and an address of their own (10.x.y.z, sent as X-Forwarded-For so each has the per-address rate
 * limit to themselves). Returns [{ id, address, sessionId, token }] in creation order.
 */
export async function seedMembers(client, { count, label, jwtSecret }) {
  const { rows: members } = await client.query(
    `INSERT INTO users (id, username, enabled, is_onboarded, auth_type, role, first_name, last_name, updated_at)
     SELECT gen_random_uuid(), $2 || g || '@bench.test', true, true, 'creds', 'MEMBER', initcap($2), 'No ' || g, now()
       FROM generate_series(1, $1::int) g
     ORDER BY g
     RETURNING id::text AS id`,
    [count, label],
  );
  for (const [n, member] of members.entries()) {
    member.address = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
  }
  await grantSessions(client, members, jwtSecret);
  return members;
}

/**
 * Connects member n of `members` ([{ id }], in order) to members n+1..n+`neighbours` (wrapping), stored both ways:
 * every member has 2 x `neighbours` connections. Answers the directed pairs [sender, receiver] of those connections,
 * every forward pair, then every reverse one.
 */
export async function connectNeighbours(client, members, neighbours) {
  await client.query(
    `WITH p AS (
       SELECT ids[n] AS a, ids[1 + (n - 1 + d) % cardinality(ids)] AS b
         FROM (SELECT $1::uuid[] AS ids) i, generate_series(1, cardinality($1::uuid[])) n, generate_series(1, $2::int) d
     )
     INSERT INTO connections (user_id, connected_user_id)
     SELECT a, b FROM p UNION ALL SELECT b, a FROM p
     ON CONFLICT DO NOTHING`,
    [members.map((m) => m.id), neighbours],
  );
  const forward = [];
  for (let d = 1; d <= neighbours; d++) {
    for (let n = 0; n < members.length; n++) forward.push([members[n], members[(n + d) % members.length]]);
  }
  return [...forward, ...forward.map(([a, b]) => [b, a])];
}

/**
 * `count` members as seedMembers makes them, each connected to its `neighbours` next ones both ways (connectNeighbours),
 * with a message in each of their conversations, then ANALYZE (seedHistory), on the scratch database. Resolves
 * { members, pairs }.
 */
export async function seedConnectedMembers(scratch, { count, label, neighbours }) {
  const { Pool } = requireApi('pg');
  const db = new Pool({ connectionString: scratch.database.url, max: 4 });
  const client = await db.connect();
  const members = await seedMembers(client, { count, label, jwtSecret: scratch.jwtSecret });
  const pairs = await connectNeighbours(client, members, neighbours);
  client.release();
  await seedHistory(db, pairs.slice(0, pairs.length / 2));
  await db.end();
  return { members, pairs };
}

/**
 * A history: one earlier message from each [sender, receiver] of `pairs`, stored on `db` (a pg Pool) by the API's own
 * send statement, then ANALYZE, as autovacuum would. Loads then meet existing conversations and unread counts, and the
 * planner statistics of a database in use, not of empty tables: with `messages` analyzed empty, each pooled
 * connection cached the send's idempotency lookup and flood check as sequential scans, and the database's CPU per
 * answer grew with every message sent (bench:overload at 32 connections: 0.22 to 0.56 ms in 35 s). A table never
 * analyzed (a fresh install) is planned by its indexes.
 */
export async function seedHistory(db, pairs) {
  const { sendSql } = requireApi('./dist/modules/messages/messages.sql.js');
  const { MESSAGE_LIMITS } = requireApi('@nexus/contracts');
  const flood = { messages: MESSAGE_LIMITS.floodMessages, windowMs: MESSAGE_LIMITS.floodWindowMs };
  let next = 0;
  const sendAll = async () => {
    while (next < pairs.length) {
      const [sender, receiver] = pairs[next++];
      const history = { senderId: sender.id, receiverId: receiver.id, clientMessageId: randomUUID(), content: `history ${next}` };
      const { text, values } = sendSql(history, flood);
      const { rows } = await db.query({ name: 'bench-history', text, values });
      if (rows[0].outcome !== 'sent') throw new Error(`history: ${rows[0].outcome}`);
    }
  };
  await Promise.all([sendAll(), sendAll(), sendAll(), sendAll()]);
  await db.query('ANALYZE');
}

/**
 * Gives each of `members` ([{ id }]) a session row and an access token minted as the API mints them (an hour long),
 * setting `sessionId` and `token` on each.
 */
export async function grantSessions(client, members, jwtSecret) {
  const jwt = requireApi('jsonwebtoken');
  for (const member of members) {
    member.sessionId = randomUUID();
    member.token = jwt.sign({ sid: member.sessionId }, jwtSecret, {
      algorithm: 'HS256',
      subject: member.id,
      issuer: 'nexus',
      expiresIn: 3600,
    });
  }
  await client.query(
    `INSERT INTO sessions (id, user_id, expires_at)
     SELECT s::uuid, u::uuid, now() + interval '1 hour' FROM unnest($1::text[], $2::text[]) AS t(s, u)`,
    [members.map((m) => m.sessionId), members.map((m) => m.id)],
  );
}

/**
 * The built API (dist/main.js) as its own process on the scratch database, as production runs it (with its heap
 * flags), answering on `base` once healthy. `profile` runs it under --cpu-prof (written to bench/profiles/ when it
 * stops); `inspect` opens the inspector on `inspectPort` (for memoryAfterGc); `env` adds to or overrides its settings
 * (REDIS_URL, …).
 */
export async function startApi({ database, dataDir, jwtSecret, children, poolSize, profile = false, inspect = false, env = {} }) {
  const port = await freePort();
  const inspectPort = inspect ? await freePort() : undefined;
  const child = spawn(
    process.execPath,
    [
      ...HEAP_FLAGS,
      ...(profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
      ...(inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : []),
      path.join(apiDir, 'dist/main.js'),
    ],
    {
      cwd: root,
      stdio: ['ignore', 'ignore', inspect ? 'pipe' : 'inherit'],
      env: {
        ...process.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        APP_URL: `http://127.0.0.1:${port}`,
        DATABASE_URL: database.url,
        DATABASE_POOL_SIZE: String(poolSize),
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        CLIENT_KEY: `bench-${randomUUID()}`,
        ...BENCH_VAPID,
        WEB_DIST_DIR: path.join(dataDir, 'no-web'),
        RUN_MIGRATIONS: 'false',
        SEED_DEMO: 'false',
        // Each member calls from their own address (X-Forwarded-For), as behind a proxy: the per-address rate
        // limit runs at its real setting without one shared bucket turning the load into 429s.
        TRUST_PROXY: 'true',
        REDIS_URL: '',
        ...env,
      },
    },
  );
  if (inspect) forwardStderrButInspectorBanner(child);
  children.push(child);
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/v1/health`, child);
  return { child, base, pid: child.pid, inspectPort };
}

/**
 * The calling bench script again, as a child process started with `flags` (its bare server): it answers
 * `process.send({ port })` once listening. It runs with the API's heap flags: a floor on V8's defaults would be
 * compared with the API's code and its runtime settings at once. `inspect` as for startApi. Resolves
 * { child, base, pid, inspectPort }.
 */
export async function forkBareServer(script, flags, { children, inspect = false, env = {} }) {
  const inspectPort = inspect ? await freePort() : undefined;
  const child = fork(script, flags, {
    env: { ...process.env, ...env },
    execArgv: [...HEAP_FLAGS, ...(inspect ? [`--inspect=127.0.0.1:${inspectPort}`] : [])],
    stdio: ['ignore', 'ignore', inspect ? 'pipe' : 'inherit', 'ipc'],
  });
  if (inspect) forwardStderrButInspectorBanner(child);
  children.push(child);
  const port = await new Promise((resolve, reject) => {
    child.once('message', (m) => resolve(m.port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, pid: child.pid, inspectPort };
}

/**
 * JSON calls to the started API as a member ({ token, address }), over a keep-alive undici pool (as bench:dm): global
 * fetch's WHATWG streams cost the client more than a page's statements, which a ratio would charge to the API. It asks
 * for brotli or gzip as a browser does, and undoes it. `call(member, method, path, body)` answers the parsed JSON
 * (throws on 4xx/5xx); `close()` ends the pool.
 */
export function apiClient(base) {
  const pool = new HttpPool(base, { connections: 4 });
  const call = async (member, method, path, body) => {
    const response = await pool.request({
      method,
      path: `/v1${path}`,
      headers: {
        authorization: `Bearer ${member.token}`,
        'x-forwarded-for': member.address,
        'accept-encoding': 'br, gzip',
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    const raw = Buffer.from(await response.body.arrayBuffer());
    const encoding = response.headers['content-encoding'];
    const text = (encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw).toString();
    if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${text.slice(0, 300)}`);
    return JSON.parse(text);
  };
  return { call, close: () => pool.close() };
}

/**
 * A real SMTP server on a free port: counts what it receives (in all, and per recipient), and tells whoever waits for
 * a recipient.
 */
export async function startSmtpServer() {
  const { SMTPServer } = requireApi('smtp-server');
  const arrivals = { count: 0, waiters: new Map(), byRecipient: new Map() };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      stream.on('data', () => {});
      stream.on('end', () => {
        arrivals.count++;
        for (const { address } of session.envelope.rcptTo) {
          const to = address.toLowerCase();
          arrivals.byRecipient.set(to, (arrivals.byRecipient.get(to) ?? 0) + 1);
          const waiter = arrivals.waiters.get(to);
          if (waiter) waiter(performance.now());
        }
        callback();
      });
    },
  });
  const port = await freePort();
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${port}`,
    arrivals,
    /** Resolves with the time the next mail to `to` arrives. */
    arrivalOf: (to) => new Promise((resolve) => arrivals.waiters.set(to.toLowerCase(), resolve)),
    /** Resolves once `count` mails in all have arrived. */
    async until(count) {
      while (arrivals.count < count) await sleep(5);
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
