import { expect, test } from '@playwright/test';
import { Text } from '@nexus/contracts';
import { createMember, docxWith, PNG, signIn, snap } from './support';

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

  const resume = await docxWith([
    'Ada Lovelace',
    'Summary',
    'Analyst who turns engines into insight.',
    'Experience',
    'Lead Analyst at Babbage Ltd 2019 - Present',
  ]);
  await photoAndResume.locator('input[type=file][accept*="pdf"]').setInputFiles({
    name: 'cv.docx',
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    buffer: resume,
  });
  const dialog = page.getByRole('dialog', { name: 'We read your resume' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Lead Analyst at Babbage Ltd').first()).toBeVisible();
  await snap(page, 'profile-resume-proposals');
  await dialog.getByRole('button', { name: 'Fill my profile' }).click();

  await expect(page.getByText(Text.profileReady)).toBeVisible();
  await page.getByRole('button', { name: Text.viewProfile }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${member.id}$`));
  await expect(page.getByText('Lead Analyst at Babbage Ltd').first()).toBeVisible();
  await expect(page.getByText('Analyst who turns engines into insight.')).toBeVisible();
  await snap(page, 'profile-after-resume');
});
