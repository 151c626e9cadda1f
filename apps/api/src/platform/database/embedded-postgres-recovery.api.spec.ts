import { type ChildProcess, spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Client } from 'pg';
import { type RunningDatabase, startEmbeddedPostgres } from './embedded-postgres';

const RECOVERY_TIMEOUT_MS = 240_000;

/** Alive and not a zombie (reparented processes may wait a moment to be reaped). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] !== 'Z';
  } catch {
    return false;
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function ids(url: string): Promise<number[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM kept ORDER BY id');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

/**
 * The embedded PostgreSQL as real processes, killed the way an out-of-memory kill does (SIGKILL): the API that
 * started it (a child process running startEmbeddedPostgres from the source through Node's type stripping), then the
 * PostgreSQL itself mid-write. Each time the next start must come up on the same data with every committed row.
 */
describe('embedded PostgreSQL recovery', () => {
  const dataDirs: string[] = [];
  const children = new Set<ChildProcess>();
  const running = new Set<RunningDatabase>();

  function newDataDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'nexus-pg-recovery-'));
    dataDirs.push(dir);
    return dir;
  }

  async function start(dataDir: string, lines: string[] = []): Promise<RunningDatabase> {
    const database = await startEmbeddedPostgres(dataDir, 'nexus', (line) => lines.push(line));
    running.add(database);
    return database;
  }

  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    for (const database of running) await database.stop().catch(() => undefined);
    for (const dir of dataDirs) {
      // Whatever a failed test left running on its folder.
      if (existsSync(path.join(dir, 'postgres', 'postmaster.pid')) && alive(postmasterPid(dir))) {
        process.kill(postmasterPid(dir), 'SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it(
    'starts on the same data after the process that started it was killed with SIGKILL and left it running',
    async () => {
      const dataDir = newDataDir();
      const script = path.join(dataDir, 'api.mjs');
      writeFileSync(
        script,
        `import { startEmbeddedPostgres } from '${pathToFileURL(path.join(__dirname, 'embedded-postgres.ts')).href}';\n` +
          `const database = await startEmbeddedPostgres(process.argv[2], 'nexus', (line) => console.error(line));\n` +
          `console.log('READY ' + database.url);\n` +
          'setInterval(() => {}, 60_000);\n',
      );
      const child = spawn(process.execPath, ['--disable-warning=MODULE_TYPELESS_PACKAGE_JSON', script, dataDir], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      children.add(child);
      let output = '';
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout!.on('data', (chunk: Buffer) => {
          output += chunk.toString();
          const ready = /READY (\S+)/.exec(output);
          if (ready) resolve(ready[1]!);
        });
        child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
        child.on('exit', (code) => reject(new Error(`The child exited (${code}) before it was ready:\n${output}`)));
      });

      const client = new Client({ connectionString: url });
      await client.connect();
      await client.query('CREATE TABLE kept (id int PRIMARY KEY)');
      const committed: number[] = [];
      for (let id = 1; id <= 100; id++) {
        await client.query('INSERT INTO kept (id) VALUES ($1)', [id]);
        committed.push(id);
      }
      await client.end();

      const leftRunning = postmasterPid(dataDir);
      // While the process that started it runs, it is left alone: that is another Nexus on the same folder.
      await expect(start(dataDir)).rejects.toThrow(`belongs to a Nexus that is running (node, PID ${child.pid})`);
      expect(await ids(url)).toEqual(committed);

      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      children.delete(child);
      // The situation under test: nothing stopped the PostgreSQL, it still holds the folder.
      expect(alive(leftRunning)).toBe(true);

      const lines: string[] = [];
      const database = await start(dataDir, lines);
      expect(lines.join('\n')).toContain(`Found a PostgreSQL (PID ${leftRunning}`);
      expect(lines.join('\n')).toContain(`Stopped the PostgreSQL left running (PID ${leftRunning})`);
      expect(alive(leftRunning)).toBe(false);
      expect(await ids(database.url)).toEqual(committed);
      await database.stop();
      running.delete(database);
    },
    RECOVERY_TIMEOUT_MS,
  );

  it(
    'keeps every committed row when PostgreSQL itself is killed with SIGKILL mid-write',
    async () => {
      const dataDir = newDataDir();
      const first = await start(dataDir);
      const setup = new Client({ connectionString: first.url });
      await setup.connect();
      await setup.query('CREATE TABLE kept (id int PRIMARY KEY)');
      await setup.end();

      const postmaster = postmasterPid(dataDir);
      const answered: number[] = [];
      let next = 0;
      let killed = false;
      // Four connections insert in a loop; once 400 inserts are answered the postmaster is killed, with others in flight.
      const writer = async () => {
        const client = new Client({ connectionString: first.url });
        client.on('error', () => undefined);
        await client.connect();
        try {
          for (;;) {
            const id = ++next;
            await client.query('INSERT INTO kept (id) VALUES ($1)', [id]);
            answered.push(id);
            if (answered.length >= 400 && !killed) {
              killed = true;
              process.kill(postmaster, 'SIGKILL');
            }
          }
        } catch {
          // the connection went with the server
        }
      };
      await Promise.all([writer(), writer(), writer(), writer()]);
      expect(killed).toBe(true);
      await first.stop(); // returns at once: PostgreSQL is gone
      running.delete(first);

      const lines: string[] = [];
      const database = await start(dataDir, lines);
      expect(lines.join('\n')).toMatch(/postmaster was killed|no longer running|not yet reaped/);
      const kept = new Set(await ids(database.url));
      expect(answered.filter((id) => !kept.has(id))).toEqual([]);
      await database.stop();
      running.delete(database);
    },
    RECOVERY_TIMEOUT_MS,
  );

  it(
    "says why PostgreSQL did not start and shows PostgreSQL's own log lines",
    async () => {
      const dataDir = newDataDir();
      const database = await start(dataDir);
      await database.stop();
      running.delete(database);
      appendFileSync(path.join(dataDir, 'postgres', 'postgresql.conf'), "\nshared_buffers = 'plenty'\n");

      const failure = start(dataDir);
      await expect(failure).rejects.toThrow(`The embedded PostgreSQL did not start on ${path.join(dataDir, 'postgres')}`);
      const message = await failure.then(
        () => '',
        (error: Error) => error.message,
      );
      expect(message).toContain('shared_buffers');
      expect(message).toContain('plenty');
      expect(message).toMatch(/postgresql\.conf" contains errors/);
      expect(message).toContain('What to do:');
    },
    RECOVERY_TIMEOUT_MS,
  );
});
