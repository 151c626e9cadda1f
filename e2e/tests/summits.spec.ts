import { expect, type Browser } from '@playwright/test';
import { EventCode, RegistrationType, StorageKey, SummitsText } from '@nexus/contracts';
import {
  accessToken,
  createMember,
  PASSWORD,
  signInWithToken,
  snap,
  unique,
  uniqueEmail,
  verificationCode,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const registered = (passName: string) => `${SummitsText.registered} · ${passName}`;

async function pageFor(browser: Browser, token: string, viewport = viewports.desktop, scheme: 'light' | 'dark' = 'light') {
  const page = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

test('a new visitor registers for a summit through /register/Bfutr25 and lands on it after sign-up', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('summit');
  await page.goto(`/register/${RegistrationType.Bfutr25}`);
  await expect(page).toHaveURL(/\/signup$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.forwardUrl)).toBe(
    `/register/${RegistrationType.Bfutr25}`,
  );
  await page.getByLabel('First name').fill('Zainab');
  await page.getByLabel('Last name').fill(unique('Summit'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await verificationCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Your place at the summit is next.', { exact: false })).toBeVisible();
  await snap(page, 'desktop-light-sign-up-all-set-for-summit');
  await page.getByRole('button', { name: 'Go to the summit' }).click();

  await expect(page).toHaveURL(new RegExp(`/summit/${EventCode.Bfutr2025}$`), { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'BFUTR Summit 2025' })).toBeVisible();
  await expect(page.getByTestId('summit-registered')).toHaveText(registered('General'));
  await expect(page.getByText(SummitsText.yourPass)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.forwardUrl)).toBeNull();
  await snap(page, 'desktop-light-summit-registered-after-sign-up');
});

test('a member who signs in (not up) after /register/Bnxt is registered and lands on the edition', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Yaw', unique('Boateng'));
  await page.goto(`/register/${RegistrationType.Bnxt}`);
  await expect(page).toHaveURL(/\/signup$/);
  // They have an account: to the sign-in form instead; the forwarding destination stays stored.
  await page.goto('/');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/summit/${EventCode.Bnxt2025}$`), { timeout: 30_000 });
  await expect(page.getByTestId('summit-registered')).toHaveText(registered('General'));
});

test('a signed-in member registers from /register/Bnxt and with a pass; the chat hides on summit paths', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const member = await createMember(baseURL!, 'Kofi', unique('Asante'));
  const token = await accessToken(baseURL!, member.email);

  // Signed in already: /register/Bnxt registers at once and lands on the edition.
  const page = await pageFor(browser, token);
  await page.goto(`/register/${RegistrationType.Bnxt}`);
  await expect(page).toHaveURL(new RegExp(`/summit/${EventCode.Bnxt2025}$`));
  await expect(page.getByTestId('summit-registered')).toHaveText(registered('General'));

  // The chat button is on /feed, not on /summit nor on a path with bfutr or bnxt (§2).
  await page.goto('/feed');
  await expect(page.getByRole('button', { name: 'Open messages' })).toBeVisible();
  for (const path of ['/summit', `/summit/${EventCode.Bfutr2025}`]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open messages' })).toHaveCount(0);
  }

  // /summit opens on the current edition; its VIP pass registers from its card.
  await page.goto('/summit');
  await expect(page.getByRole('heading', { level: 1, name: 'BFUTR Summit 2025' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: SummitsText.editions }).getByRole('tab')).toHaveCount(3);
  await expect(page.getByRole('heading', { level: 2, name: SummitsText.sponsors })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Title sponsor' })).toContainText('Northwind Talent');
  await expect(page.getByRole('list', { name: SummitsText.speakers })).toContainText('Priya Shah');
  const programme = page.getByRole('region', { name: SummitsText.programme });
  await expect(programme.getByRole('listitem').first()).toContainText('Opening keynote: careers that compound');
  await expect(programme.getByRole('listitem').first()).toContainText('Wanjiru Kamau');
  await page.getByRole('button', { name: 'Register with the VIP pass' }).click();
  await expect(page.getByTestId('summit-registered')).toHaveText(registered('VIP'));

  // The 2024 edition is closed to registration.
  await page.getByRole('tab', { name: 'BFUTR Summit 2024' }).click();
  await expect(page).toHaveURL(new RegExp(`/summit/${EventCode.Bfutr2024}$`));
  await expect(page.getByText(SummitsText.registrationClosed)).toBeVisible();
  await expect(page.getByRole('button', { name: /^Register/ })).toHaveCount(0);
  await page.context().close();
});

test('summit screenshots: registered and not, both themes, desktop and phone', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const member = await createMember(baseURL!, 'Efua', unique('Mensah'));
  const token = await accessToken(baseURL!, member.email);
  const other = await pageFor(browser, token);
  await other.goto(`/register/${RegistrationType.Bfutr25}`);
  await expect(other.getByTestId('summit-registered')).toBeVisible();
  await other.context().close();
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pageFor(browser, token, viewport, scheme);
      await page.goto('/summit');
      await expect(page.getByTestId('summit-registered')).toBeVisible();
      await snap(page, `${device}-${scheme}-summit`);
      await page.goto(`/summit/${EventCode.Bnxt2025}`);
      await expect(page.getByRole('button', { name: `${SummitsText.register} for BNXT 2025` })).toBeVisible();
      await snap(page, `${device}-${scheme}-summit-bnxt2025`);
      await page.context().close();
    }
  }
});
