import { format, isSameDay, parseISO } from 'date-fns';

/** 'Wed 26 Nov 2026, 18:00 – 20:00', or both dates when it runs past midnight (in the reader's time zone). */
export function eventWhen(startsAt: string, endsAt: string): string {
  const start = parseISO(startsAt);
  const end = parseISO(endsAt);
  const day = 'EEE d MMM yyyy';
  return isSameDay(start, end)
    ? `${format(start, `${day}, HH:mm`)} – ${format(end, 'HH:mm')}`
    : `${format(start, `${day}, HH:mm`)} – ${format(end, `${day}, HH:mm`)}`;
}

/** The value of an <input type="datetime-local"> for an ISO time, in the reader's time zone. */
export const toLocalInput = (iso: string) => format(parseISO(iso), "yyyy-MM-dd'T'HH:mm");
/** An <input type="datetime-local"> value as an ISO time (empty stays empty, for the schema to name). */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : value);
