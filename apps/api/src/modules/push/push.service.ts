import { Inject, Injectable } from '@nestjs/common';
import { type PushSubscriptionBody, PushText } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** The member's devices for web push: save and remove (sending is PushDelivery's). */
@Injectable()
export class PushService {
  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async subscribe(userId: string, body: PushSubscriptionBody): Promise<{ id: string }> {
    if (!this.config.push.allowHttpEndpoints && !body.endpoint.startsWith('https://')) {
      throw AppError.validation([{ field: 'endpoint', message: PushText.insecureEndpoint }]);
    }
    return { id: await this.subscriptions.save(userId, body) };
  }

  async unsubscribe(userId: string, endpoint: string): Promise<{ message: string }> {
    if (!(await this.subscriptions.remove(userId, endpoint))) throw AppError.notFound(PushText.subscriptionNotFound);
    return { message: PushText.turnedOff };
  }
}
