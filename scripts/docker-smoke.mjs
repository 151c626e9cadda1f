#!/usr/bin/env node
// `node scripts/docker-smoke.mjs`: docker-compose.yml, verified end to end on this machine, with no image registry
// and no bridge network needed. It
//   1. makes the base images from Debian's packages and the npm registry (docker/base; the Debian root file system
//      with debootstrap, as root or through sudo, on the first run only),
//   2. builds the API and web images (Dockerfile) and starts the stack with docker/compose.host.yml: host networking,
//      each service on 127.0.0.1 on a port of its own,
//   3. waits for the API's health check, then has two new members sign up, connect, message and post through the
//      web's origin (docker/smoke/journey.mjs),
//   4. and tears the stack down (containers and volumes), printing the containers' logs when a step failed.
// The commands' output goes to a log file, and the end of a failed one's to the terminal (`--verbose` streams it all).
// Needs Docker with Compose 2.24 or newer, Node 24 and the repo's dependencies installed.
import { spawn } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const verbose = process.argv.includes('--verbose');
const PROJECT = 'nexus-smoke';
const DEBIAN_IMAGE = 'nexus-base/debian:trixie';
/** docker/base/NAME.Dockerfile, tagged nexus-base/NAME:trixie (docker/compose.host.yml names them). */
const STAND_INS = ['node', 'postgres', 'redis', 'nginx'];
/** The ports of docker/compose.host.yml, each movable through its variable. */
const PORTS = Object.fromEntries(
  Object.entries({
    NEXUS_HOST_API_PORT: 13000,
    NEXUS_HOST_WEB_PORT: 18080,
    NEXUS_HOST_POSTGRES_PORT: 15432,
    NEXUS_HOST_REDIS_PORT: 16379,
  }).map(([name, port]) => [name, Number(process.env[name] ?? port)]),
);
const API_URL = `http://127.0.0.1:${PORTS.NEXUS_HOST_API_PORT}`;
const WEB_ORIGIN = `http://localhost:${PORTS.NEXUS_HOST_WEB_PORT}`;
/** The image's health check allows the API 60 s to start, then 5 failed probes 10 s apart. */
const HEALTHY_TIMEOUT_MS = 3 * 60_000;
const ANSWER_TIMEOUT_MS = 30_000;
/** How much of a failed command's output to show (the whole of it is in the build log). */
const FAILURE_OUTPUT_CHARS = 6000;
/** docker/compose.host.yml takes the published ports away with `!reset`, which came in Compose 2.24. */
const COMPOSE_MIN_VERSION = [2, 24];
/** What this script builds carries it, so the images a new build replaces can be pruned without touching others. */
const LABEL = 'nexus.docker-smoke=true';

const logDir = mkdtempSync(path.join(os.tmpdir(), 'nexus-docker-smoke-'));
const buildLog = path.join(logDir, 'build.log');
const removeLogs = () => rmSync(logDir, { recursive: true, force: true });
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s`;
const paint = (code, text) => (process.stdout.isTTY ? `\x1b[${code}m${text}\x1b[0m` : text);
const say = (line) => console.log(`${paint(36, 'docker-smoke')} ${elapsed()}  ${line}`);

class StepFailed extends Error {}

/**
 * Runs a command from the repo root. Its output goes to the build log (or the terminal with --verbose; `capture`
 * collects stdout instead). Rejects when it exits with another status than 0, with the end of what it printed.
 */
function run(argv, { capture = false, quietFailure = false, env = {} } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0], argv.slice(1), {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', capture || !verbose ? 'pipe' : 'inherit', verbose ? 'inherit' : 'pipe'],
    });
    let stdout = '';
    let printed = '';
    const record = (chunk) => {
      appendFileSync(buildLog, chunk);
      printed = (printed + chunk).slice(-FAILURE_OUTPUT_CHARS);
    };
    child.stdout?.on('data', (chunk) => (capture ? (stdout += chunk) : record(chunk)));
    child.stderr?.on('data', record);
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve(stdout.trim());
      const failure = new StepFailed(`\`${argv.join(' ')}\` exited with status ${code}`);
      if (!quietFailure) failure.output = printed.trim();
      reject(failure);
    });
  });
}

const succeeds = (argv) =>
  run(argv, { capture: true, quietFailure: true }).then(
    () => true,
    () => false,
  );

