import { Module } from '@nestjs/common';
import { TokensService } from '../auth/tokens.service';
import { NotificationsRepository } from '../notification-settings/notifications.repository';
import { UnsubscribeService } from '../notification-settings/unsubscribe.service';
import { DigestRepository } from './digest.repository';
import { DigestService } from './digest.service';

/**
 * The weekly digest's jobs and what they need: the worker process boots this module too, so the unsubscribe link
 * takes only the token signer and the settings' repository, as the ping jobs do.
 */
@Module({
  providers: [DigestService, DigestRepository, UnsubscribeService, NotificationsRepository, TokensService],
  exports: [DigestService],
})
export class DigestModule {}
