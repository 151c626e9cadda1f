#!/usr/bin/env node
// The API's hot read next to the framework's limit, in one run: authenticated GET /v1/user/:id (token, session
// query, guards, JSON) against a bare Fastify + pg server doing a primary-key read of the same users table.
// Both run as their own process on the same scratch database and pool size; autocannon loads each for the
// same time with the same connections, alternating, several rounds. Prints req/s, p50/p99, each server's CPU per
// request and the ratio (goal: API >= 0.40x bare).
// Usage: `pnpm bench:read` (builds the API first; `--no-build` skips that, `--duration=S --connections=N
// --rounds=N --members=N` change the load, `--profile` writes a CPU profile of the API to bench/profiles/).
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  args,
  buildApiUnlessSkipped,
  cpuSeconds,
  forkBareServer,
  loadAverageLine,
  log,
  profileDir,
  requireApi,
  seedMembers,
  startApi,
  withScratch,
} from './support.mjs';

const DURATION = Number(args.duration ?? 10);
const WARMUP = 3;
const CONNECTIONS = Number(args.connections ?? 32);
const ROUNDS = Number(args.rounds ?? 4);
const MEMBERS = Number(args.members ?? 1000);
const POOL_SIZE = 10;

// ---------------------------------------------------------------- the bare server (a child process of the bench)
if (args['serve-bare'] === 'true') {
  const { Pool } = requireApi('pg');
  const fastify = requireApi('fastify')({ logger: false });
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: POOL_SIZE });
  fastify.get('/user/:id', async (request, reply) => {
    const { rows } = await pool.query(
      `SELECT id, username, enabled, blocked, signout_requested AS "signoutRequested", is_onboarded AS "isOnBoarded",
              welcomed, auth_type AS "authType", sso_type AS "ssoType", role, first_name AS "firstName",
              last_name AS "lastName", image, partner_id AS "partnerId", created_at AS "createdAt"
         FROM users WHERE id = $1`,
      [request.params.id],
    );
    if (!rows[0]) return reply.code(404).send({ message: 'Not found' });
    return rows[0];
  });
  await fastify.listen({ port: 0, host: '127.0.0.1' });
  process.send({ port: fastify.server.address().port });
  process.on('disconnect', () => void fastify.close().then(() => pool.end()));
} else {
  await main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/** autocannon for `duration` seconds; each request asks for the next viewer, in turn. */
function load(base, viewers, pathOf, duration) {
  let i = 0;
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          const viewer = viewers[i++ % viewers.length];
          return {
            ...request,
            path: pathOf(viewer),
            headers: { authorization: `Bearer ${viewer.token}`, 'x-forwarded-for': viewer.address },
          };
        },
      },
    ],
  });
}

async function main() {
  buildApiUnlessSkipped();
  await withScratch('read', async (scratch) => {
    const { Client } = requireApi('pg');
    const client = new Client({ connectionString: scratch.database.url });
    await client.connect();
    const viewers = await seedMembers(client, { count: MEMBERS, label: 'reader', jwtSecret: scratch.jwtSecret });
    await client.query('ANALYZE');
    await client.end();
    log(`seeded ${viewers.length} members with a session each`);

    const api = await startApi({ ...scratch, poolSize: POOL_SIZE, profile: args.profile === 'true' });
    const bare = await forkBareServer(fileURLToPath(import.meta.url), ['--serve-bare'], {
      children: scratch.children,
      env: { DATABASE_URL: scratch.database.url },
    });
    const targets = {
      bare: { base: bare.base, pathOf: (v) => `/user/${v.id}`, pid: bare.pid },
      api: { base: api.base, pathOf: (v) => `/v1/user/${v.id}`, pid: api.pid },
    };
    log(
      `API on ${api.base}, bare Fastify + pg on ${bare.base}; ${CONNECTIONS} connections, ${DURATION} s each, ${ROUNDS} rounds`,
    );

    // Both answer, and with the same user.
    for (const [name, { base, pathOf }] of Object.entries(targets)) {
      const response = await fetch(base + pathOf(viewers[0]), { headers: { authorization: `Bearer ${viewers[0].token}` } });
      const body = await response.json();
      if (!response.ok || body.id !== viewers[0].id) throw new Error(`${name}: ${response.status} ${JSON.stringify(body)}`);
    }
    for (const { base, pathOf } of Object.values(targets)) await load(base, viewers, pathOf, WARMUP);

    const totals = { bare: [], api: [] };
    for (let round = 0; round < ROUNDS; round++) {
      // Alternate which goes first, so neither always runs on a machine the other has just warmed or loaded.
      const order = round % 2 === 0 ? ['bare', 'api'] : ['api', 'bare'];
      for (const name of order) {
        const { base, pathOf, pid } = targets[name];
        const cpuBefore = cpuSeconds(pid);
        const result = await load(base, viewers, pathOf, DURATION);
        // The server's own CPU per answer: what the framework costs, whatever else the machine is running.
        result.cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / result.requests.total;
        if (result.non2xx > 0 || result.errors > 0) {
          throw new Error(`${name}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
        }
        totals[name].push(result);
        log(
          `round ${round + 1} ${name.padEnd(4)}: ${result.requests.average.toFixed(0)} req/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${result.cpuMs.toFixed(3)} CPU ms per request`,
        );
      }
    }

    const summary = (results) => ({
      rps: results.reduce((sum, r) => sum + r.requests.total, 0) / results.reduce((sum, r) => sum + r.duration, 0),
      p50: Math.max(...results.map((r) => r.latency.p50)),
      p99: Math.max(...results.map((r) => r.latency.p99)),
      cpuMs:
        results.reduce((sum, r) => sum + r.cpuMs * r.requests.total, 0) / results.reduce((sum, r) => sum + r.requests.total, 0),
    });
    const b = summary(totals.bare);
    const a = summary(totals.api);
    const ratio = a.rps / b.rps;
    const row = (label, r) =>
      `${label.padEnd(42)} | ${r.rps.toFixed(0).padStart(7)} | ${String(r.p50).padStart(6)} | ${String(r.p99).padStart(6)} | ${r.cpuMs.toFixed(3).padStart(10)}`;
    console.log('');
    console.log(loadAverageLine());
    console.log(`${'server'.padEnd(42)} | req/s   | p50 ms | p99 ms | CPU ms/req`);
    console.log(row('bare Fastify + pg, GET /user/:id', b));
    console.log(row('Nexus API, authenticated GET /v1/user/:id', a));
    console.log(
      `ratio API / bare: ${ratio.toFixed(2)}x req/s (goal >= 0.40x: ${ratio >= 0.4 ? 'met' : 'MISSED'}), ${(b.cpuMs / a.cpuMs).toFixed(2)}x by CPU per request`,
    );
    if (args.profile === 'true') log(`CPU profile of the API in ${profileDir} (open in Chrome DevTools)`);
  });
}
