import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, Role, SsoType, StorageKey, Text } from '@nexus/contracts';
import { answerWith, authResponse, calls, refusal, renderAppAt, ssoUser } from '../authTesting';
import { callbackBody, signingInWith } from './SsoCallbackPage';

const ssoCalls = () => calls.filter((c) => c.url.startsWith('/auth/sso') || c.url.startsWith('/admin/'));

describe('callbackBody', () => {
  it('takes the code, state, issuer and Apple’s user as they came', () => {
    expect(callbackBody('?code=c&state=s&iss=https%3A%2F%2Fidp.test&user=%7B%7D')).toEqual({
      code: 'c',
      state: 's',
      iss: 'https://idp.test',
      user: '{}',
    });
    expect(callbackBody('?code=c&state=s')).toEqual({ code: 'c', state: 's' });
  });

  it('is nothing for a refusal or an incomplete answer', () => {
    expect(callbackBody('?error=access_denied&state=s')).toBeNull();
    expect(callbackBody('?error=access_denied&code=c&state=s')).toBeNull();
    expect(callbackBody('?state=s')).toBeNull();
    expect(callbackBody('?code=c')).toBeNull();
    expect(callbackBody('')).toBeNull();
  });
});

// The first test loads the app, the auth area and the client: slow on a busy machine.
describe('the single sign-on callback page', { timeout: 30_000 }, () => {
  beforeEach(() => localStorage.clear());

  it('hands the code over once, clears the address bar, and sends a new member to onboarding', async () => {
    await answerWith((method, url) =>
      method === 'POST' && url === '/auth/sso/linkedin/callback'
        ? { status: 200, data: authResponse(ssoUser({ ssoType: SsoType.LinkedIn })) }
        : undefined,
    );
    // StrictMode (renderAppAt) runs the page's effects twice: the single-use code still goes once.
    await renderAppAt('/auth/callback/linkedin/MEMBER?code=the-code&state=the-state&iss=https%3A%2F%2Fidp.test');
    await waitFor(() => expect(window.location.pathname).toBe('/signup'));
    expect(ssoCalls()).toEqual([
      {
        method: 'POST',
        url: '/auth/sso/linkedin/callback',
        body: { code: 'the-code', state: 'the-state', iss: 'https://idp.test' },
      },
    ]);
    expect(localStorage.getItem(StorageKey.accessToken)).toBe('access-token');
  });

  it('clears the address bar at once and shows its progress while the API answers', async () => {
    let answer = () => {};
    const heldUntil = new Promise<void>((resolve) => (answer = resolve));
    await answerWith(
      (_method, url) =>
        url === '/auth/sso/slack/callback' ? { status: 200, data: authResponse(ssoUser({ role: Role.Partner })) } : undefined,
      { heldUntil },
    );
    await renderAppAt('/auth/callback/slack/PARTNER?code=c&state=s');
    expect(await screen.findByRole('heading', { name: signingInWith(SsoType.Slack) })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
    expect(window.location.pathname + window.location.search).toBe('/auth/callback/slack/PARTNER');
    expect(calls.map((c) => c.url)).toEqual(['/auth/sso/slack/callback']);
    answer();
    await waitFor(() => expect(window.location.pathname).toBe('/signup'));
  });

  it('lands an onboarded member on the stored forwarding destination (/register/{type})', async () => {
    localStorage.setItem(StorageKey.forwardUrl, '/register/Bnxt');
    await answerWith((method, url) =>
      method === 'POST' && url === '/auth/sso/slack/callback'
        ? { status: 200, data: authResponse(ssoUser({ ssoType: SsoType.Slack, isOnBoarded: true })) }
        : undefined,
    );
    await renderAppAt('/auth/callback/slack/member?code=c&state=s');
    await waitFor(() => expect(window.location.pathname).toBe('/register/Bnxt'));
    expect(localStorage.getItem(StorageKey.forwardUrl)).toBeNull();
    expect(ssoCalls()).toEqual([{ method: 'POST', url: '/auth/sso/slack/callback', body: { code: 'c', state: 's' } }]);
  });

  it('signs a platform admin in through the admins’ Google and Apple calls', async () => {
    const admin = ssoUser({ role: Role.Admin, isOnBoarded: true });
    await answerWith((method, url) =>
      method === 'POST' && (url === '/admin/login/google' || url === '/admin/auth/apple/web')
        ? { status: 200, data: authResponse(admin) }
        : undefined,
    );
    await renderAppAt('/auth/callback/google/ADMIN?code=g&state=s');
    await waitFor(() => expect(window.location.pathname).toBe('/admin/reports'));
    expect(ssoCalls()[0]).toEqual({ method: 'POST', url: '/admin/login/google', body: { code: 'g', state: 's' } });
  });

  it('sends Apple’s user along for an admin too', async () => {
    await answerWith(() => undefined);
    await renderAppAt('/auth/callback/apple/ADMIN?code=a&state=s&user=%7B%22name%22%3A%7B%7D%7D');
    await screen.findByRole('link', { name: Text.backToSignIn });
    expect(ssoCalls()).toEqual([
      { method: 'POST', url: '/admin/auth/apple/web', body: { code: 'a', state: 's', user: '{"name":{}}' } },
    ]);
  });

  it('shows the server’s refusal and the way back to sign-in', async () => {
    await answerWith((_method, url) =>
      url === '/auth/sso/google/callback'
        ? { status: 409, data: refusal(409, ErrorCode.SsoEmailNotVerified, Text.ssoEmailNotVerified) }
        : undefined,
    );
    await renderAppAt('/auth/callback/google/MEMBER?code=c&state=s');
    expect(await screen.findByText(Text.ssoEmailNotVerified)).toBeTruthy();
    expect(screen.getByRole('link', { name: Text.backToSignIn }).getAttribute('href')).toBe('/');
    expect(localStorage.getItem(StorageKey.accessToken)).toBeNull();
  });

  it('calls nothing when the provider refused, and never shows the address’s own text', async () => {
    await answerWith(() => undefined);
    await renderAppAt('/auth/callback/google/MEMBER?error=access_denied&error_description=Call%20us%20at%20555&state=s');
    expect(window.location.search).toBe('');
    expect(await screen.findByText(Text.ssoFailed)).toBeTruthy();
    expect(screen.queryByText(/555/)).toBeNull();
    expect(ssoCalls()).toEqual([]);
  });

  it('refuses an admin sign-in by LinkedIn without asking the API', async () => {
    await answerWith(() => undefined);
    await renderAppAt('/auth/callback/linkedin/ADMIN?code=c&state=s');
    expect(await screen.findByText(Text.ssoFailed)).toBeTruthy();
    expect(ssoCalls()).toEqual([]);
  });
});
