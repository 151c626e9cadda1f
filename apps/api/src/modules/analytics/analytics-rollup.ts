import { Injectable, Logger, type OnModuleInit, Optional } from '@nestjs/common';
import { ANALYTICS_METRICS, AnalyticsMetric, ROLES } from '@nexus/contracts';
import { JobsService } from '../../platform/queue/jobs.service';
import { addDays, daysOf, windowAt } from './analytics-days';
import { AnalyticsRepository, type RoleCount, WINDOW_ACTIVE_METRIC } from './analytics.repository';

/**
 * The daily rollup of analytics_daily: per finished UTC day of the window and per role (MEMBER, PARTNER, ADMIN: a
 * user has one role, so audiences of several roles are sums), every metric, zeros included, so a day with rows is a
 * day done. Also the members active at least once over the window's finished days, per role, stored at the last
 * finished day. Worked by the `analytics-rollup` job just after each UTC midnight; the analytics page runs it too
 * when it finds a day missing (a fresh install, a job that has not run yet). Idempotent: a rerun writes the same rows.
 */
@Injectable()
export class AnalyticsRollup implements OnModuleInit {
  private readonly logger = new Logger('Analytics');

  constructor(
    private readonly repository: AnalyticsRepository,
    @Optional() private readonly jobs?: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs?.handle('analytics-rollup', async () => {
      const days = await this.rollUp();
      if (days.length > 0) this.logger.log(`Rolled up the analytics of ${days.length} day(s), the last ${days.at(-1)}`);
    });
  }

  /** Stores every finished day of the window at `now` that has no figures yet; answers those days. */
  async rollUp(now = new Date()): Promise<string[]> {
    const { from, today, yesterday } = windowAt(now);
    const [stored, window] = await Promise.all([
      this.repository.storedDays(from, today, AnalyticsMetric.ActiveMembers),
      this.repository.storedDays(yesterday, today, WINDOW_ACTIVE_METRIC),
    ]);
    const missing = daysOf(from, today).filter((day) => !stored.has(day));
    const rows: RoleCount[] = [];
    if (missing.length > 0) {
      // One statement over the span of the missing days; the days in it already stored are left as they are.
      const counts = await this.repository.counts(missing[0]!, addDays(missing.at(-1)!, 1));
      const found = new Map(counts.map((c) => [`${c.day} ${c.role} ${c.metric}`, c.n]));
      for (const day of missing) {
        for (const role of ROLES) {
          for (const metric of ANALYTICS_METRICS) rows.push({ day, role, metric, n: found.get(`${day} ${role} ${metric}`) ?? 0 });
        }
      }
    }
    if (missing.length > 0 || window.size === 0) {
      const active = new Map((await this.repository.distinctActive(from, today)).map((a) => [a.role, a.n]));
      for (const role of ROLES) rows.push({ day: yesterday, role, metric: WINDOW_ACTIVE_METRIC, n: active.get(role) ?? 0 });
    }
    await this.repository.store(rows);
    return missing;
  }
}
