import { randomUUID } from 'node:crypto';
import { Role } from '@nexus/contracts';
import { Prisma } from '../database/generated/client';
import { eventually } from '../testing/eventually';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

interface LogLine {
  level: string;
  msg: string;
  context?: string;
  requestId?: string;
  queue?: string;
  jobId?: string;
}

describe('structured logs', () => {
  const lines: LogLine[] = [];
  let t: TestApp;
  beforeAll(
    async () =>
      (t = await startTestApp({
        // No SMTP server: each mail is written to a file, with a line that says so, logged by the mail job.
        smtpUrl: undefined,
        logging: { level: 'info', pretty: false, destination: { write: (line) => lines.push(JSON.parse(line)) } },
      })),
  );
  afterAll(() => t.close());

  it('writes JSON lines, and carries the request id of a request into the jobs it sends and their lines', async () => {
    const requestId = `sign-up-${randomUUID()}`;
    const email = t.email();
    const response = await t.http
      .post('/v1/user')
      .set(t.key)
      .set('x-request-id', requestId)
      .send({ username: email, password: TEST_PASSWORD, role: Role.Member })
      .expect(200);
    expect(response.headers['x-request-id']).toBe(requestId);

    const [job] = await t.prisma.$queryRaw<{ data: { requestId?: string } }[]>(
      Prisma.sql`SELECT data FROM ${Prisma.raw(t.config.jobsSchema)}.job WHERE name = 'mail' AND data->>'requestId' = ${requestId}`,
    );
    expect(job).toBeDefined();

    const written = () => lines.find((line) => line.msg.includes(`to ${email} written to`));
    await eventually(() => written() !== undefined);
    expect(written()).toMatchObject({ level: 'info', context: 'Mail', requestId, queue: 'mail' });
    expect(written()!.jobId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
