import { z } from 'zod';
import { NotificationKind } from '../enums.js';

/** Strings of web push: the settings switch, its states and the notifications' titles. */
export const PushText = {
  deviceSwitch: 'Push notifications on this device',
  deviceSwitchHelp: 'Get a notification on this device for the kinds switched on for in-app below, even when Nexus is closed.',
  unsupported: 'This browser cannot receive push notifications.',
  denied: 'Notifications are blocked for Nexus in this browser. Allow them in the site settings, then try again.',
  notConfigured: 'Push notifications are not available on this server.',
  turnedOn: 'Push notifications are on for this device',
  turnedOff: 'Push notifications are off for this device',
  failed: 'Push notifications could not be turned on. Try again.',
  subscriptionNotFound: 'Push subscription not found',
  insecureEndpoint: 'must be an https:// address',
  inAppAndPush: 'In app and push',
  title: {
    message: 'New message',
    connection_request: 'Connection request',
    mention: 'You were mentioned',
    reply: 'New reply',
    application_status: 'Application update',
    event_seat: 'Event seat',
  },
} as const;

/** The kinds of notification that are also pushed to a member's devices (each still follows its in-app switch). */
export const PUSH_KINDS = [
  NotificationKind.Message,
  NotificationKind.ConnectionRequest,
  NotificationKind.Mention,
  NotificationKind.Reply,
  NotificationKind.ApplicationStatus,
  NotificationKind.EventSeat,
] as const satisfies readonly NotificationKind[];
export type PushKind = (typeof PUSH_KINDS)[number];
export const isPushKind = (kind: NotificationKind): kind is PushKind => (PUSH_KINDS as readonly string[]).includes(kind);

/** A member keeps at most this many devices subscribed: saving one more forgets the least recently used. */
export const PUSH_SUBSCRIPTIONS_PER_MEMBER = 10;

/** base64url, as PushSubscription.toJSON() gives the keys. */
const base64Url = (what: string) =>
  z
    .string({ message: `must be the subscription's ${what} key` })
    .min(1, { message: `must be the subscription's ${what} key` })
    .max(200, { message: 'is too long' })
    .regex(/^[A-Za-z0-9_-]+=*$/, { message: 'must be base64url' });

const endpointSchema = z
  .string({ message: 'is required' })
  .max(2048, { message: 'is too long' })
  .regex(/^https?:\/\/[^\s]+$/, { message: 'must be an http(s) address' });

/** What the browser's PushSubscription.toJSON() gives (the expiration time is not kept). */
export const pushSubscriptionBodySchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64Url('p256dh'), auth: base64Url('auth') }, { message: 'is required' }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeQuerySchema = z.object({ endpoint: endpointSchema });

export const pushSubscriptionSavedSchema = z.object({ id: z.uuid() });

/** The payload of one push (JSON, encrypted to the device): what the service worker shows, and where a click goes. */
export const pushMessageSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** A path of the web app to open on click. */
  url: z.string(),
  /** Notifications with the same tag replace each other: one per conversation, per request… */
  tag: z.string(),
});
export type PushMessage = z.infer<typeof pushMessageSchema>;

/** The tag of a push: every message of one conversation collapses into one notification. */
export function pushTag(kind: PushKind, { actorId, pingId }: { actorId: string | null; pingId: string }): string {
  return kind === NotificationKind.Message && actorId ? `message:${actorId}` : `${kind}:${pingId}`;
}

/** The installable app: its name and the offline page (the service worker shows it for a page opened offline). */
export const InstallableAppText = {
  name: 'Nexus',
  shortName: 'Nexus',
  description: 'Nexus: a career and networking community',
  install: 'Install app',
  offlineTitle: 'You are offline',
  offlineBody:
    'Nexus needs a connection to show this page. Check your network; the page comes back by itself once you are online.',
  offlineRetry: 'Try again',
} as const;

/** Where the installed app opens. */
export const INSTALLED_APP_START_URL = '/feed';
