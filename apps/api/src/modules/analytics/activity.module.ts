import { Module } from '@nestjs/common';
import { ActivityTracker } from './activity-tracker';

/** Active members per day (user_activity_days), recorded where a session is authenticated (AuthModule). */
@Module({
  providers: [ActivityTracker],
  exports: [ActivityTracker],
})
export class ActivityModule {}
