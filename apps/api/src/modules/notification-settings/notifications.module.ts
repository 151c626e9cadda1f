import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { NotificationsController } from './notifications.controller';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';
import { UnsubscribeService } from './unsubscribe.service';

@Module({
  imports: [AuthModule],
  controllers: [NotificationsController],
  providers: [NotificationsRepository, NotificationsService, UnsubscribeService],
  exports: [UnsubscribeService],
})
export class NotificationsModule {}
