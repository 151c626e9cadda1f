import { Module } from '@nestjs/common';
import { RealtimeModule } from '../realtime/realtime.module';
import { HealthChecks } from './health';
import { Metrics } from './metrics';

/** The health checks and metrics of an API process; bootstrap serves them (observeHttp). */
@Module({
  imports: [RealtimeModule],
  providers: [HealthChecks, Metrics],
  exports: [HealthChecks, Metrics],
})
export class ObservabilityModule {}
