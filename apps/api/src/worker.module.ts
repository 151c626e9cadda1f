import { type DynamicModule, Module } from '@nestjs/common';
import { AnalyticsRollupModule } from './analytics/analytics-rollup.module';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { FeedFanoutModule } from './feed/feed-fanout.module';
import { ResumeReadingModule } from './files/resume-reading.module';
import { JobMatchingModule } from './job-board/job-matching.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { PingsDeliveryModule } from './pings/pings-delivery.module';
import { StorageModule } from './storage/storage.module';
import { QueuedUserSocketsModule } from './realtime/queued-user-sockets';

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
        JobsModule.forProcess('worker'),
        QueuedUserSocketsModule,
      ],
    };
  }
}
