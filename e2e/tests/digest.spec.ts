import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { Text } from '@nexus/contracts';
import { accessToken, appSql, callAs, createMember, loaded, mailTo, rawMailTo, signIn, signInWithToken, test } from './support';

// The weekly digest: its switch in /settings, its mail, and the mail's one-click link.

const SHOTS = '/work/shots/digest';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const digestSwitch = (page: Page) => page.getByRole('switch', { name: 'Weekly digest: E-mail' });

/** Queues the weekly job on the app's queue, as the Monday cron does (pg-boss, on the app's scratch database). */
async function runDigestWeek() {
  const url = readFileSync(path.join(process.env.NEXUS_E2E_DATA_DIR!, 'database-url'), 'utf8').trim();
  const { PgBoss } = createRequire(path.join(import.meta.dirname, '../../apps/api/package.json'))('pg-boss') as {
    PgBoss: new (options: object) => {
      start(): Promise<void>;
      send(q: string, d: object): Promise<void>;
      stop(o: object): Promise<void>;
    };
  };
  const boss = new PgBoss({ connectionString: url, schema: 'pgboss', supervise: false, schedule: false, migrate: false });
  await boss.start();
  await boss.send('digest-week', {});
  await boss.stop({ graceful: false });
}

/**
 * The newest mail to `address` once it is a digest: its headers as written, its body with the quoted-printable decoded
 * once, from rawMailTo (mailTo's text has `=3D` decoded already, and a second pass would read `post=43…` as 'C').
 */
async function digestTo(address: string): Promise<string> {
  await expect.poll(async () => (await mailTo(address)).includes('Your week on Nexus'), { timeout: 60_000 }).toBe(true);
  const raw = await rawMailTo(address);
  const bodyStart = raw.search(/\r?\n\r?\n/);
  const body = raw.slice(bodyStart).replace(/=\r?\n/g, '');
  const decoded = Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
  return raw.slice(0, bodyStart) + decoded;
}

test('the weekly digest switch stays off after a reload; the link of a digest unsubscribes from it alone', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const [reader, asker, poster, switcher] = await Promise.all([
    createMember(baseURL!, 'Weekly', 'Reader'),
    createMember(baseURL!, 'Asking', 'Member'),
    createMember(baseURL!, 'Priya', 'Shah'),
    createMember(baseURL!, 'Switching', 'Member'),
  ]);
  const askerToken = await accessToken(baseURL!, asker.email);
  await callAs(baseURL!, askerToken, 'POST', `/user/${asker.id}/connection-requests`, { userId: reader.id });
  // A connection (written as an accepted request writes it) who posts this week and writes twice.
  await appSql(`INSERT INTO connections (user_id, connected_user_id) VALUES ($1::uuid, $2::uuid), ($2::uuid, $1::uuid)`, [
    reader.id,
    poster.id,
  ]);
  const posterToken = await accessToken(baseURL!, poster.email);
  const post = await callAs<{ id: string }>(baseURL!, posterToken, 'POST', '/post', {
    content: 'We shipped the new onboarding today: thank you to everyone who tested it',
  });
  await appSql(`UPDATE posts SET reaction_count = 24 WHERE id = $1::uuid`, [post.id]);
  for (const text of ['Are you free on Thursday?', 'I would love your view on the launch'])
    await callAs(baseURL!, posterToken, 'POST', `/message/${poster.id}/${reader.id}`, { content: { message: text } });

  // Off in settings, and still off after a reload.
  await signIn(page, switcher.email);
  await page.goto('/settings');
  await expect(digestSwitch(page)).toBeChecked(loaded);
  await expect(page.getByText('A Monday e-mail with your pending requests', { exact: false })).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().includes('/v1/preference/notification') && r.request().method() === 'POST');
  await digestSwitch(page).click();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(digestSwitch(page)).not.toBeChecked(loaded);

  // The digest mail, and its one-click link.
  await runDigestWeek();
  const mail = await digestTo(reader.email);
  expect(mail).toContain('Connection requests (1)');
  expect(mail).toContain('Asking Member wants to connect with you');
  expect(mail).toContain('You have 2 unread messages');
  expect(mail).toContain(`feed?post=${post.id}`);
  const link = /https?:\/\/[^\s"<>]+\/unsubscribe\?[^\s"<>]+type=weekly_digest/.exec(mail)![0].replace(/&#38;|&amp;/g, '&');
  const { pathname, search } = new URL(link);
  await page.goto(pathname + search);
  await expect(page.getByRole('heading', { name: 'Unsubscribe from the weekly digest' })).toBeVisible(loaded);
  await expect(page.getByText(Text.digestUnsubscribed)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/unsubscribe-desktop-light.png`, fullPage: true });

  // Screenshots: the settings section and the mail as HTML, on a desktop and a phone, light and dark.
  const html = /<!doctype html>[\s\S]*<\/html>/i.exec(mail)![0];
  const readerToken = await accessToken(baseURL!, reader.email);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const shot = await context.newPage();
      await shot.setContent(html);
      await shot.screenshot({ path: `${SHOTS}/mail-${device}-${scheme}.png`, fullPage: true });
      await signInWithToken(shot, readerToken, scheme);
      await shot.goto(`${baseURL}/settings`);
      const row = shot.getByText('Weekly digest', { exact: true });
      await expect(row).toBeVisible(loaded);
      await row.scrollIntoViewIfNeeded();
      await shot.waitForLoadState('networkidle');
      await shot.screenshot({ path: `${SHOTS}/settings-${device}-${scheme}.png` });
      await context.close();
    }
  }
});
