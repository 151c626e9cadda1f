import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { Prisma } from '../../platform/database/generated/client';
import { PrismaService } from '../../platform/database/prisma.service';
import { utcDay } from './analytics-days';

/** How often the members first seen since the last flush are written, in one statement. */
const FLUSH_MS = 1000;

/**
 * Records that a member was active today (user_activity_days: the analytics' active members): at most once per member
 * and UTC day in this process, off the request's path. The first authenticated call of a member in a day puts them
 * in a batch written within a second by one INSERT … ON CONFLICT DO NOTHING (another process, or a restart, may have
 * written the row already).
 */
@Injectable()
export class ActivityTracker implements OnModuleDestroy {
  private readonly logger = new Logger('Activity');
  private day = '';
  /** Members seen today in this process (written, or in the batch). */
  private seenToday = new Set<string>();
  private batch: string[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> = Promise.resolve();

  constructor(private readonly prisma: PrismaService) {}

  /** Called on every authenticated call: cheap, never waits, never fails the call. */
  seen(userId: string, now = new Date()): void {
    const day = utcDay(now);
    if (day !== this.day) {
      // Whatever is still in the batch belongs to the day before: written with that day.
      this.flush();
      this.day = day;
      this.seenToday = new Set();
    }
    if (this.seenToday.has(userId)) return;
    this.seenToday.add(userId);
    this.batch.push(userId);
    this.timer ??= setTimeout(() => this.flush(), FLUSH_MS).unref();
  }

  /** Writes the batch now; resolves once every batch taken so far is written. */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const [userIds, day, seen] = [this.batch, this.day, this.seenToday];
    this.batch = [];
    if (userIds.length > 0) {
      this.flushing = this.flushing.then(() =>
        this.write(userIds, day).catch((error: unknown) => {
          // Seen again on their next call, they are tried again.
          for (const id of userIds) seen.delete(id);
          this.logger.warn(`Recording ${userIds.length} active member(s) failed: ${String(error)}`);
        }),
      );
    }
    return this.flushing;
  }

  async onModuleDestroy(): Promise<void> {
    await this.flush();
  }

  /** A member deleted since their call has no row to point at: only existing users are written. */
  private async write(userIds: string[], day: string): Promise<void> {
    await this.prisma.read(Prisma.sql`
      INSERT INTO user_activity_days (user_id, day)
      SELECT id, ${day}::date FROM users WHERE id = ANY(${userIds}::uuid[])
      ON CONFLICT DO NOTHING`);
  }
}
