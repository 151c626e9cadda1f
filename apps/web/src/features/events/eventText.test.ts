import { describe, expect, it } from 'vitest';
import { eventWhen, fromLocalInput, toLocalInput } from './eventText';

describe('event times', () => {
  it('writes one day once, and both days for an event past midnight', () => {
    const start = new Date(2026, 10, 26, 18, 0).toISOString();
    expect(eventWhen(start, new Date(2026, 10, 26, 20, 30).toISOString())).toBe('Thu 26 Nov 2026, 18:00 – 20:30');
    expect(eventWhen(start, new Date(2026, 10, 27, 1, 0).toISOString())).toBe('Thu 26 Nov 2026, 18:00 – Fri 27 Nov 2026, 01:00');
  });

  it('round-trips a datetime-local value, and leaves an empty one for the schema to refuse', () => {
    const iso = new Date(2026, 10, 26, 18, 45).toISOString();
    expect(fromLocalInput(toLocalInput(iso))).toBe(iso);
    expect(fromLocalInput('')).toBe('');
  });
});
