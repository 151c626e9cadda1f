import { ConcurrencyLimit, type ConcurrencyLimitOptions, type Waiter } from './concurrency-limit';

const options: ConcurrencyLimitOptions = { initialLimit: 2, minLimit: 1, maxLimit: 100, maxWaitMs: 1000, maxWaiting: 3 };

/** A request as the limit sees it: what it was told, and whether its client has gone. */
function request() {
  const told: string[] = [];
  let gone = false;
  const waiter: Waiter = { admit: () => told.push('admitted'), refuse: () => told.push('refused'), gone: () => gone };
  return { waiter, told, leave: () => (gone = true) };
}

describe('ConcurrencyLimit', () => {
  it('admits up to its limit, then queues, and gives each freed place to the longest waiting request', () => {
    const limit = new ConcurrencyLimit(options);
    expect(limit.acquire(request().waiter, 0)).toBe(true);
    expect(limit.acquire(request().waiter, 0)).toBe(true);
    const [first, second] = [request(), request()];
    expect(limit.acquire(first.waiter, 1)).toBe(false);
    expect(limit.acquire(second.waiter, 2)).toBe(false);
    expect([limit.working, limit.queued]).toEqual([2, 2]);

    limit.release(5, 10);
    expect(first.told).toEqual(['admitted']);
    expect(second.told).toEqual([]);
    expect([limit.working, limit.queued]).toEqual([2, 1]);
  });

  it('starts at its minimum when that is above the initial limit (a database pool larger than it)', () => {
    expect(new ConcurrencyLimit({ ...options, initialLimit: 20, minLimit: 50 }).limit).toBe(50);
    expect(new ConcurrencyLimit({ ...options, initialLimit: 20, minLimit: 10 }).limit).toBe(20);
  });

  it('refuses at once past maxWaiting, and refuses a waiting request once it has waited maxWaitMs', () => {
    const limit = new ConcurrencyLimit(options);
    limit.acquire(request().waiter, 0);
    limit.acquire(request().waiter, 0);
    const waiting = [request(), request(), request()];
    waiting.forEach((r, i) => limit.acquire(r.waiter, i * 400));
    const overflow = request();
    expect(limit.acquire(overflow.waiter, 900)).toBe(false);
    expect(overflow.told).toEqual(['refused']);

    limit.sweep(1001);
    expect(waiting.map((r) => r.told)).toEqual([['refused'], [], []]);
    limit.sweep(1401);
    expect(waiting.map((r) => r.told)).toEqual([['refused'], ['refused'], []]);
  });

  it('skips a request whose client left while it waited, and tells it nothing', () => {
    const limit = new ConcurrencyLimit(options);
    limit.acquire(request().waiter, 0);
    limit.acquire(request().waiter, 0);
    const [left, next] = [request(), request()];
    limit.acquire(left.waiter, 1);
    limit.acquire(next.waiter, 2);
    left.leave();
    limit.release(5, 10);
    expect(left.told).toEqual([]);
    expect(next.told).toEqual(['admitted']);
  });

  it('admits nobody while the server is blocked, even under the limit, and the waiting ones once it is not', () => {
    const limit = new ConcurrencyLimit(options);
    const waiting = request();
    expect(limit.acquire(waiting.waiter, 0, true)).toBe(false);
    limit.sweep(10, true);
    expect(waiting.told).toEqual([]);
    limit.sweep(20, false);
    expect(waiting.told).toEqual(['admitted']);
  });

  it('grows while full and latency stays flat, and shrinks when latency rises under the same use', () => {
    const limit = new ConcurrencyLimit({ ...options, initialLimit: 10, maxWaiting: 1_000_000 });
    let now = 0;
    /** Keeps the limit full for `windows` windows of answers that each take `latencyMs`. */
    const run = (windows: number, latencyMs: number) => {
      for (let w = 0; w < windows; w++) {
        for (let i = 0; i < 20; i++) {
          while (limit.acquire(request().waiter, now));
          now += 10;
          limit.release(latencyMs, now);
        }
      }
      limit.sweep(now);
    };
    run(50, 5);
    const grown = limit.limit;
    expect(grown).toBeGreaterThan(10);
    run(20, 50);
    expect(limit.limit).toBeLessThan(grown);
  });

  it('keeps its limit while it is never half full, however slow some answers are', () => {
    const limit = new ConcurrencyLimit({ ...options, initialLimit: 20, minLimit: 4, maxWaiting: 1_000_000 });
    let now = 0;
    for (let w = 0; w < 50; w++) {
      for (let i = 0; i < 20; i++) {
        limit.acquire(request().waiter, now);
        now += 10;
        // Quick reads, and now and then a few slow sign-ins (bcrypt) together: never more than one at a time.
        limit.release(w % 5 === 0 && i < 3 ? 300 : 5, now);
      }
    }
    expect(limit.limit).toBe(20);
  });
});
