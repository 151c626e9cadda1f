import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { StorageKey, Text } from '@nexus/contracts';
import { createMember, PASSWORD, signIn, signInWithToken, unique, uniqueEmail, verificationCode, test } from './support';

/** Screenshots of this file: NEXUS_E2E_SHOTS, or e2e/screenshots/ like the others. */
const SHOTS = process.env.NEXUS_E2E_SHOTS ?? path.join(import.meta.dirname, '..', 'screenshots');
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}

async function partnerToken(baseURL: string, email: string): Promise<string> {
  const response = await fetch(`${baseURL}/v1/user/login`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password: PASSWORD, role: 'PARTNER' }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { session: { accessToken: string } }).session.accessToken;
}

test('a partner signs up and is welcomed, sets up its company page; a member follows it and sees it in Companies', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const email = uniqueEmail('partner');
  const organisation = unique('Bridgeworks ');

  // Partner sign-up through the corporate variant: POST partner-profile/type/corporate.
  await page.goto('/signup?partnerType=growth');
  await expect(page.getByRole('heading', { name: 'Create your partner account' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.partnerConfig)).toContain('growth');
  await page.getByLabel('Organisation name').fill(organisation);
  await page.getByLabel('First name').fill('Amaka');
  await page.getByLabel('Last name').fill('Obi');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await verificationCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(`You are setting up ${organisation} on Nexus.`)).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  // Welcomed: the partner config is cleared, and a partner login now goes straight to the feed.
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.partnerConfig)).toBeNull();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, PASSWORD, 'Partner');

  // Its company page, from the navigation, then the Company page tab of partner settings.
  await page.getByRole('link', { name: 'Company', exact: true }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
  const companyUrl = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Edit page' }).click();
  await expect(page).toHaveURL(/\/settings\/partner\?tab=company$/);
  await expect(page.getByRole('tab', { name: 'Company page', selected: true })).toBeVisible();
  await page.getByLabel('About').fill('We design and build bridges across West Africa.\nHiring engineers of every level.');
  await page.getByLabel('Website').fill('bridgeworks.example');
  await page.getByLabel('Industry').fill('Civil engineering');
  await page.getByLabel('Location').fill('Lagos, Nigeria');
  await page.getByLabel('Company size').click();
  await page.getByRole('option', { name: '51-200 employees' }).click();
  await page.getByRole('button', { name: 'Save company page' }).click();
  await expect(page.getByText(Text.companyPageSaved)).toBeVisible();
  // Logo and banner uploads (drawn here on a canvas, so the screenshots show real images).
  const [logoPng, bannerPng] = await page.evaluate(() => {
    const draw = (width: number, height: number, paint: (c: CanvasRenderingContext2D) => void) => {
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      paint(canvas.getContext('2d')!);
      return canvas.toDataURL('image/png').split(',')[1]!;
    };
    return [
      draw(256, 256, (c) => {
        c.fillStyle = '#0f766e';
        c.fillRect(0, 0, 256, 256);
        c.fillStyle = '#ffffff';
        c.font = 'bold 150px sans-serif';
        c.textAlign = 'center';
        c.textBaseline = 'middle';
        c.fillText('B', 128, 138);
      }),
      draw(1500, 400, (c) => {
        const g = c.createLinearGradient(0, 0, 1500, 400);
        g.addColorStop(0, '#1e3a8a');
        g.addColorStop(1, '#f59e0b');
        c.fillStyle = g;
        c.fillRect(0, 0, 1500, 400);
        c.strokeStyle = 'rgba(255,255,255,0.5)';
        c.lineWidth = 10;
        c.beginPath();
        c.moveTo(0, 330);
        c.quadraticCurveTo(750, 40, 1500, 330);
        c.stroke();
      }),
    ];
  });
  await page
    .getByTestId('company-logo-file')
    .setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from(logoPng, 'base64') });
  await expect(page.getByText('Your new logo is on the company page')).toBeVisible();
  await page
    .getByTestId('company-banner-file')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: Buffer.from(bannerPng, 'base64') });
  await expect(page.getByText('Your new banner is on the company page')).toBeVisible();
  await expect(page.getByLabel('Logo image address')).toHaveValue(/^\/v1\/files\/partners\//);
  await page.getByRole('link', { name: 'View company page' }).click();
  await expect(page.getByRole('img', { name: `${organisation} logo` })).toHaveAttribute('src', /^\/v1\/files\/partners\//);
  await expect(page).toHaveURL(companyUrl);
  await expect(page.getByText('We design and build bridges across West Africa.')).toBeVisible();
  await expect(page.getByText('Civil engineering · 51-200 employees · Lagos, Nigeria')).toBeVisible();
  await expect(page.getByRole('link', { name: 'bridgeworks.example' })).toHaveAttribute('href', 'https://bridgeworks.example');

  // A member follows the company and finds it in the Companies tab of Connections.
  const fan = await createMember(baseURL!, 'Kofi', unique('Mensah'));
  const memberPage = await (await browser.newContext()).newPage();
  await signIn(memberPage, fan.email);
  await memberPage.goto(companyUrl);
  await expect(memberPage.getByTestId('follower-count')).toHaveText('0 followers');
  await memberPage.getByRole('button', { name: `Follow ${organisation}` }).click();
  await expect(memberPage.getByRole('button', { name: /^Following / })).toHaveAttribute('aria-pressed', 'true');
  await expect(memberPage.getByTestId('follower-count')).toHaveText('1 follower');
  await memberPage.reload();
  await expect(
    memberPage.getByRole('region', { name: 'Followers' }).getByRole('link', { name: `Kofi ${fan.lastName}` }),
  ).toBeVisible();
  await memberPage.goto('/connections?tab=companies');
  await expect(memberPage.getByRole('link', { name: organisation })).toBeVisible();
  await memberPage.getByRole('link', { name: organisation }).click();
  await expect(memberPage).toHaveURL(companyUrl);

  // Screenshots of the company page (as the member who follows) and the Company page tab, both themes, both widths.
  const partner = await partnerToken(baseURL!, email);
  const fanToken = await (async () => {
    const response = await fetch(`${baseURL}/v1/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: fan.email, password: PASSWORD, role: 'MEMBER' }),
    });
    return ((await response.json()) as { session: { accessToken: string } }).session.accessToken;
  })();
  for (const scheme of ['light', 'dark'] as const) {
    for (const [width, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport });
      const asFan = await context.newPage();
      await signInWithToken(asFan, fanToken, scheme);
      await asFan.goto(companyUrl);
      await expect(asFan.getByRole('heading', { level: 1, name: organisation })).toBeVisible();
      await shoot(asFan, `company-page-${scheme}-${width}`);
      await context.close();

      const partnerContext = await browser.newContext({ viewport });
      const asPartner = await partnerContext.newPage();
      await signInWithToken(asPartner, partner, scheme);
      await asPartner.goto('/settings/partner?tab=company');
      await expect(asPartner.getByLabel('Industry')).toHaveValue('Civil engineering');
      const overflow = await asPartner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await shoot(asPartner, `company-page-tab-${scheme}-${width}`);
      await partnerContext.close();
    }
  }
});

test('an unknown company shows the not-found state', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Lost', unique('Visitor'));
  await signIn(page, member.email);
  await page.goto('/company/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('heading', { name: Text.companyNotFound })).toBeVisible();
});
