import { readFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';
import { StorageKey, Text } from '@nexus/contracts';
import {
  PASSWORD,
  accessToken,
  callAs,
  createMember,
  loaded,
  mailTo,
  signIn,
  snap,
  uniqueEmail,
  verificationCode,
  pdfWith,
  test,
} from './support';

// /settings, /unsubscribe and /account/delete, and the onboarding questions of sign-up.

const emailSwitch = (page: Page) => page.getByRole('switch', { name: /: E-mail$/ }).first();

/** The link to `path` in the newest mail to `address`, once that mail has arrived. */
async function mailedLink(address: string, path: string): Promise<string> {
  let link = '';
  await expect
    .poll(async () => {
      try {
        link = linkIn(await mailTo(address), path);
      } catch {
        link = '';
      }
      return link;
    })
    .not.toBe('');
  return link;
}

/** The link of a mail (quoted-printable already undone by mailTo), by its path. */
function linkIn(mail: string, path: string): string {
  const match = new RegExp(`https?://[^\\s"<>]+${path.replace(/\//g, '\\/')}\\?[^\\s"<>]+`).exec(mail);
  if (!match) throw new Error(`No ${path} link in the mail`);
  const url = new URL(match[0].replace(/&amp;/g, '&'));
  return url.pathname + url.search;
}

test('a notification setting persists, my data downloads, and the account is deleted with the mailed link', async ({
  page,
  baseURL,
}) => {
  const member = await createMember(baseURL!, 'Leaving', 'Member');
  await signIn(page, member.email);

  await page.goto('/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  const toggle = emailSwitch(page);
  await expect(toggle).toBeChecked();
  const saved = page.waitForResponse((r) => r.url().includes('/v1/preference/notification') && r.request().method() === 'POST');
  await toggle.click();
  expect((await saved).ok()).toBe(true);
  await expect(toggle).not.toBeChecked();
  await page.reload();
  await expect(emailSwitch(page)).not.toBeChecked(loaded);
  await snap(page, 'settings');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('nexus-my-data.json');
  const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
    account: { username: string };
    notificationSettings: { email: boolean }[];
  };
  expect(data.account.username).toBe(member.email);
  expect(data.notificationSettings.some((s) => s.email === false)).toBe(true);

  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Choose a reason')).toBeVisible();
  await page.getByRole('radio', { name: 'Something else' }).check();
  await page.getByLabel('Tell us more').fill('Trying the deletion flow');
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Send the link' }).click();
  await expect(page.getByText(Text.deletionMailSent)).toBeVisible();

  await page.goto(await mailedLink(member.email, '/account/delete'));
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText(Text.accountDeleted)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.accessToken)).toBeNull();
  await page.getByRole('link', { name: Text.returnHome }).click();

  await page.getByLabel('E-mail').fill(member.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(Text.invalidCredentials).first()).toBeVisible();
  await expect(page).not.toHaveURL(/\/feed$/);

  // The link works once.
  await page.goto(await mailedLink(member.email, '/account/delete'));
  await page.getByRole('button', { name: 'Delete my account for good' }).click();
  await expect(page.getByText(Text.tokenInvalid)).toBeVisible();
});

test('the unsubscribe link of the welcome mail unsubscribes in one click, then asks why', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Quiet', 'Member');
  const link = await mailedLink(member.email, '/unsubscribe');
  await page.goto(link);
  await expect(page.getByText('You will not receive e-mails from Nexus any more', { exact: false })).toBeVisible();
  await page.getByRole('radio', { name: 'I prefer notifications in the app' }).check();
  await page.getByLabel('Anything else? (optional)').fill('Only the app, please');
  await snap(page, 'unsubscribe');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Thank you for telling us')).toBeVisible();

  await signIn(page, member.email);
  await page.goto('/settings');
  await expect(page.getByText('You unsubscribed from Nexus e-mails', { exact: false })).toBeVisible();

  await page.goto(`/unsubscribe?user=${member.id}&token=not-the-token`);
  await expect(page.getByText(Text.tokenInvalid)).toBeVisible();
  await expect(page.getByRole('link', { name: Text.returnHome })).toBeVisible();
});

test('sign-up answers the onboarding questions', async ({ page, baseURL }) => {
  const email = uniqueEmail('curious');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ama');
  await page.getByLabel('Last name').fill('Mensah');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await verificationCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();

  await expect(page.getByLabel('First name')).toHaveValue('Ama');
  const why = page.getByRole('group', { name: /What brings you to Nexus\?/ });
  await why.getByRole('checkbox', { name: 'Grow my network' }).click();
  await why.getByRole('checkbox', { name: 'Find a mentor' }).click();
  await why.getByRole('checkbox', { name: 'Find a mentor' }).click();
  await why.getByRole('checkbox', { name: 'Hire talent' }).click();
  await expect(why.getByRole('checkbox', { name: 'Hire talent' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('radio', { name: 'Mid-level (4-9 years)' }).check();
  await expect(page.getByRole('button', { name: 'Build my profile from a resume' })).toBeVisible();
  await snap(page, 'signup-3-about-you-questions');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);

  const token = await accessToken(baseURL!, email);
  const id = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').id as string, StorageKey.user);
  const answers = await callAs<{ prompt: string; choices: string[] }[]>(
    baseURL!,
    token,
    'GET',
    `/user/${id}/onboarding-questions-answers`,
  );
  expect(answers.find((a) => a.prompt === 'What brings you to Nexus?')?.choices).toEqual(['Grow my network', 'Hire talent']);
  expect(answers.find((a) => a.prompt === 'Where are you in your career?')?.choices).toEqual(['Mid-level (4-9 years)']);
  expect(answers.find((a) => a.prompt === 'Which fields interest you most?')?.choices).toEqual([]);
});

test('sign-up builds the profile from a resume: checked, refused file, proposals inline, applied', async ({ page, baseURL }) => {
  const email = uniqueEmail('resume');
  await page.goto('/signup');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.getByLabel('Verification code').fill(await verificationCode(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  const input = page.locator('input[type=file]');
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('This file is not a PDF or Word (.docx) document', { exact: false })).toBeVisible();

  const resume = [
    'Ada Lovelace',
    'Summary',
    'Analyst who turns engines into insight.',
    'Experience',
    'Lead Analyst at Babbage Ltd 2019 - Present',
    'Engineer at Difference Works 2015 - 2019',
  ];
  await input.setInputFiles({ name: 'cv.pdf', mimeType: 'application/pdf', buffer: pdfWith(resume) });
  await expect(page.getByText('We read your resume.')).toBeVisible();
  const proposals = page.getByRole('list', { name: 'Proposed from your resume' });
  const rows = proposals.getByRole('checkbox');
  expect(await rows.count()).toBeGreaterThan(1);
  // Nothing is applied unless the member ticks it: every proposal but the last.
  for (const row of await rows.all()) await expect(row).not.toBeChecked();
  const all = await rows.all();
  for (const row of all.slice(0, -1)) await row.check();
  await snap(page, 'signup-3-about-you-resume');
  await page.getByRole('button', { name: 'Fill my profile' }).click();
  await expect(page.getByText('Your profile has been filled from your resume.')).toBeVisible();
  // Built for onboarding: no 'profile ready' toast (§4).
  await expect(page.getByText(Text.profileReady)).toHaveCount(0);

  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Go to your feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  const token = await accessToken(baseURL!, email);
  const id = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').id as string, StorageKey.user);
  const imported = await callAs<{ status: string; forOnboarding: boolean }>(baseURL!, token, 'GET', `/user/${id}/resume-import`);
  expect(imported).toMatchObject({ status: 'ready', forOnboarding: true });
});
