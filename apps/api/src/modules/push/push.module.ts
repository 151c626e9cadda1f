import { Module } from '@nestjs/common';
import { PushController } from './push.controller';
import { PushDelivery } from './push-delivery';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { PushService } from './push.service';

/** Web push: the member's devices (save, remove) and the `push` jobs that send to them. */
@Module({
  controllers: [PushController],
  providers: [PushService, PushDelivery, PushSubscriptionsRepository],
})
export class PushModule {}
