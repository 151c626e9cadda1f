import { type DynamicModule, Module } from '@nestjs/common';
import { AnalyticsRollupModule } from './modules/analytics/analytics-rollup.module';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { DatabaseModule } from './platform/database/database.module';
import { DigestModule } from './modules/digest/digest.module';
import { FeedFanoutModule } from './modules/feed/feed-fanout.module';
import { ResumeReadingModule } from './modules/files/resume-reading.module';
import { JobMatchingModule } from './modules/jobs/job-matching.module';
import { JobsModule } from './platform/queue/jobs.module';
import { MailModule } from './platform/mail/mail.module';
import { PingsDeliveryModule } from './modules/notifications/pings-delivery.module';
import { StorageModule } from './platform/storage/storage.module';
import { QueuedUserSocketsModule } from './platform/realtime/queued-user-sockets';

/** What the job handlers need, and no HTTP: the modules of `npm run worker`. */
@Module({})
export class WorkerModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        ConfigModule.forConfig(config),
        DatabaseModule.forOptions({ url: databaseUrl, pool: config.databasePool }),
        MailModule,
        StorageModule,
        ResumeReadingModule,
        FeedFanoutModule,
        PingsDeliveryModule,
        JobMatchingModule,
        AnalyticsRollupModule,
        DigestModule,
        JobsModule.forProcess('worker'),
        QueuedUserSocketsModule,
      ],
    };
  }
}