/** `docker compose`, or a standalone `docker-compose` of version 2 (Debian 12's docker-compose is version 1). */
async function composeCommand() {
  for (const argv of [['docker', 'compose'], ['docker-compose']]) {
    const version = await run([...argv, 'version', '--short'], { capture: true, quietFailure: true }).catch(() => null);
    if (!version) continue;
    const [major, minor] = version.replace(/^v/, '').split('.').map(Number);
    const [needMajor, needMinor] = COMPOSE_MIN_VERSION;
    if (major > needMajor || (major === needMajor && minor >= needMinor)) return { argv, version };
    throw new StepFailed(
      `\`${argv.join(' ')}\` is Compose ${version}; docker/compose.host.yml needs ${COMPOSE_MIN_VERSION.join('.')} or newer (see README.md).`,
    );
  }
  throw new StepFailed(`Docker Compose ${COMPOSE_MIN_VERSION.join('.')} or newer is needed (see README.md).`);
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function checkPrerequisites() {
  if (Number(process.versions.node.split('.')[0]) < 24) {
    throw new StepFailed(`Node 24 or newer is needed; this is Node ${process.versions.node}.`);
  }
  const needed = ['packages/contracts/dist/index.js', 'apps/api/node_modules/socket.io-client'];
  if (!needed.every((file) => existsSync(path.join(root, file)))) {
    throw new StepFailed(
      "The repo's dependencies are needed (the member journey uses the contracts and socket.io-client): run `pnpm install && pnpm --filter @nexus/contracts build` (or `npm start` once).",
    );
  }
  const server = await run(['docker', 'version', '--format', '{{.Server.Version}}'], {
    capture: true,
    quietFailure: true,
  }).catch(() => {
    throw new StepFailed('The Docker daemon does not answer (`docker info`): start it, or add yourself to the docker group.');
  });
  const compose = await composeCommand();
  for (const [name, port] of Object.entries(PORTS)) {
    if (!(await portIsFree(port))) throw new StepFailed(`Port ${port} is taken: set ${name} to a free port.`);
  }
  say(`Docker ${server}, compose ${compose.version} (${compose.argv.join(' ')}), ports ${Object.values(PORTS).join(', ')} free`);
  return compose.argv;
}

/** The Debian root file system, once: debootstrap needs root. DEBIAN_MIRROR names another mirror than Debian's CDN. */
async function makeDebianImage() {
  if (await succeeds(['docker', 'image', 'inspect', DEBIAN_IMAGE])) {
    say(`${DEBIAN_IMAGE} is there already (\`docker rmi ${DEBIAN_IMAGE}\` makes it again)`);
    return;
  }
  if (!(await succeeds(['sh', '-c', 'command -v debootstrap']))) {
    throw new StepFailed(`Making ${DEBIAN_IMAGE} needs debootstrap: \`sudo apt-get install debootstrap\`.`);
  }
  const argv = [
    'sh',
    'docker/base/make-debian-image.sh',
    DEBIAN_IMAGE,
    ...(process.env.DEBIAN_MIRROR ? [process.env.DEBIAN_MIRROR] : []),
  ];
  await run(process.getuid() === 0 ? argv : ['sudo', ...argv]);
  say(`${DEBIAN_IMAGE} made with debootstrap`);
}

async function buildStandIns() {
  for (const name of STAND_INS) {
    const tag = `nexus-base/${name}:trixie`;
    await run([
      'docker',
      'build',
      '--network',
      'host',
      '--force-rm',
      '--label',
      LABEL,
      '-t',
      tag,
      '-f',
      `docker/base/${name}.Dockerfile`,
      'docker/base',
    ]);
    say(`${tag} built (${await imageSize(tag)})`);
  }
}

async function imageSize(image) {
  const bytes = Number(await run(['docker', 'image', 'inspect', '--format', '{{.Size}}', image], { capture: true }));
  return `${(bytes / 1e6).toFixed(0)} MB`;
}

async function waitUntilHealthy(compose, service) {
  const id = await compose(['ps', '-q', service], { capture: true });
  const deadline = Date.now() + HEALTHY_TIMEOUT_MS;
  for (;;) {
    const status = await run(['docker', 'inspect', '--format', '{{.State.Status}} {{.State.Health.Status}}', id], {
      capture: true,
    });
    if (status === 'running healthy') return;
    if (!status.startsWith('running') || Date.now() > deadline) {
      throw new StepFailed(`The ${service} container is ${status}, not running and healthy`);
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

/** Polls `url` until it answers 200 with a body `check` accepts (nginx has no health check of its own). */
async function waitForAnswer(url, check, what) {
  const deadline = Date.now() + ANSWER_TIMEOUT_MS;
  for (;;) {
    const answer = await fetch(url).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      (error) => ({ status: error.cause?.code ?? error.message, body: '' }),
    );
    if (answer.status === 200 && check(answer.body)) {
      say(`${what}: ${url} answered 200${answer.body.startsWith('{') ? ` ${answer.body}` : ''}`);
      return;
    }
    if (Date.now() > deadline) throw new StepFailed(`${url} answered ${answer.status}: ${answer.body.slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

async function main() {
  const composeArgv = await checkPrerequisites();
  const composeFiles = ['--ansi', 'never', '-p', PROJECT, '-f', 'docker-compose.yml', '-f', 'docker/compose.host.yml'];
  const portEnv = Object.fromEntries(Object.entries(PORTS).map(([name, port]) => [name, String(port)]));
  const compose = (args, options = {}) => run([...composeArgv, ...composeFiles, ...args], { ...options, env: portEnv });

  say('1. base images, from Debian 13 packages and the npm registry (docker/base)');
  await makeDebianImage();
  await buildStandIns();

  say('2. the API and web images (Dockerfile, built through compose; the worker runs the API image)');
  await compose(['build', 'api', 'web']);
  for (const image of ['nexus-smoke/api', 'nexus-smoke/web']) say(`${image} built (${await imageSize(image)})`);

  let stackUp = false;
  let tearingDown;
  /** Once, whoever asks first (a failed step, the end, Ctrl+C): the containers' logs if it failed, then down. */
  const tearDown = (failed) =>
    (tearingDown ??= (async () => {
      if (!stackUp) return;
      if (failed) {
        say("the containers' logs:");
        console.log(await compose(['logs', '--no-color', '--tail', '150'], { capture: true }).catch((error) => error.message));
      }
      await compose(['down', '--volumes', '--remove-orphans', '--timeout', '20']);
      // The images these builds replaced, left without a name.
      await run(['docker', 'image', 'prune', '--force', '--filter', `label=${LABEL}`]);
      say('4. torn down: containers, network and volumes removed');
    })());
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      say(`${signal}: tearing down`);
      tearDown(false).finally(() => {
        removeLogs();
        process.exit(130);
      });
    });
  }

  try {
    say('3. the stack: PostgreSQL, Redis, API, worker and nginx on the host network');
    // From nothing: a run stopped before its teardown leaves containers and volumes behind.
    await compose(['down', '--volumes', '--remove-orphans']);
    stackUp = true;
    await compose(['up', '--detach', '--no-build']);
    await waitUntilHealthy(compose, 'api');
    say(`   every container started; the API passes its image's health check`);
    const apiUser = await compose(['exec', '-T', 'api', 'id'], { capture: true });
    if (apiUser.startsWith('uid=0(')) throw new StepFailed(`The API runs as root: ${apiUser}`);
    say(`   the API runs as ${apiUser}`);
    console.log(await compose(['ps'], { capture: true }));
    await waitForAnswer(`${API_URL}/health/ready`, (body) => JSON.parse(body).status === 'ok', 'API ready');
    await waitForAnswer(`${WEB_ORIGIN}/`, (body) => body.includes('<div id="root">'), 'nginx serves the web app');

    const { memberJourney } = await import('../docker/smoke/journey.mjs');
    const readMail = (address) =>
      compose(
        [
          'exec',
          '-T',
          'worker',
          'sh',
          '-c',
          'f=$(ls /data/mail/*-"$1".eml 2>/dev/null | tail -n 1); [ -z "$f" ] || cat "$f"',
          'sh',
          address,
        ],
        { capture: true },
      );
    await memberJourney({ origin: WEB_ORIGIN, readMail, say: (line) => say(`   ✓ ${line}`) });
  } catch (error) {
    await tearDown(true).catch((teardownError) => console.error(teardownError.message));
    throw error;
  }
  await tearDown(false);
  say('passed');
}

main().then(removeLogs, (error) => {
  // Kept when a failed command's output is shown: the rest of it is there.
  if (error.output) console.error(`${error.output}\n(all the commands' output: ${buildLog})`);
  else removeLogs();
  console.error(`${paint(31, 'docker-smoke failed')}: ${error instanceof StepFailed ? error.message : error.stack}`);
  process.exitCode = 1;
});
