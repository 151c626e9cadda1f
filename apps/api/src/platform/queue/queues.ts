import { NOTIFICATION_KINDS, type ServerToClientEvents, SocketEvent, pushMessageSchema } from '@nexus/contracts';
import type { Queue } from 'pg-boss';
import { z } from 'zod';

/**
 * Where a queue is worked. `worker`: by the worker, which runs in the API process (RUN_WORKER, the
 * default) or on its own (`npm run worker`). `api`: by API processes only, for work that needs their
 * open sockets.
 */
type RunsIn = 'worker' | 'api';

/** The options of a queue that can also be changed once it exists. */
export type QueueOptions = Omit<Queue, 'name' | 'policy' | 'partition' | 'deadLetter'>;

export interface QueueDefinition {
  payload: z.ZodType;
  runsIn: RunsIn;
  /**
   * Jobs fetched at once (default 1), worked one after another; fetching again at once while batches come back
   * full. For queues that take bursts (a job per post, per event): a failed job fails its batch, which is retried.
   */
  batchSize?: number;
  /** Workers of the queue in each process that works it (default 1), each fetching and working its own batches. */
  concurrency?: number;
  /** Retries, backoff, expiry. A job whose worker dies stops sending heartbeats and is retried. */
  options: QueueOptions;
  /** Jobs that fail for good (retries spent, or expired on the last try) go to `<name>.failed`, whose handler records it. */
  deadLetter: boolean;
  /** A cron expression (minutes at the finest): pg-boss sends one job each time, whatever the number of processes. */
  schedule?: string;
}

/** Members one `socket-event` job may address (a job's payload stays small; more members take several jobs). */
export const SOCKET_EVENT_MAX_USERS = 1000;

/** pg-boss's minimum: a job whose worker died is retried about this long after its last heartbeat. */
const HEARTBEAT_SECONDS = 10;

/** Work that can take minutes (reading a resume, scanning members): three tries, 5 s apart and doubling. */
const SLOW_WORK: QueueOptions = {
  retryLimit: 3,
  retryDelay: 5,
  retryBackoff: true,
  expireInSeconds: 300,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  notify: true,
};

/** A mail: 5 s, 10 s, 20 s… up to 30 min between tries, about two hours before it is given up. */
const MAIL_DELIVERY: QueueOptions = {
  retryLimit: 10,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 1800,
  expireInSeconds: 120,
  heartbeatSeconds: HEARTBEAT_SECONDS,
  notify: true,
};

/**
 * Every queue, its payload and its retry policy: the one place they are written. Later features (feed
 * fan-out, job-match scans, event reminders) add their queues here.
 */
