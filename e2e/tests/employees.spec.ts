import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/platform/database/seed/demo-password';
import { PASSWORD, accessToken, createMember, fullName, mailTo, signInWithToken, unique, uniqueEmail, test } from './support';

/** The demo company and its contact, an admin in its Owners group (every function). */
const COMPANY = { name: 'Northwind Talent', adminEmail: 'talent@northwind.test' };
const SHOTS = process.env.NEXUS_SHOTS_DIR ?? path.join(import.meta.dirname, '..', 'screenshots');

async function partnerAdmin(baseURL: string) {
  const response = await fetch(`${baseURL}/v1/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: COMPANY.adminEmail, password: DEMO_PASSWORD, role: 'PARTNER' }),
  });
  expect(response.status).toBe(200);
  const { user, session } = (await response.json()) as {
    user: { id: string; partnerId: string };
    session: { accessToken: string };
  };
  return { id: user.id, partnerId: user.partnerId, token: session.accessToken };
}

async function pageAs(browser: Browser, token: string, mode: 'light' | 'dark' = 'light', width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  await signInWithToken(page, token, mode);
  return page;
}

/** Full-page screenshots of the screen in both themes, at desktop and phone width. */
async function shots(browser: Browser, token: string, url: string, name: string, ready: (page: Page) => Promise<void>) {
  mkdirSync(SHOTS, { recursive: true });
  for (const mode of ['light', 'dark'] as const) {
    for (const [device, width] of [
      ['desktop', 1280],
      ['phone', 390],
    ] as const) {
      const page = await pageAs(browser, token, mode, width);
      await page.goto(url);
      await ready(page);
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SHOTS, `${name}-${device}-${mode}.png`), fullPage: true });
      await page.context().close();
    }
  }
}

test('a member says they work at a company, its admin verifies them, and the badge shows', async ({ browser, baseURL }) => {
  test.slow(); // two members signed in at once, and screenshots
  const admin = await partnerAdmin(baseURL!);
  const member = await createMember(baseURL!, 'Emma', unique('Ployee'));
  const memberPage = await pageAs(browser, await accessToken(baseURL!, member.email));

  await memberPage.goto(`/company/${admin.partnerId}`);
  const employees = memberPage.getByRole('region', { name: 'Employees' });
  await employees.getByRole('button', { name: 'I work here' }).click();
  await expect(employees.getByText('Waiting for verification')).toBeVisible();

  const adminPage = await pageAs(browser, admin.token);
  await adminPage.goto('/settings/partner?tab=employees');
  const row = adminPage.getByTestId('employee-row').filter({ hasText: fullName(member) });
  await expect(row.getByText('Pending')).toBeVisible();
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  // The badge, on the member's profile and on the company page.
  await memberPage.goto(`/profile/${member.id}`);
  await expect(memberPage.getByRole('link', { name: `Verified employee · ${COMPANY.name}` })).toBeVisible();
  await memberPage.goto(`/company/${admin.partnerId}`);
  const listed = memberPage
    .getByRole('list', { name: 'Verified employees' })
    .getByRole('listitem')
    .filter({ hasText: fullName(member) });
  await expect(listed.getByText('Verified employee')).toBeVisible();
  await expect(listed.getByRole('link', { name: fullName(member) })).toHaveAttribute('href', `/profile/${member.id}`);
  await expect(employees.getByText('You work here')).toBeVisible();

  // Add to user group: the company's Owners group.
  await row.getByRole('button', { name: `Actions for ${fullName(member)}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Add to user group' }).click();
  const groupDialog = adminPage.getByRole('dialog', { name: `Add ${fullName(member)} to a user group` });
  await groupDialog.getByRole('radio', { name: 'Owners' }).check();
  mkdirSync(SHOTS, { recursive: true });
  await adminPage.screenshot({ path: path.join(SHOTS, 'add-to-user-group-desktop-light.png') });
  await groupDialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(groupDialog).toBeHidden();
  await expect(row.getByLabel('Admin groups').getByText('Owners')).toBeVisible();

  // Owners holds DM: the employee, still a member account, writes to a member who is not a connection.
  const stranger = await createMember(baseURL!, 'Stella', unique('Stranger'));
  const asEmployee = await pageAs(browser, await accessToken(baseURL!, member.email));
  await asEmployee.goto(`/profile/${stranger.id}`);
  await expect(asEmployee.getByRole('button', { name: `Message ${fullName(stranger)}` })).toBeVisible();
  await asEmployee.goto(`/page/messages/${stranger.id}`);
  const composer = asEmployee.getByRole('textbox', { name: 'Message' });
  await composer.fill('Hello Stella, Northwind is hiring analysts.');
  await composer.press('Enter');
  await expect(
    asEmployee.getByRole('log', { name: 'Messages' }).getByText('Hello Stella, Northwind is hiring analysts.'),
  ).toBeVisible();
  await expect(
    asEmployee.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: /Connections/ }),
  ).toBeVisible();

  // Deactivate Employee (confirmed: they leave the group), then Reactivate Employee, from the row's menu.
  await row.getByRole('button', { name: `Actions for ${fullName(member)}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Deactivate Employee' }).click();
  await adminPage.getByRole('dialog', { name: 'Deactivate Employee?' }).getByRole('button', { name: 'Yes' }).click();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await expect(row.getByLabel('Admin groups')).toHaveCount(0);
  await row.getByRole('button', { name: `Actions for ${fullName(member)}` }).click();
  await adminPage.getByRole('menuitem', { name: 'Reactivate Employee' }).click();
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();

  await shots(browser, admin.token, '/settings/partner?tab=employees', 'employees-tab', async (page) => {
    await expect(page.getByTestId('employee-row').first()).toBeVisible();
  });
  await shots(
    browser,
    await accessToken(baseURL!, member.email),
    `/company/${admin.partnerId}`,
    'company-employees',
    async (page) => {
      await expect(page.getByRole('list', { name: 'Verified employees' })).toBeVisible();
    },
  );
});

test('an invited e-mail signs up through the link and joins the company as a verified employee', async ({ browser, baseURL }) => {
  test.slow(); // a sign-up through the mailed link after the admin's
  const admin = await partnerAdmin(baseURL!);
  const email = uniqueEmail('invitee');
  const lastName = unique('Vited');
  const adminPage = await pageAs(browser, admin.token);
  await adminPage.goto('/settings/partner?tab=employees');
  const invite = adminPage.getByRole('form', { name: 'Invite an employee' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(adminPage.getByText(`Invitation sent to ${email}`)).toBeVisible();

  const link = /(\/signup\?invitation=[A-Za-z0-9_.-]+)/.exec(await mailTo(email))?.[1];
  expect(link).toBeTruthy();
  const page = await (await browser.newContext()).newPage();
  await page.goto(link!);
  await expect(page.getByTestId('invitation-notice')).toContainText(`${COMPANY.name} invited you to join Nexus`);
  await expect(page.getByLabel('E-mail')).toHaveValue(email);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, 'signup-invitation-desktop-light.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: path.join(SHOTS, 'signup-invitation-phone-light.png'), fullPage: true });
  await page.getByLabel('First name').fill('Ina');
  await page.getByLabel('Last name').fill(lastName);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  // The invitation is the first mail to this address; wait for the verification code's.
  let code = '';
  await expect
    .poll(async () => (code = /verification code is (\d{6})/.exec(await mailTo(email))?.[1] ?? ''), { timeout: 30_000 })
    .toMatch(/^\d{6}$/);
  await page.getByLabel('Verification code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByRole('heading', { name: 'About you' })).toBeVisible();

  await adminPage.reload();
  const row = adminPage.getByTestId('employee-row').filter({ hasText: `Ina ${lastName}` });
  await expect(row.getByText('Verified', { exact: true })).toBeVisible();
});
