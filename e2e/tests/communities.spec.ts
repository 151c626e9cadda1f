import { expect } from '@playwright/test';
import { ChannelMenu, CommunitiesText, PAGE_SIZE } from '@nexus/contracts';
import {
  accessToken,
  callAs,
  createMember,
  createPartnerAdmin,
  fullName,
  signInWithToken,
  snap,
  snapViewport,
  unique,
  test,
} from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

test('a community admin creates a channel, adds a member and removes them; a member joins from /communities', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  const communityName = unique('Lagos Builders ');
  const admin = await createPartnerAdmin(baseURL!, { name: communityName, type: 'community' }, 'Ada');
  const member = await createMember(baseURL!, 'Tunde', unique('Bello'));

  // The member finds the community by name and joins it.
  const memberPage = await (await browser.newContext()).newPage();
  await signInWithToken(memberPage, await accessToken(baseURL!, member.email));
  await memberPage.goto('/communities');
  await memberPage.getByRole('searchbox', { name: CommunitiesText.searchPlaceholder }).fill(communityName);
  // The search has answered (the name is unique): a Join clicked on the list before it would race the search's fetch.
  await expect(memberPage.getByRole('list', { name: 'Communities' }).getByRole('listitem')).toHaveCount(1);
  await memberPage.getByRole('button', { name: `${CommunitiesText.join} ${communityName}` }).click();
  await expect(memberPage.getByRole('button', { name: `${CommunitiesText.leave} ${communityName}` })).toBeVisible();

  // The admin creates a channel on the community's page.
  const page = await (await browser.newContext()).newPage();
  await signInWithToken(page, admin.token);
  await page.goto(`/communities/${admin.partnerId}`);
  await expect(page.getByRole('heading', { level: 1, name: communityName })).toBeVisible();
  await page.getByRole('button', { name: CommunitiesText.createChannel }).click();
  await page.getByLabel(CommunitiesText.name).fill('Site visits');
  await page.getByLabel(CommunitiesText.description).fill('Plans and photos from the sites we visit.');
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await page.getByRole('link', { name: '# Site visits' }).click();
  await expect(page).toHaveURL(/\/channel\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: '# Site visits' })).toBeVisible();
  await expect(page.getByTestId('channel-member-count')).toHaveText('1 member');

  // The admin settings carry §2's labels.
  await page.getByRole('button', { name: 'Channel settings' }).click();
  for (const label of Object.values(ChannelMenu).filter((l) => l !== ChannelMenu.removeFromChannel)) {
    await expect(
      page.getByRole(label === ChannelMenu.notifications ? 'menuitemcheckbox' : 'menuitem', { name: label }),
    ).toBeVisible();
  }

  // Add Member(s): the member, found among the community's members.
  await page.getByRole('menuitem', { name: ChannelMenu.addMembers }).click();
  const add = page.getByRole('dialog', { name: ChannelMenu.addMembers });
  await add.getByLabel(CommunitiesText.pickMembers).fill(member.lastName);
  await add.getByRole('button', { name: `Add ${fullName(member)}` }).click();
  await expect(add.getByRole('button', { name: `Added ${fullName(member)}` })).toBeDisabled();
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('channel-member-count')).toHaveText('2 members');
  await expect(page.getByRole('link', { name: fullName(member) })).toBeVisible();

  // Delete Channel asks first and says it cannot be undone; cancelled here.
  await page.getByRole('button', { name: 'Channel settings' }).click();
  await page.getByRole('menuitem', { name: ChannelMenu.deleteChannel }).click();
  const confirmDelete = page.getByRole('dialog', { name: `${ChannelMenu.deleteChannel}?` });
  await expect(confirmDelete).toContainText('irreversible');
  await confirmDelete.getByRole('button', { name: 'Cancel' }).click();

  // Remove from Channel, from View Members, confirmed.
  await page.getByRole('button', { name: 'Channel settings' }).click();
  await page.getByRole('menuitem', { name: ChannelMenu.viewMembers }).click();
  const members = page.getByRole('dialog', { name: ChannelMenu.viewMembers });
  await members.getByRole('button', { name: `${ChannelMenu.removeFromChannel}: ${fullName(member)}` }).click();
  await page
    .getByRole('dialog', { name: ChannelMenu.removeFromChannel })
    .getByRole('button', { name: ChannelMenu.removeFromChannel })
    .click();
  await expect(members.getByText(fullName(member))).toHaveCount(0);
  await members.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('channel-member-count')).toHaveText('1 member');

  // The admin writes in the channel through the composer; the post heads the channel's list.
  const channelId = page.url().split('/').pop()!;
  await page.getByRole('combobox', { name: 'What do you want to talk about?' }).fill('Site visit on Friday at 10: bring boots.');
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(page.getByRole('feed').getByText('Site visit on Friday at 10: bring boots.')).toBeVisible();

  // Lounges: 5 a page (§9), with Next and Previous.
  for (const name of ['Tools', 'Safety', 'Hiring', 'Events', 'Random']) {
    await callAs(baseURL!, admin.token, 'POST', `/communities/${admin.partnerId}/channels`, { name });
  }
  await page.goto(`/communities/${admin.partnerId}`);
  const lounges = page.getByRole('list', { name: CommunitiesText.lounges });
  await expect(lounges.getByRole('listitem')).toHaveCount(PAGE_SIZE.lounges);
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(lounges.getByRole('link', { name: '# Random' })).toBeVisible();
  await expect(lounges.getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: 'Previous' }).click();
  await expect(lounges.getByRole('link', { name: '# Site visits' })).toBeVisible();

  // Screenshots: /communities and the channel (with the member back), both themes, desktop and phone.
  await callAs(baseURL!, admin.token, 'POST', `/channel/${channelId}/members`, { userIds: [member.id] });
  const memberToken = await accessToken(baseURL!, member.email);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const shots = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
      await signInWithToken(shots, memberToken, scheme);
      await shots.goto('/communities');
      await expect(shots.getByRole('button', { name: `${CommunitiesText.leave} ${communityName}` }).first()).toBeVisible();
      await snap(shots, `${device}-${scheme}-communities`);
      await shots.goto(`/communities/${admin.partnerId}`);
      await expect(shots.getByRole('link', { name: '# Site visits' })).toBeVisible();
      await snap(shots, `${device}-${scheme}-community`);
      await shots.goto(`/channel/${channelId}`);
      await expect(shots.getByRole('heading', { level: 1, name: '# Site visits' })).toBeVisible();
      await snap(shots, `${device}-${scheme}-channel`);
      await shots.getByRole('button', { name: 'Channel settings' }).click();
      await snapViewport(shots, `${device}-${scheme}-channel-menu`);
      await shots.context().close();
    }
  }
  // The admin's view of the settings menu.
  await page.setViewportSize(viewports.desktop);
  await page.goto(`/channel/${channelId}`);
  await page.getByRole('button', { name: 'Channel settings' }).click();
  await snapViewport(page, 'desktop-light-channel-admin-menu');
});
