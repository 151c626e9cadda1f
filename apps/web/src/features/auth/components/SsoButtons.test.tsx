import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorCode, Role, SsoType, Text } from '@nexus/contracts';
import { answerWith, calls, config, refusal, renderAppAt } from '../authTesting';
import { continueWith, passwordSignInFor, ssoProvidersFor } from './SsoButtons';

const all = [SsoType.Google, SsoType.Apple, SsoType.LinkedIn, SsoType.Slack];
const sso = (providers: SsoType[], adminPassword = true) => ({ providers, development: false, adminPassword });

describe('the providers offered', () => {
  it('are the configured ones, in the same order whatever the config’s', () => {
    expect(ssoProvidersFor(Role.Member, sso([SsoType.Slack, SsoType.Google]))).toEqual([SsoType.Google, SsoType.Slack]);
    expect(ssoProvidersFor(Role.Partner, sso(all))).toEqual(all);
    expect(ssoProvidersFor(Role.Member, sso([]))).toEqual([]);
    expect(ssoProvidersFor(Role.Member, undefined)).toEqual([]);
  });

  it('are Google and Apple only for a platform admin', () => {
    expect(ssoProvidersFor(Role.Admin, sso(all))).toEqual([SsoType.Google, SsoType.Apple]);
    expect(ssoProvidersFor(Role.Admin, sso([SsoType.LinkedIn, SsoType.Slack]))).toEqual([]);
  });

  it('leave the password to a platform admin only while the server allows it', () => {
    expect(passwordSignInFor(Role.Admin, sso(all, false))).toBe(false);
    expect(passwordSignInFor(Role.Admin, sso(all, true))).toBe(true);
    expect(passwordSignInFor(Role.Member, sso(all, false))).toBe(true);
  });
});

const buttonNames = () =>
  screen
    .queryAllByRole('button')
    .map((b) => b.textContent ?? '')
    .filter((name) => name.startsWith('Continue with'));

// The first test loads the app's first screen and the client: slow on a busy machine.
describe('the sign-in form’s single sign-on buttons', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    localStorage.clear();
    await answerWith(() => undefined);
  });

  it('offers a member every configured provider under the form, with no caption outside development', async () => {
    await renderAppAt('/', config({ providers: [SsoType.LinkedIn, SsoType.Google] }));
    await screen.findByRole('button', { name: continueWith(SsoType.Google) });
    expect(buttonNames()).toEqual(['Continue with Google', 'Continue with LinkedIn']);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.queryByText(Text.developmentSignIn)).toBeNull();
  });

  it('offers a platform admin Google and Apple, beside the password while the server allows it', async () => {
    await renderAppAt('/', config({ development: true }));
    await screen.findByRole('button', { name: continueWith(SsoType.Slack) });
    expect(screen.getByText(Text.developmentSignIn)).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Admin' }));
    expect(buttonNames()).toEqual(['Continue with Google', 'Continue with Apple']);
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('shows a platform admin only the two buttons once password sign-in is off', async () => {
    await renderAppAt('/', config({ adminPassword: false }));
    await screen.findByRole('button', { name: continueWith(SsoType.Google) });
    fireEvent.click(screen.getByRole('radio', { name: 'Admin' }));
    expect(buttonNames()).toEqual(['Continue with Google', 'Continue with Apple']);
    expect(screen.queryByLabelText('E-mail')).toBeNull();
    expect(screen.queryByLabelText('Password')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
    // Back to Member: the form is there again.
    fireEvent.click(screen.getByRole('radio', { name: 'Member' }));
    expect(screen.getByLabelText('E-mail')).toBeTruthy();
    expect(buttonNames()).toHaveLength(4);
  });

  it('starts with the chosen role and leaves for the provider’s page', async () => {
    // A page of the same document: jsdom follows an address that only changes the fragment.
    const providerPage = `${window.location.origin}/#provider-page`;
    await answerWith((method, url) =>
      method === 'POST' && url === '/auth/sso/google' ? { status: 200, data: { url: providerPage } } : undefined,
    );
    await renderAppAt('/');
    fireEvent.click(await screen.findByRole('radio', { name: 'Admin' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: continueWith(SsoType.Google) })));
    await waitFor(() => expect(window.location.hash).toBe('#provider-page'));
    expect(calls.filter((c) => c.url.startsWith('/auth/sso'))).toEqual([
      { method: 'POST', url: '/auth/sso/google', body: { role: Role.Admin } },
    ]);
    // Still on its way: the other provider waits.
    expect(screen.getByRole('button', { name: continueWith(SsoType.Apple) })).toHaveProperty('disabled', true);
  });

  it('shows a refusal as a toast and lets the member try again', async () => {
    await answerWith((method, url) =>
      method === 'POST' && url === '/auth/sso/slack'
        ? { status: 404, data: refusal(404, ErrorCode.SsoNotConfigured, Text.ssoNotConfigured) }
        : undefined,
    );
    await renderAppAt('/');
    const slack = await screen.findByRole('button', { name: continueWith(SsoType.Slack) });
    await act(async () => fireEvent.click(slack));
    expect(await screen.findByText(Text.ssoNotConfigured, undefined, { timeout: 3000 })).toBeTruthy();
    expect(calls.filter((c) => c.url.startsWith('/auth/sso'))).toEqual([
      { method: 'POST', url: '/auth/sso/slack', body: { role: Role.Member } },
    ]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: continueWith(SsoType.LinkedIn) })).toHaveProperty('disabled', false),
    );
  });
});
