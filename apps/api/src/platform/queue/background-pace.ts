import { setTimeout as sleep } from 'node:timers/promises';

/**
 * Background work that shares the event loop and the database with requests (a sweep's batches, notification mail)
 * rests after each batch `factor` times as long as the batch took (from `startedAt`, a `performance.now()`): it then
 * holds at most 1 / (1 + factor) of them, however much of it is queued. Work spread over a period rests at least until
 * `notBefore` (a `performance.now()` too), its next batch's turn. The rest ends early once `stop` is aborted.
 */
export async function restAfterBatch(startedAt: number, factor: number, notBefore = 0, stop?: AbortSignal): Promise<void> {
  const now = performance.now();
  await sleep(Math.max((now - startedAt) * factor, notBefore - now), undefined, { signal: stop }).catch((error: unknown) => {
    if (!stop?.aborted) throw error;
  });
}
