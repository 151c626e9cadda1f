import { loadApi } from '../api/lazy';
import { activeServiceWorker, serviceWorkerSupported } from './serviceWorker';

// The route table comes with loadApi: the session's logout (on the first screen's code) calls turnPushOff.

/**
 * This browser's web push: subscribed or not, and the reason when it cannot be ('unsupported': no service worker or
 * Push API, as in development builds or older browsers; 'denied': the member blocked notifications for the site).
 */
export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

const pushSupported = () => serviceWorkerSupported() && 'PushManager' in window && 'Notification' in window;

/** The VAPID public key (base64url) as the bytes PushManager.subscribe wants. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64Url.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

export async function pushDeviceState(): Promise<PushDeviceState> {
  const registration = pushSupported() ? await activeServiceWorker() : null;
  if (!registration) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await registration.pushManager.getSubscription()) ? 'on' : 'off';
}

/**
 * Asks for permission, subscribes this browser with the server's key and saves the subscription for the member.
 * Answers the state it ends in; throws when the push service or the API refused (nothing is left subscribed).
 */
export async function turnPushOn(vapidPublicKey: string): Promise<PushDeviceState> {
  const registration = pushSupported() ? await activeServiceWorker() : null;
  if (!registration) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const subscription = await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidPublicKey),
  });
  const { endpoint, keys } = subscription.toJSON();
  try {
    const { api, routes } = await loadApi();
    await api.call(routes.push.subscribe, {
      body: { endpoint: endpoint ?? '', keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' } },
    });
  } catch (error) {
    await subscription.unsubscribe();
    throw error;
  }
  return 'on';
}

/** Forgets this browser's subscription, on the server and in the browser (turned off, or the member logs out). */
export async function turnPushOff(): Promise<PushDeviceState> {
  const registration = pushSupported() ? await navigator.serviceWorker.getRegistration() : undefined;
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return registration ? 'off' : 'unsupported';
  const { api, routes } = await loadApi();
  await api.call(routes.push.unsubscribe, { query: { endpoint: subscription.endpoint } }, { silent: true, handleError: true });
  await subscription.unsubscribe();
  return 'off';
}
