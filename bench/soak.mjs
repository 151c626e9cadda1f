#!/usr/bin/env node
// A soak: the started API (dist/main.js as its own process, its worker in the same process) under --minutes (10) of
// mixed traffic at 1,000 members with one socket each, at fixed rates a second: browsing (their own account, their
// feed, their pings), posting, direct messages, connection requests (pings), and sockets that drop and reconnect.
// Prints per minute, for each kind: count, p50/p99 ms, 5xx and other errors; and the API's resident memory. Goals
// (issue 21 §5): no 5xx; resident memory after warm-up (the end of minute 1) grows <= 10% by the last minute; each
// kind's p99 flat from the first minute to the last (printed as last / first, and as the worst / best of the minutes
// after the first).
// Usage: `pnpm bench:soak` (builds the API first; `--no-build` skips that; `--minutes=N --members=N` change it).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { Pool } from 'undici';
import {
  args,
  buildApiUnlessSkipped,
  loadAverageLine,
  log,
  percentile,
  requireApi,
  seedConnectedMembers,
  sleep,
  startApi,
  withScratch,
} from './support.mjs';

const MINUTES = Number(args.minutes ?? 10);
const MEMBERS = Number(args.members ?? 1000);
const NEIGHBOURS = 3;
const POOL_SIZE = 10;
/** Requests a second of each kind, and sockets that drop and come back a second. */
const RATES = { browse: 150, post: 5, dm: 100, request: 2, reconnect: 5 };
const KINDS = Object.keys(RATES);
const FLAT = 1.5;

const rssMb = (pid) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
};

