import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { Text } from '@nexus/contracts';
import { demoAdminToken, signInAsDemoAdmin } from './demo-admin';
import { PASSWORD, accessToken, callAs, createMember, signInWithToken, unique, type Member, test } from './support';

const SHOTS = '/tmp/shots';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** Bo writes a post and Ada reports it, through the API. */
async function reportedPost(baseURL: string): Promise<{ owner: Member; reporter: Member; postId: string; reportId: string }> {
  const [owner, reporter] = await Promise.all([
    createMember(baseURL, 'Bo', unique('Spammer')),
    createMember(baseURL, 'Ada', unique('Reporter')),
  ]);
  const ownerToken = await accessToken(baseURL, owner.email);
  const post = await callAs<{ id: string }>(baseURL, ownerToken, 'POST', '/post', {
    content: 'Buy followers now, cheap and fast! Visit my page.',
  });
  const reporterToken = await accessToken(baseURL, reporter.email);
  const receipt = await callAs<{ id: string }>(baseURL, reporterToken, 'POST', '/report', {
    targetType: 'post',
    targetId: post.id,
    category: 'spam',
    reason: 'Selling followers in the feed',
  });
  return { owner, reporter, postId: post.id, reportId: receipt.id };
}

const rowOf = (page: Page, owner: Member) =>
  page.getByRole('row').filter({ has: page.getByText(`${owner.firstName} ${owner.lastName}`, { exact: true }) });

async function chooseAction(page: Page, owner: Member, action: string) {
  await rowOf(page, owner)
    .getByRole('button', { name: /^Actions for the report on/ })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}

test('a platform admin signs in to the console, takes a report and deletes the content', async ({ page, baseURL }) => {
  test.setTimeout(180_000);
  const { owner } = await reportedPost(baseURL!);

  // The demo admin's password, then the code of their authenticator (set up by the seed).
  await signInAsDemoAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  for (const column of ['Content Owner', 'Category', 'Reason', 'Type', 'Status', 'Action']) {
    await expect(page.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
  }

  const row = rowOf(page, owner);
  await expect(row).toBeVisible();
  await expect(row.getByText('Spam', { exact: true })).toBeVisible();
  await expect(row.getByText('Selling followers in the feed')).toBeVisible();
  await expect(row.getByText('Opened')).toBeVisible();

  // An opened report offers every action but Reopen.
  await row.getByRole('button', { name: /^Actions for the report on/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText([
    'View Report',
    'Close Report',
    'Assign to Myself',
    'Delete Content',
    'Suspend User',
    'Block User',
  ]);
  await page.getByRole('menuitem', { name: 'Assign to Myself' }).click();
  await expect(page.getByText('Report assigned to you')).toBeVisible();

  await chooseAction(page, owner, 'Delete Content');
  const dialog = page.getByRole('dialog', { name: 'Delete this content?' });
  await dialog.getByLabel('Note (optional)').fill('Spam is not allowed on Nexus.');
  await dialog.getByRole('button', { name: 'Delete Content' }).click();
  await expect(dialog).toBeHidden();
  await expect(row.getByText('Resolved')).toBeVisible();

  // A resolved report can only be viewed: its page shows the content as reported and the audit log.
  await row.getByRole('button', { name: /^Actions for the report on/ }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['View Report']);
  await page.getByRole('menuitem', { name: 'View Report' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'View Report' })).toBeVisible();
  await expect(page.getByText('Buy followers now, cheap and fast!')).toBeVisible();
  const history = page.getByRole('region', { name: 'History', exact: true });
  await expect(history).toContainText('Assign to Myself');
  await expect(history).toContainText('Delete Content');
  await expect(history).toContainText('Spam is not allowed on Nexus.');
});

test('a member who types the console’s address gets the 404 page and never downloads the console', async ({
  browser,
  baseURL,
}) => {
  const member = await createMember(baseURL!, 'Mo', unique('Member'));
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, await accessToken(baseURL!, member.email, PASSWORD));
  const consoleChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/(admin|AnalyticsCharts)-/.test(request.url())) consoleChunks.push(request.url());
  });
  await page.goto('/admin/reports');
  await expect(page.getByRole('heading', { name: Text.notFoundTitle })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin console' })).toHaveCount(0);
  await page.goto('/admin/analytics');
  await expect(page.getByRole('heading', { name: Text.notFoundTitle })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(consoleChunks).toEqual([]);
});

async function adminPage(browser: Browser, token: string, viewport: { width: number; height: number }, scheme: 'light' | 'dark') {
  const page = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${SHOTS}/admin-${name}.png`, fullPage: true });
}

test('screens of the console in both themes at desktop and phone width', async ({ browser, baseURL }) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const { reportId } = await reportedPost(baseURL!);
  const token = await demoAdminToken(baseURL!);
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await adminPage(browser, token, viewport, scheme);
      const tag = `${size}-${scheme}`;
      await page.goto('/admin/reports');
      await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
      await shot(page, `reports-${tag}`);
      await page.goto(`/admin/reports/${reportId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'View Report' })).toBeVisible();
      await shot(page, `view-report-${tag}`);
      await page.goto('/admin/members');
      await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
      await shot(page, `members-${tag}`);
      await page.goto('/admin/analytics');
      await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
      await shot(page, `analytics-${tag}`);
      await page.context().close();
    }
  }
});
