import { afterEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX, StorageKey, routes } from '@nexus/contracts';
import { userIdFromToken } from '../lib/jwt';
import { TEST_USER_ID } from '../testing/users';
import { earlyPath, startEarlyRequests } from './early';

/** A token whose `sub` is `sub` (unsigned: the client never verifies). */
const tokenFor = (sub: string) => `x.${btoa(JSON.stringify({ sub })).replace(/=+$/, '')}.y`;
const start = () =>
  startEarlyRequests(
    userIdFromToken,
    API_PREFIX,
    StorageKey.accessToken,
    StorageKey.user,
    [routes.users.get.path, routes.preferences.get.path],
    ['/assets/AppFrame-1.js'],
    { connections: ['/assets/connections-1.js'] },
    { connections: [earlyPath(routes.connections.received.path, { pageSize: 20 })] },
  );

afterEach(() => {
  localStorage.clear();
  delete window.__nexusEarly;
  document.head.innerHTML = '';
  vi.unstubAllGlobals();
});

describe('startEarlyRequests', () => {
  it("asks for the token's user and preference with the token, and preloads the signed-in frame's code", async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ id: TEST_USER_ID }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const token = tokenFor(TEST_USER_ID);
    localStorage.setItem(StorageKey.accessToken, token);
    start();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `/${API_PREFIX}/user/${TEST_USER_ID}`,
      `/${API_PREFIX}/preference/${TEST_USER_ID}`,
    ]);
    expect(fetch.mock.calls[0]).toMatchObject([expect.anything(), { headers: { Authorization: `Bearer ${token}` } }]);
    expect(window.__nexusEarly?.token).toBe(token);
    expect(await window.__nexusEarly?.answers[`/user/${TEST_USER_ID}`]).toEqual({ id: TEST_USER_ID });
    const preloaded = () =>
      [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    expect(preloaded()).toEqual(['/assets/AppFrame-1.js']);
    document.head.innerHTML = '';
    window.history.replaceState(null, '', '/connections?tab=pending');
    start();
    expect(preloaded()).toEqual(['/assets/AppFrame-1.js', '/assets/connections-1.js']);
    expect(fetch).toHaveBeenCalledTimes(4);
    window.history.replaceState(null, '', '/');
  });

  it("also asks for an area page's first list on that page itself, under the key the client looks it up by", async () => {
    const fetch = vi.fn(async (_url: string) => new Response('{"items":[],"nextCursor":null}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    localStorage.setItem(StorageKey.accessToken, tokenFor(TEST_USER_ID));
    window.history.replaceState(null, '', '/connections');
    start();
    window.history.replaceState(null, '', '/');
    const received = `/user/${TEST_USER_ID}/connection-requests/received?pageSize=20`;
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      `/${API_PREFIX}/user/${TEST_USER_ID}`,
      `/${API_PREFIX}/preference/${TEST_USER_ID}`,
      `/${API_PREFIX}${received}`,
    ]);
    expect(earlyPath(`/user/${TEST_USER_ID}/connection-requests/received`, { pageSize: 20, cursor: undefined })).toBe(received);
    expect(await window.__nexusEarly?.answers[received]).toEqual({ items: [], nextCursor: null });
  });

  it('takes the stored user when the token is no JWT, leaves a failed answer empty, and does nothing signed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 403 })),
    );
    start();
    expect(window.__nexusEarly).toBeUndefined();

    localStorage.setItem(StorageKey.accessToken, 'opaque');
    localStorage.setItem(StorageKey.user, JSON.stringify({ id: TEST_USER_ID }));
    start();
    expect(Object.keys(window.__nexusEarly?.answers ?? {})).toEqual([`/user/${TEST_USER_ID}`, `/preference/${TEST_USER_ID}`]);
    expect(await window.__nexusEarly?.answers[`/user/${TEST_USER_ID}`]).toBeUndefined();
  });
});
