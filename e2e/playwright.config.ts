import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { chromiumPath } from './browser.mjs';

// Evaluated by the runner and again by each worker: values set here in process.env reach the workers.
process.env.NEXUS_E2E_PORT ??= '3917';
process.env.NEXUS_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'nexus-e2e-'));
const port = Number(process.env.NEXUS_E2E_PORT);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // A flow signs several members up (bcrypt) and drives two browsers on a 2-core machine: 60 s was too little for
  // the plainer flows once that machine ran the whole suite at half its usual speed (21 min instead of 11), and on
  // 27 November the suite ran at a third of the speed of the day before (1.4 tests a minute against 4.9).
  timeout: 180_000,
  // A first look after a full navigation waited more than 20 s for the area's code on that slow day, with both
  // browsers and the API on 2 cores; a wait ends as soon as the page shows, so the longer bound only slows a real failure.
  expect: { timeout: 30_000 },
  workers: 2,
  // CI runs on a 2-core machine whose speed moves from run to run: of two rehearsals on the same commit's neighbours,
  // one passed 105 of 105 and the next timed out one screenshot-heavy flow that had passed. A test that fails its
  // retry still fails the run, and the list reporter names every test that needed one as flaky.
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: 'only-on-failure',
    // A trace records the screen as a video and the page at every step: a third of the browser's CPU on a 2-core
    // machine. Turn it on for a run being debugged (`--trace on`).
    trace: 'off',
    launchOptions: {
      executablePath: chromiumPath(),
      // Without the networking flags Chromium floods a closed network with connection attempts.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node serve.mjs',
    url: `http://127.0.0.1:${port}/v1/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
