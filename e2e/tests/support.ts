import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The same test documents (photo, PDF and Word resumes) the API's tests upload. */
export { docxWith, pdfWith, PNG } from '../../apps/api/src/testing/documents';
import { StorageKey } from '@nexus/contracts';

export const PASSWORD = 'correct-horse-42';

export const uniqueEmail = (label = 'member') => `${label}.${randomUUID().slice(0, 8)}@example.test`;

/** The newest mail written to the outbox (DATA_DIR/mail, no SMTP configured) for that address. */
export async function mailTo(address: string): Promise<string> {
  const outbox = path.join(process.env.NEXUS_E2E_DATA_DIR!, 'mail');
  let text = '';
  await expect
    .poll(() => {
      const files = safeList(outbox)
        .filter((f) => f.endsWith(`${address}.eml`))
        .sort();
      text = files.length ? readFileSync(path.join(outbox, files.at(-1)!), 'utf8') : '';
      return text.length;
    })
    .toBeGreaterThan(0);
  return text.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
}

export async function verificationCode(address: string): Promise<string> {
  const match = /verification code is (\d{6})/.exec(await mailTo(address));
  if (!match) throw new Error(`No verification code in the mail to ${address}`);
  return match[1]!;
}

function safeList(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch {
    return [];
  }
}

/** A screenshot for people to look at, under e2e/screenshots/. */
export async function snap(page: Page, name: string): Promise<void> {
  // Let data requests finish first, so the picture shows the screen rather than its loading skeleton.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), fullPage: true });
}

export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A verified, onboarded member made through the real API, as the sign-up flow would make one. */
export async function createMember(baseURL: string, firstName = 'Test', lastName = 'Member'): Promise<Member> {
  const { clientKey } = (await (await fetch(`${baseURL}/v1/app/config`)).json()) as { clientKey: string };
  const email = uniqueEmail(firstName.toLowerCase());
  const signUp = await fetch(`${baseURL}/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': clientKey },
    body: JSON.stringify({ username: email, password: PASSWORD, role: 'MEMBER', firstName, lastName }),
  });
  const { user, session } = (await signUp.json()) as { user: { id: string }; session: { accessToken: string } };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${session.accessToken}` };
  const code = await verificationCode(email);
  for (const [path, body] of [
    [`verify`, { code }],
    ['onboard', {}],
  ] as const) {
    const response = await fetch(`${baseURL}/v1/user/${user.id}/${path}`, { method: 'PUT', headers, body: JSON.stringify(body) });
    expect(response.status).toBe(200);
  }
  return { id: user.id, email, firstName, lastName };
}

/** Signs in through the form; `role` is picked in 'Sign in as' (Member is preselected). */
export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  role?: 'Member' | 'Partner' | 'Admin',
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (role) await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A password hash takes a while on a busy 2-core machine: wait longer than for a page to render.
  await expect(page).toHaveURL(/\/feed$/, { timeout: 30_000 });
}

/** An access token for a member, from the API's login (what the web app stores under U_A_T). */
export async function accessToken(baseURL: string, email: string, password = PASSWORD): Promise<string> {
  const response = await fetch(`${baseURL}/v1/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password, role: 'MEMBER' }),
  });
  expect(response.status).toBe(200);
  const { session } = (await response.json()) as { session: { accessToken: string } };
  return session.accessToken;
}

/** A JSON call to the API as the holder of `token`; fails the test unless it succeeds. */
export async function callAs<T = unknown>(
  baseURL: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseURL}/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Signed in without the sign-in form: the token is stored before the app loads (theme too, when given). */
export async function signInWithToken(page: Page, token: string, themeMode?: 'light' | 'dark'): Promise<void> {
  await page.addInitScript(
    ([tokenKey, token, themeKey, mode]) => {
      window.localStorage.setItem(tokenKey!, token!);
      if (mode) window.localStorage.setItem(themeKey!, mode);
    },
    [StorageKey.accessToken, token, StorageKey.themeMode, themeMode ?? ''] as const,
  );
}
