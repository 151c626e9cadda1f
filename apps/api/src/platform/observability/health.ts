import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { createClient } from 'redis';
import { sampledLog } from '../common/logging/sampled-log';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { Prisma } from '../database/generated/client';
import { MIGRATIONS_DIR } from '../database/migrations';
import { PrismaService } from '../database/prisma.service';

/** A check that has not answered by then has failed: a probe wants an answer, not a hung request. */
const CHECK_TIMEOUT_MS = 2_000;
/** While a dependency is down, every probe fails the same way: one log line per this window says so. */
const FAILURE_LOG_WINDOW_MS = 30_000;
/** PostgreSQL's "relation does not exist": no migration has ever run. */
const UNDEFINED_TABLE = '42P01';

export type CheckResult = 'ok' | 'failed' | 'pending';
export interface Readiness {
  status: 'ok' | 'unavailable';
  /** database, migrations, and redis when REDIS_URL is set. */
  checks: Record<string, CheckResult>;
}

/** The migrations shipped with this build: the folders of prisma/migrations that hold a migration.sql. */
function shippedMigrations(dir = MIGRATIONS_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(path.join(dir, entry.name, 'migration.sql')))
    .map((entry) => entry.name);
}

function within<T>(promise: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Readiness: may this instance take traffic? Its database answers (through the pool requests use), every migration
 * shipped with this build is applied, and Redis answers when REDIS_URL is set. What failed is named in the answer and
 * why in the log (an answer to anyone should not carry addresses or driver messages).
 */
@Injectable()
export class HealthChecks implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Health');
  private readonly logFailure = sampledLog((line) => this.logger.warn(line), FAILURE_LOG_WINDOW_MS);
  private readonly migrations = shippedMigrations();
  /** Once every shipped migration is found applied it stays so: later probes skip that query. */
  private migrationsApplied = false;
  private readonly redis?: ReturnType<typeof createClient>;

  constructor(
    @Inject(APP_CONFIG) { redisUrl }: AppConfig,
    private readonly prisma: PrismaService,
  ) {
    if (redisUrl) {
      // Offline, a command fails at once instead of waiting in a queue for the connection to come back.
      this.redis = createClient({ url: redisUrl, disableOfflineQueue: true });
      this.redis.on('error', (error: Error) => this.logFailure(`Redis (readiness check): ${error.message}`));
    }
  }

  onModuleInit(): void {
    // Reconnects by itself after a failure; until connected, the check fails.
    this.redis?.connect().catch(() => undefined);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis?.isOpen) this.redis.destroy();
  }

  async readiness(): Promise<Readiness> {
    const checks: Record<string, Promise<CheckResult>> = {
      database: this.check('database', () => this.prisma.read(Prisma.sql`SELECT 1`)),
      migrations: this.pendingMigrations().then(
        (pending) => {
          if (pending.length === 0) return 'ok';
          this.logFailure(`Readiness: ${pending.length} migrations not applied yet, from ${pending[0]}`);
          return 'pending';
        },
        (error: Error) => this.failed('migrations', error),
      ),
      ...(this.redis ? { redis: this.check('redis', () => this.redis!.ping()) } : {}),
    };
    const results = Object.fromEntries(
      await Promise.all(Object.entries(checks).map(async ([name, result]) => [name, await result] as const)),
    );
    return { status: Object.values(results).every((r) => r === 'ok') ? 'ok' : 'unavailable', checks: results };
  }

  private check(name: string, probe: () => Promise<unknown>): Promise<CheckResult> {
    return within(probe(), name).then(
      () => 'ok' as const,
      (error: Error) => this.failed(name, error),
    );
  }

  private failed(name: string, error: Error): CheckResult {
    this.logFailure(`Readiness: ${name} failed: ${error.message}`);
    return 'failed';
  }

  /** The shipped migrations that `prisma migrate deploy` has not finished on this database. */
  private async pendingMigrations(): Promise<string[]> {
    if (this.migrationsApplied) return [];
    const rows = await within(
      this.prisma
        .read<{ name: string }>(
          Prisma.sql`SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        )
        .catch((error: { code?: string }) => {
          if (error.code === UNDEFINED_TABLE) return [];
          throw error;
        }),
      'the migrations table',
    );
    const applied = new Set(rows.map((row) => row.name));
    const pending = this.migrations.filter((name) => !applied.has(name));
    this.migrationsApplied = pending.length === 0;
    return pending;
  }
}
