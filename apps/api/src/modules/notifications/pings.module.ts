import { Module } from '@nestjs/common';
import { PingsController } from './pings.controller';
import { PingsDeliveryModule } from './pings-delivery.module';
import { PingsService } from './pings.service';

/** Notifications (/pings): `PingsService.notify` for every producer, the member's list, count and read marks. */
@Module({
  imports: [PingsDeliveryModule],
  controllers: [PingsController],
  providers: [PingsService],
  exports: [PingsService],
})
export class PingsModule {}
