import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { PrismaPg } from '@prisma/adapter-pg';
import { Pool, type QueryResultRow } from 'pg';
import type { DatabasePoolConfig } from '../config/app-config';
import { type Prisma, PrismaClient } from './generated/client';

export const DATABASE = Symbol('DATABASE');

/** Where the database is, and the pool every query of the process shares. */
export interface DatabaseOptions {
  url: string;
  pool: DatabasePoolConfig;
}

/** The one Prisma client of the process, over the pg driver adapter, and the pool they share. */
@Injectable()
export class PrismaService extends PrismaClient implements OnApplicationShutdown {
  private readonly pool: Pool;

  constructor(@Inject(DATABASE) { url, pool: { size, timeoutMs } }: DatabaseOptions) {
    // A query that finds every connection busy waits timeoutMs, then fails (answered 503), instead of queueing forever.
    const pool = new Pool({ connectionString: url, max: size, connectionTimeoutMillis: timeoutMs });
    // An idle connection the server ends (a restart, a failover) must not take the process down: the
    // pool drops it and opens another on the next query. Prisma listens only while it is connected.
    const logger = new Logger('Database');
    pool.on('error', (error) => logger.warn(`An idle database connection ended: ${error.message}`));
    // Query events (no logging): onWrite reads them.
    super({ adapter: new PrismaPg(pool), log: [{ emit: 'event', level: 'query' }] });
    this.pool = pool;
  }

  /**
   * Calls `listener` after each statement this process sends through Prisma that updates or deletes rows of one of
   * `tables`, as it runs (inside a transaction: before the commit). Statements sent with `read` are not seen.
   */
  onWrite(tables: readonly string[], listener: () => void): void {
    const writes = new RegExp(`\\b(?:UPDATE|DELETE\\s+FROM)\\s+(?:"public"\\.)?"?(?:${tables.join('|')})"?(?=[\\s;]|$)`, 'i');
    (this as unknown as PrismaClient<'query'>).$on('query', ({ query }) => {
      if (writes.test(query)) listener();
    });
  }

  /**
   * Runs a read written as SQL straight on the pool. Prisma 6's Rust-free client compiles every query
   * in Wasm on the main thread (about 1 ms each, measured in bench/), so the reads every request makes
   * (its session) and the heavy list reads (search, suggestions) skip that step. A `name` makes it a
   * prepared statement: each connection parses and plans it once, then only binds values.
   */
  async read<Row extends QueryResultRow>(query: Prisma.Sql, name?: string): Promise<Row[]> {
    return (await this.pool.query<Row>({ name, text: query.text, values: query.values })).rows;
  }

  /** Queries waiting for a free connection of the pool right now. */
  get waitingQueries(): number {
    return this.pool.waitingCount;
  }

  /** The pool's connections (open, of which idle) and the queries waiting for one, for the metrics. */
  get poolStatistics(): { total: number; idle: number; waiting: number } {
    return { total: this.pool.totalCount, idle: this.pool.idleCount, waiting: this.pool.waitingCount };
  }

  /**
   * Last of the shutdown: Nest closes the HTTP server (answering the requests in flight) only after every module's
   * destroy hook, and the job queue finishes its jobs in its own; both still need the pool.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.$disconnect();
    await this.pool.end();
  }
}

/** A client or an open transaction: repositories take either, so services can compose them atomically. */
export type Db = Omit<PrismaClient, '$connect' | '$disconnect' | '$on' | '$transaction' | '$extends'>;
