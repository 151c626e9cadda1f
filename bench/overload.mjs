#!/usr/bin/env node
// Overload keeps serving: the started API (dist/main.js as its own process) under closed loops of authenticated reads
// (GET /v1/user/:id, the member's own account) and sends (POST /v1/message/:me/:connection, one request in four), in one run:
// - at a few concurrencies (8 to 128 connections, --levels), to find the 2xx per second it serves at its best;
// - then at --overload connections (2,000) for --duration seconds: 2xx per second, 503s (each must carry
//   Retry-After), any other status, and the ratio to the best (goal: >= 0.70), with the p50/p99 of the 2xx answers.
// Sends go round the 6,000 directed pairs of 1,000 members connected to 6 others each, so no pair meets the flood
// rule; each member calls from their own address (X-Forwarded-For), so the per-address rate limit is theirs alone.
// Usage: `pnpm bench:overload` (builds the API first; `--no-build` skips that; `--members=N --duration=S
// --levels=8,16,32,64,128 --overload=2000` change the load).
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { Pool } from 'undici';
import {
  args,
  buildApiUnlessSkipped,
  cpuSeconds,
  loadAverageLine,
  log,
  machineBusySeconds,
  seedConnectedMembers,
  startApi,
  withScratch,
} from './support.mjs';

const MEMBERS = Number(args.members ?? 1000);
const DURATION = Number(args.duration ?? 10);
const LEVEL_SECONDS = 5;
const LEVELS = (args.levels ?? '8,16,32,64,128').split(',').map(Number);
const OVERLOAD = Number(args.overload ?? 2000);
const NEIGHBOURS = 3;
const POOL_SIZE = 10;
const SEND_EVERY = 4;
const GOAL = 0.7;

/** Closed loops on `connections` connections for `seconds`: every fourth request a send, the rest reads. */
function load(base, { members, pairs }, connections, seconds) {
  let i = 0;
  let sends = 0;
  return autocannon({
    url: base,
    connections,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (request) => {
          const n = i++;
          if (n % SEND_EVERY === 0) {
            const [sender, receiver] = pairs[sends++ % pairs.length];
            return {
              ...request,
              method: 'POST',
              path: `/v1/message/${sender.id}/${receiver.id}`,
              headers: {
                authorization: `Bearer ${sender.token}`,
                'x-forwarded-for': sender.address,
                'content-type': 'application/json',
              },
              body: JSON.stringify({ clientMessageId: randomUUID(), content: { message: `load ${n}` } }),
            };
          }
          const viewer = members[n % members.length];
          return {
            ...request,
            method: 'GET',
            path: `/v1/user/${viewer.id}`,
            headers: { authorization: `Bearer ${viewer.token}`, 'x-forwarded-for': viewer.address },
            body: undefined,
          };
        },
      },
    ],
  });
}

/**
 * One load's figures, and where the machine's CPU went meanwhile (in cores): the API process (and its CPU per 2xx),
 * this bench's own client, and the rest (PostgreSQL, mostly). The client shares the machine's cores with the server.
 */
async function measuredLoad(base, seeded, connections, seconds, apiPid) {
  const before = { api: cpuSeconds(apiPid), client: process.cpuUsage(), machine: machineBusySeconds() };
  const result = figures(await load(base, seeded, connections, seconds));
  const api = cpuSeconds(apiPid) - before.api;
  const { user, system } = process.cpuUsage(before.client);
  const client = (user + system) / 1e6;
  const machine = machineBusySeconds() - before.machine;
  const answered = result.okPerSecond * seconds;
  return {
    ...result,
    cpu: {
      api: api / seconds,
      client: client / seconds,
      rest: (machine - api - client) / seconds,
      apiMsPer2xx: (api * 1000) / answered,
    },
  };
}

const describeCpu = ({ cpu }) =>
  `CPU cores: API ${cpu.api.toFixed(2)} (${cpu.apiMsPer2xx.toFixed(2)} ms a 2xx), bench client ${cpu.client.toFixed(2)}, the rest ${cpu.rest.toFixed(2)}`;

