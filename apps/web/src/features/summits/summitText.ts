import type { Summit, SummitPass } from '@nexus/contracts';

/** The edition /summit opens on: the newest one open to registration, else the newest (editions come newest first). */
export function currentEdition<T extends Pick<Summit, 'registrationOpen'>>(editions: readonly T[]): T | undefined {
  return editions.find((s) => s.registrationOpen) ?? editions[0];
}

const LOCALE = 'en-GB';

/** '18 Sept 2025', '13 – 14 Nov 2025', '30 Oct – 1 Nov 2025': the days at the venue (its time zone). */
export function dateRange(startsAt: string, endsAt: string, timeZone: string): string {
  const format = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'short', year: 'numeric', timeZone });
  // Intl puts thin spaces around the dash; plain ones read the same and match what people type.
  return format.formatRange(new Date(startsAt), new Date(endsAt)).replace(/\u2009/g, ' ');
}

/** 'Thursday 13 November' at the venue: a programme day's heading, and the key sessions are grouped by. */
export const dayAt = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, { weekday: 'long', day: 'numeric', month: 'long', timeZone }).format(new Date(iso));

/** '09:30' at the venue. */
export const timeAt = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }).format(new Date(iso));

/** A pass's price: 'Free', or the amount in its currency ('$250'). */
export function passPrice(pass: Pick<SummitPass, 'priceCents' | 'currency'>, free: string): string {
  if (pass.priceCents === 0) return free;
  return new Intl.NumberFormat('en', {
    style: 'currency',
    currency: pass.currency,
    maximumFractionDigits: pass.priceCents % 100 === 0 ? 0 : 2,
  }).format(pass.priceCents / 100);
}

/** Initials of a name, for a speaker or sponsor without a picture. */
export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
