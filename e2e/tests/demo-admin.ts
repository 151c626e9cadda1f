import { expect, type Page } from '@playwright/test';
import { ErrorCode, Text } from '@nexus/contracts';
import { generateSync } from 'otplib';
import { DEMO_ADMIN_TOTP_SECRET } from '../../apps/api/src/platform/database/seed/demo-admin-totp';
import { DEMO_PASSWORD } from '../../apps/api/src/platform/database/seed/demo-password';

/** The demo seed's platform admin: a password and an authenticator already set up with DEMO_ADMIN_TOTP_SECRET. */
export const DEMO_ADMIN_EMAIL = 'admin@nexus.test';

const STEP_MS = 30_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The demo admin's authenticator codes to try, in order: now's and the next step's (the API takes one step either side),
 * then, after waiting for the step to change, those of the new step. A code is accepted once, and the other worker may
 * have signed the admin in within this step already, so a sign-in walks this list until one is taken.
 */
async function* adminCodes(): AsyncGenerator<string> {
  for (let round = 0; round < 3; round++) {
    const step = Math.floor(Date.now() / STEP_MS);
    for (const s of [step, step + 1]) {
      yield generateSync({ secret: DEMO_ADMIN_TOTP_SECRET, epoch: (s * STEP_MS) / 1000, period: 30, digits: 6 });
    }
    await sleep((step + 1) * STEP_MS - Date.now() + 100);
  }
}

/** An access token of the demo admin, from the API's password login with a code. */
export async function demoAdminToken(baseURL: string): Promise<string> {
  for await (const otp of adminCodes()) {
    const response = await fetch(`${baseURL}/v1/user/login`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: DEMO_ADMIN_EMAIL, password: DEMO_PASSWORD, role: 'ADMIN', otp }),
    });
    const body = (await response.json()) as { code?: string; session?: { accessToken: string } };
    if (response.status === 200) return body.session!.accessToken;
    expect(body.code).toBe(ErrorCode.TotpInvalid);
  }
  throw new Error('The demo admin’s codes were all refused');
}

/** The demo admin signs in through the form: e-mail, password, Admin; then the code the form asks for. */
export async function signInAsDemoAdmin(page: Page, landing = /\/admin\/reports$/): Promise<void> {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(DEMO_ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('radio', { name: 'Admin' }).check();
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const code = page.getByLabel('Authenticator code');
  // A password hash takes a while on a busy 2-core machine.
  await expect(code).toBeVisible({ timeout: 30_000 });
  for await (const otp of adminCodes()) {
    await code.fill(otp);
    const answer = page.waitForResponse((r) => r.url().endsWith('/v1/user/login') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    const response = await answer;
    if (response.status() === 200) break;
    expect(((await response.json()) as { code: string }).code).toBe(ErrorCode.TotpInvalid);
    await expect(page.getByText(Text.totpInvalid)).toBeVisible();
  }
  await expect(page).toHaveURL(landing, { timeout: 30_000 });
}
