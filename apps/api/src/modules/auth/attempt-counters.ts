import { Injectable } from '@nestjs/common';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { TokensService } from './tokens.service';

/** One counter: its key ('<what>:<who>', stored only as a keyed hash) and the limit it is held to. */
export interface CountedKey {
  key: string;
  limit: number;
  windowMs: number;
}

interface CounterRow {
  key: string;
  hits: number;
  retryAfterSeconds: number;
}

/** The longest wait among the counters past their limit; undefined when none is. */
const waitOf = (limits: Map<string, number>, rows: CounterRow[], over: (hits: number, limit: number) => boolean) => {
  const waits = rows.filter((row) => over(row.hits, limits.get(row.key)!)).map((row) => Math.max(1, row.retryAfterSeconds));
  return waits.length > 0 ? Math.max(...waits) : undefined;
};

/**
 * Attempt counters in PostgreSQL (`attempt_counters`), so that every API instance counts the same
 * attempts, each counted in one statement. The first hit opens a window; hits within it add one; the hit
 * that reaches the limit (and any after it) moves the window's end to a full window from then, which is
 * how long the key stays locked; a hit after the window starts again at one. Time is the database's.
 */
@Injectable()
export class AttemptCounters {
  constructor(
    private readonly prisma: PrismaService,
    private readonly tokens: TokensService,
  ) {}

  /**
   * Seconds until every key that has reached its limit opens again (undefined when none has), and the
   * keys that have a live count. Reads only.
   */
  async lockedFor(keys: CountedKey[]): Promise<{ retryAfterSeconds?: number; counted: CountedKey[] }> {
    const stored = keys.map((k) => this.tokens.hash(k.key));
    const rows = await this.prisma.read<CounterRow>(Prisma.sql`
      SELECT key, hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS "retryAfterSeconds"
        FROM attempt_counters
       WHERE key = ANY(${stored}::text[]) AND window_ends_at > now()`);
    return {
      retryAfterSeconds: waitOf(this.limitsOf(keys), rows, (hits, limit) => hits >= limit),
      counted: keys.filter((_, i) => rows.some((row) => row.key === stored[i])),
    };
  }

  /**
   * Counts one attempt against each key; answers the wait when this attempt went past a limit. Expired
   * counters of other keys are removed on the way, a few at a time, so the table holds only live ones.
   */
  async hit(keys: CountedKey[]): Promise<number | undefined> {
    const names = keys.map((k) => this.tokens.hash(k.key));
    const rows = await this.prisma.$queryRaw<CounterRow[]>(Prisma.sql`
      WITH counted AS (
        SELECT * FROM unnest(${names}::text[], ${keys.map((k) => k.windowMs)}::int[], ${keys.map((k) => k.limit)}::int[])
            AS k(key, window_ms, max_hits)
      ), expired AS (
        DELETE FROM attempt_counters
         WHERE key IN (SELECT key FROM attempt_counters
                        WHERE window_ends_at < now() AND key <> ALL(${names}::text[]) LIMIT 10)
      )
      INSERT INTO attempt_counters AS c (key, hits, window_ends_at)
      SELECT key, 1, now() + make_interval(secs => window_ms / 1000.0) FROM counted
      ON CONFLICT (key) DO UPDATE
         SET hits = CASE WHEN c.window_ends_at > now() THEN c.hits + 1 ELSE 1 END,
             window_ends_at = CASE
               WHEN c.window_ends_at <= now() OR c.hits + 1 >= (SELECT max_hits FROM counted WHERE counted.key = c.key)
               THEN EXCLUDED.window_ends_at
               ELSE c.window_ends_at END
      RETURNING key, hits, ceil(extract(epoch FROM window_ends_at - now()))::int AS "retryAfterSeconds"`);
    return waitOf(this.limitsOf(keys), rows, (hits, limit) => hits > limit);
  }

  async clear(key: CountedKey): Promise<void> {
    await this.prisma.$executeRaw(Prisma.sql`DELETE FROM attempt_counters WHERE key = ${this.tokens.hash(key.key)}`);
  }

  private limitsOf(keys: CountedKey[]): Map<string, number> {
    return new Map(keys.map((k) => [this.tokens.hash(k.key), k.limit]));
  }
}
