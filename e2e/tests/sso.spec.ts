import { mkdirSync } from 'node:fs';
import { expect, type Browser, type Page } from '@playwright/test';
import { EventCode, RegistrationType, StorageKey, Text } from '@nexus/contracts';
import { DEMO_ADMIN_EMAIL } from './demo-admin';
import { generateSync } from 'otplib';
import { appSql, createMember, loaded, PASSWORD, unique, uniqueEmail, test } from './support';

/**
 * Single sign-on through the API's development provider (on by default in the browser tests: no real Google, Apple,
 * LinkedIn or Slack client is configured), the whole redirect flow in the browser: the sign-in page's button, the
 * provider's own page, the callback page, and §4's post-login routing.
 */

const SHOTS = '/tmp/shots-sso';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } } as const;

/** On the development provider's page (once it has replaced ours): who signs in, as the provider would tell Nexus. */
async function signInAtProvider(
  page: Page,
  provider: 'Google' | 'Apple' | 'LinkedIn' | 'Slack',
  person: { email: string; firstName?: string; lastName?: string },
) {
  await expect(page.getByRole('heading', { level: 1, name: `Sign in with ${provider}` })).toBeVisible(loaded);
  await page.getByLabel('E-mail', { exact: true }).fill(person.email);
  if (person.firstName !== undefined) await page.getByLabel('First name', { exact: true }).fill(person.firstName);
  if (person.lastName !== undefined) await page.getByLabel('Last name', { exact: true }).fill(person.lastName);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The callback page has handed the code over and taken it out of the address bar. */
async function expectNoCodeInAddress(page: Page) {
  expect(new URL(page.url()).searchParams.has('code')).toBe(false);
  expect(new URL(page.url()).searchParams.has('state')).toBe(false);
}

test('a new member signs up with Google and lands on onboarding', async ({ page }) => {
  const lastName = unique('Google');
  await page.goto('/');
  await expect(page.getByText(Text.developmentSignIn)).toBeVisible(loaded);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with Google' })).toBeVisible(loaded);
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/desktop-light-development-provider.png` });
  await signInAtProvider(page, 'Google', { email: uniqueEmail('google'), firstName: 'Adaeze', lastName });

  await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  await expectNoCodeInAddress(page);
  // Enabled by the provider's verified e-mail: straight to 'About you', with the provider's names.
  await expect(page.getByLabel('First name')).toHaveValue('Adaeze', loaded);
  await expect(page.getByLabel('Last name')).toHaveValue(lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
});

test("a new member signs up with Apple: Apple's form post reaches the API, which sends the browser on", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Apple' }).click(loaded);
  await signInAtProvider(page, 'Apple', { email: uniqueEmail('apple'), firstName: 'Ifeoma', lastName: 'Apple' });
  await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  await expectNoCodeInAddress(page);
  await expect(page.getByLabel('First name')).toHaveValue('Ifeoma', loaded);
});

test('a visitor of /register/Bnxt signs up with LinkedIn and lands on the edition after onboarding', async ({ page }) => {
  await page.goto(`/register/${RegistrationType.Bnxt}`);
  await expect(page).toHaveURL(/\/signup$/, loaded);
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.forwardUrl)).toBe(
    `/register/${RegistrationType.Bnxt}`,
  );

  // To the sign-in page: the forwarding destination stays stored through the provider's round trip.
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with LinkedIn' }).click();
  await signInAtProvider(page, 'LinkedIn', { email: uniqueEmail('linkedin'), firstName: 'Kwame', lastName: unique('LinkedIn') });

  await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  await expectNoCodeInAddress(page);
  await page.getByRole('button', { name: 'Continue' }).click(loaded);
  await page.getByRole('button', { name: 'Go to the summit' }).click();
  await expect(page).toHaveURL(new RegExp(`/summit/${EventCode.Bnxt2025}$`), { timeout: 30_000 });
  await expect(page.getByTestId('summit-registered')).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.forwardUrl)).toBeNull();
});

test('a new member signs up with Slack, then signs in with it again straight to the feed', async ({ page }) => {
  const email = uniqueEmail('slack');
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Slack' }).click(loaded);
  await signInAtProvider(page, 'Slack', { email, firstName: 'Sione', lastName: unique('Slack') });
  await expect(page).toHaveURL(/\/signup$/, { timeout: 30_000 });
  await page.getByRole('button', { name: 'Continue' }).click(loaded);
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);

  // Signed out (here and at the provider), then in again by Slack: an onboarded member goes to the feed.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await page.goto('/');
  await page.getByRole('button', { name: 'Continue with Slack' }).click(loaded);
  await signInAtProvider(page, 'Slack', { email });
  await expect(page).toHaveURL(/\/feed$/, { timeout: 30_000 });
});

test('the demo admin signs in with Google as Admin and lands on the console', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('radio', { name: 'Admin' }).check(loaded);
  // A platform admin is offered Google and Apple only (§6).
  await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveText(['Continue with Google', 'Continue with Apple']);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await signInAtProvider(page, 'Google', { email: DEMO_ADMIN_EMAIL });
  await expect(page).toHaveURL(/\/admin\/reports$/, { timeout: 30_000 });
  await expectNoCodeInAddress(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible(loaded);
});

test('a provider’s refusal shows the way back to sign-in', async ({ page }) => {
  await page.goto('/auth/callback/google/MEMBER?error=access_denied&state=x');
  await expect(page.getByText(Text.ssoFailed)).toBeVisible(loaded);
  expect(new URL(page.url()).search).toBe('');
  await page.getByRole('link', { name: Text.backToSignIn }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a new platform admin sets up an authenticator at the first password sign-in, then signs in with its code', async ({
  baseURL,
  page,
}) => {
  const admin = await createMember(baseURL!, 'Ada', unique('Admin'));
  await appSql(`UPDATE users SET role = 'ADMIN' WHERE id = $1`, [admin.id]);
  await page.goto('/');
  await page.getByLabel('E-mail').fill(admin.email, loaded);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('radio', { name: 'Admin' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible({ timeout: 30_000 });
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/desktop-light-totp-setup.png`, fullPage: true });
  await page.getByLabel('Authenticator code').fill(generateSync({ secret }));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/reports$/, { timeout: 30_000 });
});

