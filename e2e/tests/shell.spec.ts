import { expect, type Page } from '@playwright/test';
import { Text } from '@nexus/contracts';
import { createMember, PASSWORD, signIn, snap, socketJoined, test } from './support';

test('an unknown route shows the 404 page, whose button goes home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByText(Text.notFoundTitle)).toBeVisible();
  await snap(page, 'not-found');
  await page.getByRole('button', { name: Text.returnHome }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a private page sends a signed-out visitor to sign in, then on to that page', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Forward', 'Me');
  await page.goto('/connections');
  await expect(page).toHaveURL(/\/authenticate$/);
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/connections$/);
});

test('a signed-in, onboarded member is sent from / and /signup to the feed', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Already', 'In');
  await signIn(page, member.email);
  for (const path of ['/', '/signup']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/feed$/);
  }
});

test('wrong credentials show the server message', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Wrong', 'Password');
  await page.goto('/');
  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(Text.invalidCredentials).first()).toBeVisible();
});

test('the theme persists across reloads and follows the account', async ({ page, baseURL, browser }) => {
  const member = await createMember(baseURL!, 'Dark', 'Mode');
  await signIn(page, member.email);
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const light = await background();
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitemcheckbox', { name: 'Dark mode' }).click();
  await expect.poll(background).not.toBe(light);
  const dark = await background();
  await page.reload();
  await expect.poll(background).toBe(dark);

  // A new browser with no local state gets the mode from the account's preferences.
  const other = await browser.newContext();
  const fresh = await other.newPage();
  await signIn(fresh, member.email);
  await expect.poll(() => fresh.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(dark);
  await other.close();
});

test('after sign-in the app opens the real-time socket and hears that its user is online', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Socket', 'Check');
  const heardOnline = socketJoined(page, member.id);
  await signIn(page, member.email);
  await heardOnline;
});

test("index.html's landing headline, drawn before the scripts, sits where the page then draws it, in both themes", async ({
  browser,
}) => {
  const boxes = (page: Page, scope: string) =>
    page.evaluate(
      (scope) =>
        ['header', 'h1', 'main p'].map((selector) => {
          const { x, y, width, height } = document.querySelector(`${scope} ${selector}`)!.getBoundingClientRect();
          return { x, y, width, height };
        }),
      scope,
    );
  for (const [width, colorScheme] of [
    [412, 'light'],
    [360, 'dark'],
    [800, 'light'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/');
    await expect(page.locator('#landing-shell h1')).toBeVisible();
    const shell = await boxes(page, '#landing-shell');
    const shellBackground = await page.locator('#landing-shell').evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.unroute('**/assets/*.js');
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Sign in', exact: true })).toBeVisible();
    await expect(page.locator('#landing-shell')).toHaveCount(0);
    expect(await boxes(page, '#root')).toEqual(shell);
    expect(await page.locator('body').evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(shellBackground);
    await page.close();
  }
});
