import { expect, type Page } from '@playwright/test';
import { StorageKey } from '@nexus/contracts';
import {
  accessToken,
  createMember,
  fullName,
  loaded,
  seriousAxeViolations,
  signInWithToken,
  snap,
  snapViewport,
  unique,
  type Member,
  test,
} from './support';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

/** One letter swapped and one dropped: what a hurried member types. */
const misspelled = (m: Member) => `${m.firstName.replace('pp', 'p')} ${m.lastName.replace('ght', 'gth')}`;

const searchBox = (page: Page) => page.getByRole('combobox', { name: 'Search' });

/**
 * What routes.spec.ts asks of every route, of the search's own parts (the box and its list, the page):
 * no serious or critical axe violation (WCAG 2.x A and AA, best practices).
 */
async function expectAccessible(page: Page, what: string) {
  expect.soft(await seriousAxeViolations(page, ['[role="search"]', '#main']), `axe on ${what}`).toEqual([]);
}

async function signedIn(page: Page, baseURL: string, member: Member) {
  await signInWithToken(page, await accessToken(baseURL, member.email));
  await page.goto('/feed');
  await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible(loaded);
}

test('a member finds a misspelled name in the app bar, opens the person, then the results page; recent searches', async ({
  browser,
  baseURL,
}) => {
  const person = await createMember(baseURL!, 'Philippa', unique('Brightwater'));
  const searcher = await createMember(baseURL!, 'Sam', unique('Seeker'));
  const page = await (await browser.newContext({ viewport: desktop })).newPage();
  await signedIn(page, baseURL!, searcher);
  const typed = misspelled(person);

  // '/' focuses the box from the page; an empty box with no history says what to type.
  await page.locator('#main').focus();
  await page.keyboard.press('/');
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await expect(page.getByText(/Type 2 or more characters/)).toBeVisible();

  await box.fill(typed);
  const people = page.getByRole('group', { name: 'People' });
  await expect(people.getByRole('option', { name: new RegExp(fullName(person)) })).toBeVisible();
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('option', { name: `See all results for “${typed}”` })).toBeVisible();

  // Arrows move the highlight (the person is the best hit, first of the first group); Enter opens it.
  await box.press('ArrowDown');
  const first = page.getByRole('option').first();
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
  await expect(first).toContainText(fullName(person));
  await box.press('End'); // the caret, not the list
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await expect(first).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/profile/${person.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: fullName(person) })).toBeVisible(loaded);

  // Escape closes the list; the search is remembered and listed in the empty box.
  await box.click();
  const recent = page.getByRole('listbox', { name: 'Recent searches' });
  await expect(recent.getByRole('option', { name: typed })).toBeVisible();
  await box.press('Escape');
  await expect(recent).toBeHidden();

  // Enter on the words opens the results page, with a tab per kind.
  await box.fill(typed);
  await expect(people.getByRole('option', { name: new RegExp(fullName(person)) })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(`/search?q=${encodeURIComponent(typed).replace(/%20/g, '+')}`);
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${typed}”` })).toBeVisible(loaded);
  const tabs = page.getByRole('tablist', { name: 'Result kinds' });
  await expect(tabs.getByRole('tab')).toHaveText(['All', 'People', 'Companies', 'Jobs', 'Posts', 'Events', 'Communities']);
  await expect(tabs.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
  const peopleSection = page.getByRole('region', { name: 'People' });
  await expect(peopleSection.getByRole('link', { name: new RegExp(fullName(person)) })).toBeVisible();
  await expect(box).toHaveValue(typed);

  await tabs.getByRole('tab', { name: 'People' }).click();
  await expect(page).toHaveURL(/[?&]tab=people/);
  await expect(page.getByRole('tabpanel').getByRole('link', { name: new RegExp(fullName(person)) })).toBeVisible();
  await tabs.getByRole('tab', { name: 'Companies' }).click();
  await expect(page.getByText(`No companies match “${typed}”`)).toBeVisible();
  await page.goBack();
  await expect(tabs.getByRole('tab', { name: 'People' })).toHaveAttribute('aria-selected', 'true');

  // Clear empties the history, in the box and in storage.
  await page.getByRole('button', { name: 'Clear the search box' }).click();
  await expect(recent.getByRole('option')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear recent searches' }).click();
  await expect(recent.getByRole('option')).toHaveCount(0);
  await expect(page.getByText(/Type 2 or more characters/)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), StorageKey.recentSearches)).toBeNull();
});

test('on a phone the app bar opens the search screen: the box focused, live grouped hits, then the results', async ({
  browser,
  baseURL,
}) => {
  const person = await createMember(baseURL!, 'Philippa', unique('Brightwater'));
  const searcher = await createMember(baseURL!, 'Pat', unique('Phone'));
  const page = await (await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true })).newPage();
  await signedIn(page, baseURL!, searcher);

  await page.getByRole('link', { name: 'Open search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  const box = searchBox(page);
  await expect(box).toBeFocused();
  await box.fill(misspelled(person));
  const hit = page.getByRole('group', { name: 'People' }).getByRole('option', { name: new RegExp(fullName(person)) });
  await expect(hit).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await box.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Results for “${misspelled(person)}”` })).toBeVisible(loaded);
  await expect(box).toHaveValue(misspelled(person));
  await expect(
    page.getByRole('region', { name: 'People' }).getByRole('link', { name: new RegExp(fullName(person)) }),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'People' })
    .getByRole('link', { name: new RegExp(fullName(person)) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: fullName(person) })).toBeVisible(loaded);
});

