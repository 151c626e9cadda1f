import { CLIENT_KEY_HEADER, type RouteContract, buildPath, routes } from '@nexus/contracts';
import type { Test } from 'supertest';
import { startTestApp, type TestApp } from './test-app';

/**
 * Every route of the contracts' table, with hostile path parameters, queries and bodies, with and without
 * credentials: no answer may be a 5xx or show a stack trace or a file path. A few thousand requests, in
 * parallel batches; the table's growth grows the test with it.
 */

const SQL = "' OR '1'='1'; DROP TABLE users; --";
const HOSTILE_STRINGS = [
  SQL,
  'nul\u0000byte',
  '__proto__',
  '../../../../etc/passwd',
  '😀\u202e\uffff𝕏',
  '9'.repeat(400),
  '-1',
  'a'.repeat(5_000),
];
const HOSTILE_PATH_VALUES = [...HOSTILE_STRINGS.map(encodeURIComponent), '%E0%A4%A', '%00', 'constructor'];
const HOSTILE_FIELD_VALUES: unknown[] = [
  ...HOSTILE_STRINGS,
  'lone \ud800 surrogate',
  1e308,
  -1,
  2 ** 64,
  true,
  null,
  [1, [2, [3]]],
  { $gt: '' },
  JSON.parse('{"__proto__": {"polluted": true}}'),
];
const nested = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth);
const TWO_MB = JSON.stringify({ text: 'x'.repeat(2 * 1024 * 1024) });
/** Whole bodies, sent as raw JSON text (some of it broken on purpose). */
const HOSTILE_BODIES = [
  '{"a":',
  '{"a":1,}',
  '[]',
  '"a string"',
  '123',
  'null',
  nested(10_000, '[', ']'),
  nested(10_000, '{"a":', '}').replace(/\{"a":\}/, '{"a":1}'),
  '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}',
  TWO_MB,
  `{"s":"${'\\u0000'.repeat(10)}"}`,
  '{"n":1e999999}',
];
const HOSTILE_QUERIES = [
  `page=-1&pageSize=1e309&keyword=${encodeURIComponent(SQL)}&cursor=%00&dir=sideways&sort=${encodeURIComponent('id; DROP TABLE users')}`,
  'page[__proto__][polluted]=1&pageSize[]=1&pageSize[]=2&keyword[$gt]=',
  `${'a['.repeat(50)}x${']'.repeat(50)}=1`,
  `keyword=${'%F0%9F%98%80'.repeat(500)}&cursor=${'A'.repeat(3000)}`,
];

