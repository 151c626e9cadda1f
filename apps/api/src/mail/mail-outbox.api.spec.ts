import { DeleteUserReasons, Text } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../testing/test-app';
import { MAIL_OUTBOX_RETENTION_DAYS, MailOutbox } from './mail-outbox';
import { passwordResetMail } from './templates';

const APP_URL = 'https://nexus.example.test';

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
  beforeAll(async () => (t = await startTestApp({ appUrl: APP_URL })));
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

  it('prunes the mails settled more than the retention ago, and never a pending one', async () => {
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

    await outbox.prune();
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
      expect(failedOnce).toMatchObject({ status: 'pending', lastError: expect.stringContaining('ECONNREFUSED') });
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
      await t.mailbox.find(user.username, new RegExp(`(${path.replace(/[?/]/g, '\\$&')})`));
    }
    const mails = t.mailbox.delivered(user.username);
    expect(mails).toHaveLength(4);
    for (const mail of mails) {
      const links = mail.text.match(/https?:\/\/[^\s"<>]+/g) ?? [];
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link.startsWith(`${APP_URL}/`)).toBe(true);
    }
  });
});
