// What the service worker (sw/sw.ts) and the page share; the worker imports nothing else of the app's code, so that
// it stays small (the contracts' index would bring every schema).

/** What the service worker tells the page: a click on a notification should show `path`. */
export interface NavigateMessage {
  type: 'nexus:navigate';
  path: string;
}

export const NAVIGATE_MESSAGE: NavigateMessage['type'] = 'nexus:navigate';

/** The page the service worker answers a navigation with when the network cannot be reached (written by the build). */
export const OFFLINE_PAGE_PATH = '/offline.html';
