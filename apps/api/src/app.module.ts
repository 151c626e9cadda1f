import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountsModule } from './accounts/accounts.module';
import { AdminGroupsModule } from './admin-groups/admin-groups.module';
import { AnalyticsModule } from './analytics/analytics.module';
import { AppController } from './app/app.controller';
import { AccessGuard } from './auth/access.guard';
import { AuthModule } from './auth/auth.module';
import { SsoModule } from './sso/sso.module';
import { BillingModule } from './billing/billing.module';
import { CommunitiesModule } from './communities/communities.module';
import { SummitsModule } from './summits/summits.module';
import { CommentsModule } from './comments/comments.module';
import { NexusThrottlerGuard, throttlers } from './common/http/rate-limit.guard';
import { ErrorFilter } from './common/errors/error.filter';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { ConnectionsModule } from './connections/connections.module';
import { DatabaseModule } from './database/database.module';
import { EmployeesModule } from './employees/employees.module';
import { EventsModule } from './events/events.module';
import { FeedModule } from './feed/feed.module';
import { FilesModule } from './files/files.module';
import { JobBoardModule } from './job-board/job-board.module';
import { JobsModule } from './jobs/jobs.module';
import { MailModule } from './mail/mail.module';
import { MessagesModule } from './messages/messages.module';
import { ModerationModule } from './moderation/moderation.module';
import { NotificationsModule } from './notifications/notifications.module';
import { ObservabilityModule } from './observability/observability.module';
import { OnboardingModule } from './onboarding/onboarding.module';
import { PartnersModule } from './partners/partners.module';
import { PartnerFollowersModule } from './partner-followers/partner-followers.module';
import { PingsModule } from './pings/pings.module';
import { PolicyModule } from './policy/policy.module';
import { PostsModule } from './posts/posts.module';
import { PreferencesModule } from './preferences/preferences.module';
import { ProfilesModule } from './profiles/profiles.module';
import { RealtimeModule } from './realtime/realtime.module';
import { MusicModule } from './music/music.module';
import { StorageModule } from './storage/storage.module';
import { UsersModule } from './users/users.module';

const REQUESTS_PER_MINUTE_PER_ADDRESS = 600;

@Module({})
export class AppModule {
  static register(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forConfig(config),
        DatabaseModule.forOptions({ url: databaseUrl, pool: config.databasePool }),
        MailModule,
        // After the modules its handlers use: Nest stops modules in reverse order, so the queue stops first.
        JobsModule.forProcess('api'),
        StorageModule,
        PolicyModule,
        ThrottlerModule.forRoot({ throttlers: throttlers(REQUESTS_PER_MINUTE_PER_ADDRESS) }),
        AuthModule,
        SsoModule,
        AccountsModule,
        UsersModule,
        OnboardingModule,
        NotificationsModule,
        PreferencesModule,
        PartnersModule,
        AdminGroupsModule,
        PartnerFollowersModule,
        CommunitiesModule,
        SummitsModule,
        ProfilesModule,
        ConnectionsModule,
        FilesModule,
        MusicModule,
        MessagesModule,
        BillingModule,
        FeedModule,
        CommentsModule,
        EmployeesModule,
        PostsModule,
        RealtimeModule,
        PingsModule,
        JobBoardModule,
        EventsModule,
        AnalyticsModule,
        ModerationModule,
        ObservabilityModule,
      ],
      controllers: [AppController],
      providers: [
        { provide: APP_GUARD, useClass: NexusThrottlerGuard },
        { provide: APP_GUARD, useClass: AccessGuard },
        { provide: APP_FILTER, useClass: ErrorFilter },
      ],
    };
  }
}
