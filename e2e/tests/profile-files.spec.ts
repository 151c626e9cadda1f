import { expect } from '@playwright/test';
import { Text } from '@nexus/contracts';
import { createMember, docxWith, PNG, signIn, snap, test } from './support';

test('the owner changes their photo and fills the profile from a resume', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Ada', 'Lovelace');
  await signIn(page, member.email);
  await page.goto(`/profile/${member.id}`);
  const photoAndResume = page.getByRole('region', { name: 'Photo and resume' });
  await expect(photoAndResume).toBeVisible();

  await photoAndResume
    .locator('input[type=file][accept*="image"]')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByText('Your new photo is on your profile')).toBeVisible();
  await expect(page.locator(`img[src*="/v1/files/avatars/${member.id}/"]`).first()).toBeVisible();

  // What the member wrote themself: a resume must not overwrite it unless asked.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit profile' });
  await edit.getByLabel('Headline').fill('Poet of numbers');
  await edit.getByLabel('About', { exact: true }).fill('I write programs for machines that do not exist yet.');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();

  const resume = await docxWith([
    'Ada Lovelace',
    'Summary',
    'Analyst who turns engines into insight.',
    'Experience',
    'Engineer at Difference Works 2015 - 2019',
    // A role over three lines: title, company, dates.
    'Lead Analyst',
    'Babbage Ltd, London',
    'Mar 2019 - Present',
  ]);
  await photoAndResume.locator('input[type=file][accept*="pdf"]').setInputFiles({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: resume,
  });
  const dialog = page.getByRole('dialog', { name: 'We read your resume' });
  await expect(dialog).toBeVisible();
  const proposals = dialog.getByRole('checkbox');
  await expect(proposals).toHaveCount(6);
  // Nothing is ticked until the member ticks it; what a field would replace is said.
  for (const box of await proposals.all()) await expect(box).not.toBeChecked();
  await expect(dialog.getByRole('button', { name: 'Fill my profile' })).toBeDisabled();
  await expect(dialog.getByText('Replaces “Poet of numbers”')).toBeVisible();
  await expect(dialog.getByText('Replaces “I write programs for machines that do not exist yet.”')).toBeVisible();
  await expect(dialog.getByText('Lead Analyst at Babbage Ltd · Mar 2019 – Present')).toBeVisible();
  await snap(page, 'profile-resume-proposals');
  await dialog.getByRole('checkbox', { name: /^Job title/ }).check();
  await dialog.getByRole('checkbox', { name: /^Experience Lead Analyst at Babbage Ltd/ }).check();
  await dialog.getByRole('checkbox', { name: /^Experience Engineer at Difference Works/ }).check();
  await dialog.getByRole('button', { name: 'Fill my profile' }).click();

  await expect(page.getByText(Text.profileReady)).toBeVisible();
  await page.getByRole('button', { name: Text.viewProfile }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  // Only what was ticked: the headline and about text stay the member's own.
  await expect(page.getByText('Poet of numbers')).toBeVisible();
  await expect(page.getByText('I write programs for machines that do not exist yet.')).toBeVisible();
  await expect(page.getByText('Analyst who turns engines into insight.')).toHaveCount(0);
  const roles = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(roles.getByRole('heading', { level: 3 })).toHaveText(['Lead Analyst', 'Engineer']);
  await expect(page.getByText('Mar 2019 – Present')).toBeVisible();
  await snap(page, 'profile-after-resume');
});
