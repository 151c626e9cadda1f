/// <reference lib="webworker" />
import type { PushMessage } from '@nexus/contracts';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { ExpirationPlugin } from 'workbox-expiration';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { NAVIGATE_MESSAGE, type NavigateMessage, OFFLINE_PAGE_PATH } from '../src/lib/serviceWorkerShared';

/**
 * The service worker (vite-plugin-pwa's injectManifest: Workbox writes the files it precaches into __WB_MANIFEST).
 * It precaches the offline page and the app's icons, keeps the built assets as they are first used, answers a page
 * opened offline with the offline page, shows web pushes and opens the right screen when one is clicked. Registered
 * by lib/serviceWorker.ts in production builds only.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const ICON = '/icons/icon-192.png';
const BADGE = '/icons/badge-96.png';
/** Hashed file names (Vite's assets/): a name never changes content, so a cached copy is never stale. */
const HASHED_ASSETS = '/assets/';
/** Enough for every area's code and the fonts; the least recently used go first. */
const ASSETS_KEPT = 300;

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// The built assets are kept as the pages first use them, not all at install: precaching the 150 files of every area
// competed with the first page's own code for the connections (seen as pages loading 20 s and more on a busy machine).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith(HASHED_ASSETS),
  new CacheFirst({ cacheName: 'nexus-assets', plugins: [new ExpirationPlugin({ maxEntries: ASSETS_KEPT })] }),
);

// Pages come from the network (the API writes the app config into each); only when it cannot be reached, the offline page.
registerRoute(
  new NavigationRoute(async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return (await matchPrecache(OFFLINE_PAGE_PATH)) ?? Response.error();
    }
  }),
);

self.addEventListener('push', (event) => {
  const message = readPush(event.data);
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: ICON,
      badge: BADGE,
      tag: message.tag,
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const path = samePath((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(openApp(path));
});

function readPush(data: PushMessageData | null): PushMessage | null {
  try {
    const message = data?.json() as Partial<PushMessage> | undefined;
    return message && typeof message.title === 'string' && typeof message.url === 'string'
      ? { title: message.title, body: String(message.body ?? ''), url: message.url, tag: String(message.tag ?? '') }
      : null;
  } catch {
    return null;
  }
}

/** A path of this app (a push only ever names one); anything else opens the feed. */
function samePath(url: unknown): string {
  if (typeof url !== 'string') return '/feed';
  const target = new URL(url, self.location.origin);
  return target.origin === self.location.origin ? `${target.pathname}${target.search}${target.hash}` : '/feed';
}

/** Focuses an open Nexus window and has it show `path` (its router, no reload), or opens a new one there. */
async function openApp(path: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(path);
    return;
  }
  open.postMessage({ type: NAVIGATE_MESSAGE, path } satisfies NavigateMessage);
  await open.focus();
}
