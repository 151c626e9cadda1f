import {
  type Access,
  CLIENT_KEY_HEADER,
  ErrorCode,
  type RouteContract,
  type SignedInAccess,
  buildPath,
  clientEvents,
  routes,
} from '@nexus/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';

/**
 * Deny by default, checked over the whole table: every route and every socket client event declares a known access
 * rule whose fields exist, and every route that needs a signed-in user answers 401 to a call without a token (a key
 * route, without the key, the key error) before anything else happens. The table's growth grows the test.
 */

const KINDS = new Set(['public', 'key', 'keyOrUser', 'user', 'self', 'admin', 'partner', 'all', 'any']);
/** Rules a call may pass with the client key alone: without it (and without a token) the key error. */
const KEYED = new Set(['key', 'keyOrUser']);
const LOOKUPS = new Set([undefined, 'partner', 'adminRole', 'user', 'event']);
const ANY_ID = '00000000-0000-4000-8000-000000000000';

const all = Object.entries(routes).flatMap(([group, table]) =>
  Object.entries(table as Record<string, RouteContract>).map(([name, route]) => ({ name: `${group}.${name}`, route })),
);
const shapeOf = (schema: unknown): string[] => {
  const s = schema as { shape?: object; def?: { in?: { shape?: object }; schema?: { shape?: object } } } | undefined;
  return Object.keys(s?.shape ?? s?.def?.in?.shape ?? s?.def?.schema?.shape ?? {});
};

/** Every dotted path into an object schema: `id`, `payload`, `payload.userId`… */
const pathsOf = (schema: unknown, prefix = ''): string[] =>
  shapeOf(schema).flatMap((key) => {
    const child = ((schema as { shape?: Record<string, unknown> }).shape ?? {})[key];
    return [`${prefix}${key}`, ...pathsOf(child, `${prefix}${key}.`)];
  });

/** Why a rule is not acceptable, or nothing when it is. `fieldsIn` lists the names a rule may read. */
function problems(access: Access | undefined, fieldsIn: (where: string) => string[] | null): string[] {
  if (!access || typeof access !== 'object') return ['no access rule'];
  if (!KINDS.has(access.kind)) return [`unknown kind ${String((access as { kind: unknown }).kind)}`];
  const rule = access as SignedInAccess;
  const field = (where: string, name: string) => {
    const known = fieldsIn(where);
    return known === null || known.includes(name) ? [] : [`${where}.${name} is not a field of the call`];
  };
  switch (rule.kind) {
    case 'self':
      return field(rule.in ?? 'params', rule.field);
    case 'partner':
      return [
        ...(LOOKUPS.has(rule.partner.lookup) ? [] : [`unknown lookup ${rule.partner.lookup}`]),
        ...field(rule.partner.in ?? 'params', rule.partner.field),
      ];
    case 'all':
    case 'any':
      return rule.rules.length === 0 ? [`${rule.kind} with no rules`] : rule.rules.flatMap((each) => problems(each, fieldsIn));
    default:
      return [];
  }
}

describe('the access policy covers every route and socket event', () => {
  it('gives every route a known rule reading fields the route has', () => {
    const failures = all.flatMap(({ name, route }) =>
      problems(route.access, (where) => shapeOf(route[where as 'params' | 'body' | 'query'])).map((p) => `${name}: ${p}`),
    );
    expect(failures).toEqual([]);
    expect(all.length).toBeGreaterThan(50);
  });

  it('gives every socket client event a known rule reading fields of its payload', () => {
    const failures = Object.entries(clientEvents).flatMap(([name, event]) => {
      return problems(event.access as Access, () => pathsOf(event.payload)).map((p) => `${name}: ${p}`);
    });
    expect(failures).toEqual([]);
    for (const event of Object.values(clientEvents)) expect(['public', 'key', 'keyOrUser']).not.toContain(event.access.kind);
  });

  it('refuses to sign an unknown kind (the walk itself can fail)', () => {
    expect(problems({ kind: 'everyone' } as unknown as Access, () => [])).toEqual(['unknown kind everyone']);
    expect(problems(undefined, () => [])).toEqual(['no access rule']);
    expect(problems({ kind: 'self', field: 'nope' }, () => ['id'])).toEqual(['params.nope is not a field of the call']);
  });

  describe('against the real server', () => {
    let t: TestApp;
    beforeAll(async () => (t = await startTestApp({ trustProxy: true })));
    afterAll(() => t.close());

    const call = (route: RouteContract, address: number) => {
      const params = Object.fromEntries((route.path.match(/:([A-Za-z0-9_]+)/g) ?? []).map((p) => [p.slice(1), ANY_ID]));
      const path = `/v1${buildPath(route.path, params)}`;
      const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      return t.http[method](path).set('X-Forwarded-For', `10.9.${Math.floor(address / 250)}.${(address % 250) + 1}`);
    };

    it('answers 401 without a token on every signed-in route, and the key error without the key on key routes', async () => {
      const failures: string[] = [];
      let address = 0;
      for (const { name, route } of all) {
        if (route.access.kind === 'public') continue;
        const response = await call(route, address++);
        const keyed = KEYED.has(route.access.kind);
        const expected = keyed ? ErrorCode.InvalidClientKey : ErrorCode.InvalidAccessToken;
        if (response.status !== 401 || (keyed && response.body.code !== expected)) {
          failures.push(`${name} ${route.method} ${route.path}: ${response.status} ${response.body?.code}`);
        }
      }
      expect(failures).toEqual([]);
    });

    it('answers 401 with a wrong key on key routes (and on key-or-user routes without a token)', async () => {
      const keyed = all.filter(({ route }) => KEYED.has(route.access.kind));
      expect(keyed.length).toBeGreaterThan(0);
      let address = 5000;
      for (const { route } of keyed) {
        const response = await call(route, address++).set(CLIENT_KEY_HEADER, 'not-the-key');
        expect(response.body.code).toBe(ErrorCode.InvalidClientKey);
      }
    });
  });
});
