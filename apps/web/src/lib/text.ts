import {
  differenceInDays,
  differenceInHours,
  differenceInMinutes,
  differenceInMonths,
  differenceInSeconds,
  differenceInWeeks,
  differenceInYears,
  isValid,
  parseISO,
} from 'date-fns';
import { RELATIVE_TIME_UNITS } from '@nexus/contracts';

/** Cuts `text` to `max` characters, with an ellipsis when it was longer. */
export function truncate(text: string | null | undefined, max: number): string {
  const t = (text ?? '').trim();
  return t.length > max ? `${t.slice(0, max).trimEnd()}…` : t;
}

const [sec, min, hour, day, week, month, year] = RELATIVE_TIME_UNITS;

/** §9's relative time: '12s', '5m', '3h', '2d', '1w', '4mo', '2y' (date-fns counts whole calendar units). */
export function relativeTime(iso: string, now: Date = new Date()): string {
  const date = parseISO(iso);
  if (!isValid(date)) return '';
  const steps: [number, string][] = [
    [differenceInYears(now, date), year],
    [differenceInMonths(now, date), month],
    [differenceInWeeks(now, date), week],
    [differenceInDays(now, date), day],
    [differenceInHours(now, date), hour],
    [differenceInMinutes(now, date), min],
  ];
  for (const [n, unit] of steps) if (n >= 1) return `${n}${unit}`;
  return `${Math.max(0, differenceInSeconds(now, date))}${sec}`;
}
