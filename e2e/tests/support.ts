import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Browser, type Page } from '@playwright/test';

/** The same test documents (photo, PDF and Word resumes) the API's tests upload. */
export { docxWith, pdfWith, PNG } from '../../apps/api/src/platform/testing/documents';
import { SocketEvent, StorageKey } from '@nexus/contracts';

/**
 * Playwright's test, closing the browser contexts the test opened with `browser.newContext()`. Playwright closes only
 * its own `context` fixture's: the others stayed open for the rest of the worker's tests, each page with its live
 * socket and its polls, and a failure's screenshots showed every one of them.
 */
export const test = base.extend<{ closesItsContexts: void }>({
  closesItsContexts: [
    async ({ browser }, use) => {
      const before = new Set(browser.contexts());
      await use();
      await Promise.all(
        browser
          .contexts()
          .filter((context) => !before.has(context))
          .map((context) => context.close()),
      );
    },
    { auto: true },
  ],
});

export const PASSWORD = 'correct-horse-42';

export const uniqueEmail = (label = 'member') => `${label}.${randomUUID().slice(0, 8)}@example.test`;

/** The newest mail written to the outbox (DATA_DIR/mail, no SMTP configured) for that address, as written. */
export async function rawMailTo(address: string): Promise<string> {
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
  return text;
}

/** That newest mail with its soft line breaks joined and `=3D` read as '=' (enough for codes and links). */
export async function mailTo(address: string): Promise<string> {
  return (await rawMailTo(address)).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
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

/** What the browser tests ask of a screen: WCAG 2.x A and AA, best practices, and axe's experimental rules. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice', 'experimental'];

/** axe's serious and critical violations on the page (or inside `include`'s selectors), a line each. */
export async function seriousAxeViolations(page: Page, include: string[] = []): Promise<string[]> {
  // Only violations: collecting every passing node as well doubled axe's time on a page.
  const axe = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] });
  for (const selector of include) axe.include(selector);
  const { violations } = await axe.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.help}: ${v.nodes.map((n) => n.html.slice(0, 160)).join(' | ')}`);
}

/** A screenshot for people to look at, under e2e/screenshots/. */
export async function snap(page: Page, name: string): Promise<void> {
  // Let data requests finish first, so the picture shows the screen rather than its loading skeleton.
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`), fullPage: true });
}

/** A screenshot of what is on screen (dialogs, the fixed chat), next to the full-page ones of `snap`. */
export async function snapViewport(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Let transitions (menus, dialogs, the tooltip) finish.
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', `${name}.png`) });
}

export interface Member {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
}

/** A last name no other test uses, so searches find exactly this member. */
export const unique = (base: string) =>
  `${base}${randomUUID()
    .replace(/[^a-f]/g, '')
    .slice(0, 6)}`;

export const fullName = (m: Member) => `${m.firstName} ${m.lastName}`;

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

/**
 * For the first look after a full navigation: the area's code and data arrive on a 2-core machine that runs two
 * browsers and the API, where a page has been seen to take more than the default 10 s.
 */
export const loaded = { timeout: 60_000 };

/** Signs in through the form; `role` is picked in 'Sign in as' (Member is preselected). */
export async function signIn(
  page: Page,
  email: string,
  password = PASSWORD,
  role?: 'Member' | 'Partner' | 'Admin',
  landing: RegExp = /\/feed$/,
): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  if (role) await page.getByRole('radio', { name: role }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // A password hash takes a while on a busy 2-core machine: wait longer than for a page to render.
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
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

/** A page of its own (a fresh browser context) signed in through the form. */
export async function signedInPage(browser: Browser, email: string, password?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, email, password);
  return page;
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

/**
 * Resolves when the page's socket has joined the rooms of `memberId`: the server's first 'users online' names them.
 * Call it before the navigation. A live toast needs it: the socket connects once the page has loaded, and an event
 * sent before it joins reaches nobody (the bell and the lists catch up on connect; a toast cannot).
 */
export function socketJoined(page: Page, memberId: string): Promise<void> {
  return new Promise((resolve) =>
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (frame.includes(SocketEvent.UsersOnline) && frame.includes(memberId)) resolve();
      }),
    ),
  );
}

/**
 * One SQL statement on the app's scratch database (serve.mjs writes its address), for what no route makes
 * (promo codes, a month's DM count): its rows.
 */
export async function appSql(text: string, values: unknown[] = []): Promise<Record<string, unknown>[]> {
  const url = readFileSync(path.join(process.env.NEXUS_E2E_DATA_DIR!, 'database-url'), 'utf8').trim();
  const { Client } = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'))('pg') as {
    Client: new (options: { connectionString: string }) => {
      connect: () => Promise<void>;
      query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
      end: () => Promise<void>;
    };
  };
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

export interface PartnerAdmin extends Member {
  partnerId: string;
  token: string;
}

/**
 * A partner's first admin (in its Owners group, every function), signed up through the API (POST user, role PARTNER),
 * verified, onboarded and welcomed.
 */
export async function createPartnerAdmin(
  baseURL: string,
  partner: { name: string; type: 'corporate' | 'community'; packageType?: string },
  firstName = 'Priya',
): Promise<PartnerAdmin> {
  const { clientKey } = (await (await fetch(`${baseURL}/v1/app/config`)).json()) as { clientKey: string };
  const email = uniqueEmail('admin');
  const lastName = unique('Admin');
  const signUp = await fetch(`${baseURL}/v1/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': clientKey },
    body: JSON.stringify({ username: email, password: PASSWORD, role: 'PARTNER', firstName, lastName, partner }),
  });
  expect(signUp.status).toBe(200);
  const { user, session } = (await signUp.json()) as {
    user: { id: string; partnerId: string };
    session: { accessToken: string };
  };
  const token = session.accessToken;
  await callAs(baseURL, token, 'PUT', `/user/${user.id}/verify`, { code: await verificationCode(email) });
  await callAs(baseURL, token, 'PUT', `/user/${user.id}/onboard`, {});
  await callAs(baseURL, token, 'PUT', `/partner-profile/${user.partnerId}/user/${user.id}/welcome/true`);
  return { id: user.id, partnerId: user.partnerId, email, firstName, lastName, token };
}

export type MemberWithToken = Member & { token: string };

/** Two connected members, each with a token: each sees the other's posts in /feed. */
export async function connectedPair(baseURL: string): Promise<[MemberWithToken, MemberWithToken]> {
  const [ada, bo] = await Promise.all([
    createMember(baseURL, 'Ada', unique('Lovelace')),
    createMember(baseURL, 'Bo', unique('Lund')),
  ]);
  const [adaToken, boToken] = await Promise.all([accessToken(baseURL, ada.email), accessToken(baseURL, bo.email)]);
  const asked = await callAs<{ requestId: string }>(baseURL, boToken, 'POST', `/user/${bo.id}/connection-requests`, {
    userId: ada.id,
  });
  await callAs(baseURL, adaToken, 'PUT', `/user/${ada.id}/connection-requests/${asked.requestId}/accept`);
  return [
    { ...ada, token: adaToken },
    { ...bo, token: boToken },
  ];
}
