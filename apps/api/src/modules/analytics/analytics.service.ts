import { Injectable, Logger } from '@nestjs/common';
import {
  type Analytics,
  ANALYTICS_METRICS,
  AnalyticsAudience,
  AnalyticsMetric,
  ErrorCode,
  Role,
  ROLES,
  Text,
} from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { daysOf, windowAt } from './analytics-days';
import { AnalyticsRollup } from './analytics-rollup';
import { AnalyticsRepository, NEW_IN_WINDOW_METRIC, type RoleCount, WINDOW_ACTIVE_METRIC } from './analytics.repository';

/** Whose activity an audience counts, by the acting user's role (§3 analytics audiences). */
const ROLES_OF_AUDIENCE: Record<AnalyticsAudience, readonly Role[]> = {
  [AnalyticsAudience.Member]: [Role.Member],
  [AnalyticsAudience.Partner]: [Role.Partner],
  [AnalyticsAudience.Admin]: [Role.Admin],
  [AnalyticsAudience.MemberPartner]: [Role.Member, Role.Partner],
  [AnalyticsAudience.All]: ROLES,
};

/** How old today's counted figures may be before they are counted again (in the background). */
export const TODAY_TTL_MS = 60_000;

/**
 * The platform figures of the console (issue 19 §5): finished days from the rollup (analytics_daily), today counted
 * live over today's rows only (about TODAY_TTL_MS old at most). Totals are sums over the days, except active members: distinct members active in the
 * window, which is the rollup's count over the finished days plus today's actives not active earlier in it.
 */
@Injectable()
export class AnalyticsService {
  private readonly logger = new Logger('Analytics');
  private todayCache: { day: string; at: number; rows: RoleCount[] } | null = null;
  private recounting: Promise<unknown> | null = null;

  constructor(
    private readonly repository: AnalyticsRepository,
    private readonly rollup: AnalyticsRollup,
  ) {}

  async platform(audience: string, now = new Date()): Promise<Analytics> {
    const roles = Object.hasOwn(ROLES_OF_AUDIENCE, audience) ? ROLES_OF_AUDIENCE[audience as AnalyticsAudience] : null;
    if (!roles) {
      throw new AppError(ErrorCode.ValidationFailed, Text.notImplemented, [{ field: 'audience', message: Text.notImplemented }]);
    }
    const { from, today, tomorrow, yesterday } = windowAt(now);
    const [firstRead, live] = await Promise.all([
      this.repository.stored(from, today),
      this.todayCounted(from, today, tomorrow, now),
    ]);
    let stored = firstRead;
    if (this.incomplete(stored, from, today, yesterday)) {
      // The rollup has not run for a day of the window yet: this request stores it, later ones read it.
      await this.rollup.rollUp(now);
      stored = await this.repository.stored(from, today);
    }
    return this.figures(audience, roles, [...stored, ...live], from, tomorrow, yesterday);
  }

  /** Clears today's counted figures (the next request counts them again). */
  forgetToday(): void {
    this.todayCache = null;
  }

  /**
   * Today's figures, counted live over today's rows: counted by the first request of the day in this process, then
   * served to every audience and admin and counted again in the background once TODAY_TTL_MS old (a full day's rows
   * at 100,000 members take a few hundred ms to count, which no request but the day's first waits for).
   */
  private async todayCounted(from: string, today: string, tomorrow: string, now: Date): Promise<RoleCount[]> {
    const cached = this.todayCache;
    if (cached?.day !== today) return this.countToday(from, today, tomorrow, now);
    if (now.getTime() - cached.at >= TODAY_TTL_MS && !this.recounting) {
      this.recounting = this.countToday(from, today, tomorrow, now)
        .catch((error: unknown) => this.logger.warn(`Counting today's analytics failed: ${String(error)}`))
        .finally(() => (this.recounting = null));
    }
    return cached.rows;
  }

  private async countToday(from: string, today: string, tomorrow: string, now: Date): Promise<RoleCount[]> {
    const rows = await this.repository.today(from, today, tomorrow);
    this.todayCache = { day: today, at: now.getTime(), rows };
    return rows;
  }

  private incomplete(rows: RoleCount[], from: string, today: string, yesterday: string): boolean {
    const stored = new Set(rows.filter((r) => r.metric === AnalyticsMetric.ActiveMembers).map((r) => r.day));
    const window = rows.some((r) => r.metric === WINDOW_ACTIVE_METRIC && r.day === yesterday);
    return !window || daysOf(from, today).some((day) => !stored.has(day));
  }

  private figures(
    audience: string,
    roles: readonly Role[],
    rows: RoleCount[],
    from: string,
    tomorrow: string,
    yesterday: string,
  ): Analytics {
    const counted = new Set<string>(roles);
    const byDay = new Map(daysOf(from, tomorrow).map((day) => [day, zeros()]));
    const totals = zeros();
    let activeInWindow = 0;
    for (const { day, role, metric, n } of rows) {
      if (!counted.has(role)) continue;
      if (metric === WINDOW_ACTIVE_METRIC) {
        if (day === yesterday) activeInWindow += n;
      } else if (metric === NEW_IN_WINDOW_METRIC) {
        activeInWindow += n;
      } else {
        const values = byDay.get(day);
        if (!values || !(metric in values)) continue;
        values[metric] = (values[metric] ?? 0) + n;
        if (metric !== AnalyticsMetric.ActiveMembers) totals[metric] = (totals[metric] ?? 0) + n;
      }
    }
    totals[AnalyticsMetric.ActiveMembers] = activeInWindow;
    const days = [...byDay].map(([day, values]) => ({ day, values }));
    return { audience, from, to: days.at(-1)!.day, metrics: [...ANALYTICS_METRICS], days, totals };
  }
}

const zeros = (): Record<string, number> => Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, 0]));
