import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { NotificationKind, SocketEvent, trimText } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { restAfterBatch } from '../../platform/queue/background-pace';
import { JobsService } from '../../platform/queue/jobs.service';
import { type JobData, toUserSockets } from '../../platform/queue/queues';
import { MailOutbox } from '../../platform/mail/mail-outbox';
import { notificationMail } from '../../platform/mail/templates';
import { UnsubscribeService } from '../notification-settings/unsubscribe.service';
import { UserSockets } from '../../platform/realtime/user-sockets';
import { PRESENCE, type Presence } from '../../platform/realtime/presence';
import { pushOfPing } from '../push/push-messages';
import {
  type Burst,
  type BurstPingRow,
  type PingInsert,
  type PingRow,
  PingsRepository,
  toNotification,
} from './pings.repository';

/** Unread bursts taken and pinged per transaction by the sweep. */
const SWEEP_BATCH = 50;
/**
 * A sweep batch is followed by a rest this many times as long as the batch took: a minute's sweep then has at most a
 * quarter of the event loop and of the database that the sends share with it.
 */
const SWEEP_REST_FACTOR = 3;
/**
 * The minute's sweep spreads its batches evenly over this long: each starts at least this long divided by the batches
 * due after the one before (longer rests than SWEEP_REST_FACTOR asks, when it has few). Bursts arrive at an even pace,
 * and so should the pings' work, not as one block a minute that the sends share two cores with. A ping comes up to
 * this much later.
 */
const SWEEP_SPREAD_MS = 40_000;
/** A sweep takes no batch after this long (its job expires in 2 minutes): the next minute's sweep takes the rest. */
const SWEEP_MAX_MS = 50_000;

/**
 * Works the `ping` and `message-ping-sweep` jobs (in the worker, or the API with RUN_WORKER). A ping is delivered in one
 * transaction: the row if the member's in-app setting allows, its 'notification received' event (a `socket-event`
 * job: the worker has no sockets) and the e-mail through the outbox if the e-mail setting allows. Either all of it
 * happens or none; a retry after a commit finds the row (its id was chosen at send) and does nothing again. The
 * sweep delivers a batch of message pings in a few statements, whatever its size.
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
    @Inject(PRESENCE) private readonly presence: Presence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('ping', (job) => this.deliver(job));
    this.jobs.handle('message-ping-sweep', async () => {
      await this.sweepDueMessagePings(new Date(), SWEEP_SPREAD_MS);
    });
  }

  /**
   * Pings the unread bursts due by `now` that still need one, a batch a transaction (taken and pinged together: a
   * failed batch stays for the next sweep), the batches spread over `spreadMs`; a stopping process ends it between
   * batches. Answers how many bursts it took to ping. A member online (a socket open) is not pinged about messages:
   * they arrive in their Chat as they are sent, with its unread badge. Their bursts stay due, and the first sweep
   * after they leave pings what is still unread (as mail goes to those who are away, in Slack or Messenger).
   */
  async sweepDueMessagePings(now = new Date(), spreadMs = 0): Promise<number> {
    const dueBy = new Date(now.getTime() - this.config.messagePingDelaySeconds * 1000);
    const sweepStarted = performance.now();
    const dueByReceiver = await this.pings.dueMessagePingsByReceiver(dueBy);
    const online = await this.presence.onlineAmong([...dueByReceiver.keys()]);
    let toTake = 0;
    for (const [receiverId, bursts] of dueByReceiver) if (!online.has(receiverId)) toTake += bursts;
    const batchEvery = spreadMs && spreadMs / Math.max(1, Math.ceil(toTake / SWEEP_BATCH));
    let pinged = 0;
    for (;;) {
      const started = performance.now();
      const batch = await this.prisma.$transaction(async (tx) => {
        const due = await this.pings.takeDueMessagePings(tx, dueBy, [...online], SWEEP_BATCH);
        const { events, pinged } = await this.pingUnreadBursts(
          tx,
          due.filter((burst) => burst.unread && !burst.announced),
        );
        await this.pings.settleDueMessagePings(tx, due, [...due.filter((burst) => burst.announced), ...pinged]);
        return { taken: due.length, pinged: pinged.length, events };
      });
      await this.sockets.send(batch.events);
      pinged += batch.pinged;
      if (batch.taken < SWEEP_BATCH || performance.now() - sweepStarted > SWEEP_MAX_MS) return pinged;
      // Measured in bench:dm at 200/s: a sweep of 6,000 pings resting only as long as each batch took, with the 1,000
      // mails it queued going out meanwhile, held the API's event loop busy for 2.5 s; sends then waited 50 to 150 ms
      // (p50), up to 500 ms.
      await restAfterBatch(started, SWEEP_REST_FACTOR, started + batchEvery, this.jobs.stopSignal);
      if (this.jobs.stopSignal.aborted) return pinged;
    }
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
  private async pingUnreadBursts(
    tx: Db,
    bursts: Burst[],
  ): Promise<{ pinged: BurstPingRow[]; events: JobData<'socket-event'>[] }> {
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
