import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { ModerationText, Text } from '@nexus/contracts';
import {
  accessToken,
  appSql,
  callAs,
  connectedPair,
  createMember,
  fullName,
  loaded,
  signInWithToken,
  socketJoined,
  unique,
  type MemberWithToken,
  test,
} from './support';

/** The first render of a signed-in page, on a machine several test runs share: its chunks and data take a while. */

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;
type Scheme = 'light' | 'dark';

/** Screenshots people look at for this issue (the report dialog, the suspended banner). */
const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

async function pageFor(
  browser: Browser,
  token: string,
  viewport: { width: number; height: number } = viewports.desktop,
  scheme: Scheme = 'light',
) {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

/** A platform admin with a token (the token is taken while a member: login asks for the role it signs in as). */
async function platformAdmin(baseURL: string): Promise<MemberWithToken> {
  const admin = await createMember(baseURL, 'Root', unique('Admin'));
  const token = await accessToken(baseURL, admin.email);
  await appSql(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [admin.id]);
  return { ...admin, token };
}

const postBy = (page: Page, text: string) => page.getByRole('article').filter({ hasText: text });

async function openReportDialog(page: Page, text: string) {
  const post = postBy(page, text);
  await post.getByRole('button', { name: 'Post actions' }).click();
  await page.getByRole('menuitem', { name: 'Report post' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a member reports a connection’s post from its menu; a second report says it is already reported', async ({
  browser,
  baseURL,
}) => {
  const [ada, bo] = await connectedPair(baseURL!);
  const text = `Cheap watches at ${unique('spam')}`;
  await callAs(baseURL!, bo.token, 'POST', '/post', { content: text });
  const mine = `Ada's own ${unique('note')}`;
  await callAs(baseURL!, ada.token, 'POST', '/post', { content: mine });

  const page = await pageFor(browser, ada.token);
  await page.goto('/feed');
  await expect(postBy(page, text)).toBeVisible(loaded);
  // Never on one's own: Ada's post has her owner menu (edit, delete), not a report.
  await postBy(page, mine).getByRole('button', { name: 'Post actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'Edit' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Report post' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  // By keyboard: the menu button, the item, a category, the reason, Submit.
  const menuButton = postBy(page, text).getByRole('button', { name: 'Post actions' });
  await menuButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Report post' })).toBeFocused();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Report this post' });
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: 'Submit' });
  await expect(submit).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Anything else we should know? (optional)').fill('Posted the same link in five groups today');
  await expect(dialog.getByText(/^\d+ characters left$/)).toHaveText(`${1000 - 41} characters left`);
  await submit.click();
  await expect(page.getByText(ModerationText.reportReceived)).toBeVisible();
  await expect(dialog).toBeHidden();

  const again = await openReportDialog(page, text);
  await again.getByRole('radio', { name: 'Scam or fraud' }).check();
  await again.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(ModerationText.alreadyReported)).toBeVisible();
  await expect(again).toBeHidden();

  // A member is reported from their profile's menu.
  await page.goto(`/profile/${bo.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(bo) })).toBeVisible(loaded);
  await page.getByRole('button', { name: `More actions for ${fullName(bo)}` }).click();
  await page.getByRole('menuitem', { name: `Report ${fullName(bo)}` }).click();
  const member = page.getByRole('dialog', { name: `Report ${fullName(bo)}` });
  await member.getByRole('radio', { name: 'Fake account' }).check();
  await member.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(ModerationText.reportReceived)).toBeVisible();
});

test('a member blocked by a platform admin is thrown out of an open /feed at once, and the stored token says so on the next load', async ({
  browser,
  baseURL,
}) => {
  const [ada, admin] = await Promise.all([createMember(baseURL!, 'Ada', unique('Blocked')), platformAdmin(baseURL!)]);
  const token = await accessToken(baseURL!, ada.email);
  const page = await pageFor(browser, token);
  const joined = socketJoined(page, ada.id);
  await page.goto('/feed');
  await expect(page.getByRole('form', { name: 'Start a post' })).toBeVisible(loaded);
  await joined;

  await callAs(baseURL!, admin.token, 'PUT', `/admin/members/${ada.id}/block`, {});
  // No click, no reload: the server closes the socket, and the page learns why.
  await expect(page.getByText(Text.accountBlocked)).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.toLowerCase().includes('token')))).toEqual([]);

  // A tab opened later with the same stored token (§4 session on load).
  const later = await pageFor(browser, token);
  await later.goto('/feed');
  await expect(later.getByText(Text.accountBlocked)).toBeVisible(loaded);
  await expect(later).toHaveURL(/\/$/);
});

test('a suspended member sees the banner, and a refused comment says until when', async ({ browser, baseURL }) => {
  const [[ada, bo], admin] = await Promise.all([connectedPair(baseURL!), platformAdmin(baseURL!)]);
  const text = `Weekend hike ${unique('trail')}`;
  await callAs(baseURL!, bo.token, 'POST', '/post', { content: text });
  const status = await callAs<{ status: string; suspendedUntil: string }>(
    baseURL!,
    admin.token,
    'PUT',
    `/admin/members/${ada.id}/suspend`,
    { days: 3 },
  );
  expect(status.status).toBe('suspended');
  const until = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(status.suspendedUntil),
  );
  const suspended = `Your account is suspended until ${until}`;

  const page = await pageFor(browser, ada.token);
  await page.goto('/feed');
  const banner = page.getByRole('status').filter({ hasText: suspended });
  await expect(banner).toHaveText(`${suspended}. You can read, but not post, comment, react, message or apply.`, loaded);

  const post = postBy(page, text);
  await post.getByRole('button', { name: 'Comment' }).click();
  await post.getByRole('combobox', { name: 'Add a comment' }).fill('See you there');
  await post.getByRole('button', { name: 'Comment: Add a comment' }).click();
  await expect(page.getByRole('alert').filter({ hasText: suspended })).toBeVisible();
  // Nothing was posted, and the text is kept in the box.
  await expect(post.getByRole('listitem', { name: /^Comment by/ })).toHaveCount(0);
  await expect(post.getByRole('combobox', { name: 'Add a comment' })).toHaveValue('See you there');
  // Still signed in: reading goes on.
  await expect(page).toHaveURL(/\/feed$/);
});

test('screens: the report dialog and the suspended banner, in both themes at desktop and phone width', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const [[ada, bo], admin] = await Promise.all([connectedPair(baseURL!), platformAdmin(baseURL!)]);
  const text = `Looking for beta testers for our budgeting app ${unique('beta')}`;
  await callAs(baseURL!, bo.token, 'POST', '/post', { content: text });
  await callAs(baseURL!, admin.token, 'PUT', `/admin/members/${ada.id}/suspend`, { days: 3 });

  for (const [size, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pageFor(browser, ada.token, viewport, scheme);
      await page.goto('/feed');
      await expect(postBy(page, text)).toBeVisible(loaded);
      await expect(page.getByRole('status').filter({ hasText: 'Your account is suspended until' })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: `${SHOTS}/member-suspended-banner-${size}-${scheme}.png` });

      const dialog = await openReportDialog(page, text);
      await dialog.getByRole('radio', { name: 'False information' }).check();
      await dialog.getByLabel('Anything else we should know? (optional)').fill('The link asks for bank details.');
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${SHOTS}/member-report-dialog-${size}-${scheme}.png` });
      await page.context().close();
    }
  }
});

