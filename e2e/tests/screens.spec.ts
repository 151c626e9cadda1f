import { test } from '@playwright/test';
import { StorageKey } from '@nexus/contracts';
import { createMember, signIn, snap } from './support';

// Screenshots of each screen in both themes, at desktop and phone widths, for people to look at
// (e2e/screenshots/). They assert nothing beyond the pages rendering.
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

for (const [device, viewport] of Object.entries(viewports)) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`screens, ${device}, ${scheme}`, async ({ browser, baseURL }) => {
      const context = await browser.newContext({ viewport, colorScheme: scheme });
      const page = await context.newPage();
      await page.addInitScript(([key, mode]) => localStorage.setItem(key, mode), [StorageKey.themeMode, scheme] as const);
      await page.goto('/');
      await snap(page, `${device}-${scheme}-landing`);
      await page.goto('/signup');
      await snap(page, `${device}-${scheme}-signup`);
      await page.goto('/nowhere');
      await snap(page, `${device}-${scheme}-404`);
      const member = await createMember(baseURL!, 'Screen', 'Shot');
      await signIn(page, member.email);
      await snap(page, `${device}-${scheme}-feed`);
      await page.goto(`/profile/${member.id}`);
      await snap(page, `${device}-${scheme}-profile`);
      await context.close();
    });
  }
}
