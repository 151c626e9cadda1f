import { format, isSameDay, isSameMonth, parseISO } from 'date-fns';
import type { Summit, SummitPass } from '@nexus/contracts';

/** The edition /summit opens on: the newest one open to registration, else the newest (editions come newest first). */
export function currentEdition<T extends Pick<Summit, 'registrationOpen'>>(editions: readonly T[]): T | undefined {
  return editions.find((s) => s.registrationOpen) ?? editions[0];
}

/** '18 Sep 2025', '13–14 Nov 2025', '30 Oct – 1 Nov 2025', in the reader's time zone. */
export function dateRange(startsAt: string, endsAt: string): string {
  const start = parseISO(startsAt);
  const end = parseISO(endsAt);
  if (isSameDay(start, end)) return format(start, 'd MMM yyyy');
  if (isSameMonth(start, end)) return `${format(start, 'd')}–${format(end, 'd MMM yyyy')}`;
  return `${format(start, 'd MMM')} – ${format(end, 'd MMM yyyy')}`;
}

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
