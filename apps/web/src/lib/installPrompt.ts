import { useSyncExternalStore } from 'react';
import { createStore } from './store';

/** Chromium's install prompt event (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

const deferred = createStore<BeforeInstallPromptEvent | null>(null);

/**
 * Keeps the browser's install prompt for later (the browser offers it once the app is installable, often before any
 * screen could show a button): the account menu's "Install app" then shows it. Called once at start.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred.set(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => deferred.set(null));
}

/** The install prompt while the app can be installed, else null (installed already, or a browser without one). */
export function useInstallPrompt(): { installable: boolean; install: () => Promise<void> } {
  const event = useSyncExternalStore(deferred.subscribe, deferred.get);
  return {
    installable: event !== null,
    install: async () => {
      if (!event) return;
      deferred.set(null);
      await event.prompt();
    },
  };
}
