import { Module } from '@nestjs/common';
import { AnalyticsRollupModule } from './analytics-rollup.module';
import { AnalyticsController } from './analytics.controller';
import { AnalyticsService } from './analytics.service';

/** Platform figures for the admin console (issue 19 §5): GET /admin/analytics/:audience. */
@Module({
  imports: [AnalyticsRollupModule],
  controllers: [AnalyticsController],
  providers: [AnalyticsService],
})
export class AnalyticsModule {}