test('a post hidden by reports shows its author a warning, and leaves the other members’ feeds', async ({ browser, baseURL }) => {
  const [ada, bo] = await connectedPair(baseURL!);
  const others = await Promise.all([1, 2].map((n) => createMember(baseURL!, 'Reporter', unique(`R${n}`))));
  const text = `Buy followers here ${unique('hide')}`;
  const post = await callAs<{ id: string }>(baseURL!, bo.token, 'POST', '/post', { content: text });
  const tokens = [ada.token, ...(await Promise.all(others.map((other) => accessToken(baseURL!, other.email))))];
  for (const token of tokens) {
    await callAs(baseURL!, token, 'POST', '/report', { targetType: 'post', targetId: post.id, category: 'spam' });
  }

  const author = await pageFor(browser, bo.token);
  await author.goto('/feed');
  await expect(postBy(author, text).getByText(ModerationText.contentHidden)).toBeVisible(loaded);
  await author.screenshot({ path: `${SHOTS}/member-hidden-post-desktop-light.png` });

  const reader = await pageFor(browser, ada.token);
  await reader.goto('/feed');
  await expect(reader.getByRole('form', { name: 'Start a post' })).toBeVisible(loaded);
  await expect(reader.getByText('Your feed is quiet')).toBeVisible();
  await expect(postBy(reader, text)).toHaveCount(0);
});
