import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NotificationKind, SocketEvent, trimText } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { type JobData, toUserSockets } from '../../platform/queue/queues';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { notificationMail } from '../../platform/mail/templates';
import { UnsubscribeService } from '../notification-settings/unsubscribe.service';
import { UserSockets } from '../../platform/realtime/user-sockets';
import { pushOfPing } from '../push/push-messages';
import {
  type Burst,
  type BurstPingRow,
  type PingInsert,
  type PingRow,
  PingsRepository,
  toNotification,
} from './pings.repository';

/**
 * Works the `ping` jobs (in the worker, or the API with RUN_WORKER), and pings unread bursts for the message-ping sweep.
 * A ping is delivered in one transaction: the row if the member's in-app setting allows, its 'notification received'
 * event (a `socket-event` job: the worker has no sockets) and the e-mail through the outbox if the e-mail setting
 * allows. Either all of it happens or none; a retry after a commit finds the row (its id was chosen at send) and does
 * nothing again. A batch of message pings is delivered in a few statements, whatever its size.
 */
@Injectable()
export class PingsDelivery implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly pings: PingsRepository,
    private readonly jobs: JobsService,
    private readonly mail: MailOutbox,
    private readonly unsubscribe: UnsubscribeService,
    private readonly sockets: UserSockets,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('ping', (job) => this.deliver(job));
  }

  /**
   * The chat was not open: a receiver who still has a sender's messages unread gets one 'message' ping per unread
   * burst. For many bursts in one transaction.
   */
  async pingUnreadMessages(bursts: Burst[]): Promise<void> {
    await this.sockets.send((await this.prisma.$transaction((tx) => this.pingUnreadBursts(tx, bursts))).events);
  }

  /**
   * One read finds the bursts that need a ping and all their delivery needs; then one insert of the pings and the
   * mails in a few statements (MailOutbox.enqueueMany), whatever the number of bursts. Answers the bursts it pinged
   * (by whichever channels the receiver's settings allow) and the pings' socket events, for after the commit.
   */
  async pingUnreadBursts(tx: Db, bursts: Burst[]): Promise<{ pinged: BurstPingRow[]; events: JobData<'socket-event'>[] }> {
    if (bursts.length === 0) return { pinged: [], events: [] };
    const found = await this.pings.burstsToPing(tx, bursts);
    const createdAt = new Date();
    const unread = new Map<string, number>();
    const pings = found.map((burst) => {
      const ping: PingInsert = {
        id: randomUUID(),
        userId: burst.receiverId,
        kind: NotificationKind.Message,
        actorId: burst.senderId,
        data: { seq: burst.seq, preview: trimText(burst.content) },
      };
      const view = toNotification({
        id: ping.id,
        kind: ping.kind,
        actor_id: burst.senderId,
        partner_id: null,
        post_id: null,
        comment_id: null,
        data: ping.data as PingRow['data'],
        read: false,
        created_at: createdAt,
        first_name: burst.first_name,
        last_name: burst.last_name,
        image: burst.image,
        headline: burst.headline,
        company_name: null,
        post_content: null,
        comment_content: null,
      });
      const unreadNotificationsCount = burst.inApp
        ? (unread.get(burst.receiverId) ?? burst.unreadBefore) + 1
        : (unread.get(burst.receiverId) ?? burst.unreadBefore);
      unread.set(burst.receiverId, unreadNotificationsCount);
      return { burst, ping, view, unreadNotificationsCount };
    });
    const inApp = pings.filter(({ burst }) => burst.inApp);
    await this.pings.insertMany(
      tx,
      inApp.map(({ ping }) => ping),
    );
    await this.jobs.sendMany(
      'push',
      pings.filter(({ burst }) => burst.byPush).flatMap(({ ping, view }) => pushOfPing(ping.userId, view) ?? []),
      tx,
    );
    await this.mail.enqueueMany(
      tx,
      pings
        .filter(({ burst }) => burst.byEmail)
        .map(({ burst, ping, view }) => ({
          mail: notificationMail(burst.email, view.text, `${this.config.appUrl}${view.link}`, this.unsubscribe.link(ping.userId)),
          options: { actorId: burst.senderId, coalesce: { userId: ping.userId, key: ping.kind } },
        })),
    );
    return {
      pinged: found,
      events: inApp.map(({ ping, view, unreadNotificationsCount }) =>
        toUserSockets(ping.userId, SocketEvent.NotificationReceived, {
          kind: 'notification',
          notification: view,
          unreadNotificationsCount,
        }),
      ),
    };
  }

  async deliver(ping: JobData<'ping'>): Promise<void> {
    await this.sockets.send(await this.prisma.$transaction((tx) => this.deliverIn(tx, ping)));
  }

  /** Writes the ping and queues its mail; answers its socket event, for after the commit. */
  private async deliverIn(tx: Db, ping: JobData<'ping'>): Promise<JobData<'socket-event'>[]> {
    const to = await this.pings.recipient(tx, ping);
    if (!to.deliverable) return [];
    const written = to.in_app && (await this.pings.insert(tx, ping));
    // Written before: this is a retry of a job whose first run committed.
    if (to.in_app && !written) return [];
    const notification = written ? await this.pings.one(tx, ping.id) : undefined;
    const events = notification
      ? [
          toUserSockets(ping.userId, SocketEvent.NotificationReceived, {
            kind: 'notification',
            notification: toNotification(notification),
            unreadNotificationsCount: await this.pings.unreadCount(ping.userId, tx),
          }),
        ]
      : [];
    const push = notification && to.by_push ? pushOfPing(ping.userId, toNotification(notification)) : undefined;
    if (push) await this.jobs.send('push', push, tx);
    // An e-mail-only ping (in-app off) has no row to read its text from: it is built from the same view.
    const row = to.by_email ? (notification ?? (await this.pings.preview(tx, ping))) : undefined;
    if (row) {
      const view = toNotification(row);
      await this.mail.enqueue(
        tx,
        notificationMail(to.email, view.text, `${this.config.appUrl}${view.link}`, this.unsubscribe.link(ping.userId)),
        { actorId: ping.actorId ?? null, coalesce: { userId: ping.userId, key: ping.kind } },
      );
    }
    return events;
  }
}