const STACK_TRACE = /\n\s+at \S|\bat [\w.<>]+ \(|node_modules|\/src\/|\.(ts|js):\d+/;

const all = Object.values(routes).flatMap((group) => Object.values(group)) as RouteContract[];
const paramNames = (route: RouteContract) => (route.path.match(/:([A-Za-z0-9_]+)/g) ?? []).map((p) => p.slice(1));
const fieldsOf = (schema: unknown): string[] => {
  const s = schema as { shape?: object; def?: { in?: { shape?: object } } } | undefined;
  return Object.keys(s?.shape ?? s?.def?.in?.shape ?? {});
};

describe('hostile input on every route of the contracts table', () => {
  let t: TestApp;
  let member: Awaited<ReturnType<TestApp['member']>>;
  let address = 0;
  beforeAll(async () => {
    // Each request comes from its own address (trusted X-Forwarded-For), so the per-address limits stay out of the way.
    t = await startTestApp({ trustProxy: true });
    member = await t.member();
  });
  afterAll(() => t.close());

  interface Probe {
    route: RouteContract;
    path: string;
    query?: string;
    body?: string;
    signedIn: boolean;
    contentType?: string;
    /** For upload routes: a multipart file in this field, with these bytes. */
    file?: { field: string; bytes: Buffer };
  }

  /** The route's path with its own member as every `self` parameter and fresh ids for the others. */
  const validPath = (route: RouteContract) =>
    buildPath(
      route.path,
      Object.fromEntries(paramNames(route).map((name) => [name, name === 'name' ? 'a.png' : member.user.id])),
    );
  const hostilePath = (route: RouteContract, value: string) =>
    route.path.replace(/:([A-Za-z0-9_]+)/g, () => value).replace(/\/\//g, '/x/');

  function probesOf(route: RouteContract): Probe[] {
    const probes: Probe[] = [];
    const path = validPath(route);
    const hasParams = paramNames(route).length > 0;
    const takesBody = route.method === 'POST' || route.method === 'PUT';
    const injection = JSON.stringify(Object.fromEntries(fieldsOf(route.body).map((f) => [f, SQL])));
    for (const signedIn of [true, false]) {
      probes.push({ route, path, signedIn, body: takesBody ? injection : undefined });
      // Without credentials most routes stop at the guard: a few hostile paths are enough there.
      if (hasParams)
        for (const value of signedIn ? HOSTILE_PATH_VALUES : HOSTILE_PATH_VALUES.slice(0, 3))
          probes.push({ route, path: hostilePath(route, value), signedIn, body: takesBody ? injection : undefined });
    }
    if (route.upload)
      for (const file of [
        { field: route.upload.field, bytes: Buffer.from(`\u0000${SQL}`) },
        { field: route.upload.field, bytes: Buffer.alloc(2 * 1024 * 1024, 0xff) },
        { field: '__proto__', bytes: Buffer.from('%PDF-1.4') },
      ])
        probes.push({ route, path, signedIn: true, file });
    if (route.method === 'GET') for (const query of HOSTILE_QUERIES) probes.push({ route, path, query, signedIn: true });
    if (takesBody) {
      for (const body of HOSTILE_BODIES) probes.push({ route, path, body, signedIn: true });
      for (const body of HOSTILE_BODIES.slice(0, 2)) probes.push({ route, path, body, signedIn: false });
      probes.push({ route, path, body: '{"a":1}', signedIn: true, contentType: 'application/json; charset=utf-7' });
      probes.push({ route, path, body: '{"a":1}', signedIn: true, contentType: 'text/plain' });
      const fields = fieldsOf(route.body);
      if (fields.length > 0)
        for (const value of HOSTILE_FIELD_VALUES)
          probes.push({ route, path, body: JSON.stringify(Object.fromEntries(fields.map((f) => [f, value]))), signedIn: true });
    }
    return probes;
  }

  function send(probe: Probe): Test {
    const url = `/v1${probe.path}${probe.query ? `?${probe.query}` : ''}`;
    const method = probe.route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    address += 1;
    let request = t.http[method](url).set(
      'X-Forwarded-For',
      `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`,
    );
    if (probe.signedIn) request = request.set(CLIENT_KEY_HEADER, t.config.clientKey).set(t.bearer(member.token));
    if (probe.file) return request.attach(probe.file.field, probe.file.bytes, { filename: '../../../evil.png\u0000.exe' });
    if (probe.body !== undefined) request = request.set('Content-Type', probe.contentType ?? 'application/json').send(probe.body);
    return request;
  }

  it('answers every one without a 5xx, a stack trace or a file path', async () => {
    // Logging out ends the member's session: it goes last, so the other routes see a valid token.
    const ordered = [...all.filter((r) => r !== routes.auth.logout), routes.auth.logout];
    const probes = ordered.flatMap(probesOf);
    const failures: string[] = [];
    const answers = new Map<string, number>();
    const BATCH = 16;
    for (let i = 0; i < probes.length; i += BATCH) {
      await Promise.all(
        probes.slice(i, i + BATCH).map(async (probe) => {
          const response = await send(probe);
          const text = response.text ?? '';
          const answer = `${response.status} ${(response.body as { code?: string } | undefined)?.code ?? ''}`.trim();
          answers.set(answer, (answers.get(answer) ?? 0) + 1);
          if (response.status >= 500 || STACK_TRACE.test(text)) {
            failures.push(
              `${probe.route.method} ${probe.path.slice(0, 120)}${probe.query ? `?${probe.query.slice(0, 60)}` : ''} body=${(probe.body ?? '').slice(0, 60)} → ${response.status} ${text.slice(0, 200)}`,
            );
          }
        }),
      );
    }
    console.log(`hostile input: ${probes.length} requests on ${all.length} routes:`, Object.fromEntries(answers));
    expect(failures).toEqual([]);
    expect(Object.prototype).not.toHaveProperty('polluted');
    await t.http.get('/v1/health').expect(200);
  }, 180_000);
});
