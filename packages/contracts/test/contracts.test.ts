import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
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

  it('has one entry per method and path', () => {
    const keys = all.map((r) => `${r.method} ${r.path}`);
    assert.equal(new Set(keys).size, keys.length);
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

describe('counts', () => {
  it('go with the right noun, in one place for API and web', () => {
    assert.equal(plural(0, 'follower', 'followers'), '0 followers');
    assert.equal(plural(1, 'follower', 'followers'), '1 follower');
    assert.equal(plural(1204, 'follower', 'followers'), '1,204 followers');
    assert.equal(ConnectionsText.mutualConnections(1), '1 mutual connection');
    assert.equal(ConnectionsText.mutualConnections(3), '3 mutual connections');
  });
});
