import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AnalyticsEvent,
  destinationsOf,
  type EventProperties,
  SCROLL_THROTTLE_MS,
  shapeEvent,
  startAutoCapture,
} from './analytics';

const SECRET = 'Ada Lovelace secret words';

function render(html: string): HTMLElement {
  document.body.innerHTML = html;
  return document.body;
}

/** Every string an event carries, to look for text that must not leave the browser. */
const strings = (properties: EventProperties) => JSON.stringify(properties);

describe('client analytics event shaping (§9: no text content)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    vi.useRealTimers();
  });

  it('names a clicked button by its identity, never its text', () => {
    const body = render(`<button id="send" aria-label="Send message" data-testid="send-button"><span>${SECRET}</span></button>`);
    const span = body.querySelector('span')!;
    const shaped = shapeEvent(clickOn(span));
    expect(shaped).toEqual({
      name: AnalyticsEvent.Click,
      properties: { tag: 'button', id: 'send', label: 'Send message', testId: 'send-button' },
    });
    expect(strings(shaped!.properties)).not.toContain('Ada');
  });

  it('gives a link’s path without its query or fragment, and an outside link’s origin only', () => {
    const body = render(
      `<a href="/search?q=${encodeURIComponent(SECRET)}#top">${SECRET}</a><a href="https://example.test/x?y=1">out</a>`,
    );
    const [inside, outside] = [...body.querySelectorAll('a')];
    expect(shapeEvent(clickOn(inside!))?.properties).toEqual({ tag: 'a', href: '/search' });
    expect(shapeEvent(clickOn(outside!))?.properties).toEqual({ tag: 'a', href: 'https://example.test' });
  });

  it('reports an input change without its value, placeholder or title', () => {
    const body = render(
      `<form id="profile" name="profile" aria-label="Profile"><input name="firstName" type="text" placeholder="${SECRET}" title="${SECRET}"><textarea id="bio">${SECRET}</textarea></form>`,
    );
    const input = body.querySelector('input')!;
    input.value = SECRET;
    const change = shapeEvent(eventOn(input, 'change'));
    expect(change).toEqual({ name: AnalyticsEvent.InputChange, properties: { tag: 'input', type: 'text', name: 'firstName' } });
    const bio = shapeEvent(eventOn(body.querySelector('textarea')!, 'change'));
    expect(bio?.properties).toEqual({ tag: 'textarea', id: 'bio' });
    const submit = shapeEvent(eventOn(body.querySelector('form')!, 'submit'));
    expect(submit).toEqual({
      name: AnalyticsEvent.Submit,
      properties: { tag: 'form', id: 'profile', name: 'profile', label: 'Profile' },
    });
    for (const shaped of [change, bio, submit]) expect(strings(shaped!.properties)).not.toContain('Ada');
  });

  it('auto-captures clicks, changes, submits and throttled scrolls to the destination', () => {
    vi.useFakeTimers();
    const body = render(`<div role="tab" aria-label="Jobs">${SECRET}</div><form id="f"><input name="q"></form>`);
    const sent: [string, EventProperties][] = [];
    const stop = startAutoCapture((event, properties) => sent.push([event, properties]));
    (body.querySelector('[role=tab]') as HTMLElement).click();
    body.querySelector('input')!.dispatchEvent(new Event('change', { bubbles: true }));
    body.querySelector('form')!.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    for (let i = 0; i < 10; i++) window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_THROTTLE_MS * 2);
    stop();
    (body.querySelector('[role=tab]') as HTMLElement).click();
    expect(sent.map(([event]) => event)).toEqual([
      AnalyticsEvent.Click,
      AnalyticsEvent.InputChange,
      AnalyticsEvent.Submit,
      AnalyticsEvent.Scroll,
    ]);
    expect(sent[0]![1]).toEqual({ tag: 'div', role: 'tab', label: 'Jobs' });
    expect(sent[3]![1]).toEqual({ depth: expect.any(Number), path: '/' });
    expect(JSON.stringify(sent)).not.toContain('Ada');
  });

  it('is off without configuration, and loads only the configured vendors’ scripts', () => {
    expect(destinationsOf(undefined)).toBeNull();
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    const send = destinationsOf({ destination: 'GA', gaMeasurementId: 'G-TEST123', mixpanelToken: 'abc' })!;
    const sources = () => [...document.head.querySelectorAll('script')].map((s) => new URL(s.src).host);
    expect(sources()).toEqual(['www.googletagmanager.com']);
    send(AnalyticsEvent.PageView, { path: '/feed' });
    const dataLayer = (window as unknown as { dataLayer: IArguments[] }).dataLayer.map((a) => [...a]);
    expect(dataLayer.at(-1)).toEqual(['event', 'page_view', { path: '/feed' }]);

    destinationsOf({ destination: 'both', gaMeasurementId: 'G-TEST123', mixpanelToken: 'abc' })!(AnalyticsEvent.Click, {
      tag: 'button',
    });
    expect(sources()).toContain('cdn.mxpnl.com');
    expect([...(window as unknown as { mixpanel: unknown[] }).mixpanel]).toContainEqual(['track', 'click', { tag: 'button' }]);
  });
});

function clickOn(element: Element): MouseEvent {
  return eventOn(element, 'click') as MouseEvent;
}

/** A DOM event as the browser dispatches it: `target` set to the element. */
function eventOn(element: Element, type: string): Event {
  const event = type === 'click' ? new MouseEvent(type, { bubbles: true }) : new Event(type, { bubbles: true });
  Object.defineProperty(event, 'target', { value: element });
  return event;
}
