import { Module } from '@nestjs/common';
import { TokensService } from '../auth/tokens.service';
import { NotificationsRepository } from '../notification-settings/notifications.repository';
import { UnsubscribeService } from '../notification-settings/unsubscribe.service';
import { PingsDelivery } from './pings-delivery';
import { PingsRepository } from './pings.repository';

/**
 * The ping jobs and what they need, and nothing else: the worker process boots this module too (the message-ping
 * sweep, which needs presence, is the API's: PingsModule). The unsubscribe link needs only the token signer and the
 * settings' repository, not the HTTP modules around them.
 */
@Module({
  providers: [PingsDelivery, PingsRepository, UnsubscribeService, NotificationsRepository, TokensService],
  exports: [PingsDelivery, PingsRepository],
})
export class PingsDeliveryModule {}
