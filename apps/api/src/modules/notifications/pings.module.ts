import { Module } from '@nestjs/common';
import { PingsController } from './pings.controller';
import { MessagePingSweep } from './message-ping-sweep';
import { PingsDeliveryModule } from './pings-delivery.module';
import { PingsService } from './pings.service';

/**
 * Notifications (/pings): `PingsService.notify` for every producer, the member's list, count and read marks; the
 * message-ping sweep (an API process's job: it asks presence).
 */
@Module({
  imports: [PingsDeliveryModule],
  controllers: [PingsController],
  providers: [PingsService, MessagePingSweep],
  exports: [PingsService],
})
export class PingsModule {}
