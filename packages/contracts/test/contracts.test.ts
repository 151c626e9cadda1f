import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  ERROR_HTTP_STATUS,
  ErrorCode,
  SESSION_ENDING_CODES,
  Text,
  accountLockedFor,
  clientEvents,
  PASSWORD_RULES,
  Role,
  SESSION_ENDING_MESSAGES,
  ConnectionsText,
  buildPath,
  loginBodySchema,
  plural,
  routes,
  signUpBodySchema,
  toOpenApiPath,
  type RouteContract,
} from '../dist/index.js';

describe('schemas', () => {
  it('lowercases and trims e-mails before anything else sees them', () => {
    const body = loginBodySchema.parse({ username: '  Ada.Lovelace@Example.ORG ', password: 'x', role: Role.Member });
    assert.equal(body.username, 'ada.lovelace@example.org');
  });

  it('states the password rules on a weak password', () => {
    const result = signUpBodySchema.safeParse({ username: 'a@b.co', password: 'letters', role: Role.Member });
    assert.equal(result.success, false);
    assert.equal(result.error?.issues[0]?.message, PASSWORD_RULES);
  });

  it('keeps admins out of self sign-up', () => {
    assert.equal(signUpBodySchema.safeParse({ username: 'a@b.co', password: 'passw0rd!', role: Role.Admin }).success, false);
  });
});

describe('route table', () => {
  const all = Object.values(routes).flatMap((group) => Object.values(group)) as RouteContract[];

  // Fastify's router (find-my-way) always prefers a static segment to a parameter, so `/user/login` and
  // `/user/:id` never compete. Two paths of one method that differ only in their parameters' names would
  // both match every request either matches, and which one wins would depend on registration order.
  const shape = (route: Pick<RouteContract, 'method' | 'path'>) =>
    `${route.method} ${route.path.replace(/:\w+/g, ':').replace(/\/+$/, '')}`;
  const shadowed = (table: Pick<RouteContract, 'method' | 'path'>[]) => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const route of table) {
      const other = seen.get(shape(route));
      if (other) clashes.push(`${other} and ${route.method} ${route.path}`);
      else seen.set(shape(route), `${route.method} ${route.path}`);
    }
    return clashes;
  };

  it('has no two routes that can match the same request', () => {
    assert.deepEqual(shadowed(all), []);
  });

  it('tells shadowing routes from routes the router tells apart', () => {
    assert.deepEqual(
      shadowed([
        { method: 'GET', path: '/user/:id' },
        { method: 'GET', path: '/user/:userId/' },
      ]),
      ['GET /user/:id and GET /user/:userId/'],
    );
    assert.deepEqual(
      shadowed([
        { method: 'GET', path: '/user/:id' },
        { method: 'GET', path: '/user/any/:id' },
        { method: 'PUT', path: '/user/login' },
        { method: 'PUT', path: '/user/:id' },
        { method: 'DELETE', path: '/user/:id' },
        { method: 'GET', path: '/user/:id/connections' },
      ]),
      [],
    );
  });

  it('declares, for every path parameter, a schema that validates it', () => {
    for (const route of all) {
      const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
      if (names.length === 0) continue;
      assert.ok(route.params, `${route.method} ${route.path} has no params schema`);
      const shape = (route.params as unknown as { shape: Record<string, unknown> }).shape;
      assert.deepEqual(Object.keys(shape).sort(), [...names].sort(), `${route.method} ${route.path}`);
    }
  });

  it('builds paths and OpenAPI paths', () => {
    assert.equal(buildPath('/user/:id/change', { id: 'a b' }), '/user/a%20b/change');
    assert.throws(() => buildPath('/user/:id', {}), /Missing path parameter id/);
    assert.equal(toOpenApiPath('/preference/:userId/:id'), '/preference/{userId}/{id}');
  });

  it('lists the session-ending 401 messages of the error catalogue', () => {
    assert.deepEqual([...SESSION_ENDING_MESSAGES].sort(), [
      'Invalid access token',
      'Invalid refresh token',
      'JWT verification failed: jwt expired',
      'Missing refresh token',
      'Session not found',
    ]);
  });
});

describe('error codes', () => {
  it('are distinct, and each has one HTTP status', () => {
    const codes = Object.values(ErrorCode);
    assert.equal(new Set(codes).size, codes.length);
    assert.deepEqual(Object.keys(ERROR_HTTP_STATUS).sort(), [...codes].sort());
  });

  it('give each of the session-ending 401 messages its own 401 code', () => {
    assert.equal(SESSION_ENDING_CODES.length, SESSION_ENDING_MESSAGES.length);
    for (const code of SESSION_ENDING_CODES) assert.equal(ERROR_HTTP_STATUS[code], 401);
  });

  it("say how long an account is locked after §8's phrase", () => {
    assert.equal(accountLockedFor(900), `${Text.accountLocked}. Try again in 15 minutes.`);
    assert.equal(accountLockedFor(61), `${Text.accountLocked}. Try again in 2 minutes.`);
    assert.equal(accountLockedFor(1), `${Text.accountLocked}. Try again in 1 second.`);
  });
});

describe('client socket events', () => {
  it('each declare a payload schema and an access rule', () => {
    for (const contract of Object.values(clientEvents)) {
      assert.ok(contract.event && contract.access.kind && contract.payload.safeParse(undefined).success === false);
    }
  });
});

describe('counts', () => {
  it('go with the right noun, in one place for API and web', () => {
    assert.equal(plural(0, 'follower', 'followers'), '0 followers');
    assert.equal(plural(1, 'follower', 'followers'), '1 follower');
    assert.equal(plural(1204, 'follower', 'followers'), '1,204 followers');
    assert.equal(ConnectionsText.mutualConnections(1), '1 mutual connection');
    assert.equal(ConnectionsText.mutualConnections(3), '3 mutual connections');
  });
});
