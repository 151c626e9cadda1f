import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { API_PREFIX, type AuthResponse, CLIENT_KEY_HEADER, type ResumeImport, Role, SocketEvent } from '@nexus/contracts';
import { Client } from 'pg';
import { PgBoss } from 'pg-boss';
import { io, type Socket } from 'socket.io-client';
import { freePort } from '../database/embedded-postgres';
import { provisionScratchDatabase } from '../database/scratch-database';
import { docxWith } from '../testing/documents';
import { TEST_DATABASE_URL_VARIABLE } from '../testing/global-setup';
import { Mailbox } from '../testing/mailbox';
import { TEST_PASSWORD } from '../testing/test-app';

const DIST = path.join(__dirname, '..', '..', '..', 'dist');
const APP_URL = 'https://nexus.example.test';
/** Heartbeat lost (10 s) + the next supervise pass (10 s) + the first retry delay (up to 10 s), with room. */
const RETRIED_WITHIN_MS = 90_000;

/** Polls until `read` gives a value that `done` accepts (the job queue is in another process). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = RETRIED_WITHIN_MS): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * The built API (dist/main.js) and worker (dist/worker.js) as real processes on the test database, so
 * that one can be killed with SIGKILL in the middle of a job: what a crash or an OOM kill does.
 */
