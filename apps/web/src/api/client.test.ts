import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InternalAxiosRequestConfig } from 'axios';
import { CLIENT_KEY_HEADER, ErrorCode, Role, StorageKey, Text, UnauthorizedMessage, routes } from '@nexus/contracts';
import { findToast, mountToasts, toastShows } from '../testing/toasts';
import { TEST_USER_ID, testUser } from '../testing/users';
import {
  api,
  isHandledError,
  setAccountBlockedHandler,
  setAccountSuspendedHandler,
  setClientKey,
  setSessionEndedHandler,
} from './client';
import { type Reply, useReplies as replyInTurn } from '../testing/replies';

const USER_ID = TEST_USER_ID;
const user = testUser();

let calls: InternalAxiosRequestConfig[] = [];
const useReplies = (replies: Reply[]) => replyInTurn(replies, calls);
const errorBody = (statusCode: number, httpMessage: string, code: ErrorCode = ErrorCode.Forbidden) => ({
  statusCode,
  code,
  httpMessage,
  responseMessage: httpMessage,
});

beforeEach(async () => {
  calls = [];
  localStorage.clear();
  await mountToasts();
  setClientKey('client-key');
});
afterEach(() => {
  setSessionEndedHandler(null);
  setAccountBlockedHandler(null);
  setAccountSuspendedHandler(null);
});

