import { ANALYTICS_DAYS } from '@nexus/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The UTC day of an instant, as YYYY-MM-DD. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

/** The day `n` days after `day` (YYYY-MM-DD; n may be negative). */
export const addDays = (day: string, n: number): string => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** The days of [from, to), oldest first. */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** The analytics window at `now`: ANALYTICS_DAYS UTC days ending with today (today included); finished days are [from, today). */
export function windowAt(now: Date) {
  const today = utcDay(now);
  return { from: addDays(today, 1 - ANALYTICS_DAYS), today, tomorrow: addDays(today, 1), yesterday: addDays(today, -1) };
}
