import { describe, expect, it } from 'vitest';
import { currentEdition, dateRange, dayAt, initials, passPrice, timeAt } from './summitText';

describe('summit text', () => {
  it('opens /summit on the newest edition open to registration, else the newest', () => {
    const editions = [
      { eventCode: 'b', registrationOpen: false },
      { eventCode: 'a', registrationOpen: true },
      { eventCode: 'c', registrationOpen: true },
    ];
    expect(currentEdition(editions)?.eventCode).toBe('a');
    expect(currentEdition(editions.map((e) => ({ ...e, registrationOpen: false })))?.eventCode).toBe('b');
    expect(currentEdition([])).toBeUndefined();
  });

  it('writes dates and times at the venue, a range once per shared month and year', () => {
    expect(dateRange('2025-09-18T06:00:00Z', '2025-09-18T15:00:00Z', 'Africa/Nairobi')).toBe('18 Sept 2025');
    expect(dateRange('2025-11-13T08:00:00Z', '2025-11-14T17:00:00Z', 'Africa/Lagos')).toBe('13 – 14 Nov 2025');
    expect(dateRange('2025-10-30T08:00:00Z', '2025-11-01T17:00:00Z', 'UTC')).toBe('30 Oct – 1 Nov 2025');
    // 22:30 UTC is already the next day in Nairobi (UTC+3).
    expect(dayAt('2025-09-17T22:30:00Z', 'Africa/Nairobi')).toBe('Thursday 18 September');
    expect(timeAt('2025-09-17T22:30:00Z', 'Africa/Nairobi')).toBe('01:30');
    expect(timeAt('2025-11-13T08:30:00Z', 'Africa/Lagos')).toBe('09:30');
  });

  it('prices a pass in its currency, free when 0', () => {
    expect(passPrice({ priceCents: 0, currency: 'USD' }, 'Free')).toBe('Free');
    expect(passPrice({ priceCents: 25000, currency: 'USD' }, 'Free')).toBe('$250');
    expect(passPrice({ priceCents: 2550, currency: 'USD' }, 'Free')).toBe('$25.50');
  });

  it('takes the initials of the first two words', () => {
    expect(initials('Northwind Talent Group')).toBe('NT');
    expect(initials(' ada ')).toBe('A');
  });
});
