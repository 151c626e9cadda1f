import { Module } from '@nestjs/common';
import { BillingController } from './billing.controller';
import { BillingRepository } from './billing.repository';
import { BillingService } from './billing.service';

/** Plans, promo codes and usage (§7 partner-subscription, partner-profile/{id}/subscription|promo, usage-summary). */
@Module({
  controllers: [BillingController],
  providers: [BillingRepository, BillingService],
})
export class BillingModule {}