export const QUEUES = {
  /**
   * Delivers one transactional row of mail_outbox (a code, a link, an invitation: someone waits for it). Worked apart
   * from `mail-notification`, with its own SMTP connections: a backlog of notifications never delays it.
   */
  mail: {
    payload: z.object({ mailId: z.uuid() }),
    runsIn: 'worker',
    batchSize: 5,
    concurrency: 2,
    options: MAIL_DELIVERY,
    deadLetter: true,
  },
  /**
   * Delivers one notification row of mail_outbox (pings, welcome): bursts of thousands, drained in batches, two at a
   * time, each worker resting after its batch (MailOutbox): a burst shares the event loop with the requests.
   */
  'mail-notification': {
    payload: z.object({ mailId: z.uuid() }),
    runsIn: 'worker',
    batchSize: 20,
    concurrency: 2,
    options: MAIL_DELIVERY,
    deadLetter: true,
  },
  /**
   * Delivers one weekly digest row of mail_outbox: the lowest priority. A hundred thousand are queued at once on a
   * Monday morning; their own workers and SMTP connections drain them without holding up `mail` or `mail-notification`.
   */
  'mail-digest': {
    payload: z.object({ mailId: z.uuid() }),
    runsIn: 'worker',
    batchSize: 20,
    concurrency: 2,
    options: MAIL_DELIVERY,
    deadLetter: true,
  },
  /**
   * Weekly, Monday 07:00 UTC (the morning of Europe and Africa, before the Americas wake): splits the members into
   * ranges of DIGEST_BATCH_SIZE ids (keyset on users.id) and queues a `digest-batch` job for each, in one statement.
   * `weekStart` (a Monday, YYYY-MM-DD) is given only to run a past or future week again; the cron's job has none.
   */
  'digest-week': {
    payload: z.object({ weekStart: z.iso.date().optional() }).nullish(),
    runsIn: 'worker',
    schedule: '0 7 * * 1',
    options: SLOW_WORK,
    deadLetter: false,
  },
  /**
   * The digests of the members with ids in (after, through]: computed in one statement, then each member's week
   * claimed (digest_sends) in the transaction that queues their mail. A rerun finds the week claimed and sends nothing.
   */
  'digest-batch': {
    payload: z.object({ weekStart: z.iso.date(), after: z.uuid().nullable(), through: z.uuid() }),
    runsIn: 'worker',
    options: SLOW_WORK,
    deadLetter: false,
  },
  /** Daily: deletes the mail_outbox rows settled more than MAIL_OUTBOX_RETENTION_DAYS ago. */
  'mail-outbox-prune': {
    payload: z.object({}).nullish(),
    runsIn: 'worker',
    schedule: '40 3 * * *',
    options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600, heartbeatSeconds: HEARTBEAT_SECONDS },
    deadLetter: false,
  },
  /**
   * Daily, just after midnight UTC: the analytics of the days that ended (analytics_daily), for every finished day of
   * the window without figures. The analytics page does the same when it finds a day missing.
   */
  'analytics-rollup': {
    payload: z.object({}).nullish(),
    runsIn: 'worker',
    schedule: '5 0 * * *',
    options: { retryLimit: 3, retryDelay: 60, expireInSeconds: 600, heartbeatSeconds: HEARTBEAT_SECONDS },
    deadLetter: false,
  },
  /** Reads an uploaded resume into proposals (resume_imports). */
  'resume-read': {
    payload: z.object({ userId: z.uuid(), key: z.string().min(1), contentType: z.string().min(1) }),
    runsIn: 'worker',
    options: SLOW_WORK,
    deadLetter: true,
  },
  /**
   * Writes a new post into the timelines it belongs to (feed_items) and tells those members ('feed post created').
   * Queued in the post's transaction; the handler is the feed's.
   */
  'feed-fanout': {
    payload: z.object({ postId: z.uuid() }),
    runsIn: 'worker',
    batchSize: 10,
    options: {
      retryLimit: 5,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: 120,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      notify: true,
    },
    deadLetter: false,
  },
  /**
   * Delivers one notification (/pings): the row (in-app setting), its 'notification received' event and its e-mail
   * (e-mail setting), in one transaction. `id` is chosen at send, so a retry finds the row and does nothing twice.
   */
  ping: {
    payload: z.object({
      id: z.uuid(),
      userId: z.uuid(),
      kind: z.enum(NOTIFICATION_KINDS),
      actorId: z.uuid().optional(),
      partnerId: z.uuid().optional(),
      postId: z.uuid().optional(),
      commentId: z.uuid().optional(),
      data: z.record(z.string(), z.unknown()).optional(),
    }),
    runsIn: 'worker',
    batchSize: 10,
    options: {
      retryLimit: 5,
      retryDelay: 5,
      retryBackoff: true,
      expireInSeconds: 60,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      notify: true,
    },
    deadLetter: false,
  },
  /**
   * Every minute: the unread bursts that began MESSAGE_PING_DELAY_SECONDS ago or more (message_pings_due, written by
   * the send statement's trigger) that the receiver still has not read become 'message' pings, 50 in a transaction,
   * the transactions spread over 40 s. Worked in API processes: it leaves members who are online alone, and presence is
   * theirs.
   */
  'message-ping-sweep': {
    payload: z.object({}).nullish(),
    runsIn: 'api',
    schedule: '* * * * *',
    options: {
      retryLimit: 3,
      retryDelay: 5,
      expireInSeconds: 120,
      heartbeatSeconds: HEARTBEAT_SECONDS,
    },
    deadLetter: false,
  },
  /**
   * Sends one notification to every device the member subscribed for web push (push/, PushDelivery): queued with the
   * ping it announces. Worked in API processes, which can see whether one of the member's sockets has the message's
   * conversation open (then nothing is sent). A push service that is down gets the job retried (devices that took it
   * the first time get it again, and show it once: same tag); a gone subscription (404/410) is deleted.
   */
  push: {
    payload: z.object({
      userId: z.uuid(),
      message: pushMessageSchema,
      /** A direct message's sender: skipped while the receiver has this conversation open. */
      conversationWith: z.uuid().optional(),
    }),
    runsIn: 'api',
    batchSize: 20,
    concurrency: 2,
    // Late is useless: a push nobody could send within an hour is dropped.
    options: { retryLimit: 5, retryDelay: 5, retryBackoff: true, expireInSeconds: 60, retentionSeconds: 3600, notify: true },
    deadLetter: false,
  },
  /**
   * Ranks the members who fit a job into job_matches (the job board's JobMatching) and tells the partner's job
   * posters. A rerun replaces the job's matches with the same rows; a scan that fails for good tells them too.
   */
  'job-match-scan': {
    payload: z.object({ jobId: z.uuid() }),
    runsIn: 'worker',
    // Publishing many jobs at once queues a scan each: a burst is drained in batches, not one poll apart.
    batchSize: 10,
    options: SLOW_WORK,
    deadLetter: true,
  },
  /**
   * A socket event raised by a job, for one member (`userId`) or many (`userIds`, one emit to all their rooms): an
   * API process hands it to their sockets.
   */
  'socket-event': {
    payload: z.union([
      z.object({ userId: z.uuid(), event: z.enum(Object.values(SocketEvent)), payload: z.unknown() }),
      z.object({
        userIds: z.array(z.uuid()).min(1).max(SOCKET_EVENT_MAX_USERS),
        event: z.enum(Object.values(SocketEvent)),
        payload: z.unknown(),
      }),
    ]),
    runsIn: 'api',
    batchSize: 20,
    // Late is useless: an event nobody took within five minutes is dropped.
    options: { retryLimit: 2, expireInSeconds: 30, retentionSeconds: 300, notify: true },
    deadLetter: false,
  },
} as const satisfies Record<string, QueueDefinition>;

export type QueueName = keyof typeof QUEUES;
export type JobData<Q extends QueueName> = z.infer<(typeof QUEUES)[Q]['payload']>;

export const deadLetterOf = (queue: QueueName) => `${queue}.failed`;

/** The `socket-event` job that emits `event` to the sockets of `userId`, typed by the contracts' event map. */
export function toUserSockets<E extends keyof ServerToClientEvents>(
  userId: string,
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): JobData<'socket-event'> {
  return { userId, event, payload };
}

/** The `socket-event` jobs that emit `event` to the sockets of all `userIds`, SOCKET_EVENT_MAX_USERS members a job. */
export function toManyUserSockets<E extends keyof ServerToClientEvents>(
  userIds: string[],
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): JobData<'socket-event'>[] {
  const jobs: JobData<'socket-event'>[] = [];
  for (let i = 0; i < userIds.length; i += SOCKET_EVENT_MAX_USERS) {
    jobs.push({ userIds: userIds.slice(i, i + SOCKET_EVENT_MAX_USERS), event, payload });
  }
  return jobs;
}