async function main() {
  buildApiUnlessSkipped();
  await withScratch('soak', async (scratch) => {
    const { members, pairs } = await seedConnectedMembers(scratch, { count: MEMBERS, label: 'soaker', neighbours: NEIGHBOURS });
    const api = await startApi({ ...scratch, poolSize: POOL_SIZE });
    log(`API on ${api.base}; ${MEMBERS} members, ${pairs.length} directed pairs; ${MINUTES} min at ${JSON.stringify(RATES)}/s`);

    const { io } = requireApi('socket.io-client');
    const open = (member) =>
      io(api.base, { transports: ['websocket'], auth: { token: member.token }, forceNew: true, reconnection: false });
    const sockets = members.map(open);
    await Promise.all(sockets.map((s) => new Promise((resolve) => s.once('connect', resolve).once('connect_error', resolve))));

    const http = new Pool(api.base, { connections: 128 });
    const call = async (member, method, path, body) => {
      const { statusCode, body: answer } = await http.request({
        method,
        path: `/v1${path}`,
        headers: {
          authorization: `Bearer ${member.token}`,
          'x-forwarded-for': member.address,
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      await answer.dump();
      return statusCode;
    };
    let n = 0;
    let requestPair = 0;
    const half = Math.floor(MEMBERS / 2);
    const pick = () => members[n++ % MEMBERS];
    const actions = {
      browse: () => {
        const member = pick();
        const path = [`/user/${member.id}`, '/feed', '/notifications'][n % 3];
        return call(member, 'GET', path);
      },
      post: () => call(pick(), 'POST', '/post', { content: `Soaking ${randomUUID()} #soak`, visibility: 'public' }),
      dm: () => {
        const [sender, receiver] = pairs[n++ % pairs.length];
        return call(sender, 'POST', `/message/${sender.id}/${receiver.id}`, {
          clientMessageId: randomUUID(),
          content: { message: `soak ${n}` },
        });
      },
      request: () => {
        // Member k asks member k + half: never a neighbour; each pair once (a second round asks again: 409 or 200).
        const k = requestPair++ % half;
        return call(members[k], 'POST', `/user/${members[k].id}/connection-requests`, { userId: members[k + half].id });
      },
      reconnect: async () => {
        const i = n++ % MEMBERS;
        sockets[i].close();
        sockets[i] = open(members[i]);
        await new Promise((resolve, reject) =>
          sockets[i].once('connect', resolve).once('connect_error', (e) => reject(Object.assign(e, { status: 'refused' }))),
        );
        return 200;
      },
    };

    const minutes = [];
    const fresh = () => Object.fromEntries(KINDS.map((k) => [k, { times: [], fiveHundreds: 0, otherErrors: 0 }]));
    let current = fresh();
    const fire = (kind) => {
      const started = performance.now();
      const bucket = current;
      actions[kind]().then(
        (status) => {
          bucket[kind].times.push(performance.now() - started);
          if (status >= 500) bucket[kind].fiveHundreds++;
          else if (status >= 400 && !(kind === 'request' && status === 409)) bucket[kind].otherErrors++;
        },
        () => bucket[kind].otherErrors++,
      );
    };
    const started = performance.now();
    const due = Object.fromEntries(KINDS.map((k) => [k, 0]));
    for (let minute = 1; minute <= MINUTES; minute++) {
      const end = started + minute * 60_000;
      while (performance.now() < end) {
        const elapsed = (performance.now() - started) / 1000;
        for (const kind of KINDS) {
          const target = Math.floor(elapsed * RATES[kind]);
          while (due[kind] < target) {
            fire(kind);
            due[kind]++;
          }
        }
        await sleep(5);
      }
      const figures = { minute, rssMb: rssMb(api.pid), kinds: {} };
      for (const kind of KINDS) {
        const { times, fiveHundreds, otherErrors } = current[kind];
        figures.kinds[kind] = {
          count: times.length,
          p50: percentile(times, 50),
          p99: percentile(times, 99),
          fiveHundreds,
          otherErrors,
        };
      }
      current = fresh();
      minutes.push(figures);
      log(
        `minute ${minute}: RSS ${figures.rssMb.toFixed(0)} MB; ` +
          KINDS.map((k) => {
            const f = figures.kinds[k];
            return `${k} ${f.count} p50 ${f.p50.toFixed(1)} p99 ${f.p99.toFixed(1)} ms${f.fiveHundreds ? ` 5xx ${f.fiveHundreds}` : ''}${f.otherErrors ? ` errors ${f.otherErrors}` : ''}`;
          }).join('; '),
      );
    }
    await sleep(2000);
    for (const socket of sockets) socket.close();
    await http.close();

    const first = minutes[0];
    const last = minutes.at(-1);
    const fiveHundreds = minutes.reduce((sum, m) => sum + KINDS.reduce((s, k) => s + m.kinds[k].fiveHundreds, 0), 0);
    const growth = (last.rssMb - first.rssMb) / first.rssMb;
    console.log('');
    console.log(loadAverageLine());
    console.log(`5xx answers in ${MINUTES} min: ${fiveHundreds} (goal 0: ${fiveHundreds === 0 ? 'met' : 'MISSED'})`);
    console.log(
      `resident memory: ${first.rssMb.toFixed(0)} MB after minute 1, ${last.rssMb.toFixed(0)} MB after minute ${MINUTES}: ${(growth * 100).toFixed(1)}% (goal <= 10%: ${growth <= 0.1 ? 'met' : 'MISSED'})`,
    );
    for (const kind of KINDS) {
      const ratio = last.kinds[kind].p99 / first.kinds[kind].p99;
      // Minute 1 may hold the warm-up (a cold JIT, empty caches), whose high p99 would flatter any later minute: the
      // range of the minutes after it shows how much the p99 wanders once warm.
      const warm = minutes.slice(1).map((m) => m.kinds[kind].p99);
      const range = warm.length
        ? `; minutes 2 to ${MINUTES}: ${Math.min(...warm).toFixed(1)} to ${Math.max(...warm).toFixed(1)} ms (worst / best ${(Math.max(...warm) / Math.min(...warm)).toFixed(2)}x)`
        : '';
      console.log(
        `${kind}: p99 ${first.kinds[kind].p99.toFixed(1)} ms in minute 1, ${last.kinds[kind].p99.toFixed(1)} ms in minute ${MINUTES}: ${ratio.toFixed(2)}x (flat, goal <= ${FLAT}x: ${ratio <= FLAT ? 'met' : 'MISSED'})${range}`,
      );
    }
  });
}

await main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
