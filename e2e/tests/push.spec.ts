import { expect, type BrowserContext, type Page } from '@playwright/test';
import { InstallableAppText, PushText, type PushMessage } from '@nexus/contracts';
import { startPushService, type PushService, type TestPushSubscription } from '../../apps/api/src/platform/testing/push-service';
import { NAVIGATE_MESSAGE, type NavigateMessage } from '../../apps/web/src/lib/serviceWorkerShared';
import { fullChromiumPath } from '../browser.mjs';
import config from '../playwright.config';
import { accessToken, callAs, createMember, loaded, signInWithToken, snapViewport, unique, type Member, test } from './support';

const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };
const themes = ['light', 'dark'] as const;

/** What getNotifications answered, drawn as a notification card, for people to look at (the OS draws the real one). */
async function snapNotification(page: Page, shown: { title: string; body: string; icon: string; data: unknown }) {
  const icon = `data:image/png;base64,${Buffer.from(await (await fetch(shown.icon)).arrayBuffer()).toString('base64')}`;
  for (const theme of themes) {
    for (const [size, viewport] of Object.entries(viewports)) {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme: theme });
      await page.setContent(
        `<style>body{margin:0;padding:24px;font:15px system-ui,sans-serif;background:#8a949e}
        .n{display:flex;gap:12px;max-width:360px;margin-left:auto;padding:14px;border-radius:12px;background:#fff;color:#15202b;box-shadow:0 4px 16px #0004}
        @media (prefers-color-scheme:dark){body{background:#20262d}.n{background:#2b323b;color:#e8eef5}}
        img{width:40px;height:40px;border-radius:8px}.t{font-weight:600}.u{opacity:.7;font-size:12px;margin-top:4px}</style>
        <div class="n"><img src="${icon}" alt=""><div><div class="t"></div><div class="b"></div><div class="u"></div></div></div>`,
      );
      await page.locator('.t').evaluate((e, text) => (e.textContent = text), shown.title);
      await page.locator('.b').evaluate((e, text) => (e.textContent = text), shown.body);
      await page.locator('.u').evaluate((e, text) => (e.textContent = `opens ${text}`), JSON.stringify(shown.data));
      await page.locator('img').evaluate((img: HTMLImageElement) => img.decode());
      await snapViewport(page, `push-notification-${size}-${theme}`);
    }
  }
}

/**
 * Web push end to end: the member turns push on in Settings in Chromium, another member asks to connect through the
 * API, the push reaches a real push service run here (web-push-testing: it checks the VAPID signature and decrypts),
 * and is delivered to the app's real service worker, which shows the notification. Headless Chromium cannot reach a
 * browser vendor's push service, so PushManager.subscribe (the browser's side of that service) answers with the
 * subscription this push service handed out; our code runs as it is. Also: the offline page.
 */

// The headless shell has no Notification, so no web push: this file drives the full Chromium.
test.use({ launchOptions: { ...config.use?.launchOptions, executablePath: fullChromiumPath() } });

let pushService: PushService;
test.beforeAll(async () => {
  pushService = await startPushService();
});
test.afterAll(async () => {
  await pushService.close();
});

/**
 * Stands in for the browser's push service in the page: subscribe/getSubscription answer `subscription` (subscribed or
 * not is kept across the page's loads, as the browser keeps it).
 */
async function browserPushServiceAnswers(page: Page, subscription: TestPushSubscription) {
  await page.addInitScript((json) => {
    const key = 'test:push-subscribed';
    const subscribed = (on?: boolean) =>
      on === undefined ? sessionStorage.getItem(key) === 'yes' : sessionStorage.setItem(key, on ? 'yes' : '');
    const fake = {
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: null },
      toJSON: () => ({ endpoint: json.endpoint, expirationTime: null, keys: json.keys }),
      unsubscribe: async () => (subscribed(false), true),
      getKey: () => null,
    };
    PushManager.prototype.subscribe = async () => (subscribed(true), fake as unknown as PushSubscription);
    PushManager.prototype.getSubscription = async () => (subscribed() ? (fake as unknown as PushSubscription) : null);
  }, subscription);
}

/** The service worker's registration id, for CDP's ServiceWorker domain. */
async function serviceWorkerRegistration(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  const registrations = new Map<string, string>();
  cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
    for (const r of updated) if (!r.isDeleted) registrations.set(r.scopeURL, r.registrationId);
  });
  await cdp.send('ServiceWorker.enable');
  const origin = new URL(page.url()).origin;
  await expect.poll(() => registrations.get(`${origin}/`)).toBeTruthy();
  return { cdp, origin, registrationId: registrations.get(`${origin}/`)! };
}

const shownNotifications = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      icon: n.icon,
      data: n.data as unknown,
    })),
  );