test("the Jobs tab offers the job board's filters: once one is set, the board's search lists the jobs", async ({
  browser,
  baseURL,
}) => {
  const member = await createMember(baseURL!, 'Jo', unique('Filters'));
  const page = await (await browser.newContext({ viewport: desktop })).newPage();
  await signInWithToken(page, await accessToken(baseURL!, member.email));
  await page.goto('/search?q=designer&tab=jobs');
  const panel = page.getByRole('tabpanel');
  const designer = panel.getByRole('link', { name: /Product Designer/ });
  await expect(designer).toBeVisible(loaded);

  const board = page.waitForRequest((r) => r.url().includes('/v1/jobs?') && r.url().includes('keyword=designer'));
  await page.getByRole('combobox', { name: 'Workplace' }).click();
  await page.getByRole('option', { name: 'Remote' }).click();
  await board;
  await expect(page).toHaveURL(/[?&]workplace=remote/);
  await expect(page.getByText('No jobs match “designer”')).toBeVisible();

  await page.getByRole('combobox', { name: 'Workplace' }).click();
  await page.getByRole('option', { name: 'Hybrid' }).click();
  await expect(page).toHaveURL(/[?&]workplace=hybrid/);
  await designer.click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Product Designer' })).toBeVisible(loaded);
});

// The box open, the search screen and the results page in both themes at both widths, for people to look at
// (e2e/screenshots/search-*.png), each checked by axe: the demo seed's community and event of builders, and two members made here.
for (const [device, viewport] of Object.entries({ desktop, phone })) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`search screens, ${device}, ${scheme}`, async ({ browser, baseURL }) => {
      test.slow(); // five screens, each checked by axe
      const member = await createMember(baseURL!, 'Screen', unique('Search'));
      await createMember(baseURL!, 'Bola', 'Builder');
      await createMember(baseURL!, 'Tobi', 'Bulder');
      const context = await browser.newContext({ viewport, colorScheme: scheme, isMobile: device === 'phone' });
      const page = await context.newPage();
      await signInWithToken(page, await accessToken(baseURL!, member.email), scheme);
      await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [
        StorageKey.recentSearches,
        JSON.stringify(['product designer', 'Kora Pay', 'solar mini-grids']),
      ] as const);
      await page.goto('/feed');
      await expect(page.getByRole('heading', { level: 1, name: 'Feed' })).toBeVisible(loaded);
      const fitsTheScreen = async () =>
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      if (device === 'phone') await page.getByRole('link', { name: 'Open search' }).click();
      const box = searchBox(page);
      await box.focus();
      await expect(page.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toHaveCount(3);
      await snapViewport(page, `search-${device}-${scheme}-recent`);
      await expectAccessible(page, 'the recent searches');

      await box.fill('builders');
      await expect(page.getByRole('option', { name: 'See all results for “builders”' })).toBeVisible();
      await box.press('ArrowDown');
      await fitsTheScreen();
      await snapViewport(page, `search-${device}-${scheme}-hits`);
      await expectAccessible(page, 'the grouped hits');

      await box.press('ArrowUp');
      await box.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Results for “builders”' })).toBeVisible(loaded);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await fitsTheScreen();
      await snap(page, `search-${device}-${scheme}-results`);
      await expectAccessible(page, 'the results page');

      if (device === 'desktop') {
        // The narrowest desktop (§9): an icon, which opens the box over the navigation.
        await page.setViewportSize({ width: 1024, height: 768 });
        await page.getByRole('button', { name: 'Search' }).click();
        await expect(box).toBeFocused();
        await expect(page.getByRole('option', { name: 'See all results for “builders”' })).toBeVisible();
        await fitsTheScreen();
        await snapViewport(page, `search-${device}-${scheme}-1024`);
        await box.press('Escape');
      }

      await page.goto('/search?q=designer&tab=jobs');
      await expect(page.getByRole('search', { name: 'Filters' })).toBeVisible(loaded);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await fitsTheScreen();
      await snap(page, `search-${device}-${scheme}-jobs-tab`);
      await expectAccessible(page, 'the Jobs tab');
      await context.close();
    });
  }
}
