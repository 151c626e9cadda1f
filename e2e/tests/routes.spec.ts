import { expect, type Browser, type ConsoleMessage, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/platform/database/seed/demo-password';
import { demoAdminToken } from './demo-admin';
import {
  accessToken,
  callAs,
  createMember,
  loaded,
  seriousAxeViolations,
  signInWithToken,
  snap,
  unique,
  uniqueEmail,
  test,
} from './support';

/**
 * Every route of §2 (and the console's first page), as the visitor, member, partner admin or platform admin it is for:
 * axe finds no serious or critical violation (WCAG 2.x A and AA, best practices, and axe's experimental rules such as
 * label-content-name-mismatch), and the page logs no console error (a failed request is one) nor throws.
 */

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
type Scheme = 'light' | 'dark';

const DEMO = {
  member: 'amara.okafor@nexus.test',
  company: 'talent@northwind.test',
  community: 'hello@lagosbuilders.test',
};

interface Login {
  user: { id: string; partnerId: string | null };
  session: { accessToken: string };
}

/** A demo login's user and token, from the API's password login. */
async function demoLogin(baseURL: string, email: string, role: 'MEMBER' | 'PARTNER'): Promise<Login> {
  const response = await fetch(`${baseURL}/v1/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: DEMO_PASSWORD, role }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Login;
}

/** A browser page that records what it logs as an error and what it throws, signed in when given a token. */
async function watchedPage(browser: Browser, token: string | null, scheme: Scheme = 'light', viewport = viewports.desktop) {
  const page = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
  if (token) await signInWithToken(page, token, scheme);
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
  return { page, errors };
}

/** The route, opened and settled (its main heading shown, its requests answered), then checked by axe. */
async function check(page: Page, errors: string[], path: string, screenshot?: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(loaded);
  await page.waitForLoadState('networkidle');
  expect.soft(await seriousAxeViolations(page), `axe on ${path}`).toEqual([]);
  expect.soft(errors.splice(0), `console errors by ${path}`).toEqual([]);
  if (screenshot) await snap(page, screenshot);
}

test('a visitor: the landing page, sign-up and its variants, registration, the authenticate page, the 404 page', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  for (const scheme of ['light', 'dark'] as const) {
    const { page, errors } = await watchedPage(browser, null, scheme);
    await check(page, errors, '/');
    await check(page, errors, '/signup');
    await check(page, errors, '/nowhere');
    if (scheme === 'dark') continue;
    await check(page, errors, '/signup?community=true');
    await check(page, errors, '/signup?partnerType=premium');
    await check(page, errors, '/register/Bfutr25');
    await check(page, errors, '/register/Bnxt');
    await check(page, errors, '/authenticate');
  }
});

test('a newcomer back from a provider: the authentication callback hands over to sign-up', async ({ browser }) => {
  const { page, errors } = await watchedPage(browser, null);
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click(loaded);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with LinkedIn' })).toBeVisible(loaded);
  await page.getByLabel('E-mail', { exact: true }).fill(uniqueEmail('linkedin'));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  await check(page, errors, '/signup');
});

/** The demo member's token, a friend they chat with, and the company page of a company they do not work at. */
async function memberWalk(baseURL: string) {
  const [{ user, session }, company] = await Promise.all([
    demoLogin(baseURL, DEMO.member, 'MEMBER'),
    demoLogin(baseURL, DEMO.company, 'PARTNER'),
  ]);
  const token = session.accessToken;
  const { items } = await callAs<{ items: { otherUser: { id: string } }[] }>(
    baseURL,
    token,
    'GET',
    `/message/${user.id}/latest?page=1&pageSize=5&dir=desc&sort=created_at`,
  );
  return { user, token, friend: items[0]!.otherUser.id, northwind: `/company/${company.user.partnerId}` };
}

// A few routes in both themes and at phone width; every route in the light theme on a desktop. Three tests, so each
// stays well inside its time on a busy 2-core machine (one walk of all of them took 4 min there).
test('a member, light: the feed, a hashtag, the main areas, chats, profiles, a company they do not work at, the summit', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const { user, token, friend, northwind } = await memberWalk(baseURL!);
  const { page, errors } = await watchedPage(browser, token, 'light');
  await check(page, errors, '/feed', 'desktop-light-routes-feed');
  await check(page, errors, northwind, 'desktop-light-routes-company');
  await check(page, errors, `/profile/${user.id}`, 'desktop-light-routes-profile');
  for (const path of [
    '/page/messages',
    `/page/messages/${friend}`,
    '/feed/tag/hiring',
    '/connections',
    '/jobs',
    '/createPost',
    '/events',
    '/pings',
    '/communities',
    '/channel',
    `/profile/${friend}`,
    '/summit',
    '/settings',
    '/nowhere',
  ]) {
    await check(page, errors, path);
  }
});

test('a member, dark: the feed, a company, a profile and the chats', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { user, token, friend, northwind } = await memberWalk(baseURL!);
  const { page, errors } = await watchedPage(browser, token, 'dark');
  await check(page, errors, '/feed', 'desktop-dark-routes-feed');
  await check(page, errors, northwind, 'desktop-dark-routes-company');
  await check(page, errors, `/profile/${user.id}`, 'desktop-dark-routes-profile');
  await check(page, errors, '/page/messages');
  await check(page, errors, `/page/messages/${friend}`);
});

test("a member on a phone, both themes: the chat list (the phone's /messages), the feed, a company, a profile", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const { user, token, northwind } = await memberWalk(baseURL!);
  for (const scheme of ['light', 'dark'] as const) {
    const { page, errors } = await watchedPage(browser, token, scheme, viewports.phone);
    await check(page, errors, '/messages');
    await check(page, errors, '/feed', `phone-${scheme}-routes-feed`);
    await check(page, errors, northwind, `phone-${scheme}-routes-company`);
    await check(page, errors, `/profile/${user.id}`, `phone-${scheme}-routes-profile`);
  }
});

test('a new member, who follows no company and works nowhere: the same pages ask nothing that fails', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const [member, company, someone] = await Promise.all([
    createMember(baseURL!, 'Nadia', unique('Newcomer')),
    demoLogin(baseURL!, DEMO.company, 'PARTNER'),
    demoLogin(baseURL!, DEMO.member, 'MEMBER'),
  ]);
  const { page, errors } = await watchedPage(browser, await accessToken(baseURL!, member.email));
  for (const path of [
    '/feed',
    '/feed/tag/hiring',
    `/company/${company.user.partnerId}`,
    `/profile/${someone.user.id}`,
    '/connections',
    '/communities',
    '/page/messages',
  ]) {
    await check(page, errors, path);
  }
});

test("partner admins: their company's page and settings, recruiting, a community's channel", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [company, community] = await Promise.all([
    demoLogin(baseURL!, DEMO.company, 'PARTNER'),
    demoLogin(baseURL!, DEMO.community, 'PARTNER'),
  ]);
  const channel = await callAs<{ id: string }>(
    baseURL!,
    community.session.accessToken,
    'POST',
    `/communities/${community.user.partnerId}/channels`,
    { name: `Walk ${Date.now()}`, description: 'Where the browser tests look around.' },
  );

  const { page, errors } = await watchedPage(browser, company.session.accessToken);
  await check(page, errors, `/company/${company.user.partnerId}`);
  await check(page, errors, '/settings/partner');
  await check(page, errors, '/recruit');
  await check(page, errors, '/feed');

  const admin = await watchedPage(browser, community.session.accessToken, 'dark');
  await check(admin.page, admin.errors, `/channel/${channel.id}`);
  await check(admin.page, admin.errors, `/company/${community.user.partnerId}`);
});

test("the platform admin: the console's reports and members, and the member pages", async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const { page, errors } = await watchedPage(browser, await demoAdminToken(baseURL!));
  await check(page, errors, '/admin/reports');
  await check(page, errors, '/admin/members');
  await check(page, errors, '/feed');
});
