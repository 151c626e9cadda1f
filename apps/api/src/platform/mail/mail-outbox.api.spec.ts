import { DeleteUserReasons, NotificationKind, Text } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { JobsService } from '../queue/jobs.service';
import { QUEUES } from '../queue/queues';
import { PingsDelivery } from '../../modules/notifications/pings-delivery';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MAIL_COALESCE_SECONDS, MAIL_OUTBOX_RETENTION_DAYS, MAIL_QUEUE, MailOutbox } from './mail-outbox';
import { notificationMail, passwordResetMail } from './templates';

const APP_URL = 'https://nexus.example.test';
/** Notification mails queued ahead of a transactional one. */
const BACKLOG = 300;

/** Polls the database until `done` accepts what `read` gives: delivery runs in the background. */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Still ${JSON.stringify(value)} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the mail outbox', () => {
  let t: TestApp;
  // The message pings are run by the tests themselves (delivery.pingUnreadMessages), not by the clock.
  beforeAll(async () => (t = await startTestApp({ appUrl: APP_URL, messagePingDelaySeconds: 3600 })));
  afterAll(() => t.close());

  const outboxTo = (email: string) =>
    t.prisma.mailOutbox.findMany({ where: { recipient: email }, select: { subject: true, status: true, attempts: true } });
  const mailJobs = async () =>
    Number(
      (
        await t.prisma.$queryRawUnsafe<{ n: bigint }[]>(
          `SELECT count(*) AS n FROM "${t.config.jobsSchema}".job WHERE name = 'mail'`,
        )
      )[0]!.n,
    );

  const jobsOf = (mailId: string) =>
    t.prisma.$queryRawUnsafe<{ name: string; state: string }[]>(
      `SELECT name, state::text FROM "${t.config.jobsSchema}".job WHERE data->>'mailId' = $1 ORDER BY created_on`,
      mailId,
    );
  const resetMail = (email: string) => passwordResetMail(email, `${APP_URL}/reset-password?token=t${Date.now()}`);
  const pingMail = (email: string, n: number) =>
    notificationMail(email, `Ping number ${n}`, `${APP_URL}/notifications`, `${APP_URL}/unsubscribe?user=x`);

  it('queues a transactional mail on `mail` and a notification on `mail-notification`, and delivers both', async () => {
    const outbox = t.app.get(MailOutbox);
    const [reset, ping] = [t.email('reset-kind'), t.email('ping-kind')];
    await t.prisma.$transaction(async (tx) => {
      await outbox.enqueue(tx, resetMail(reset));
      await outbox.enqueue(tx, pingMail(ping, 1));
    });
    const rows = await t.prisma.mailOutbox.findMany({ where: { recipient: { in: [reset, ping] } } });
    const queueOf = async (email: string) => (await jobsOf(rows.find((r) => r.recipient === email)!.id))[0]?.name;
    expect(await queueOf(reset)).toBe(MAIL_QUEUE.transactional);
    expect(await queueOf(ping)).toBe(MAIL_QUEUE.notification);
    await t.mailbox.find(reset, /(reset-password\?token=\w+)/, 30_000);
    await t.mailbox.find(ping, /(Ping number 1)/, 30_000);
  });

  it('a retried delivery job of a mail already sent sends nothing', async () => {
    const outbox = t.app.get(MailOutbox);
    const email = t.email('retried');
    await t.prisma.$transaction((tx) => outbox.enqueue(tx, resetMail(email)));
    const [row] = await eventually(
      () => t.prisma.mailOutbox.findMany({ where: { recipient: email } }),
      ([r]) => r?.status === 'sent',
    );
    // The job runs again, as after a worker that died between settling the row and completing the job.
    await t.app.get(JobsService).send('mail', { mailId: row!.id });
    await eventually(
      () => jobsOf(row!.id),
      (jobs) => jobs.length === 2 && jobs.every((job) => job.state === 'completed'),
    );
    expect(t.mailbox.count(email)).toBe(1);
    expect(await t.prisma.mailOutbox.findUniqueOrThrow({ where: { id: row!.id } })).toMatchObject({
      status: 'sent',
      attempts: 1,
    });
  });

  it('delivers a batch of mails when one of them is refused, and retries only that one', async () => {
    const [refused, welcome] = [t.email('refused'), t.email('welcome')];
    t.mailbox.refuseNext(refused);
    await t.prisma.$transaction((tx) =>
      t.app.get(MailOutbox).enqueueMany(tx, [{ mail: pingMail(refused, 1) }, { mail: pingMail(welcome, 2) }]),
    );
    await t.mailbox.find(welcome, /(Ping number 2)/, 30_000);
    const [refusedOnce] = await eventually(
      () => t.prisma.mailOutbox.findMany({ where: { recipient: refused } }),
      ([row]) => row?.lastError != null,
    );
    expect(refusedOnce).toMatchObject({ status: 'pending', attempts: 1, lastError: expect.stringMatching(/550/) });
    // Retried after its backoff, alone: the other mail of its batch went out once.
    await t.mailbox.find(refused, /(Ping number 1)/, 30_000);
    expect(
      await eventually(
        () => outboxTo(refused),
        ([row]) => row?.status === 'sent',
      ),
    ).toEqual([{ subject: expect.any(String), status: 'sent', attempts: 2 }]);
    expect(await outboxTo(welcome)).toEqual([{ subject: expect.any(String), status: 'sent', attempts: 1 }]);
    expect([t.mailbox.count(refused), t.mailbox.count(welcome)]).toEqual([1, 1]);
  });

  it('coalesces notification mail: of two message pings to one member at once, one mail; another kind still mails', async () => {
    const delivery = t.app.get(PingsDelivery);
    const [ada, bo, cy, dee] = await Promise.all([
      t.member(),
      t.member({ firstName: 'Bo' }),
      t.member({ firstName: 'Cy' }),
      t.member({ firstName: 'Dee' }),
    ]);
    const others = [bo, cy, dee];
    await Promise.all(others.map((other) => t.connect(ada.user.id, other.user.id)));
    await t.message(bo, ada.user.id, 'hello from Bo');
    await t.message(cy, ada.user.id, 'hello from Cy');
    // Two workers at once: the mark on (member, kind) lets exactly one of them queue a mail.
    await Promise.all([
      delivery.pingUnreadMessages([{ senderId: bo.user.id, receiverId: ada.user.id }]),
      delivery.pingUnreadMessages([{ senderId: cy.user.id, receiverId: ada.user.id }]),
    ]);
    expect(await t.prisma.notification.count({ where: { userId: ada.user.id, kind: 'message' } })).toBe(2);
    const messageMails = () =>
      t.prisma.mailOutbox.count({ where: { recipient: ada.user.username, subject: { contains: 'sent you a message' } } });
    expect(await messageMails()).toBe(1);
    await t.mailbox.find(ada.user.username, /(sent you a message)/, 30_000);

    await delivery.deliver({
      id: randomUUID(),
      userId: ada.user.id,
      kind: NotificationKind.ConnectionRequest,
      actorId: cy.user.id,
    });
    await t.mailbox.find(ada.user.username, /(wants to connect)/, 30_000);
    // Once the interval is over, the next message mails again.
    await t.prisma.mailThrottle.updateMany({
      where: { userId: ada.user.id, key: 'message' },
      data: { sentAt: new Date(Date.now() - MAIL_COALESCE_SECONDS * 1000) },
    });
    await t.message(dee, ada.user.id, 'hello from Dee');
    await delivery.pingUnreadMessages([{ senderId: dee.user.id, receiverId: ada.user.id }]);
    expect(await messageMails()).toBe(2);
  });

  it('queues a mail only with the change that causes it: a change that fails leaves no mail and no job', async () => {
    const outbox = t.app.get(MailOutbox);
    const email = t.email('atomic');
    const jobsBefore = await mailJobs();
    await expect(
      t.prisma.$transaction(async (tx) => {
        await outbox.enqueue(tx, passwordResetMail(email, `${APP_URL}/reset-password?token=x`));
        throw new Error('the change fails after its mail was queued');
      }),
    ).rejects.toThrow('the change fails');
    expect(await outboxTo(email)).toEqual([]);
    expect(await mailJobs()).toBe(jobsBefore);

    await t.prisma.$transaction((tx) => outbox.enqueue(tx, passwordResetMail(email, `${APP_URL}/reset-password?token=y`)));
    expect(await t.mailbox.find(email, /(reset-password\?token=\w+)/)).toBe('reset-password?token=y');
    await eventually(
      () => outboxTo(email),
      ([row]) => row?.status === 'sent',
    );
    expect(t.mailbox.count(email)).toBe(1);
  });

  it('prunes the mails settled more than the retention ago, never a pending one, and the coalescing marks run out', async () => {
    const outbox = t.app.get(MailOutbox);
    const email = t.email('prune');
    const day = 24 * 60 * 60 * 1000;
    const row = (status: 'pending' | 'sent' | 'failed', daysAgo: number) => ({
      recipient: email,
      subject: `${status} ${daysAgo} days ago`,
      text: '',
      html: '',
      status,
      createdAt: new Date(Date.now() - daysAgo * day),
    });
    const [older, newer] = [MAIL_OUTBOX_RETENTION_DAYS + 1, MAIL_OUTBOX_RETENTION_DAYS - 1];
    await t.prisma.mailOutbox.createMany({
      data: [row('sent', older), row('failed', older), row('pending', older), row('sent', newer), row('failed', 1)],
    });

    const { user } = await t.member();
    await t.prisma.mailThrottle.createMany({
      data: [
        { userId: user.id, key: 'over', sentAt: new Date(Date.now() - MAIL_COALESCE_SECONDS * 1000 - 1000) },
        { userId: user.id, key: 'running', sentAt: new Date() },
      ],
    });

    await outbox.prune();
    const marks = await t.prisma.mailThrottle.findMany({ where: { userId: user.id }, select: { key: true } });
    expect(marks).toEqual([{ key: 'running' }]);
    const left = await t.prisma.mailOutbox.findMany({ where: { recipient: email }, select: { subject: true } });
    expect(left.map((r) => r.subject).sort()).toEqual([
      'failed 1 days ago',
      `pending ${older} days ago`,
      `sent ${newer} days ago`,
    ]);
  });

  it('answers a password reset the same for known and unknown e-mails with the mail server down, then delivers once when it is back', async () => {
    const { user } = await t.member();
    await t.mailbox.find(user.username, /verification code is (\d{6})/);
    await t.mailbox.stop();
    try {
      const known = await t.http.put('/v1/user/reset').send({ email: user.username });
      const unknown = await t.http.put('/v1/user/reset').send({ email: t.email('ghost') });
      expect({ status: known.status, body: known.body }).toEqual({ status: unknown.status, body: unknown.body });
      expect(known.status).toBe(200);
      expect(known.body).toEqual({ message: Text.resetMailSent });
      // The first try failed and was recorded; the mail waits for its next try.
      const [failedOnce] = await eventually(
        () => t.prisma.mailOutbox.findMany({ where: { recipient: user.username, subject: 'Reset your Nexus password' } }),
        ([row]) => (row?.attempts ?? 0) >= 1 && row?.lastError != null,
      );
      // Refused, or (on a pooled connection open before) closed by the stopping server with 421.
      expect(failedOnce).toMatchObject({ status: 'pending', lastError: expect.stringMatching(/ECONNREFUSED|421/) });
    } finally {
      await t.mailbox.start();
    }
    const link = await t.mailbox.find(user.username, /(\S+\/reset-password\?token=[\w-]+)/, 60_000);
    expect(link.startsWith(`${APP_URL}/reset-password?token=`)).toBe(true);
    const settled = await eventually(
      () => outboxTo(user.username),
      (rows) => rows.every((row) => row.status === 'sent'),
    );
    expect(settled).toEqual(
      expect.arrayContaining([expect.objectContaining({ subject: 'Reset your Nexus password', status: 'sent' })]),
    );
    // The verification mail and the reset, each once.
    expect(t.mailbox.count(user.username)).toBe(2);
  }, 90_000);

  it('builds every link of every mail from APP_URL', async () => {
    const { user, token } = await t.signUp({ firstName: 'Ada' });
    await t.prisma.user.update({ where: { id: user.id }, data: { enabled: true } });
    await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({}).expect(200);
    await t.http.put('/v1/user/reset').send({ email: user.username }).expect(200);
    await t.http
      .put(`/v1/user/${user.id}/send-verification/delete`)
      .set(t.bearer(token))
      .send({ reasonId: DeleteUserReasons.Other, otherReasonText: 'Moving on' })
      .expect(200);
    for (const path of ['/?token=', '/unsubscribe?', '/reset-password?token=', '/account/delete?token=']) {
      // A mail may take a retry: the server was just restarted, and a pooled connection to it may be stale.
      await t.mailbox.find(user.username, new RegExp(`(${path.replace(/[?/]/g, '\\$&')})`), 30_000);
    }
    const mails = t.mailbox.delivered(user.username);
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${APP_URL}/`)).toBe(true);
    }
  });

  it('delivers a transactional mail while every notification worker is stuck and a backlog waits behind them', async () => {
    const outbox = t.app.get(MailOutbox);
    const [flooded, member] = [t.email('flooded'), t.email('waiting')];
    const backlog = await t.prisma.mailOutbox.createManyAndReturn({
      data: Array.from({ length: BACKLOG }, (_, n) => ({
        recipient: flooded,
        subject: `Ping number ${n}`,
        text: 'x',
        html: 'x',
      })),
      select: { id: true },
    });
    const pending = () => t.prisma.mailOutbox.count({ where: { recipient: flooded, status: 'pending' } });
    // The backlog's rows are held by another transaction, so each notification worker waits on its first claim (as on
    // a stalled server) while the jobs of all BACKLOG mails are queued, as `enqueue` queues them.
    await t.prisma.$transaction(
      async (lock) => {
        await lock.$queryRaw`SELECT id FROM mail_outbox WHERE recipient = ${flooded} FOR UPDATE`;
        await t.app.get(JobsService).sendMany(
          MAIL_QUEUE.notification,
          backlog.map(({ id }) => ({ mailId: id })),
        );
        await eventually(
          () =>
            t.prisma.$queryRaw<{ n: bigint }[]>`
              SELECT count(*) AS n FROM pg_stat_activity
               WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE 'UPDATE%mail_outbox%'`,
          ([row]) => Number(row!.n) >= QUEUES[MAIL_QUEUE.notification].concurrency,
        );

        await t.prisma.$transaction((tx) => outbox.enqueue(tx, resetMail(member)));
        await t.mailbox.find(member, /(reset-password\?token=\w+)/, 30_000);
        expect(t.mailbox.count(flooded)).toBe(0);
        expect(await pending()).toBe(BACKLOG);
      },
      { timeout: 60_000, maxWait: 10_000 },
    );
    // Released, the backlog drains: each mail once.
    await eventually(pending, (n) => n === 0);
    expect(t.mailbox.count(flooded)).toBe(BACKLOG);
  }, 90_000);
});
