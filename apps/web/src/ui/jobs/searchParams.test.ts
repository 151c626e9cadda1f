import { describe, expect, it } from 'vitest';
import { filtersFrom, withFilters } from './searchParams';

describe('job search filters in the query string', () => {
  it('reads the known filters, trimmed, and leaves out empty and unknown ones', () => {
    const params = new URLSearchParams('keyword=%20engineer%20&country=Nigeria&city=&tab=saved&other=x');
    expect(filtersFrom(params)).toEqual({ keyword: 'engineer', country: 'Nigeria' });
  });

  it('writes filters over the old ones and keeps the other keys, so the URL can be shared', () => {
    const params = new URLSearchParams('tab=search&country=Ghana&workplace=remote');
    const next = withFilters(params, { country: 'Nigeria', employmentType: 'full_time', workplace: '' });
    expect(next.toString()).toBe('tab=search&country=Nigeria&employmentType=full_time');
    expect(filtersFrom(next)).toEqual({ country: 'Nigeria', employmentType: 'full_time' });
  });
});