describe('api.call', () => {
  it('sends the client key and the bearer token on key routes, the token alone on user routes', async () => {
    localStorage.setItem(StorageKey.accessToken, 'tok');
    await useReplies([
      { status: 200, data: { id: USER_ID, firstName: 'A', lastName: 'B', image: null, role: Role.Member, partnerId: null } },
      { status: 200, data: user },
    ]);
    await api.call(routes.users.getPublic, { params: { id: USER_ID } });
    await api.call(routes.users.get, { params: { id: USER_ID } });
    expect(calls[0]?.url).toBe(`/user/any/${USER_ID}`);
    expect(calls[0]?.headers.get(CLIENT_KEY_HEADER)).toBe('client-key');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer tok');
    expect(calls[1]?.headers.get(CLIENT_KEY_HEADER)).toBeUndefined();
    expect(calls[1]?.headers.get('Authorization')).toBe('Bearer tok');
  });

  it('sends the client key, and the token when there is one, on key-or-user routes', async () => {
    await useReplies([
      { status: 500, data: null },
      { status: 500, data: null },
    ]);
    await api.call(routes.partners.get, { params: { id: USER_ID } }, { silent: true, handleError: true });
    localStorage.setItem(StorageKey.accessToken, 'tok');
    await api.call(routes.partners.get, { params: { id: USER_ID } }, { silent: true, handleError: true });
    expect(calls.map((c) => c.headers.get(CLIENT_KEY_HEADER))).toEqual(['client-key', 'client-key']);
    expect(calls.map((c) => c.headers.get('Authorization'))).toEqual([undefined, 'Bearer tok']);
  });

  it('refreshes the token once on a 403 and retries', async () => {
    localStorage.setItem(StorageKey.accessToken, 'old');
    await useReplies([
      { status: 403, data: errorBody(403, Text.forbidden) },
      { status: 200, data: { accessToken: 'new' } },
      { status: 200, data: user },
    ]);
    const result = await api.call(routes.users.get, { params: { id: USER_ID } });
    expect(result.id).toBe(USER_ID);
    expect(calls.map((c) => c.url)).toEqual([`/user/${USER_ID}`, '/sessions/user/refresh', `/user/${USER_ID}`]);
    expect(calls[2]?.headers.get('Authorization')).toBe('Bearer new');
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('new');
  });

  it('retries once only: a second 403 after the refresh is the answer, not another refresh', async () => {
    localStorage.setItem(StorageKey.accessToken, 'old');
    await useReplies([
      { status: 403, data: errorBody(403, Text.forbidden) },
      { status: 200, data: { accessToken: 'new' } },
      { status: 403, data: errorBody(403, Text.forbidden) },
    ]);
    const res = await api.call(routes.users.get, { params: { id: USER_ID } }, { handleError: true, silent: true });
    expect(res).toMatchObject({ error: true, status: 403, code: ErrorCode.Forbidden });
    expect(calls.map((c) => c.url)).toEqual([`/user/${USER_ID}`, '/sessions/user/refresh', `/user/${USER_ID}`]);
  });

  it('does not refresh when the refresh itself is refused', async () => {
    localStorage.setItem(StorageKey.accessToken, 'old');
    await useReplies([
      { status: 403, data: errorBody(403, Text.forbidden) },
      { status: 403, data: errorBody(403, Text.forbidden) },
    ]);
    const res = await api.call(routes.users.get, { params: { id: USER_ID } }, { handleError: true, silent: true });
    expect(res).toMatchObject({ error: true, status: 403 });
    expect(calls.map((c) => c.url)).toEqual([`/user/${USER_ID}`, '/sessions/user/refresh']);
  });

  it('does not refresh a locked account', async () => {
    localStorage.setItem(StorageKey.accessToken, 'old');
    await useReplies([{ status: 403, data: errorBody(403, Text.accountLocked, ErrorCode.AccountLocked) }]);
    const res = await api.call(routes.users.get, { params: { id: USER_ID } }, { handleError: true });
    expect(isHandledError(res) && res.message).toBe(Text.accountLocked);
    expect(calls).toHaveLength(1);
    expect(await findToast(Text.accountLocked)).toBeTruthy();
  });

  it('clears the session on a session-ending 401 and tells the app', async () => {
    localStorage.setItem(StorageKey.accessToken, 'old');
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    await useReplies([{ status: 401, data: errorBody(401, UnauthorizedMessage.jwtExpired, ErrorCode.AccessTokenExpired) }]);
    await expect(api.call(routes.users.get, { params: { id: USER_ID } }, { silent: true })).rejects.toThrow(
      UnauthorizedMessage.jwtExpired,
    );
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(ended).toHaveBeenCalledOnce();
    expect(await toastShows(UnauthorizedMessage.jwtExpired)).toBe(false);
  });

  it('keeps the session on a 401 whose code does not end it (a failed login)', async () => {
    localStorage.setItem(StorageKey.accessToken, 'tok');
    const ended = vi.fn();
    setSessionEndedHandler(ended);
    await useReplies([{ status: 401, data: errorBody(401, Text.invalidCredentials, ErrorCode.InvalidCredentials) }]);
    await api.call(routes.users.get, { params: { id: USER_ID } }, { silent: true, handleError: true });
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('tok');
    expect(ended).not.toHaveBeenCalled();
  });

  it('ends a blocked member’s session once, silent call or not, and leaves the toast to the app (issue 19)', async () => {
    localStorage.setItem(StorageKey.accessToken, 'tok');
    const blocked = vi.fn();
    const ended = vi.fn();
    setAccountBlockedHandler(blocked);
    setSessionEndedHandler(ended);
    const answer = { status: 401, data: errorBody(401, Text.accountBlocked, ErrorCode.AccountBlocked) };
    await useReplies([answer, answer]);
    const [first, second] = await Promise.all([
      api.call(routes.users.get, { params: { id: USER_ID } }, { silent: true, handleError: true }),
      api.call(routes.preferences.get, { params: { userId: USER_ID } }, { handleError: true }),
    ]);
    expect(first).toMatchObject({ error: true, status: 401, code: ErrorCode.AccountBlocked });
    expect(second).toMatchObject({ error: true, code: ErrorCode.AccountBlocked });
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
    expect(blocked).toHaveBeenCalledOnce();
    expect(ended).not.toHaveBeenCalled();
    expect(calls).toHaveLength(2);
    expect(await toastShows(Text.accountBlocked)).toBe(false);
  });

  it('leaves a blocked login’s refusal to the login form', async () => {
    const blocked = vi.fn();
    setAccountBlockedHandler(blocked);
    await useReplies([{ status: 401, data: errorBody(401, Text.accountBlocked, ErrorCode.AccountBlocked) }]);
    const res = await api.call(
      routes.auth.login,
      { body: { username: 'a@example.test', password: 'Secret-123', role: Role.Member } },
      { silent: true, handleError: true },
    );
    expect(res).toMatchObject({ error: true, code: ErrorCode.AccountBlocked });
    expect(blocked).not.toHaveBeenCalled();
  });

  it('shows a suspended member’s refusal as it is, without the refresh and retry, and tells the app', async () => {
    localStorage.setItem(StorageKey.accessToken, 'tok');
    const suspended = vi.fn();
    setAccountSuspendedHandler(suspended);
    const message = 'Your account is suspended until Nov 29, 2026';
    await useReplies([{ status: 403, data: errorBody(403, message, ErrorCode.AccountSuspended) }]);
    const res = await api.call(
      routes.feed.comment,
      { params: { id: USER_ID }, body: { content: 'Hello' } },
      { handleError: true },
    );
    expect(res).toMatchObject({ error: true, status: 403, message });
    expect(calls).toHaveLength(1);
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('tok');
    expect(suspended).toHaveBeenCalledOnce();
    expect(await findToast(message)).toBeTruthy();
  });

  it('returns { error, message } with handleError and toasts unless silent', async () => {
    await useReplies([{ status: 404, data: errorBody(404, Text.notFound) }]);
    const res = await api.call(routes.partners.get, { params: { id: USER_ID } }, { handleError: true });
    expect(res).toMatchObject({ error: true, message: Text.notFound, status: 404 });
    expect(await findToast(Text.notFound)).toBeTruthy();
  });

  it('answers a GET that index.html made early from it: once, for the same token, and only when it succeeded', async () => {
    localStorage.setItem(StorageKey.accessToken, 'tok');
    const path = `/user/${USER_ID}`;
    window.__nexusEarly = { token: 'tok', answers: { [path]: Promise.resolve(user) } };
    await useReplies([{ status: 200, data: user }]);
    expect(await api.call(routes.users.get, { params: { id: USER_ID } })).toEqual(user);
    expect(calls).toHaveLength(0);
    await api.call(routes.users.get, { params: { id: USER_ID } });
    expect(calls).toHaveLength(1);

    window.__nexusEarly = { token: 'tok', answers: { [path]: Promise.resolve(undefined) } };
    await useReplies([{ status: 200, data: user }]);
    await api.call(routes.users.get, { params: { id: USER_ID } });
    expect(calls).toHaveLength(2);

    window.__nexusEarly = { token: 'someone-else', answers: { [path]: Promise.resolve(user) } };
    await useReplies([{ status: 200, data: user }]);
    await api.call(routes.users.get, { params: { id: USER_ID } });
    expect(calls).toHaveLength(3);

    // A GET with a query: under the path and its query, as index.html asked.
    const page = { items: [], nextCursor: null };
    const received = `/user/${USER_ID}/connection-requests/received?pageSize=20`;
    window.__nexusEarly = { token: 'tok', answers: { [received]: Promise.resolve(page) } };
    expect(await api.call(routes.connections.received, { params: { id: USER_ID }, query: { pageSize: 20 } })).toEqual(page);
    expect(calls).toHaveLength(3);
    delete window.__nexusEarly;
  });
});
