import { describe, expect, it } from 'vitest';
import { companiesOf } from './companies';

describe('companiesOf', () => {
  it('keeps each company once, by name, and leaves out accounts without one', () => {
    expect(
      companiesOf([
        { partnerId: 'p2', companyName: 'zeta Labs' },
        { partnerId: null, companyName: null },
        { partnerId: 'p1', companyName: 'Acme' },
        { partnerId: 'p2', companyName: 'zeta Labs' },
        { partnerId: 'p3', companyName: null },
      ]),
    ).toEqual([
      { id: 'p1', name: 'Acme' },
      { id: 'p2', name: 'zeta Labs' },
    ]);
  });

  it('is empty for no rows', () => {
    expect(companiesOf([])).toEqual([]);
  });
});
