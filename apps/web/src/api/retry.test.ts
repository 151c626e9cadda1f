import { describe, expect, it } from 'vitest';
import { ApiCallError } from './errors';
import { retryTransient } from './retry';

const failure = (status: number | null) => new ApiCallError('failed', { status, body: null });

describe('retryTransient', () => {
  it('tries again after no answer, a 429 or a 5xx, at most twice', () => {
    for (const status of [null, 429, 500, 503]) {
      expect(retryTransient(0, failure(status))).toBe(true);
      expect(retryTransient(1, failure(status))).toBe(true);
      expect(retryTransient(2, failure(status))).toBe(false);
    }
  });

  it('takes a 4xx answer as final at once', () => {
    for (const status of [400, 401, 403, 404]) expect(retryTransient(0, failure(status))).toBe(false);
  });

  it('does not retry an error that is not a failed call', () => {
    expect(retryTransient(0, new Error('render bug'))).toBe(false);
  });
});
