#!/usr/bin/env node
// The quick start's commands. `npm start` runs Nexus; `npm test` runs every test; `npm run worker` runs
// the background job queues in a process of their own.
// Each one first makes sure the machine has what the project needs (Node 24, pnpm, the dependencies,
// a build), so that a fresh clone needs nothing but Node and npm.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { NODE_FLAGS } from '../apps/api/node-flags.mjs';
import { chromiumPath } from '../e2e/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const say = (line) => console.log(`\x1b[36mnexus\x1b[0m ${line}`);

function requireNode24() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major >= 24) return;
  console.error(
    `Nexus needs Node 24 or newer; this is Node ${process.versions.node}.\n` +
      'Install it (for example `npm i -g node@24`, or nvm/fnm/volta) and run the command again.',
  );
  process.exit(1);
}

/** pnpm from PATH when it is the right major version, otherwise the exact version the repo pins, via npx. */
function pnpmCommand() {
  const pinned = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
  try {
    const found = execFileSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (found.split('.')[0] === pinned.split('.')[0]) return ['pnpm'];
  } catch {
    // not installed: fall through
  }
  say(`pnpm ${pinned} not found on PATH: using it through npx`);
  return ['npx', '--yes', `pnpm@${pinned}`];
}

function run(argv, options = {}) {
  const [bin, ...args] = argv;
  const result = spawnSync(bin, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function prepare(pnpm) {
  say('installing dependencies');
  run([...pnpm, 'install', '--frozen-lockfile', '--reporter=append-only']);
  say('building');
  run([...pnpm, 'exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);
}

/** Debian's Chromium when present (e2e/browser.mjs); otherwise Playwright downloads its own (needs internet). */
function ensureBrowser(pnpm) {
  if (chromiumPath()) return;
  say('no Chromium found: asking Playwright to download one (or set CHROMIUM_PATH)');
  run([...pnpm, '--filter', '@nexus/e2e', 'exec', 'playwright', 'install', 'chromium']);
}

requireNode24();
const pnpm = pnpmCommand();

switch (command) {
  case 'start':
  case 'worker': {
    prepare(pnpm);
    const entry = command === 'start' ? 'apps/api/dist/main.js' : 'apps/api/dist/worker.js';
    const child = spawn(process.execPath, [...NODE_FLAGS, entry], { cwd: root, stdio: 'inherit' });
    for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
    child.on('exit', (code) => process.exit(code ?? 0));
    break;
  }
  case 'test': {
    prepare(pnpm);
    say('unit and API tests');
    run([...pnpm, 'exec', 'turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']);
    ensureBrowser(pnpm);
    say('browser tests');
    run([...pnpm, '--filter', '@nexus/e2e', 'e2e']);
    say('all tests passed');
    break;
  }
  default:
    console.error('Usage: node scripts/nexus.mjs start|worker|test');
    process.exit(1);
}