test('a member turns push on in Settings, and a connection request shows as a notification that opens the right screen', async ({
  browser,
  baseURL,
}) => {
  const base = baseURL!;
  const [ada, bo]: [Member, Member] = await Promise.all([
    createMember(base, 'Ada', unique('Push')),
    createMember(base, 'Bo', unique('Asker')),
  ]);
  const [adaToken, boToken] = await Promise.all([accessToken(base, ada.email), accessToken(base, bo.email)]);
  const { push } = (await (await fetch(`${base}/v1/app/config`)).json()) as { push: { vapidPublicKey: string } };
  const device = await pushService.subscribe(push.vapidPublicKey);

  const context = await browser.newContext();
  await context.grantPermissions(['notifications']);
  const page = await context.newPage();
  await signInWithToken(page, adaToken);
  await browserPushServiceAnswers(page, device);
  await page.goto('/settings');
  const pushSwitch = page.getByRole('switch', { name: PushText.deviceSwitch });
  await expect(pushSwitch).toBeEnabled(loaded);
  await expect(pushSwitch).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/v1/push/subscriptions') && r.request().method() === 'POST');
  // The switch turns on once the browser subscribed and the API saved it.
  await pushSwitch.click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(PushText.turnedOn)).toBeVisible();
  await expect(pushSwitch).toBeChecked();

  await callAs(base, boToken, 'POST', `/user/${bo.id}/connection-requests`, { userId: ada.id });
  await expect.poll(async () => (await pushService.received(device)).length, { timeout: 30_000 }).toBe(1);
  const [message] = (await pushService.received(device)) as PushMessage[];
  expect(message).toMatchObject({
    title: 'Connection request',
    body: `Bo ${bo.lastName} wants to connect with you`,
    url: '/connections',
  });

  // The push service hands the push to the browser: here, CDP delivers it to the app's service worker.
  const { cdp, origin, registrationId } = await serviceWorkerRegistration(context, page);
  await cdp.send('ServiceWorker.deliverPushMessage', { origin, registrationId, data: JSON.stringify(message) });
  await expect
    .poll(() => shownNotifications(page))
    .toEqual([
      {
        title: 'Connection request',
        body: `Bo ${bo.lastName} wants to connect with you`,
        tag: message!.tag,
        icon: `${origin}/icons/icon-192.png`,
        data: { url: '/connections' },
      },
    ]);

  const [shown] = await shownNotifications(page);
  const drawing = await context.newPage();
  await snapNotification(drawing, shown!);
  await drawing.close();

  // A click on it while Nexus is open: the worker asks the open window to show the screen (no reload).
  const [worker] = context.serviceWorkers();
  await worker!.evaluate(
    async (message) => {
      // The worker's global scope (the DOM types of this file do not describe it).
      const { clients } = self as unknown as { clients: { matchAll(o: object): Promise<{ postMessage(m: unknown): void }[]> } };
      const [client] = await clients.matchAll({ type: 'window' });
      client!.postMessage(message);
    },
    { type: NAVIGATE_MESSAGE, path: message!.url } satisfies NavigateMessage,
  );
  await expect(page).toHaveURL(/\/connections$/);

  // Turned off: the device is forgotten by the server.
  await page.goto('/settings');
  const removed = page.waitForResponse((r) => r.url().includes('/v1/push/subscriptions?') && r.request().method() === 'DELETE');
  await expect(page.getByRole('switch', { name: PushText.deviceSwitch })).toBeChecked(loaded);
  await page.getByRole('switch', { name: PushText.deviceSwitch }).click();
  expect((await removed).status()).toBe(200);
  await context.close();
});

test('a page opened offline shows the offline page, in the app’s colours', async ({ browser, baseURL }) => {
  const member = await createMember(baseURL!, 'Off', unique('Line'));
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInWithToken(page, await accessToken(baseURL!, member.email));
  await page.goto('/feed');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.goto('/connections');
  await expect(page.getByRole('heading', { name: InstallableAppText.offlineTitle })).toBeVisible();
  await expect(page.getByText(InstallableAppText.offlineBody)).toBeVisible();
  await expect(page.getByRole('link', { name: InstallableAppText.offlineRetry })).toBeVisible();
  // Back online, the page comes back: by itself (its 'online' listener reloads it), or with Try again.
  await context.setOffline(false);
  await page
    .getByRole('link', { name: InstallableAppText.offlineRetry })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('heading', { name: InstallableAppText.offlineTitle })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible(loaded);
  await expect(page).toHaveURL(/\/connections$/);
  await context.close();
});

test('screens: the push switch, the install entry and the offline page, on a desktop and a phone, light and dark', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const member = await createMember(baseURL!, 'Ines', unique('Screens'));
  const token = await accessToken(baseURL!, member.email);
  const { push } = (await (await fetch(`${baseURL}/v1/app/config`)).json()) as { push: { vapidPublicKey: string } };
  for (const theme of themes) {
    for (const [size, viewport] of Object.entries(viewports)) {
      const context = await browser.newContext({ viewport, colorScheme: theme });
      await context.grantPermissions(['notifications']);
      const page = await context.newPage();
      await signInWithToken(page, token, theme);
      await browserPushServiceAnswers(page, await pushService.subscribe(push.vapidPublicKey));
      await page.goto('/settings');
      const pushSwitch = page.getByRole('switch', { name: PushText.deviceSwitch });
      await expect(pushSwitch).toBeEnabled(loaded);
      await pushSwitch.click();
      await expect(pushSwitch).toBeChecked();
      await page.getByRole('heading', { name: 'Notifications' }).scrollIntoViewIfNeeded();
      await page.evaluate(() => window.scrollBy(0, -80));
      await snapViewport(page, `push-settings-${size}-${theme}`);

      // The browser offers the install once the app is installable (headless Chromium never does): its event, by hand.
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => undefined,
          userChoice: Promise.resolve({ outcome: 'dismissed' }),
        });
        window.dispatchEvent(offer);
      });
      await page.getByRole('button', { name: 'Account menu' }).click();
      await expect(page.getByRole('menuitem', { name: InstallableAppText.install })).toBeVisible();
      await snapViewport(page, `push-install-${size}-${theme}`);
      await page.keyboard.press('Escape');

      await context.setOffline(true);
      await page.goto('/feed');
      await expect(page.getByRole('heading', { name: InstallableAppText.offlineTitle })).toBeVisible();
      await snapViewport(page, `push-offline-${size}-${theme}`);
      await context.close();
    }
  }
});
