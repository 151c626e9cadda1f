import { expect, type Browser, type Page } from '@playwright/test';
import { PingsText } from '@nexus/contracts';
import {
  accessToken,
  appSql,
  callAs,
  createMember,
  fullName,
  signInWithToken,
  snap,
  socketJoined,
  unique,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function pageFor(browser: Browser, token: string, viewport = viewports.desktop, scheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

/** The bell in the main navigation (desktop). */
const bell = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Pings/ });
const pingList = (page: Page) => page.getByRole('list', { name: PingsText.title });

test('a connection request rings the bell live and lists the ping on /pings; Mark all read clears it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const [ada, bo] = await Promise.all([
    createMember(baseURL!, 'Ada', unique('Lovelace')),
    createMember(baseURL!, 'Bo', unique('Lund')),
  ]);
  const [adaToken, boToken] = await Promise.all([accessToken(baseURL!, ada.email), accessToken(baseURL!, bo.email)]);
  const page = await pageFor(browser, adaToken);
  await page.goto('/pings');
  await expect(page.getByRole('heading', { level: 1, name: PingsText.title })).toBeVisible();
  await expect(page.getByText(PingsText.empty)).toBeVisible();
  await expect(page.getByRole('button', { name: PingsText.markAllRead })).toBeDisabled();
  await expect(bell(page)).not.toContainText('1');

  await callAs(baseURL!, boToken, 'POST', `/user/${bo.id}/connection-requests`, { userId: ada.id });

  // Live: the bell counts it and the list shows it, without a reload.
  await expect(bell(page).getByText('1', { exact: true })).toBeVisible({ timeout: 45_000 });
  const ping = pingList(page).getByRole('link', { name: new RegExp(`${fullName(bo)} wants to connect with you`) });
  await expect(ping).toBeVisible();
  await expect(ping).toHaveAttribute('data-unread', 'true');

  await page.getByRole('button', { name: PingsText.markAllRead }).click();
  await expect(bell(page).getByText('1', { exact: true })).toBeHidden();
  await expect(ping).not.toHaveAttribute('data-unread');
  await expect(page.getByRole('button', { name: PingsText.markAllRead })).toBeDisabled();

  // A ping leads to what it is about: here, Bo's profile.
  await ping.click();
  await expect(page).toHaveURL(new RegExp(`/profile/${bo.id}$`));
  await page.reload();
  await expect(bell(page).getByText('1', { exact: true })).toBeHidden();

  // Elsewhere in the app, a live ping also shows as a toast; the new kinds have their switches in Settings.
  const joined = socketJoined(page, ada.id);
  await page.goto('/settings');
  await joined;
  for (const name of ['Comments', 'Reactions', 'Company followers'])
    await expect(page.getByText(name, { exact: true })).toBeVisible();
  const cy = await createMember(baseURL!, 'Cy', unique('Quarshie'));
  await callAs(baseURL!, await accessToken(baseURL!, cy.email), 'POST', `/user/${cy.id}/connection-requests`, { userId: ada.id });
  await expect(page.getByText(`${fullName(cy)} wants to connect with you`)).toBeVisible({ timeout: 45_000 });
  await expect(bell(page).getByText('1', { exact: true })).toBeVisible();
});

test('screens of /pings in both themes at desktop and phone width', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const [ada, bo, cy] = await Promise.all([
    createMember(baseURL!, 'Ada', unique('Lovelace')),
    createMember(baseURL!, 'Bo', unique('Lund')),
    createMember(baseURL!, 'Cy', unique('Quarshie')),
  ]);
  const token = await accessToken(baseURL!, ada.email);
  // Pings of several kinds written straight to the table (posts come from other parts of issue 12).
  const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
  const rows: [string, string, object, number, boolean][] = [
    ['connection_request', bo.id, {}, 2, false],
    ['message', cy.id, { seq: 1, preview: 'Are you coming to the Lagos meetup on Friday?' }, 14, false],
    ['connection_accepted', cy.id, {}, 60 * 5, true],
    ['mention', bo.id, {}, 60 * 26, true],
    ['reaction', cy.id, {}, 60 * 24 * 3, true],
  ];
  for (const [kind, actor, data, ago, read] of rows) {
    await appSql(
      `INSERT INTO notifications (id, user_id, kind, actor_id, data, created_at, read_at)
       VALUES (gen_random_uuid(), $1, $2::"NotificationKind", $3, $4::jsonb, $5, CASE WHEN $6 THEN now() END)`,
      [ada.id, kind, actor, JSON.stringify(data), minutesAgo(ago), read],
    );
  }
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pageFor(browser, token, viewport, scheme);
      await page.goto('/pings');
      await expect(pingList(page).getByRole('link')).toHaveCount(rows.length);
      await expect(page.getByText(`${fullName(cy)} sent you a message`, { exact: false }).first()).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await snap(page, `${device}-${scheme}-pings`);
      await page.context().close();
    }
  }
  // Empty state, once.
  const fresh = await createMember(baseURL!, 'Dee', unique('Empty'));
  const page = await pageFor(browser, await accessToken(baseURL!, fresh.email));
  await page.goto('/pings');
  await expect(page.getByText(PingsText.empty)).toBeVisible();
  await snap(page, 'desktop-light-pings-empty');
});