/** 2xx per second, the other statuses, and the 2xx latency of one load. */
function figures(result) {
  const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]));
  const ok = Object.entries(statuses)
    .filter(([code]) => code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    okPerSecond: ok / result.duration,
    statuses,
    errors: result.errors,
    timeouts: result.timeouts,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
}

const describeStatuses = (statuses) =>
  Object.entries(statuses)
    .map(([code, count]) => `${code}: ${count}`)
    .join(', ');

async function main() {
  buildApiUnlessSkipped();
  await withScratch('overload', async (scratch) => {
    const seeded = await seedConnectedMembers(scratch, { count: MEMBERS, label: 'loaded', neighbours: NEIGHBOURS });
    log(`seeded ${seeded.members.length} members, ${seeded.pairs.length} directed pairs`);
    const api = await startApi({ ...scratch, poolSize: POOL_SIZE });
    log(`API on ${api.base}; ${loadAverageLine()}`);

    // A 503 without Retry-After, or any 500, is a failure whatever the figures.
    const probe = await fetch(`${api.base}/v1/user/${seeded.members[0].id}`, {
      headers: { authorization: `Bearer ${seeded.members[0].token}` },
    });
    if (!probe.ok) throw new Error(`the API answered ${probe.status} to a read`);
    await load(api.base, seeded, 16, 2);

    const levels = [];
    for (const connections of LEVELS) {
      const f = await measuredLoad(api.base, seeded, connections, LEVEL_SECONDS, api.pid);
      levels.push({ connections, ...f });
      log(
        `${String(connections).padStart(4)} connections: ${f.okPerSecond.toFixed(0)} 2xx/s, p50 ${f.p50} ms, p99 ${f.p99} ms (${describeStatuses(f.statuses)}); ${describeCpu(f)}`,
      );
    }
    const best = levels.reduce((a, b) => (b.okPerSecond > a.okPerSecond ? b : a));

    const overloaded = await measuredLoad(api.base, seeded, OVERLOAD, DURATION, api.pid);
    const missingRetryAfter = await checkRetryAfter(api.base, seeded);
    log(
      `${OVERLOAD} connections: ${overloaded.okPerSecond.toFixed(0)} 2xx/s, p50 ${overloaded.p50} ms, p99 ${overloaded.p99} ms (${describeStatuses(overloaded.statuses)}; ${overloaded.errors} connection errors, ${overloaded.timeouts} timeouts); ${describeCpu(overloaded)}`,
    );

    const ratio = overloaded.okPerSecond / best.okPerSecond;
    const fiveHundreds = Object.entries(overloaded.statuses)
      .filter(([code]) => code === '500')
      .reduce((sum, [, count]) => sum + count, 0);
    console.log('');
    console.log(
      `best: ${best.okPerSecond.toFixed(0)} 2xx/s at ${best.connections} connections; under ${OVERLOAD}: ${overloaded.okPerSecond.toFixed(0)} 2xx/s = ${ratio.toFixed(2)}x the best (goal >= ${GOAL}: ${ratio >= GOAL ? 'met' : 'MISSED'})`,
    );
    console.log(
      `500 answers: ${fiveHundreds} (goal: never, ${fiveHundreds === 0 ? 'met' : 'MISSED'}); 503 without Retry-After: ${missingRetryAfter}`,
    );
    console.log(loadAverageLine());
  });
}

/** Under a short overload again, whether every 503 carries Retry-After (autocannon does not keep headers). */
async function checkRetryAfter(base, seeded) {
  const pool = new Pool(base, { connections: OVERLOAD });
  let missing = 0;
  const until = performance.now() + 3000;
  const loop = async (n) => {
    while (performance.now() < until) {
      const viewer = seeded.members[n % seeded.members.length];
      const { statusCode, headers, body } = await pool.request({
        method: 'GET',
        path: `/v1/user/${viewer.id}`,
        headers: { authorization: `Bearer ${viewer.token}`, 'x-forwarded-for': viewer.address },
      });
      await body.dump();
      if (statusCode === 503 && !headers['retry-after']) missing++;
    }
  };
  await Promise.all(Array.from({ length: OVERLOAD }, (_, n) => loop(n).catch(() => {})));
  await pool.close();
  return missing;
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