describe('background work survives a restart', () => {
  const databaseUrl = process.env[TEST_DATABASE_URL_VARIABLE]!;
  const db = new Client({ connectionString: databaseUrl });
  const mailbox = new Mailbox();
  const children = new Set<ChildProcess>();
  let env: Record<string, string>;
  let port: number;

  beforeAll(async () => {
    if (!existsSync(path.join(DIST, 'main.js'))) throw new Error(`No build in ${DIST}: run \`pnpm build\` first`);
    await Promise.all([db.connect(), mailbox.start()]);
    port = await freePort();
    env = {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      APP_URL,
      DATABASE_URL: databaseUrl,
      RUN_MIGRATIONS: 'false',
      SEED_DEMO: 'false',
      SMTP_URL: mailbox.url,
      JWT_SECRET: randomUUID() + randomUUID(),
      CLIENT_KEY: `test-client-${randomUUID()}`,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'nexus-restart-')),
      WEB_DIST_DIR: path.join(tmpdir(), 'no-web-build'),
      JOBS_SCHEMA: `jobs_restart_${randomUUID().replace(/-/g, '').slice(0, 12)}`,
    };
  });

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all([db.end(), mailbox.stop()]);
  });

  /** Starts `dist/<entry>.js`; resolves once it is ready (the API answers its health check, the worker says so). */
  async function start(entry: 'main' | 'worker', extra: Record<string, string> = {}): Promise<ChildProcess> {
    const child = spawn(process.execPath, [path.join(DIST, `${entry}.js`)], {
      env: { ...env, ...extra, NODE_ENV: entry === 'worker' ? 'development' : 'test' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.add(child);
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<never>((_, reject) =>
      child.once('exit', (code) => reject(new Error(`${entry}.js exited (${code}) before it was ready:\n${output}`))),
    );
    const ready =
      entry === 'main'
        ? eventually(
            () =>
              fetch(`http://127.0.0.1:${port}/${API_PREFIX}/health`).then(
                (r) => r.ok,
                () => false,
              ),
            Boolean,
            30_000,
          )
        : eventually(async () => output.includes('Worker ready'), Boolean, 30_000);
    await Promise.race([ready, exited]);
    child.removeAllListeners('exit');
    return child;
  }

  async function kill(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await exited;
    children.delete(child);
  }

  async function signUp(username: string): Promise<AuthResponse> {
    const response = await fetch(`http://127.0.0.1:${port}/${API_PREFIX}/user`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [CLIENT_KEY_HEADER]: env.CLIENT_KEY! },
      body: JSON.stringify({ username, password: TEST_PASSWORD, role: Role.Member }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as AuthResponse;
  }

  async function connect(token: string): Promise<Socket> {
    const socket = io(`http://127.0.0.1:${port}`, {
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    await new Promise((resolve, reject) => socket.on('connect', () => resolve(undefined)).on('connect_error', reject));
    return socket;
  }

  const jobsOf = async (queue: string) =>
    (
      await db.query<{ state: string; retry_count: number }>(
        `SELECT state, retry_count FROM "${env.JOBS_SCHEMA}".job WHERE name = $1 ORDER BY created_on`,
        [queue],
      )
    ).rows;
  const outboxOf = async (email: string) =>
    (
      await db.query<{ status: string; attempts: number }>('SELECT status, attempts FROM mail_outbox WHERE recipient = $1', [
        email,
      ])
    ).rows;

  it('a mail job interrupted by SIGKILL mid-delivery is retried after the restart and delivered exactly once', async () => {
    let api = await start('main');
    const email = `restart.${randomUUID().slice(0, 8)}@example.test`;
    const held = mailbox.holdNext(email);
    await signUp(email);

    // The worker has handed the whole message to the SMTP server and waits for its answer: mid-job.
    await held;
    expect(await outboxOf(email)).toEqual([{ status: 'pending', attempts: 1 }]);
    expect(await jobsOf('mail')).toEqual([{ state: 'active', retry_count: 0 }]);
    await kill(api, 'SIGKILL');
    expect(mailbox.count(email)).toBe(0);

    const restarted = Date.now();
    api = await start('main');
    const code = await mailbox.find(email, /verification code is (\d{6})/, RETRIED_WITHIN_MS);
    expect(code).toMatch(/^\d{6}$/);
    const seconds = ((Date.now() - restarted) / 1000).toFixed(1);
    // Settled: the row is sent and the job completed, so nothing can send it again. It went out once.
    expect(
      await eventually(
        () => outboxOf(email),
        ([row]) => row?.status === 'sent',
      ),
    ).toEqual([{ status: 'sent', attempts: 2 }]);
    expect(
      await eventually(
        () => jobsOf('mail'),
        ([job]) => job?.state === 'completed',
      ),
    ).toEqual([{ state: 'completed', retry_count: 1 }]);
    expect(mailbox.count(email)).toBe(1);
    console.log(`Killed mid-delivery; delivered ${seconds} s after the restart, once (2 attempts, 1 retry).`);
    // A mailed link is built from APP_URL.
    expect(await mailbox.find(email, /(https?:\/\/\S+\?token=)/)).toBe(`${APP_URL}/?token=`);
    await kill(api, 'SIGTERM');
  }, 180_000);

  it('a worker of its own reads a resume, and the API (RUN_WORKER=false) tells the member’s socket', async () => {
    const api = await start('main', { RUN_WORKER: 'false' });
    const { user, session } = await signUp(`worker.${randomUUID().slice(0, 8)}@example.test`);
    await db.query('UPDATE users SET enabled = true WHERE id = $1', [user.id]);
    const socket = await connect(session.accessToken);
    const read = new Promise<ResumeImport>((resolve) => socket.on(SocketEvent.ProfileUpdatedFromResume, resolve));

    const form = new FormData();
    const resume = await docxWith(['Experience', 'Lead Analyst at Babbage Ltd 2019 - Present']);
    form.append('file', new Blob([new Uint8Array(resume)]), 'cv.docx');
    const upload = await fetch(`http://127.0.0.1:${port}/${API_PREFIX}/user/${user.id}/resume`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${session.accessToken}` },
      body: form,
    });
    expect(upload.status).toBe(200);
    expect(await upload.json()).toMatchObject({ status: 'reading' });

    const worker = await start('worker');
    expect(await read).toMatchObject({ status: 'ready', proposals: { headline: 'Lead Analyst at Babbage Ltd' } });
    expect(
      await eventually(
        () => jobsOf('resume-read'),
        ([job]) => job?.state === 'completed',
      ),
    ).toEqual([{ state: 'completed', retry_count: 0 }]);
    socket.disconnect();
    await kill(worker, 'SIGTERM');
    await kill(api, 'SIGTERM');
  }, 120_000);

  it('the message-ping sweep runs in the API beside a worker of its own, so without Redis it still knows who is online', async () => {
    // A database of its own: every API process of the run sweeps the due bursts of its database, and those of the other
    // test files, which do not see this member's socket, would sweep both bursts (a flake seen in CI).
    const database = await provisionScratchDatabase();
    const own = new Client({ connectionString: database.url });
    await own.connect();
    try {
      const onOwn = { DATABASE_URL: database.url };
      const [api, worker] = await Promise.all([start('main', { ...onOwn, RUN_WORKER: 'false' }), start('worker', onOwn)]);
      const [online, away] = await Promise.all(
        ['online', 'away'].map((name) => signUp(`${name}.${randomUUID().slice(0, 8)}@example.test`)),
      );
      await own.query('UPDATE users SET enabled = true WHERE id = ANY($1)', [[online!.user.id, away!.user.id]]);
      const socket = await connect(online!.session.accessToken);
      // An unread burst each way, due for two minutes (no message is left unread, so a burst taken is dropped, unpinged).
      await own.query(
        `INSERT INTO message_pings_due (receiver_id, sender_id, since) VALUES ($1, $2, now() - interval '2 minutes'),
                ($2, $1, now() - interval '2 minutes')`,
        [online!.user.id, away!.user.id],
      );
      const dueFor = async () =>
        (
          await own.query<{ receiver_id: string }>('SELECT receiver_id FROM message_pings_due WHERE receiver_id = ANY($1)', [
            [online!.user.id, away!.user.id],
          ])
        ).rows.map((row) => row.receiver_id);

      const boss = new PgBoss({ connectionString: database.url, schema: env.JOBS_SCHEMA!, supervise: false, schedule: false });
      await boss.start();
      await boss.send('message-ping-sweep', {});
      await boss.stop({ graceful: false });
      // The member away is swept; the one online keeps their burst due, as the API's presence sees their socket.
      expect(await eventually(dueFor, (receivers) => !receivers.includes(away!.user.id), 30_000)).toEqual([online!.user.id]);
      socket.disconnect();
      await Promise.all([kill(worker, 'SIGTERM'), kill(api, 'SIGTERM')]);
    } finally {
      await own.end();
      await database.stop();
    }
  }, 120_000);
});
