import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { NAVIGATE_MESSAGE, type NavigateMessage } from './serviceWorkerShared';

/** The service worker's script (sw/sw.ts, built by vite-plugin-pwa), at the root so that it controls every page. */
const SERVICE_WORKER_URL = '/sw.js';

export const serviceWorkerSupported = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;

/**
 * Registers the service worker once the page has loaded, in production builds only: in development Vite serves
 * modules one by one and a worker caching them would serve stale code.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !serviceWorkerSupported()) return;
  const register = () => void navigator.serviceWorker.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** The service worker's registration once it is active; null without one (development, unsupported browser). */
export async function activeServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!import.meta.env.PROD || !serviceWorkerSupported()) return null;
  return navigator.serviceWorker.ready;
}

/** A click on a notification while Nexus is open: the service worker asks the page to show a screen (no reload). */
export function useServiceWorkerNavigation(): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!serviceWorkerSupported()) return;
    const onMessage = (event: MessageEvent<Partial<NavigateMessage>>) => {
      const { type, path } = event.data ?? {};
      if (type === NAVIGATE_MESSAGE && typeof path === 'string' && path.startsWith('/') && !path.startsWith('//')) {
        void navigate(path);
      }
    };
    navigator.serviceWorker.addEventListener('message', onMessage);
    return () => navigator.serviceWorker.removeEventListener('message', onMessage);
  }, [navigate]);
}
