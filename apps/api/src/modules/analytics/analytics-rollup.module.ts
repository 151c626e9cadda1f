import { Module } from '@nestjs/common';
import { AnalyticsRollup } from './analytics-rollup';
import { AnalyticsRepository } from './analytics.repository';

/** The `analytics-rollup` job's handler, in whichever process works the worker queues (API or `npm run worker`). */
@Module({
  providers: [AnalyticsRollup, AnalyticsRepository],
  exports: [AnalyticsRollup, AnalyticsRepository],
})
export class AnalyticsRollupModule {}
