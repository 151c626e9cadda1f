import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { JobMatchingModule } from '../jobs/job-matching.module';
import { PingsModule } from '../notifications/pings.module';
import { PostsModule } from '../posts/posts.module';
import { RealtimeModule } from '../../platform/realtime/realtime.module';
import { AdminMembersController } from './admin-members.controller';
import { AdminReportsController } from './admin-reports.controller';
import { MemberStatusService } from './member-status.service';
import { MembersRepository } from './members.repository';
import { MembersService } from './members.service';
import { ModerationEvents } from './moderation-events';
import { ReportEventsRepository } from './report-events.repository';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';
import { ReviewService } from './review.service';
import { UserStatusChangesRepository } from './user-status-changes.repository';

/**
 * Trust and safety (issue 19): members report posts, comments, jobs and members; platform admins review the reports
 * (a live queue, audit-logged actions under a version check) and suspend or block members.
 */
@Module({
  imports: [AuthModule, PingsModule, PostsModule, RealtimeModule, JobMatchingModule],
  controllers: [ReportsController, AdminReportsController, AdminMembersController],
  providers: [
    ReportsService,
    ReviewService,
    MembersService,
    MemberStatusService,
    ModerationEvents,
    ReportsRepository,
    ReportEventsRepository,
    UserStatusChangesRepository,
    MembersRepository,
  ],
})
export class ModerationModule {}