async function pageFor(browser: Browser, viewport: { width: number; height: number }, scheme: 'light' | 'dark') {
  const context = await browser.newContext({ viewport, colorScheme: scheme });
  await context.addInitScript(([key, mode]) => window.localStorage.setItem(key!, mode!), [StorageKey.themeMode, scheme]);
  return context.newPage();
}

test('screenshots: the sign-in page with its buttons and the callback page, both themes, desktop and phone', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  for (const [size, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pageFor(browser, viewport, scheme);
      const name = `${size}-${scheme}`;
      await page.goto('/');
      const google = page.getByRole('button', { name: 'Continue with Google' });
      await expect(google).toBeVisible(loaded);
      await google.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/${name}-sign-in.png`, fullPage: true });
      await page.getByRole('radio', { name: 'Admin' }).check();
      await page.screenshot({ path: `${SHOTS}/${name}-sign-in-admin.png`, fullPage: true });

      // The callback page while the API answers: its answer is held back.
      await page.route('**/v1/auth/sso/google/callback', () => undefined);
      await page.goto('/auth/callback/google/MEMBER?code=held&state=held');
      await expect(page.getByRole('heading', { name: 'Signing you in with Google…' })).toBeVisible(loaded);
      await expectNoCodeInAddress(page);
      await page.screenshot({ path: `${SHOTS}/${name}-callback-progress.png` });

      await page.goto('/auth/callback/linkedin/MEMBER?error=access_denied');
      await expect(page.getByText(Text.ssoFailed)).toBeVisible(loaded);
      await page.screenshot({ path: `${SHOTS}/${name}-callback-failed.png` });
      await page.context().close();
    }
  }
});
