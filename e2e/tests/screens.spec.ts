import { expect } from '@playwright/test';
import { StorageKey, Text } from '@nexus/contracts';
import { DEMO_PASSWORD } from '../../apps/api/src/platform/database/seed/demo-password';
import { createMember, signIn, snap, test } from './support';

// Each screen in both themes, at desktop and phone widths: it must render its heading in the chosen
// theme without overflowing the screen; the screenshots (e2e/screenshots/) are for people to look at.
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screens, ${device}, ${scheme}`, async ({ browser, baseURL }) => {
      test.slow(); // a dozen screens, three accounts
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await page.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [StorageKey.themeMode, scheme] as const);
      /** Forgets the session (token and refresh cookie) without the logout flow's redirect. */
      const signOut = async () => {
        await context.clearCookies();
        await page.evaluate((key) => localStorage.removeItem(key), StorageKey.accessToken);
      };
      const fitsTheScreen = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

      await page.goto('/');
      await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
      const dark = await page.evaluate(() => {
        const [r, g, b] = getComputedStyle(document.body).backgroundColor.match(/\d+/g)!.map(Number);
        return (r! + g! + b!) / 3 < 128;
      });
      expect(dark).toBe(scheme === 'dark');
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-landing`);

      await page.goto('/signup');
      await expect(page.getByRole('heading', { name: 'Join Nexus' })).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-signup`);

      await page.goto('/nowhere');
      await expect(page.getByText(Text.notFoundTitle)).toBeVisible();
      await snap(page, `${device}-${scheme}-404`);

      const member = await createMember(baseURL!, 'Screen', 'Shot');
      await signIn(page, member.email);
      await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-feed`);

      await page.goto(`/profile/${member.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Screen Shot' })).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-profile`);

      // Signed in, an unknown page keeps the app's navigation.
      await page.goto('/nowhere');
      await expect(page.getByText(Text.notFoundTitle).first()).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-404-signed-in`);

      // A demo member: photos, a dated career, suggestions.
      await signOut();
      await signIn(page, 'leila.haddad@nexus.test', DEMO_PASSWORD);
      await page.goto('/connections?tab=suggested');
      await expect(page.getByRole('button', { name: /^Connect with / }).first()).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-connections-suggested`);
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Leila Haddad' })).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-profile-demo`);

      // A partner account's shell and company page.
      await signOut();
      await signIn(page, 'hello@lagosbuilders.test', DEMO_PASSWORD, 'Partner');
      await page.goto('/feed');
      await page.getByRole('button', { name: 'Account menu' }).click();
      await page.getByRole('menuitem', { name: 'Company page' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Lagos Builders Collective' })).toBeVisible();
      await fitsTheScreen();
      await snap(page, `${device}-${scheme}-partner-company`);
      await context.close();
    });
  }
}
