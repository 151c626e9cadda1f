import { expect, type Page } from '@playwright/test';
import { ConnectionsEmptyState, Text } from '@nexus/contracts';
import { DEMO_PASSWORD } from '../../apps/api/src/platform/database/seed/demo-password';
import {
  PASSWORD,
  accessToken,
  callAs,
  createMember,
  fullName,
  signIn,
  signInWithToken,
  signedInPage,
  snap,
  snapViewport,
  unique,
  type Member,
  test,
} from './support';

/** Waits until no skeleton or list is loading any more. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

test('a member completes their profile and adds experiences', async ({ page, baseURL }) => {
  const member = await createMember(baseURL!, 'Ada', unique('Lovelace'));
  await signIn(page, member.email);
  await page.goto(`/profile/${member.id}`);
  await expect(page.getByRole('heading', { level: 1, name: fullName(member) })).toBeVisible();

  await page.getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit profile' });
  await dialog.getByLabel('Headline').fill('Analytical engines and the people who build them');
  await dialog.getByLabel('Job title').fill('Analyst');
  await dialog.getByLabel('Company').fill('Acme');
  await dialog.getByLabel('Industry').fill('Computing');
  await dialog.getByLabel('Website').fill('not a website');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Website must be a URL starting with http:// or https://')).toBeVisible();
  await dialog.getByLabel('Website').fill('example.com');
  await dialog.getByLabel('About', { exact: true }).fill('I write programs for machines that do not exist yet.');
  await dialog.getByLabel('Goals', { exact: true }).fill('Meet engineers who like notes.');
  await dialog.getByLabel('City', { exact: true }).fill('London');
  await dialog.getByLabel('Country', { exact: true }).fill('United Kingdom');
  await dialog.getByLabel('Age range').fill('25–34');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Cancelling unsaved edits asks first.
  await page.getByRole('button', { name: 'Edit profile' }).click();
  await dialog.getByLabel('Headline').fill('Something else');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('dialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click();
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Add experience' }).click();
  const experience = page.getByRole('dialog', { name: 'Add experience' });
  await experience.getByLabel('Title', { exact: true }).fill('Analyst');
  await experience.getByLabel('Company').fill('Acme');
  // Months, as the profile shows them ('Mar 2021').
  await expect(experience.getByLabel('Start date')).toHaveAttribute('type', 'month');
  await experience.getByLabel('Start date').fill('2021-03');
  // No end date and not current: refused under the field.
  await experience.getByRole('button', { name: 'Save' }).click();
  await expect(experience.getByText('End date is required unless you currently work here')).toBeVisible();
  await experience.getByLabel('I currently work here').check();
  await experience.getByRole('button', { name: 'Save' }).click();
  await expect(experience).toBeHidden();

  await page.getByRole('button', { name: 'Add experience' }).click();
  await experience.getByLabel('Title', { exact: true }).fill('Intern');
  await experience.getByLabel('Company').fill('Beta');
  await experience.getByLabel('Location').fill('Paris');
  await experience.getByLabel('Start date').fill('2019-01');
  await experience.getByLabel('End date').fill('2020-06');
  await experience.getByRole('button', { name: 'Save' }).click();
  await expect(experience).toBeHidden();

  // Added last but ended: listed after the current role, by date, with nothing to reorder by hand.
  const listed = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(listed.getByRole('heading', { level: 3 })).toHaveText(['Analyst', 'Intern']);
  await expect(page.getByRole('button', { name: /^Move / })).toHaveCount(0);
  // Editing shows the same months the profile shows.
  await page.getByRole('button', { name: 'Edit Intern at Beta' }).click();
  const editing = page.getByRole('dialog', { name: 'Edit experience' });
  await expect(editing.getByLabel('Start date')).toHaveValue('2019-01');
  await expect(editing.getByLabel('End date')).toHaveValue('2020-06');
  await editing.getByRole('button', { name: 'Cancel' }).click();
  await expect(editing).toBeHidden();
  await settled(page);

  await page.reload();
  await settled(page);
  await expect(page.getByText('Analytical engines and the people who build them')).toBeVisible();
  await expect(page.getByText('Analyst at Acme')).toBeVisible();
  await expect(page.getByText('London, United Kingdom')).toBeVisible();
  await expect(page.getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com');
  await expect(page.getByText('I write programs for machines that do not exist yet.')).toBeVisible();
  const roles = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(roles.getByRole('heading', { level: 3 })).toHaveText(['Analyst', 'Intern']);
  await expect(page.getByText('Mar 2021 – Present')).toBeVisible();
  await expect(page.getByText('Jan 2019 – Jun 2020 · Paris')).toBeVisible();
});

test('members connect through search and requests, and a request can be withdrawn', async ({ browser, baseURL }) => {
  const [a, b, c] = await Promise.all([
    createMember(baseURL!, 'Alice', unique('Able')),
    createMember(baseURL!, 'Bob', unique('Baker')),
    createMember(baseURL!, 'Carol', unique('Cole')),
  ]);
  const pageA = await signedInPage(browser, a.email);
  const pageB = await signedInPage(browser, b.email);

  await pageA.goto('/connections');
  await pageA.getByLabel('Search people').fill(b.lastName);
  await pageA.getByRole('button', { name: `Connect with ${fullName(b)}` }).click();
  await expect(pageA.getByRole('button', { name: `Withdraw request to ${fullName(b)}` })).toBeVisible();

  await pageB.goto('/connections?tab=requests');
  await expect(pageB.getByRole('tab', { name: 'Requests' })).toHaveAttribute('aria-selected', 'true');
  await pageB.getByRole('button', { name: `Accept request from ${fullName(a)}` }).click();
  await expect(pageB.getByText(ConnectionsEmptyState.requests)).toBeVisible();
  await pageB.getByRole('tab', { name: 'Connections' }).click();
  await expect(pageB).toHaveURL(/tab=connections/);
  await expect(pageB.getByRole('link', { name: fullName(a) })).toBeVisible();

  await pageA.goto('/connections?tab=connections');
  await expect(pageA.getByRole('link', { name: fullName(b) })).toBeVisible();

  // A asks C, then withdraws: C never sees it.
  await pageA.getByLabel('Search people').fill(c.lastName);
  await pageA.getByRole('button', { name: `Connect with ${fullName(c)}` }).click();
  await pageA.getByLabel('Search people').fill('');
  await pageA.getByRole('tab', { name: 'Pending' }).click();
  // The search's results may still show for a moment after the search is cleared (it waits for typing to pause).
  await pageA
    .getByRole('tabpanel', { name: 'Pending' })
    .getByRole('button', { name: `Withdraw request to ${fullName(c)}` })
    .click();
  await expect(pageA.getByText(ConnectionsEmptyState.pending)).toBeVisible();

  const pageC = await signedInPage(browser, c.email);
  await pageC.goto('/connections?tab=requests');
  await expect(pageC.getByText(ConnectionsEmptyState.requests)).toBeVisible();
  await pageC.reload();
  await expect(pageC.getByText(ConnectionsEmptyState.requests)).toBeVisible();
});

test("search narrows to a community's members: its followers and its own people", async ({ page, browser }) => {
  // The demo seed (on in these tests) has every demo member follow the Lagos Builders Collective.
  await signIn(page, 'daniel.mensah@nexus.test', DEMO_PASSWORD);
  await page.goto('/connections');
  await page.getByLabel('Search in').click();
  await page.getByRole('option', { name: 'Lagos Builders Collective' }).click();
  const results = page.getByRole('list', { name: 'Members of Lagos Builders Collective' });
  await expect(results.getByRole('link', { name: 'Amara Okafor' })).toBeVisible();
  // The community's own people are members; a corporate partner's are not.
  await expect(results.getByRole('link', { name: 'Tunde Bello' })).toBeVisible();
  await expect(results.getByRole('link', { name: 'Priya Shah' })).toHaveCount(0);
  await expect(results.getByRole('link', { name: 'Daniel Mensah' })).toHaveCount(0);
  await snap(page, 'connections-community-search-desktop-light');

  await page.getByLabel('Search people').fill('Okafor');
  const narrowed = page.getByRole('list', { name: 'Search results for Okafor, Members of Lagos Builders Collective' });
  await expect(narrowed.getByRole('listitem')).toHaveCount(1);
  await expect(narrowed.getByRole('link', { name: 'Amara Okafor' })).toBeVisible();

  await page.getByLabel('Search in').click();
  await page.getByRole('option', { name: 'All members' }).click();
  await expect(page.getByRole('list', { name: 'Search results for Okafor' })).toBeVisible();

  // The same screen on a phone, dark: the two fields stack.
  const phone = await (await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' })).newPage();
  await signIn(phone, 'daniel.mensah@nexus.test', DEMO_PASSWORD);
  await phone.goto('/connections');
  await phone.getByLabel('Search in').click();
  await phone.getByRole('option', { name: 'Lagos Builders Collective' }).click();
  await expect(phone.getByRole('link', { name: 'Tunde Bello' })).toBeVisible();
  await snap(phone, 'connections-community-search-phone-dark');
});

test('a block hides the two members from each other', async ({ browser, baseURL }) => {
  const [a, b] = await Promise.all([
    createMember(baseURL!, 'Ann', unique('Archer')),
    createMember(baseURL!, 'Ben', unique('Brook')),
  ]);
  const pageA = await signedInPage(browser, a.email);
  await pageA.goto(`/profile/${b.id}`);
  await pageA.getByRole('button', { name: `More actions for ${fullName(b)}` }).click();
  await pageA.getByRole('menuitem', { name: 'Block', exact: true }).click();
  await pageA
    .getByRole('dialog', { name: `Block ${fullName(b)}?` })
    .getByRole('button', { name: 'Block' })
    .click();
  await expect(pageA).toHaveURL(/\/connections\?tab=blocked$/);
  await expect(pageA.getByRole('tabpanel').getByText(fullName(b), { exact: true })).toBeVisible();

  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('heading', { name: Text.profileNotFound })).toBeVisible();

  const pageB = await signedInPage(browser, b.email);
  await pageB.goto(`/profile/${a.id}`);
  await expect(pageB.getByRole('heading', { name: Text.profileNotFound })).toBeVisible();
  await pageB.goto('/connections');
  await pageB.getByLabel('Search people').fill(a.lastName);
  await expect(pageB.getByText(`No members match “${a.lastName}”.`)).toBeVisible();

  // Unblocked, A can see B again.
  await pageA.goto('/connections?tab=blocked');
  await pageA.getByRole('button', { name: `Unblock ${fullName(b)}` }).click();
  await expect(pageA.getByText(ConnectionsEmptyState.blocked)).toBeVisible();
  await pageA.goto(`/profile/${b.id}`);
  await expect(pageA.getByRole('heading', { level: 1, name: fullName(b) })).toBeVisible();
});

test("a QR code's connect page sends a signed-out visitor through sign-in and back", async ({ page, baseURL }) => {
  const [owner, visitor] = await Promise.all([
    createMember(baseURL!, 'Quinn', unique('Reader')),
    createMember(baseURL!, 'Val', unique('Visitor')),
  ]);
  await page.goto(`/connect/${owner.id}`);
  await expect(page).toHaveURL(/\/authenticate$/);
  await page.getByLabel('E-mail').fill(visitor.email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/connect/${owner.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: fullName(owner) })).toBeVisible();
  await page.getByRole('button', { name: `Connect with ${fullName(owner)}` }).click();
  await expect(page.getByRole('button', { name: `Withdraw request to ${fullName(owner)}` })).toBeVisible();
});

// Screenshots of the people screens, for people to look at (e2e/screenshots/).
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`people screens, ${device}, ${scheme}`, async ({ browser, baseURL }) => {
      test.setTimeout(240_000); // six members signed up (bcrypt), a dozen screenshots: a minute on a quiet CI machine
      const base = baseURL!;
      const company = unique('Northwind');
      const [owner, requester, friend, invitee, blocked, colleague] = await Promise.all([
        createMember(base, 'Grace', unique('Hopper')),
        createMember(base, 'Alan', unique('Turing')),
        createMember(base, 'Katherine', unique('Johnson')),
        createMember(base, 'Edsger', unique('Dijkstra')),
        createMember(base, 'Mallory', unique('Spam')),
        createMember(base, 'Barbara', unique('Liskov')),
      ]);
      const tokens = Object.fromEntries(
        await Promise.all(
          [owner, requester, friend, invitee, blocked, colleague].map(
            async (m) => [m.id, await accessToken(base, m.email)] as const,
          ),
        ),
      );
      const as = (m: Member) => (method: string, path: string, body?: unknown) => callAs(base, tokens[m.id]!, method, path, body);

      await as(owner)('PUT', `/user/${owner.id}/profile`, {
        headline: 'Compiler pioneer, building tools that let people talk to machines',
        jobTitle: 'Rear Admiral',
        companyName: company,
        industry: 'Software',
        expertise: 'Compilers',
        levelExperience: 'Executive',
        website: 'https://example.com/grace',
        aboutMe:
          'I believe the most dangerous phrase is "we have always done it this way".\n\nI like teaching, debugging and nanoseconds.',
        goals: 'Mentor young engineers and find collaborators for COBOL tooling.',
        city: 'Arlington',
        province: 'Virginia',
        country: 'United States',
        genderIdentity: 'Woman',
        ageRange: '45–54',
      });
      await as(owner)('POST', `/user/${owner.id}/experiences`, {
        title: 'Senior Mathematician',
        companyName: 'Eckert–Mauchly',
        location: 'Philadelphia',
        startDate: '1949-06-01',
        endDate: '1966-12-31',
        description: 'Wrote the first compiler, A-0, and led the team behind FLOW-MATIC.',
      });
      await as(owner)('POST', `/user/${owner.id}/experiences`, {
        title: 'Rear Admiral',
        companyName: company,
        startDate: '1967-08-01',
        description: 'Standardising programming languages across the Navy.',
      });
      for (const m of [requester, friend, invitee, colleague]) {
        await as(m)('PUT', `/user/${m.id}/profile`, { jobTitle: 'Engineer', companyName: company, city: 'Arlington' });
      }
      await as(requester)('POST', `/user/${requester.id}/connection-requests`, { userId: owner.id });
      const { requestId } = (await as(friend)('POST', `/user/${friend.id}/connection-requests`, { userId: owner.id })) as {
        requestId: string;
      };
      await as(owner)('PUT', `/user/${owner.id}/connection-requests/${requestId}/accept`);
      await as(owner)('POST', `/user/${owner.id}/connection-requests`, { userId: invitee.id });
      await as(owner)('PUT', `/user/${owner.id}/blocks/${blocked.id}`);
      // A friend of a friend, at the same company: a suggestion with reasons.
      const { requestId: colleagueRequest } = (await as(colleague)('POST', `/user/${colleague.id}/connection-requests`, {
        userId: friend.id,
      })) as {
        requestId: string;
      };
      await as(friend)('PUT', `/user/${friend.id}/connection-requests/${colleagueRequest}/accept`);

      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await signInWithToken(page, tokens[owner.id]!, scheme);
      const shot = (name: string) => snap(page, `${device}-${scheme}-people-${name}`);

      await page.goto(`/profile/${owner.id}`);
      await settled(page);
      await expect(page.getByRole('img', { name: 'QR code that opens your connect page' })).toBeVisible();
      await shot('profile-owner');
      await page.getByRole('button', { name: 'Edit profile' }).click();
      await expect(page.getByRole('dialog', { name: 'Edit profile' })).toBeVisible();
      await snapViewport(page, `${device}-${scheme}-people-profile-edit`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: /^Edit Rear Admiral/ }).click();
      await expect(page.getByRole('dialog', { name: 'Edit experience' })).toBeVisible();
      await snapViewport(page, `${device}-${scheme}-people-experience-edit`);
      await page.keyboard.press('Escape');

      for (const tab of ['requests', 'connections', 'pending', 'blocked', 'companies', 'suggested']) {
        await page.goto(`/connections?tab=${tab}`);
        await settled(page);
        await shot(`connections-${tab}`);
      }
      await page.getByLabel('Search people').fill(company.slice(0, 8));
      await settled(page);
      await expect(page.getByRole('status').filter({ hasText: /found/ })).toBeAttached();
      await shot('connections-search');

      await page.goto(`/profile/${blocked.id}`);
      await settled(page);
      await shot('profile-not-found');
      await page.goto(`/profile/${requester.id}`);
      await settled(page);
      await expect(page.getByRole('button', { name: `Accept request from ${fullName(requester)}` })).toBeVisible();
      await shot('profile-viewer-asked');
      await context.close();

      const viewerContext = await browser.newContext({ viewport, colorScheme: scheme });
      const viewer = await viewerContext.newPage();
      await signInWithToken(viewer, tokens[requester.id]!, scheme);
      await viewer.goto(`/profile/${owner.id}`);
      await settled(viewer);
      await snap(viewer, `${device}-${scheme}-people-profile-viewer`);
      await viewer.goto(`/connect/${invitee.id}`);
      await settled(viewer);
      await snap(viewer, `${device}-${scheme}-people-connect`);
      await viewerContext.close();
    });
  }
}
