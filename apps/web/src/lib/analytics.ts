import { ANALYTICS_VENDORS, type AppConfig, AnalyticsDestination } from '@nexus/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAppConfig } from './appConfig';

/**
 * Client analytics (§9): every session, auto-captured page views, clicks, input changes, scrolls and form submits,
 * sent to GA, mixpanel or both. Off unless the deployment configures it (GET app/config's `analytics`); the vendors'
 * scripts are then loaded from their own servers at runtime, so the bundle carries no vendor code.
 *
 * What is sent names the element, never what it says: its tag, role, type, id, name, aria-label and data-analytics /
 * data-testid; never text content, values, placeholders or titles. A page view carries the path, not the query.
 */

export type ClientAnalyticsConfig = NonNullable<AppConfig['analytics']>;

export const AnalyticsEvent = {
  PageView: 'page_view',
  Click: 'click',
  InputChange: 'input_change',
  Scroll: 'scroll',
  Submit: 'form_submit',
} as const;
export type AnalyticsEvent = (typeof AnalyticsEvent)[keyof typeof AnalyticsEvent];

export type EventProperties = Record<string, string | number>;
export type Send = (event: AnalyticsEvent, properties: EventProperties) => void;

/** A scroll is reported at most this often, as the depth reached in quarters of the page. */
export const SCROLL_THROTTLE_MS = 2000;
/** Attribute values longer than this are cut (an id or label is short; anything longer is not an identity). */
const MAX_ATTRIBUTE = 64;

/** What a click lands on: the nearest element that means something to click, else the element itself. */
const CLICKABLE = 'a, button, input, select, textarea, label, summary, [role], [data-analytics], [data-testid]';

const attribute = (element: Element, name: string) => {
  const value = element.getAttribute(name)?.trim();
  return value ? value.slice(0, MAX_ATTRIBUTE) : undefined;
};

/** An element's identity: tag, role, type, id, name, aria-label, data-analytics, data-testid, a link's path. */
export function describeElement(element: Element): EventProperties {
  const described: EventProperties = { tag: element.tagName.toLowerCase() };
  const fields = {
    role: 'role',
    type: 'type',
    id: 'id',
    name: 'name',
    label: 'aria-label',
    analytics: 'data-analytics',
    testId: 'data-testid',
  } as const;
  for (const [key, name] of Object.entries(fields)) {
    const value = attribute(element, name);
    if (value) described[key] = value;
  }
  const href = element instanceof HTMLAnchorElement ? element.getAttribute('href') : null;
  if (href) {
    // The path only: a query or fragment can carry what was typed (a search).
    const url = new URL(href, window.location.origin);
    described.href = url.origin === window.location.origin ? url.pathname : url.origin;
  }
  return described;
}

/** The event a DOM event makes, or null when it makes none. Pure: the unit of what leaves the browser. */
export function shapeEvent(event: Event): { name: AnalyticsEvent; properties: EventProperties } | null {
  const target = event.target instanceof Element ? event.target : null;
  switch (event.type) {
    case 'click': {
      const element = target?.closest(CLICKABLE) ?? target;
      return element ? { name: AnalyticsEvent.Click, properties: describeElement(element) } : null;
    }
    case 'change':
      return target ? { name: AnalyticsEvent.InputChange, properties: describeElement(target) } : null;
    case 'submit':
      return target ? { name: AnalyticsEvent.Submit, properties: describeElement(target) } : null;
    default:
      return null;
  }
}

/** How far down the page the reader is, in quarters (0, 25, 50, 75, 100). */
export function scrollDepth(): number {
  const room = document.documentElement.scrollHeight - window.innerHeight;
  const ratio = room <= 0 ? 1 : Math.min(1, window.scrollY / room);
  return Math.round(ratio * 4) * 25;
}

/** Starts auto-capture to `send`; answers the function that stops it. */
export function startAutoCapture(send: Send): () => void {
  const onEvent = (event: Event) => {
    const shaped = shapeEvent(event);
    if (shaped) send(shaped.name, shaped.properties);
  };
  let lastScroll = 0;
  let pending: ReturnType<typeof setTimeout> | undefined;
  const onScroll = () => {
    const wait = lastScroll + SCROLL_THROTTLE_MS - Date.now();
    if (pending) return;
    pending = setTimeout(
      () => {
        pending = undefined;
        lastScroll = Date.now();
        send(AnalyticsEvent.Scroll, { depth: scrollDepth(), path: window.location.pathname });
      },
      Math.max(0, wait),
    );
  };
  const options = { capture: true, passive: true };
  for (const type of ['click', 'change', 'submit']) document.addEventListener(type, onEvent, options);
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => {
    for (const type of ['click', 'change', 'submit']) document.removeEventListener(type, onEvent, options);
    window.removeEventListener('scroll', onScroll);
    clearTimeout(pending);
  };
}

function loadScript(src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

type Gtag = (...args: unknown[]) => void;
type MixpanelStub = unknown[] & { _i?: unknown[]; __SV?: number; track?: (...args: unknown[]) => void };

/** GA4 through gtag.js, as Google's snippet loads it; its own page views off (sent on route changes here). */
function gaDestination(measurementId: string): Send {
  const w = window as unknown as { dataLayer: unknown[]; gtag: Gtag };
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads `arguments` objects from the data layer, as the official snippet pushes them.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false });
  loadScript(`${ANALYTICS_VENDORS.ga.script}?id=${encodeURIComponent(measurementId)}`);
  return (event, properties) => w.gtag('event', event, properties);
}

/**
 * Mixpanel through its CDN library, with the queue its official snippet sets up (calls made before the library
 * arrives are replayed by it); its own autocapture and page views off (it would read text).
 */
function mixpanelDestination(token: string): Send {
  const w = window as unknown as { mixpanel?: MixpanelStub };
  const stub: MixpanelStub = w.mixpanel ?? [];
  stub._i = [[token, { autocapture: false, track_pageview: false, ip: false }, 'mixpanel']];
  stub.__SV = 1.2;
  stub.track = (...args: unknown[]) => stub.push(['track', ...args]);
  w.mixpanel = stub;
  loadScript(ANALYTICS_VENDORS.mixpanel.script);
  return (event, properties) => (w.mixpanel as MixpanelStub).track?.(event, properties);
}

/** The configured destinations as one `send`; null when analytics is off. */
export function destinationsOf(config: ClientAnalyticsConfig | undefined): Send | null {
  if (!config) return null;
  const sends: Send[] = [];
  const { destination, gaMeasurementId, mixpanelToken } = config;
  if (destination !== AnalyticsDestination.Mixpanel && gaMeasurementId) sends.push(gaDestination(gaMeasurementId));
  if (destination !== AnalyticsDestination.Ga && mixpanelToken) sends.push(mixpanelDestination(mixpanelToken));
  if (sends.length === 0) return null;
  return (event, properties) => sends.forEach((send) => send(event, properties));
}

let started: { config: ClientAnalyticsConfig; send: Send } | null = null;

/** Client analytics for the page's lifetime: started once when configured; a page view on every route change. */
export function useClientAnalytics(): void {
  const config = useAppConfig().analytics;
  const { pathname } = useLocation();
  useEffect(() => {
    if (!config || started) return;
    const send = destinationsOf(config);
    if (!send) return;
    started = { config, send };
    startAutoCapture(send);
  }, [config]);
  useEffect(() => {
    started?.send(AnalyticsEvent.PageView, { path: pathname });
  }, [pathname, config]);
}

/** Mounted once inside the router and the app config: renders nothing. */
export function ClientAnalytics(): null {
  useClientAnalytics();
  return null;
}
