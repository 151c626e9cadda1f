import { expect, type Browser, type Page } from '@playwright/test';
import { PUBLIC_FILES_PATH, StorageKey, Text } from '@nexus/contracts';
import { accessToken, callAs, createMember, signInWithToken, snapViewport, unique, test } from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

/** An onboarded member who has also passed sign-up's last step (the welcome): the music is for such members (§2). */
async function welcomedMemberToken(baseURL: string): Promise<string> {
  const member = await createMember(baseURL, 'Vera', unique('Vibes'));
  const token = await accessToken(baseURL, member.email);
  await callAs(baseURL, token, 'PUT', `/user/${member.id}/welcome`);
  return token;
}

async function pageFor(browser: Browser, token: string, viewport = viewports.desktop, scheme: 'light' | 'dark' = 'light') {
  const page = await (await browser.newContext({ viewport, colorScheme: scheme })).newPage();
  await signInWithToken(page, token, scheme);
  return page;
}

/** The music button in the app bar opens the player card below it (nothing of the player floats over the page). */
const musicButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: 'Show the music player' });
const player = (page: Page) => page.getByRole('dialog', { name: 'Music player' });
const openPlayer = async (page: Page) => {
  await musicButton(page).click();
  await expect(player(page)).toBeVisible();
};
const playButton = (page: Page) => player(page).getByRole('button', { name: 'Play music' });
const pauseButton = (page: Page) => player(page).getByRole('button', { name: 'Pause music' });
const nextButton = (page: Page) => player(page).getByRole('button', { name: 'Next song' });
const storedPaused = (page: Page) => page.evaluate((key) => localStorage.getItem(key), StorageKey.musicPaused);

test('the music widget plays and pauses, keeps the pause after a reload and hides on /summit', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const page = await pageFor(browser, await welcomedMemberToken(baseURL!));
  const songFile = page.waitForResponse((response) => response.url().includes(`${PUBLIC_FILES_PATH}/music/`));
  await page.goto('/feed');
  await openPlayer(page);
  await expect(player(page).getByText(Text.musicCaption)).toBeVisible();

  // Chromium may start the song without a gesture or refuse to (the widget then shows it paused); neither stores a pause.
  expect(await storedPaused(page)).toBeNull();
  if (await pauseButton(page).isVisible()) await pauseButton(page).click();
  await playButton(page).click();
  await expect(pauseButton(page)).toBeVisible();
  await expect(nextButton(page)).toBeEnabled();
  expect(await storedPaused(page)).toBeNull();
  expect((await songFile).status()).toBeLessThan(400);

  await pauseButton(page).click();
  await expect(playButton(page)).toBeVisible();
  await expect(nextButton(page)).toBeDisabled();
  expect(await storedPaused(page)).toBe('true');

  await page.reload();
  await openPlayer(page);
  await expect(playButton(page)).toBeVisible();
  expect(await storedPaused(page)).toBe('true');
  await page.keyboard.press('Escape');
  await expect(player(page)).toBeHidden();

  // Off on /summit (§2), reached inside the app: the frame, and the player in it, stay.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Summit' }).click();
  await expect(page).toHaveURL(/\/summit/);
  await expect(musicButton(page)).toBeHidden();
  await page.goBack();
  await openPlayer(page);
  await expect(playButton(page)).toBeVisible();
});

test('screens of the music widget on /feed in both themes at desktop and phone width', async ({ browser, baseURL }) => {
  test.setTimeout(180_000);
  const token = await welcomedMemberToken(baseURL!);
  for (const [device, viewport] of Object.entries(viewports)) {
    for (const scheme of ['light', 'dark'] as const) {
      const page = await pageFor(browser, token, viewport, scheme);
      // Paused, so every picture shows the same state and no song streams while the screenshot waits for the network.
      await page.addInitScript((key) => localStorage.setItem(key, 'true'), StorageKey.musicPaused);
      await page.goto('/feed');
      await openPlayer(page);
      await expect(playButton(page)).toBeVisible();
      const card = (await player(page).boundingBox())!;
      expect(card.x).toBeGreaterThanOrEqual(0);
      expect(card.x + card.width).toBeLessThanOrEqual(viewport.width);
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await snapViewport(page, `${device}-${scheme}-music-widget`);
      await page.context().close();
    }
  }
});
