import { describe, expect, it } from 'vitest';
import { currentEdition, dateRange, initials, passPrice } from './summitText';

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

  it('writes a date range once per shared month and year', () => {
    expect(dateRange('2025-09-18T12:00:00Z', '2025-09-18T14:00:00Z')).toBe('18 Sep 2025');
    expect(dateRange('2025-11-13T12:00:00Z', '2025-11-14T13:00:00Z')).toBe('13–14 Nov 2025');
    expect(dateRange('2025-10-30T12:00:00Z', '2025-11-01T13:00:00Z')).toBe('30 Oct – 1 Nov 2025');
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
