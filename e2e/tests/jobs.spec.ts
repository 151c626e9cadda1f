import { readFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { ApplicationFormLabels, ApplicationStageLabels, JobFieldLabels, JobsText } from '@nexus/contracts';
import {
  accessToken,
  createMember,
  createPartnerAdmin,
  loaded,
  pdfWith,
  signInWithToken,
  snap,
  snapViewport,
  unique,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test('a partner posts a job; a member finds it with filters, applies with the resume on file and sees the shortlist', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const company = unique('Kestrel Labs ');
  const admin = await createPartnerAdmin(baseURL!, { name: company, type: 'corporate', packageType: 'growth' }, 'Ngozi');
  const member = await createMember(baseURL!, 'Chidi', unique('Nwosu'));
  const memberToken = await accessToken(baseURL!, member.email);
  // The member's resume on file, uploaded through the profile's route.
  const upload = new FormData();
  upload.append(
    'file',
    new Blob([new Uint8Array(pdfWith(['Chidi Nwosu, platform engineer']))], { type: 'application/pdf' }),
    'cv.pdf',
  );
  const uploaded = await fetch(`${baseURL}/v1/user/${member.id}/resume`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${memberToken}` },
    body: upload,
  });
  expect(uploaded.status).toBe(200);

  // The partner posts a remote job in /recruit.
  const title = unique('Platform engineer ');
  const partnerPage = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await signInWithToken(partnerPage, admin.token);
  await partnerPage.goto('/recruit');
  await partnerPage.getByRole('button', { name: JobsText.postJob }).click();
  const form = partnerPage.getByRole('dialog', { name: JobsText.postJob });
  await form.getByLabel(JobFieldLabels.title, { exact: true }).fill(title);
  await form.getByLabel(JobFieldLabels.description, { exact: true }).fill('Run the platform our members build on.');
  await form.getByRole('combobox', { name: JobFieldLabels.workplace }).click();
  await partnerPage.getByRole('option', { name: 'Remote' }).click();
  for (const [label, value] of [
    [JobFieldLabels.country, 'Nigeria'],
    [JobFieldLabels.city, 'Lagos'],
    [JobFieldLabels.jobTitle, 'Software Engineer'],
    [JobFieldLabels.industry, 'Technology'],
    [JobFieldLabels.areaOfExpertise, 'Engineering'],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByLabel(JobFieldLabels.screeningQuestions).fill('Which cloud have you run in production?');
  await form.getByRole('button', { name: 'Save' }).click();
  const card = partnerPage.getByRole('listitem').filter({ hasText: title });
  await expect(card.getByText('Active')).toBeVisible();

  // The member searches with filters; the URL keeps them.
  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await signInWithToken(page, memberToken);
  await page.goto('/jobs');
  await page.getByRole('searchbox', { name: JobFieldLabels.keyword }).fill(title);
  await page.getByRole('combobox', { name: JobFieldLabels.workplace }).click();
  await page.getByRole('option', { name: 'Remote' }).click();
  await page.getByRole('button', { name: 'More filters' }).click();
  await page.getByLabel(JobFieldLabels.country, { exact: true }).fill('nigeria');
  await expect(page).toHaveURL(/workplace=remote/);
  await expect(page).toHaveURL(/country=nigeria/);
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The application form: §3's labels, pre-filled from the profile, the resume on file.
  await page.getByRole('button', { name: JobsText.apply, exact: true }).click();
  const apply = page.getByRole('dialog', { name: `${JobsText.apply}: ${title}` });
  await expect(apply.getByLabel(ApplicationFormLabels.firstName)).toHaveValue(member.firstName);
  await expect(apply.getByLabel(ApplicationFormLabels.lastName)).toHaveValue(member.lastName);
  await expect(apply.getByLabel(ApplicationFormLabels.email)).toHaveValue(member.email);
  for (const label of [
    ApplicationFormLabels.resume,
    ApplicationFormLabels.coverLetter,
    ApplicationFormLabels.screeningQuestions,
  ]) {
    await expect(apply.getByText(label, { exact: true }).first()).toBeVisible();
  }
  await expect(apply.getByText(JobsText.resumeOnFile)).toBeVisible();
  await apply.getByLabel(ApplicationFormLabels.phoneNumber).fill('+234 801 555 0199');
  await apply.getByLabel(ApplicationFormLabels.location).fill('Lagos, Nigeria');
  await apply.getByLabel('Which cloud have you run in production?').fill('AWS, for four years.');
  await apply.getByRole('button', { name: JobsText.apply, exact: true }).click();
  await expect(page.getByRole('link', { name: JobsText.applied })).toBeVisible();
  await page.goto('/jobs?tab=applications');
  const mine = page.getByRole('list', { name: JobsText.applicationsTab }).getByRole('listitem').filter({ hasText: title });
  await expect(mine.getByText(ApplicationStageLabels.received, { exact: true })).toBeVisible(loaded);

  // The partner shortlists them from the pipeline, with a note.
  await partnerPage.reload();
  await card.getByRole('button', { name: JobsText.pipeline }).click();
  const applicant = card.getByRole('list', { name: 'Applicants' }).getByRole('listitem').first();
  await expect(applicant).toContainText('AWS, for four years.');
  await applicant.getByRole('button', { name: new RegExp(`^${JobsText.moveTo}`) }).click();
  const move = partnerPage.getByRole('dialog', { name: new RegExp(`^${JobsText.moveTo}`) });
  await move.getByRole('combobox', { name: JobsText.moveTo }).click();
  await partnerPage.getByRole('option', { name: ApplicationStageLabels.shortlisted }).click();
  await move.getByLabel(JobsText.note).fill('Strong platform background');
  await move.getByRole('button', { name: 'Save' }).click();
  await expect(applicant.getByText('Strong platform background', { exact: false })).toBeVisible();
  // The resume the member sent, downloaded with the partner's session.
  const [download] = await Promise.all([
    partnerPage.waitForEvent('download'),
    applicant.getByRole('button', { name: new RegExp(`^${ApplicationFormLabels.resume} \\(`) }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/resume\.pdf$/);
  expect(
    readFileSync(await download.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');

  // The member sees the new stage.
  await page.reload();
  await expect(mine.getByText(ApplicationStageLabels.shortlisted, { exact: true })).toBeVisible(loaded);

  // Screenshots: /jobs with filters, the job, the apply dialog (as a member who has not applied), /recruit and the
  // pipeline; both themes, desktop and phone.
  await page.goto(`/jobs?keyword=${encodeURIComponent(title)}`);
  const jobUrl = await page.getByRole('link', { name: title }).getAttribute('href');
  const viewer = await createMember(baseURL!, 'Ifeoma', unique('Okeke'));
  const viewerToken = await accessToken(baseURL!, viewer.email);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const shots = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
      await signInWithToken(shots, viewerToken, scheme);
      await shots.goto(`/jobs?keyword=${encodeURIComponent(title)}&workplace=remote`);
      await expect(shots.getByRole('link', { name: title })).toBeVisible(loaded);
      await snap(shots, `${device}-${scheme}-jobs`);
      await shots.goto(jobUrl!);
      await expect(shots.getByRole('heading', { level: 1, name: title })).toBeVisible(loaded);
      await snap(shots, `${device}-${scheme}-job`);
      await shots.getByRole('button', { name: JobsText.apply, exact: true }).click();
      await expect(shots.getByRole('dialog', { name: `${JobsText.apply}: ${title}` })).toBeVisible();
      await snapViewport(shots, `${device}-${scheme}-job-apply`);
      await shots.context().close();

      const recruit = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
      await signInWithToken(recruit, admin.token, scheme);
      await recruit.goto('/recruit');
      await expect(recruit.getByText(title)).toBeVisible();
      await snap(recruit, `${device}-${scheme}-recruit`);
      await recruit.getByRole('button', { name: JobsText.pipeline }).first().click();
      await expect(recruit.getByRole('list', { name: 'Applicants' })).toBeVisible();
      await snap(recruit, `${device}-${scheme}-recruit-pipeline`);
      await recruit.getByRole('button', { name: JobsText.postJob }).click();
      await snapViewport(recruit, `${device}-${scheme}-recruit-post-job`);
      await recruit.context().close();
    }
  }
});
