import { expect, type Page } from '@playwright/test';
import { AdminGroupsText, PartnerFunction } from '@nexus/contracts';
import path from 'node:path';
import { appSql, callAs, createMember, createPartnerAdmin, fullName, signInWithToken, unique, test } from './support';

// A partner's admin creates an admin group with the DM function, adds an admin, disables and enables it; the admin
// screens in both themes at desktop and phone widths (screenshots under /tmp/shots-admin/ unless SHOTS_DIR says).
const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-admin';
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

const groupCard = (page: Page, name: string) => page.getByRole('article', { name });
async function openMenu(page: Page, name: string) {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
  await expect(page.getByRole('menu')).toBeVisible();
}
async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test('a partner admin creates a group with DM, adds an admin, disables and enables the group', async ({ browser, baseURL }) => {
  test.slow();
  const owner = await createPartnerAdmin(baseURL!, { name: unique('Acme '), type: 'community' }, 'Pat');
  const colleague = await createMember(baseURL!, 'Casey', unique('Colleague'));
  await appSql(`UPDATE users SET partner_id = $1, role = 'PARTNER' WHERE id = $2`, [owner.partnerId, colleague.id]);

  const page = await (await browser.newContext({ viewport: viewports.desktop })).newPage();
  await signInWithToken(page, owner.token, 'light');
  await page.goto('/settings/partner?tab=admins');
  await expect(groupCard(page, 'Owners')).toBeVisible();

  // Create Admin Group, with DM.
  await page.getByRole('button', { name: AdminGroupsText.createAdminGroup }).click();
  const create = page.getByRole('dialog', { name: AdminGroupsText.createAdminGroup });
  await create.getByLabel('Name').fill('Messengers');
  await create.getByLabel('Description').fill('Reach members who are not connections');
  await create.getByRole('checkbox', { name: /^DM/ }).check();
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(create).toBeHidden();
  const card = groupCard(page, 'Messengers');
  await expect(card).toBeVisible();
  await expect(card.getByText('DM', { exact: true })).toBeVisible();
  await expect(card.getByText('0 admins')).toBeVisible();

  // §2's menu, labels exactly.
  await openMenu(page, 'Messengers');
  for (const label of [
    AdminGroupsText.addAdmins,
    AdminGroupsText.viewAdmins,
    AdminGroupsText.viewPermissions,
    AdminGroupsText.editAdminGroup,
    AdminGroupsText.disableAdminGroup,
    AdminGroupsText.deleteAdminGroup,
  ]) {
    await expect(page.getByRole('menuitem', { name: label, exact: true })).toBeVisible();
  }

  // Add Admins: find the colleague by name and add them.
  await page.getByRole('menuitem', { name: AdminGroupsText.addAdmins }).click();
  const add = page.getByRole('dialog', { name: `${AdminGroupsText.addAdmins}: Messengers` });
  await add.getByLabel('Search by name').fill(colleague.lastName);
  await add.getByRole('button', { name: `Add ${colleague.firstName} ${colleague.lastName}` }).click();
  await expect(add.getByRole('button', { name: `Added ${colleague.firstName} ${colleague.lastName}` })).toBeDisabled();
  await expect(page.getByText(AdminGroupsText.adminAdded)).toBeVisible();
  await add.getByRole('button', { name: 'Close' }).click();
  await expect(card.getByText('1 admin', { exact: false })).toBeVisible();

  // View Admins lists them.
  await openMenu(page, 'Messengers');
  await page.getByRole('menuitem', { name: AdminGroupsText.viewAdmins }).click();
  const admins = page.getByRole('dialog', { name: `${AdminGroupsText.viewAdmins}: Messengers` });
  await expect(admins.getByText(`${colleague.firstName} ${colleague.lastName}`)).toBeVisible();
  await admins.getByRole('button', { name: 'Close' }).click();
  // The colleague now holds DM, through the group.
  const held = await callAs<{ name: string }[]>(
    baseURL!,
    owner.token,
    'GET',
    `/partner-admin/user-function/user/${colleague.id}`,
  );
  expect(held.map((f) => f.name)).toEqual([PartnerFunction.Dm]);

  // Disable, then enable (the menu's label follows).
  await openMenu(page, 'Messengers');
  await page.getByRole('menuitem', { name: AdminGroupsText.disableAdminGroup }).click();
  await expect(card.getByText('Disabled', { exact: true })).toBeVisible();
  expect(await callAs<unknown[]>(baseURL!, owner.token, 'GET', `/partner-admin/user-function/user/${colleague.id}`)).toEqual([]);
  await openMenu(page, 'Messengers');
  await expect(page.getByRole('menuitem', { name: AdminGroupsText.disableAdminGroup })).toHaveCount(0);
  await page.getByRole('menuitem', { name: AdminGroupsText.enableUserGroup, exact: true }).click();
  await expect(card.getByText('Disabled', { exact: true })).toHaveCount(0);

  // The last admin cannot disable the owners' group: the server's reason is a toast.
  await openMenu(page, 'Owners');
  await page.getByRole('menuitem', { name: AdminGroupsText.disableAdminGroup }).click();
  await expect(page.getByText(AdminGroupsText.lastAdmin)).toBeVisible();
  await expect(groupCard(page, 'Owners').getByText('Disabled', { exact: true })).toHaveCount(0);

  // Delete asks first.
  await openMenu(page, 'Messengers');
  await page.getByRole('menuitem', { name: AdminGroupsText.deleteAdminGroup }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete admin group?' });
  await expect(confirm.getByText(AdminGroupsText.confirmDelete)).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();
});

for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`admin screens, ${device}, ${scheme}`, async ({ browser, baseURL }) => {
      test.slow();
      const owner = await createPartnerAdmin(baseURL!, { name: unique('Acme '), type: 'community' }, 'Pat');
      await callAs(baseURL!, owner.token, 'POST', `/partner-admin/admin-role/${owner.partnerId}`, {
        name: 'Recruiters',
        description: 'Post and manage jobs',
      });
      const page = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
      await signInWithToken(page, owner.token, scheme);
      await page.goto('/settings/partner?tab=admins');
      await expect(groupCard(page, 'Recruiters')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await shot(page, `${device}-${scheme}-admin-groups`);
      await openMenu(page, 'Recruiters');
      await shot(page, `${device}-${scheme}-admin-group-menu`);
      await page.getByRole('menuitem', { name: AdminGroupsText.viewPermissions }).click();
      await expect(page.getByRole('dialog', { name: `${AdminGroupsText.viewPermissions}: Recruiters` })).toBeVisible();
      await shot(page, `${device}-${scheme}-admin-group-permissions`);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: AdminGroupsText.createAdminGroup }).click();
      await expect(page.getByRole('dialog', { name: AdminGroupsText.createAdminGroup })).toBeVisible();
      await shot(page, `${device}-${scheme}-admin-group-create`);
      await page.getByRole('button', { name: 'Close' }).click();
      await openMenu(page, 'Owners');
      await page.getByRole('menuitem', { name: AdminGroupsText.viewAdmins }).click();
      await expect(
        page.getByRole('dialog', { name: `${AdminGroupsText.viewAdmins}: Owners` }).getByText(fullName(owner), { exact: false }),
      ).toBeVisible();
      await shot(page, `${device}-${scheme}-admin-group-admins`);
      await page.getByRole('button', { name: 'Close' }).click();
      await openMenu(page, 'Recruiters');
      await page.getByRole('menuitem', { name: AdminGroupsText.addAdmins }).click();
      await page.getByLabel('Search by name').fill('Pat');
      await expect(
        page.getByRole('dialog', { name: `${AdminGroupsText.addAdmins}: Recruiters` }).getByRole('list'),
      ).toBeVisible();
      await shot(page, `${device}-${scheme}-admin-group-add`);
    });
  }
}
