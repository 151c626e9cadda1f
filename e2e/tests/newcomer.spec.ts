import { expect } from '@playwright/test';
import { ConnectionsEmptyState, StorageKey, Text } from '@nexus/contracts';
import { DEMO_PASSWORD } from '../../apps/api/src/platform/database/seed/demo-password';
import { signInAsDemoAdmin } from './demo-admin';
import { createMember, fullName, signIn, signedInPage, snap, test } from './support';

// What a new member tripped over (issue 9 §6), each seen in the browser.

/** WCAG 2 contrast of two computed CSS colours ('rgb(r, g, b)'). */
function contrast(a: string, b: string): number {
  const luminance = (css: string) => {
    const [r, g, bl] = css
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((v) => {
        const c = Number(v) / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

test('the demo admin signs in through the form, with no error, and lands on the review queue', async ({ page }) => {
  // Password, then the authenticator's code the form asks a platform admin for.
  await signInAsDemoAdmin(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('a partner account lands in the partner shell: its company page and partner settings, no member areas', async ({ page }) => {
  await signIn(page, 'talent@northwind.test', DEMO_PASSWORD, 'Partner');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Connections' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'Communities' })).toHaveCount(0);
  await nav.getByRole('link', { name: 'Company' }).click();
  await expect(page).toHaveURL(/\/company\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Northwind Talent' })).toBeVisible();
  await snap(page, 'partner-company-desktop-light');
  await nav.getByRole('link', { name: 'Partner' }).click();
  await expect(page).toHaveURL(/\/settings\/partner$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Partner settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitem', { name: 'Company page' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveCount(0);
});

test('a demo member has suggestions, requests to answer and photos; counts read right', async ({ page, browser, baseURL }) => {
  test.slow(); // two or three members signed in at once
  await signIn(page, 'amara.okafor@nexus.test', DEMO_PASSWORD);
  await page.goto('/connections?tab=suggested');
  const suggested = page.getByRole('tabpanel');
  await expect(suggested.getByRole('button', { name: /^Connect with / }).first()).toBeVisible();
  await expect(suggested.getByText(ConnectionsEmptyState.suggested)).toHaveCount(0);
  await expect(suggested.locator('img[src^="/v1/files/avatars/"]').first()).toBeVisible();
  await snap(page, 'connections-suggested-desktop-light');
  await page.getByRole('tab', { name: 'Requests' }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: /^Accept request from / })).toHaveCount(2);

  // "1 Followers" no more: every count goes with the right noun.
  const fresh = await createMember(baseURL!, 'Una', 'Single');
  await page.goto(`/profile/${fresh.id}`);
  await page.getByRole('button', { name: `Connect with ${fullName(fresh)}` }).click();
  const otherPage = await signedInPage(browser, fresh.email);
  await otherPage.goto(`/profile/${fresh.id}`);
  const engagement = otherPage.getByRole('region', { name: 'Your engagement' });
  await expect(engagement.getByText('Follower', { exact: true })).toBeVisible();
  await expect(engagement.getByText('Connections', { exact: true })).toBeVisible();
  await snap(otherPage, 'profile-engagement-plurals');
  await otherPage.goto('/connections');
  await otherPage.getByLabel('Search people').fill('Okafor');
  await expect(otherPage.getByText('1 member found')).toBeVisible();
});

test("a member's own profile shows their avatar once, and initials avatars are readable in both themes", async ({
  browser,
  baseURL,
}) => {
  const member = await createMember(baseURL!, 'Ines', 'Initials');
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({ colorScheme: scheme });
    const page = await context.newPage();
    await page.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [StorageKey.themeMode, scheme] as const);
    await signIn(page, member.email);
    await page.goto(`/profile/${member.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Ines Initials' })).toBeVisible();
    const avatars = page.locator('main .MuiAvatar-root');
    await expect(avatars).toHaveCount(1);
    const initials = page.locator('.MuiAvatar-colorDefault', { hasText: 'II' });
    for (const avatar of await initials.all()) {
      const [color, background] = await avatar.evaluate((el) => [
        getComputedStyle(el).color,
        getComputedStyle(el).backgroundColor,
      ]);
      expect(contrast(color!, background!)).toBeGreaterThanOrEqual(4.5);
    }
    await snap(page, `profile-own-desktop-${scheme}`);
    await context.close();
  }
});

test('buttons read in sentence case, Cancel next to Block', async ({ browser, baseURL }) => {
  const [a, b] = await Promise.all([createMember(baseURL!, 'Cass', 'Case'), createMember(baseURL!, 'Bo', 'Block')]);
  const page = await signedInPage(browser, a.email);
  await page.goto(`/profile/${b.id}`);
  await page.getByRole('button', { name: `More actions for ${fullName(b)}` }).click();
  await page.getByRole('menuitem', { name: 'Block', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Block ${fullName(b)}?` });
  const buttons = dialog.getByRole('button');
  await expect(buttons).toHaveText(['Cancel', 'Block']);
  // What is drawn, not only the text: no button is upper-cased by its style.
  for (const button of await buttons.all()) {
    expect(await button.evaluate((el) => getComputedStyle(el).textTransform)).toBe('none');
  }
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});

/** Whether the whole element lies inside its scrolling tab list's visible box. */
const fullyInView = (el: Element) => {
  const box = el.getBoundingClientRect();
  const port = el.closest('.MuiTabs-scroller')!.getBoundingClientRect();
  return box.left >= port.left - 1 && box.right <= port.right + 1;
};

test('at phone width every connections tab can be reached', async ({ browser, baseURL }) => {
  const member = await createMember(baseURL!, 'Pho', 'Newidth');
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await signIn(page, member.email);
  await page.goto('/connections');
  const tabs = page.getByRole('tablist', { name: 'Connection lists' });
  await expect(tabs.getByRole('tab')).toHaveCount(6);
  // More than two fit, and an arrow says there are more; the last tab is reached and selected.
  const shown = async () => {
    let n = 0;
    for (const tab of await tabs.getByRole('tab').all()) if (await tab.evaluate(fullyInView)) n++;
    return n;
  };
  expect(await shown()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('.MuiTabs-scrollButtons:not(.Mui-disabled)')).toBeVisible();
  await tabs.getByRole('tab', { name: 'Suggested' }).click();
  await expect(tabs.getByRole('tab', { name: 'Suggested' })).toHaveAttribute('aria-selected', 'true');
  await expect(tabs.getByRole('tab', { name: 'Suggested' })).toBeInViewport();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await snap(page, 'connections-tabs-phone-light');
});

test('a signed-in member keeps the navigation on a 404 and on the account-deletion page', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Nav', 'Kept');
  await signIn(page, member.email);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await page.goto('/nowhere/at/all');
  await expect(page.getByText(Text.notFoundTitle).first()).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Connections' })).toBeVisible();
  await snap(page, 'not-found-signed-in-desktop-light');
  await page.goto('/account/delete');
  await expect(page.getByRole('heading', { level: 1, name: 'Delete your Nexus account' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Connections' })).toBeVisible();
  await snap(page, 'account-delete-signed-in-desktop-light');
});

test('Requests, Pending and Connections follow what the other member does, without a reload', async ({ browser, baseURL }) => {
  test.slow(); // two or three members signed in at once
  const [a, b] = await Promise.all([createMember(baseURL!, 'Ana', 'Asker'), createMember(baseURL!, 'Bea', 'Answerer')]);
  const [pageA, pageB] = await Promise.all([signedInPage(browser, a.email), signedInPage(browser, b.email)]);
  await pageB.goto('/connections?tab=requests');
  await expect(pageB.getByText(ConnectionsEmptyState.requests)).toBeVisible();

  await pageA.goto(`/profile/${b.id}`);
  // Leaving the page at once could cancel the request in flight (CI, 29 November: Pending stayed empty).
  const sent = pageA.waitForResponse(
    (r) => r.url().endsWith(`/v1/user/${a.id}/connection-requests`) && r.request().method() === 'POST',
  );
  await pageA.getByRole('button', { name: `Connect with ${fullName(b)}` }).click();
  expect((await sent).ok()).toBe(true);
  await pageA.goto('/connections?tab=pending');
  await expect(pageA.getByRole('tabpanel').getByText(fullName(b), { exact: true })).toBeVisible();

  // B's open Requests tab shows A's request as it is made.
  const accept = pageB.getByRole('button', { name: `Accept request from ${fullName(a)}` });
  await expect(accept).toBeVisible();
  await accept.click();

  // A's open Pending tab empties, and Connections has B, with no reload.
  await expect(pageA.getByText(ConnectionsEmptyState.pending)).toBeVisible();
  await pageA.getByRole('tab', { name: 'Connections' }).click();
  await expect(pageA.getByRole('tabpanel').getByText(fullName(b), { exact: true })).toBeVisible();
});
