import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, APP_GUARD } from '@nestjs/core';
import { ThrottlerModule } from '@nestjs/throttler';
import { AccountsModule } from './modules/accounts/accounts.module';
import { AdminGroupsModule } from './modules/admin-groups/admin-groups.module';
import { AnalyticsModule } from './modules/analytics/analytics.module';
import { AppController } from './platform/app/app.controller';
import { AccessGuard } from './modules/auth/access.guard';
import { AuthModule } from './modules/auth/auth.module';
import { SsoModule } from './modules/sso/sso.module';
import { BillingModule } from './modules/billing/billing.module';
import { CommunitiesModule } from './modules/communities/communities.module';
import { SummitsModule } from './modules/summits/summits.module';
import { CommentsModule } from './modules/comments/comments.module';
import { NexusThrottlerGuard, throttlers } from './platform/common/http/rate-limit.guard';
import { ErrorFilter } from './platform/common/errors/error.filter';
import type { AppConfig } from './platform/config/app-config';
import { ConfigModule } from './platform/config/config.module';
import { ConnectionsModule } from './modules/connections/connections.module';
import { DatabaseModule } from './platform/database/database.module';
import { DigestModule } from './modules/digest/digest.module';
import { EmployeesModule } from './modules/employees/employees.module';
import { EventsModule } from './modules/events/events.module';
import { FeedModule } from './modules/feed/feed.module';
import { FilesModule } from './modules/files/files.module';
import { JobBoardModule } from './modules/jobs/job-board.module';
import { JobsModule } from './platform/queue/jobs.module';
import { MailModule } from './platform/mail/mail.module';
import { MessagesModule } from './modules/messages/messages.module';
import { ModerationModule } from './modules/moderation/moderation.module';
import { NotificationsModule } from './modules/notification-settings/notifications.module';
import { ObservabilityModule } from './platform/observability/observability.module';
import { OnboardingModule } from './modules/onboarding/onboarding.module';
import { PartnersModule } from './modules/partners/partners.module';
import { PartnerFollowersModule } from './modules/partner-followers/partner-followers.module';
import { PingsModule } from './modules/notifications/pings.module';
import { PolicyModule } from './platform/policy/policy.module';
import { PushModule } from './modules/push/push.module';
import { PostsModule } from './modules/posts/posts.module';
import { PreferencesModule } from './modules/preferences/preferences.module';
import { ProfilesModule } from './modules/profiles/profiles.module';
import { SearchModule } from './modules/search/search.module';
import { RealtimeModule } from './platform/realtime/realtime.module';
import { MusicModule } from './modules/music/music.module';
import { StorageModule } from './platform/storage/storage.module';
import { UsersModule } from './modules/users/users.module';

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
        PushModule,
        JobBoardModule,
        EventsModule,
        AnalyticsModule,
        DigestModule,
        ModerationModule,
        SearchModule,
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
