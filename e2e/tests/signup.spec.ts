import { expect } from '@playwright/test';
import { StorageKey, Text } from '@nexus/contracts';
import { PASSWORD, signIn, snap, uniqueEmail, verificationCode, test } from './support';

test('sign up, verify with the mailed code, onboard, land on the feed; log out and back in', async ({ page }) => {
  const email = uniqueEmail('newcomer');
  await page.goto('/signup');
  await snap(page, 'signup-1-create-account');
  await page.getByLabel('First name').fill('Ngozi');
  await page.getByLabel('Last name').fill('Eze');
  await page.getByLabel('E-mail').fill(email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByLabel('Verification code')).toBeVisible();
  await snap(page, 'signup-2-verify');
  await page.getByLabel('Verification code').fill(await verificationCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByLabel('First name')).toHaveValue('Ngozi');
  await snap(page, 'signup-3-about-you');
  await page.getByRole('button', { name: 'Continue' }).click();

  await snap(page, 'signup-4-all-set');
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await snap(page, 'feed');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /log out|ok|yes/i })
    .click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.accessToken)).toBeNull();

  await signIn(page, email);
});

test('a wrong code is refused with the reason shown', async ({ page }) => {
  const email = uniqueEmail('typo');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ola');
  await page.getByLabel('Last name').fill('Nordmann');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  const code = await verificationCode(email);
  await page.getByLabel('Verification code').fill(code === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByText(Text.verificationCodeInvalid).first()).toBeVisible();
});
