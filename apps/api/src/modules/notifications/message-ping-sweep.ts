import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PrismaService } from '../../platform/database/prisma.service';
import { restAfterBatch } from '../../platform/queue/background-pace';
import { JobsService } from '../../platform/queue/jobs.service';
import { PRESENCE, type Presence } from '../../platform/realtime/presence';
import { UserSockets } from '../../platform/realtime/user-sockets';
import { PingsDelivery } from './pings-delivery';
import { PingsRepository } from './pings.repository';

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
 * Works the `message-ping-sweep` job: an `api` queue, because it asks presence who is online, and presence is the API
 * processes' (in Redis across them, else in the one process); a worker process of its own without Redis would see
 * nobody online and ping everyone.
 */
@Injectable()
export class MessagePingSweep implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly pings: PingsRepository,
    private readonly delivery: PingsDelivery,
    private readonly jobs: JobsService,
    private readonly sockets: UserSockets,
    @Inject(PRESENCE) private readonly presence: Presence,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
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
        const { events, pinged } = await this.delivery.pingUnreadBursts(
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
}
