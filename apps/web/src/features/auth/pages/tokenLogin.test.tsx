import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, StorageKey } from '@nexus/contracts';
import { answerWith, authResponse, calls, refusal, renderAppAt, ssoUser } from '../authTesting';

// The first test loads the app and the client: slow on a busy machine.
describe('login by a token in the address (§2)', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('signs in and takes the token out of the address bar', async () => {
    await answerWith((method, url) =>
      method === 'PUT' && url === '/user/login/token'
        ? { status: 200, data: authResponse(ssoUser({ isOnBoarded: true })) }
        : undefined,
    );
    await renderAppAt('/?token=one-time-token&ref=mail#top');
    await waitFor(() => expect(window.location.pathname).toBe('/feed'));
    expect(calls[0]).toEqual({ method: 'PUT', url: '/user/login/token', body: { token: 'one-time-token' } });
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('access-token');
  });

  it('takes a refused token out of the address bar too, keeping the rest of the address', async () => {
    let answer = () => {};
    const heldUntil = new Promise<void>((resolve) => (answer = resolve));
    await answerWith(
      (method, url) =>
        method === 'PUT' && url === '/user/login/token'
          ? { status: 400, data: refusal(400, ErrorCode.ValidationFailed, 'The link has expired') }
          : undefined,
      { heldUntil },
    );
    await renderAppAt('/?token=used-token&ref=mail#top');
    expect(window.location.search).toBe('?token=used-token&ref=mail');
    answer();
    await waitFor(() => expect(window.location.search).toBe('?ref=mail'));
    expect(window.location.hash).toBe('#top');
    expect(calls.map((c) => c.url)).toEqual(['/user/login/token']);
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });
});
