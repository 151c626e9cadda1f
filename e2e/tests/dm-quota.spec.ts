import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { BillingText, Text } from '@nexus/contracts';
import {
  accessToken,
  appSql,
  callAs,
  createMember,
  createPartnerAdmin,
  fullName,
  signInWithToken,
  unique,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const SHOTS = process.env.NEXUS_SHOTS_DIR ?? '/tmp/shots-billing';

async function pageFor(browser: Browser, token: string, viewport = viewports.desktop, scheme: 'light' | 'dark' = 'light') {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  const page = await context.newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage });
}

test('a partner admin with DM writes to a non-connection until the quota runs out; a promo code raises it', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const base = baseURL!;
  const company = `Globex Recruiting Worldwide ${randomUUID().slice(0, 4)}`;
  const admin = await createPartnerAdmin(base, { name: company, type: 'corporate', packageType: 'growth' });
  const member = await createMember(base, 'Mina', unique('Member'));
  const memberToken = await accessToken(base, member.email);

  // The sign-up's Owners group holds every function, DM and MANAGE_SUBSCRIPTION among them.
  await callAs(base, admin.token, 'PUT', `/user/${admin.id}/profile`, { companyName: company, jobTitle: 'Talent partner' });
  // 49 of the free plan's 50 DMs are gone this month; two promo codes: one expired, one good for 10 more.
  await appSql(`INSERT INTO partner_dm_usage (partner_id, month, dm_count) VALUES ($1, dm_current_month(), 49)`, [
    admin.partnerId,
  ]);
  const good = `SPRING${randomUUID().slice(0, 6).toUpperCase()}`;
  const expired = `OLD${randomUUID().slice(0, 6).toUpperCase()}`;
  await appSql(
    `INSERT INTO promo_codes (code, extra_dm, valid_from, valid_until, max_uses) VALUES
       ($1, 10, now() - interval '1 day', now() + interval '30 days', 100),
       ($2, 10, now() - interval '60 days', now() - interval '30 days', 100)`,
    [good, expired],
  );

  // The admin writes to the member, who is not a connection: the last DM of the month goes; the next is refused
  // and the composer gives way to §5's notice.
  const desk = await pageFor(browser, admin.token);
  // The member's profile offers the admin 'Message' although they are not connected; it opens the chat.
  await desk.goto(`/profile/${member.id}`);
  await desk.getByRole('button', { name: `Message ${fullName(member)}` }).click();
  await expect(desk.getByRole('dialog', { name: 'Chat' }).getByRole('heading', { name: fullName(member) })).toBeVisible();
  await desk.goto(`/page/messages/${member.id}`);
  const composer = desk.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello Mina, we have a role that fits your profile.');
  await composer.press('Enter');
  const conversation = desk.getByRole('log', { name: 'Messages' });
  await expect(conversation.getByText('Hello Mina, we have a role that fits your profile.')).toBeVisible();
  await composer.fill('Would you have time for a call this week?');
  await composer.press('Enter');
  await expect(desk.getByText(Text.dmLimitReached)).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  // After a reload the notice comes from the chat-partner info (dmQuotaUsedUp).
  await desk.reload();
  await expect(desk.getByText(Text.dmLimitReached)).toBeVisible();
  await expect(desk.getByRole('textbox', { name: 'Message' })).toHaveCount(0);

  // The member's drawer shows the admin as 'Admin - {company}' (company cut at 20).
  const memberPage = await pageFor(browser, memberToken);
  await memberPage.goto('/feed');
  await memberPage.getByRole('button', { name: 'Open messages' }).click();
  const row = memberPage
    .getByRole('dialog', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(`^Chat with ${fullName(admin)}`) });
  await expect(row).toContainText(`Admin - ${company.slice(0, 20)}`);
  await shot(memberPage, 'drawer-admin-row-desktop-light');

  // The Subscription tab: 50 of 50; an expired code is refused with its own message; the good one adds 10.
  await desk.goto('/settings/partner?tab=subscription');
  await expect(desk.getByText('50 of 50 DMs used', { exact: false })).toBeVisible();
  await expect(desk.getByRole('progressbar', { name: /50 of 50 DMs used/ })).toHaveAttribute('aria-valuenow', '100');
  const promo = desk.getByRole('textbox', { name: 'Promo code' });
  await promo.fill(expired.toLowerCase());
  await desk.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByText(BillingText.promoExpired)).toBeVisible();
  await promo.fill(good);
  await desk.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByRole('status').filter({ hasText: `${good} added 10 DMs` })).toBeVisible();
  await expect(desk.getByText('50 of 60 DMs used', { exact: false })).toBeVisible();
  await promo.fill(good);
  await desk.getByRole('button', { name: 'Redeem' }).click();
  await expect(desk.getByText(BillingText.promoAlreadyRedeemed)).toBeVisible();

  // The quota is raised: the composer is back and the message goes.
  await desk.goto(`/page/messages/${member.id}`);
  await desk.getByRole('textbox', { name: 'Message' }).fill('Would you have time for a call this week?');
  await desk.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(desk.getByRole('log', { name: 'Messages' }).getByText('Would you have time for a call this week?')).toBeVisible();
  // The bubble shows before the API has taken the send (optimistic): the count is read until the send is in.
  await expect
    .poll(() =>
      callAs<{ currentDMCount: number; totalDM: number }>(base, admin.token, 'GET', `/usage-summary/${admin.partnerId}`),
    )
    .toMatchObject({ currentDMCount: 51, totalDM: 60 });

  // Screenshots: the Subscription tab and the notice, both themes, desktop and phone.
  await appSql(`UPDATE partner_dm_usage SET dm_count = 60 WHERE partner_id = $1 AND month = dm_current_month()`, [
    admin.partnerId,
  ]);
  for (const scheme of ['light', 'dark'] as const) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const page = await pageFor(browser, admin.token, viewport, scheme);
      await page.goto('/settings/partner?tab=subscription');
      await expect(page.getByText('60 of 60 DMs used', { exact: false })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Messages sent per day this month' })).toBeVisible();
      await shot(page, `subscription-${size}-${scheme}`, true);
      await page.goto(`/page/messages/${member.id}`);
      await expect(page.getByText(Text.dmLimitReached)).toBeVisible();
      await shot(page, `chat-notice-${size}-${scheme}`);
      await page.context().close();
    }
  }
});
