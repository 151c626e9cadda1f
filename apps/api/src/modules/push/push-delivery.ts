import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { clientEvents } from '@nexus/contracts';
import webPush from 'web-push';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { JobsService } from '../../platform/queue/jobs.service';
import type { JobData } from '../../platform/queue/queues';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway';
import { type PushSubscriptionRow, PushSubscriptionsRepository } from './push-subscriptions.repository';

/** How long a push service keeps a push for a device that is offline: a day, after which it is stale news. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** A push service that has not answered by then is taken as down: the job is retried. */
const SEND_TIMEOUT_MS = 10_000;

type Outcome = 'sent' | 'gone' | 'failed';

/**
 * Works the `push` jobs (in API processes: they see the sockets) and keeps each socket's open conversation ('conversation
 * open'). A push goes to every device of the member, encrypted to each (web-push builds the request: RFC 8291 payload,
 * VAPID header); the HTTP request is Node's fetch. 404 or 410 from the push service: the device unsubscribed, its row
 * is deleted. Any other failure fails the job, which pg-boss retries.
 */
@Injectable()
export class PushDelivery implements OnModuleInit {
  private readonly logger = new Logger('Push');

  constructor(
    private readonly subscriptions: PushSubscriptionsRepository,
    private readonly jobs: JobsService,
    private readonly gateway: RealtimeGateway,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('push', (job) => this.deliver(job));
    this.gateway.handle(clientEvents.conversationOpen, async (_auth, { withUserId }, socket) => {
      socket.openConversationWith = withUserId ?? undefined;
    });
  }

  async deliver({ userId, message, conversationWith }: JobData<'push'>): Promise<void> {
    if (conversationWith && (await this.gateway.hasConversationOpen(userId, conversationWith))) return;
    const devices = await this.subscriptions.ofUser(userId);
    const payload = JSON.stringify(message);
    const outcomes = await Promise.all(devices.map(async (device) => ({ device, outcome: await this.send(device, payload) })));
    const ids = (wanted: Outcome) => outcomes.filter(({ outcome }) => outcome === wanted).map(({ device }) => device.id);
    await this.subscriptions.settle(ids('sent'), ids('gone'));
    const failed = ids('failed').length;
    if (failed > 0) throw new Error(`Push: ${failed} of ${devices.length} push services did not take the push`);
  }

  private async send(device: PushSubscriptionRow, payload: string): Promise<Outcome> {
    const { vapidPublicKey, vapidPrivateKey, vapidSubject } = this.config.push;
    const request = webPush.generateRequestDetails(
      { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
      payload,
      {
        vapidDetails: { subject: vapidSubject, publicKey: vapidPublicKey, privateKey: vapidPrivateKey },
        TTL: PUSH_TTL_SECONDS,
        contentEncoding: 'aes128gcm',
      },
    );
    try {
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
      ) as Record<string, string>;
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers,
        body: request.body,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      await response.body?.cancel();
      if (response.ok) return 'sent';
      if (response.status === 404 || response.status === 410) return 'gone';
      this.logger.warn(`A push service answered ${response.status} (${new URL(device.endpoint).host})`);
      return 'failed';
    } catch (error) {
      this.logger.warn(`A push service could not be reached (${new URL(device.endpoint).host}): ${(error as Error).message}`);
      return 'failed';
    }
  }
}
