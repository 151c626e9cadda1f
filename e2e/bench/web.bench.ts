import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { test, type Browser, type Page } from '@playwright/test';
import { accessToken, createMember, signInWithToken } from '../tests/support';

/**
 * The web app's load figures, printed for the issue and the README, never asserted on (timings vary by machine):
 * - the first screen's JavaScript: every script `/` requests, as the server sent it (its compressed bytes: the build's
 *   brotli files where the browser accepts brotli) and, to compare with other builds, gzipped here;
 * - LCP and CLS of `/` and of the signed-in /connections under Lighthouse's mobile profile, applied through the
 *   DevTools protocol: 150 ms round trip, 1,638.4 Kbps down, 675 Kbps up, CPU 4x slower, a 412x823 phone.
 * When the server does not compress its answers, the figures are also taken through a local gzip proxy, which is
 * what the app's own compression will give.
 */

const SLOW_4G = { latency: 150, downloadThroughput: (1638.4 * 1024) / 8, uploadThroughput: (675 * 1024) / 8 };
/** Lighthouse's 4x; BENCH_WEB_CPU_SLOWDOWN=1 on a machine already busy, to see the network's share alone. */
const CPU_SLOWDOWN = Number(process.env.BENCH_WEB_CPU_SLOWDOWN ?? 4);
const RUNS = 3;
const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Largest contentful paint and cumulative layout shift (largest session window), as the page observed them. */
function observeVitals() {
  const vitals = { lcp: 0, cls: 0 };
  let session = 0;
  let first = 0;
  let last = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) vitals.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
      if (entry.hadRecentInput) continue;
      if (session && entry.startTime - last < 1000 && entry.startTime - first < 5000) session += entry.value;
      else [session, first] = [entry.value, entry.startTime];
      last = entry.startTime;
      vitals.cls = Math.max(vitals.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { __vitals: vitals });
}

async function firstScreenScripts(browser: Browser, url: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; raw: number; sent: number; gzip: number; encoding: string | null }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body();
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      sent: (await response.request().sizes()).responseBodySize,
      gzip: gzipSync(body).length,
      encoding: response.headers()['content-encoding'] ?? null,
    });
  });
  await page.goto(url);
  await page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor();
  await page.waitForLoadState('networkidle');
  await context.close();
  return scripts;
}

async function vitalsOf(
  browser: Browser,
  url: string,
  prepare?: (page: Page) => Promise<void>,
  ready?: (page: Page) => Promise<void>,
) {
  const lcps: number[] = [];
  const clss: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await prepare?.(page);
    await page.addInitScript(observeVitals);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { timeout: 120_000 });
    await ready?.(page);
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const { lcp, cls } = await page.evaluate(() => (window as unknown as { __vitals: { lcp: number; cls: number } }).__vitals);
    lcps.push(lcp);
    clss.push(cls);
    await context.close();
  }
  return { lcp: median(lcps), cls: median(clss), runs: lcps.map((l) => Math.round(l)) };
}

/** A local proxy that gzips text answers, standing in for the server's own compression. */
async function gzipProxy(target: string): Promise<Server> {
  const server = createServer((req, res) => {
    const upstream = httpRequest(new URL(req.url ?? '/', target), { method: req.method, headers: req.headers }, (answer) => {
      const type = String(answer.headers['content-type'] ?? '');
      const chunks: Buffer[] = [];
      answer.on('data', (c: Buffer) => chunks.push(c));
      answer.on('end', () => {
        let body = Buffer.concat(chunks);
        const headers = { ...answer.headers };
        if (/javascript|css|html|json|svg/.test(type) && !headers['content-encoding']) {
          body = gzipSync(body);
          headers['content-encoding'] = 'gzip';
          headers['content-length'] = String(body.length);
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        res.end(body);
      });
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

test('web app load figures', async ({ browser, baseURL }) => {
  const origin = baseURL!;
  const scripts = await firstScreenScripts(browser, `${origin}/`);
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, sent: sum.sent + s.sent, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    sent: 0,
    gzip: 0,
  });
  const encodings = [...new Set(scripts.map((s) => s.encoding ?? 'none'))].join(', ');
  console.log(
    `\nFirst screen (/): ${scripts.length} JS files, ${kb(total.raw)} raw, ${kb(total.sent)} sent (${encodings}), ${kb(total.gzip)} gzipped`,
  );
  console.log(`  ${'sent'.padStart(9)}  ${'gzipped'.padStart(9)}`);
  for (const s of scripts.sort((a, b) => b.sent - a.sent))
    console.log(`  ${kb(s.sent).padStart(9)}  ${kb(s.gzip).padStart(9)}  ${s.url}`);

  const member = await createMember(origin, 'Bench', 'Member');
  const token = await accessToken(origin, member.email);
  const measure = async (label: string, at: string) => {
    const landing = await vitalsOf(browser, `${at}/`, undefined, (page) =>
      page.getByRole('heading', { name: 'Sign in', exact: true }).waitFor({ timeout: 120_000 }),
    );
    const connections = await vitalsOf(
      browser,
      `${at}/connections`,
      (page) => signInWithToken(page, token),
      (page) => page.getByRole('heading', { name: 'Connections', level: 1 }).waitFor({ timeout: 120_000 }),
    );
    console.log(`\n${label} (slow 4G: 150 ms RTT, 1,638.4/675 Kbps, CPU x${CPU_SLOWDOWN}; median of ${RUNS})`);
    console.log(
      `  /             LCP ${Math.round(landing.lcp)} ms (runs ${landing.runs.join(', ')})  CLS ${landing.cls.toFixed(3)}`,
    );
    console.log(
      `  /connections  LCP ${Math.round(connections.lcp)} ms (runs ${connections.runs.join(', ')})  CLS ${connections.cls.toFixed(3)}`,
    );
  };

  await measure('As served', origin);
  if (scripts.every((s) => s.encoding === null)) {
    const proxy = await gzipProxy(origin);
    try {
      await measure(
        'Through a gzip proxy (the server does not compress yet)',
        `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      );
    } finally {
      proxy.close();
    }
  }
});
