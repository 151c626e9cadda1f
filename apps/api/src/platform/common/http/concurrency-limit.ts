/**
 * How many requests the API works on at once, found by watching their latency (the gradient algorithm of Netflix's
 * concurrency-limits): while the latency of a window of answers stays near the latency the server has with no queue
 * (its long-run average), the limit grows by about its square root; when it rises past that, the limit shrinks in
 * proportion. Past the limit, requests wait their turn (FIFO) up to `maxWaitMs`, then are refused.
 *
 * Waiting instead of refusing at once is what keeps an overloaded server serving: a refusal costs little, but
 * clients in closed loops send the next request as soon as it comes back, and 2,000 of them then keep the event loop
 * busy answering 503 while the admitted requests starve (measured: 2,000 to 3,000 answers of 200 out of 150,000).
 */
export interface ConcurrencyLimitOptions {
  initialLimit: number;
  minLimit: number;
  maxLimit: number;
  /** How long a request may wait for its turn before it is refused. */
  maxWaitMs: number;
  /** Requests waiting past which a new one is refused at once (memory, not time, is what this bounds). */
  maxWaiting: number;
}

/** What a waiting request is told: its turn came, or it waited too long. */
export interface Waiter {
  admit(): void;
  refuse(): void;
  /** The client went away while it waited: it takes no turn and needs no answer. */
  gone(): boolean;
}

/** Latency rising past this multiple of the no-queue latency is queueing: the limit shrinks. */
const TOLERANCE = 1.5;
/** How much of a window's verdict moves the limit. */
const SMOOTHING = 0.2;
/** The no-queue latency follows a window's latency this slowly (an exponential average over about 600 windows). */
const LONG_WINDOWS = 600;
const MIN_WINDOW_SAMPLES = 10;
const MIN_WINDOW_MS = 100;

export class ConcurrencyLimit {
  private limitValue: number;
  private inflight = 0;
  private readonly waiting: { waiter: Waiter; since: number }[] = [];
  private waitingHead = 0;
  private window = { started: 0, samples: 0, latencySum: 0, peakInflight: 0 };
  private longLatency = 0;
  private longWindows = 0;

  constructor(private readonly options: ConcurrencyLimitOptions) {
    // A minimum above the initial limit (a large database pool) is where it starts.
    this.limitValue = Math.min(options.maxLimit, Math.max(options.minLimit, options.initialLimit));
  }

  get limit(): number {
    return Math.floor(this.limitValue);
  }

  get working(): number {
    return this.inflight;
  }

  get queued(): number {
    return this.waiting.length - this.waitingHead;
  }

  /**
   * Admits a request now (true), or queues it (false: the waiter is told later), or refuses it at once (the
   * waiter's refuse, and false) when too many wait already. `blocked` says the server cannot take more right now
   * whatever the limit (a full database pool queue).
   */
  acquire(waiter: Waiter, now: number, blocked = false): boolean {
    if (!blocked && this.queued === 0 && this.inflight < this.limit) {
      this.take();
      return true;
    }
    if (this.queued >= this.options.maxWaiting) {
      waiter.refuse();
      return false;
    }
    this.waiting.push({ waiter, since: now });
    return false;
  }

  /** An admitted request was answered after `latencyMs`: its place goes to the next waiting request. */
  release(latencyMs: number, now: number, blocked = false): void {
    this.inflight--;
    this.sample(latencyMs, now);
    this.admitWaiting(now, blocked);
  }

  /** Refuses the requests that waited longer than maxWaitMs, and admits waiting ones while there is room. */
  sweep(now: number, blocked = false): void {
    for (let head = this.peek(); head; head = this.peek()) {
      if (now - head.since <= this.options.maxWaitMs && !head.waiter.gone()) break;
      this.waitingHead++;
      if (!head.waiter.gone()) head.waiter.refuse();
    }
    this.compact();
    this.admitWaiting(now, blocked);
  }

  /** Refuses every waiting request (the server is closing). */
  refuseAll(): void {
    for (let head = this.peek(); head; head = this.peek()) {
      this.waitingHead++;
      if (!head.waiter.gone()) head.waiter.refuse();
    }
    this.compact();
  }

  private admitWaiting(now: number, blocked: boolean): void {
    for (let head = this.peek(); head && !blocked && this.inflight < this.limit; head = this.peek()) {
      this.waitingHead++;
      if (head.waiter.gone()) continue;
      if (now - head.since > this.options.maxWaitMs) {
        head.waiter.refuse();
        continue;
      }
      this.take();
      head.waiter.admit();
    }
    this.compact();
  }

  private take(): void {
    this.inflight++;
    if (this.inflight > this.window.peakInflight) this.window.peakInflight = this.inflight;
  }

  private peek() {
    return this.waiting[this.waitingHead];
  }

  /** Drops the entries already taken from the front, now and then rather than on every admission. */
  private compact(): void {
    if (this.waitingHead === this.waiting.length) {
      this.waiting.length = 0;
      this.waitingHead = 0;
    } else if (this.waitingHead > 1024 && this.waitingHead * 2 > this.waiting.length) {
      this.waiting.splice(0, this.waitingHead);
      this.waitingHead = 0;
    }
  }

  private sample(latencyMs: number, now: number): void {
    const w = this.window;
    if (w.samples === 0) w.started = now;
    w.samples++;
    w.latencySum += latencyMs;
    if (w.samples < MIN_WINDOW_SAMPLES || now - w.started < MIN_WINDOW_MS) return;
    const shortLatency = w.latencySum / w.samples;
    // A server that was not even half full learns nothing about its limit from this window (Netflix's "app limited"):
    // its latency then says which requests came (a few bcrypt sign-ins among quick reads), not that they queued.
    const used = w.peakInflight * 2 >= this.limit;
    this.window = { started: now, samples: 0, latencySum: 0, peakInflight: this.inflight };
    this.updateLongLatency(shortLatency);
    if (!used) return;
    const gradient = Math.max(0.5, Math.min(1, (TOLERANCE * this.longLatency) / shortLatency));
    const next = this.limitValue * gradient + Math.sqrt(this.limitValue);
    this.limitValue = Math.max(
      this.options.minLimit,
      Math.min(this.options.maxLimit, this.limitValue * (1 - SMOOTHING) + next * SMOOTHING),
    );
  }

  private updateLongLatency(shortLatency: number): void {
    if (this.longWindows < LONG_WINDOWS) this.longWindows++;
    this.longLatency += (shortLatency - this.longLatency) / this.longWindows;
    // After a long overload the average has drifted up with it; once latency is well below it, come down faster.
    if (this.longLatency > 2 * shortLatency) this.longLatency = (this.longLatency + shortLatency) / 2;
  }
}
