import { ErrorCode, Role } from '@nexus/contracts';
import { Client } from 'pg';
import { eventually } from '../../platform/testing/eventually';
import { TEST_DATABASE_URL_VARIABLE } from '../../platform/testing/global-setup';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { SessionEndings } from './session-endings';

/**
 * A checked session is answered from memory (SessionCache) until its user or a session of theirs changes. These
 * change them after a request has been answered with the session kept, and look at the next requests.
 */
describe('the session cache', () => {
  let t: TestApp;
  /** Another process's connection: its writes reach the app only through the database's announcements. */
  const elsewhere = new Client({ connectionString: process.env[TEST_DATABASE_URL_VARIABLE] });
  beforeAll(async () => {
    t = await startTestApp();
    await elsewhere.connect();
  });
  afterAll(async () => {
    await elsewhere.end();
    await t.close();
  });

  const me = (member: { user: { id: string }; token: string }) =>
    t.http.get(`/v1/user/${member.user.id}`).set(t.bearer(member.token));

  /** Waits up to 5 s for `ask` to answer `status`, then answers the status it gives. */
  async function statusOnceSettled(ask: () => Promise<{ status: number }>, status: number): Promise<number> {
    await eventually(async () => (await ask()).status === status, 5000);
    return (await ask()).status;
  }

  it('ends a session revoked by another process', async () => {
    const member = await t.member();
    await me(member).expect(200);
    await elsewhere.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [member.user.id]);
    expect(await statusOnceSettled(() => me(member), 401)).toBe(401);
  });

  it("refuses a member another process blocked, and answers with the user's new role", async () => {
    const blocked = await t.member();
    const promoted = await t.member();
    const adminOnly = () => t.http.get('/v1/admin/members').set(t.bearer(promoted.token));
    await me(blocked).expect(200);
    await adminOnly().expect(403);
    await elsewhere.query('UPDATE users SET blocked = true WHERE id = $1', [blocked.user.id]);
    await elsewhere.query('UPDATE users SET role = $2 WHERE id = $1', [promoted.user.id, Role.Admin]);
    expect(await statusOnceSettled(() => me(blocked), 401)).toBe(401);
    expect((await me(blocked).expect(401)).body.code).toBe(ErrorCode.AccountBlocked);
    expect(await statusOnceSettled(adminOnly, 200)).toBe(200);
  });

  it('forgets the sessions this process ends as it announces their end, before the database announces the change', async () => {
    const member = await t.member();
    await me(member).expect(200);
    // What a block's statement does, unheard: replica mode fires no trigger, so nothing is announced.
    await elsewhere.query(`SET session_replication_role = replica`);
    await elsewhere.query('UPDATE users SET blocked = true WHERE id = $1', [member.user.id]);
    await elsewhere.query('UPDATE sessions SET revoked_at = now() WHERE user_id = $1', [member.user.id]);
    await elsewhere.query(`SET session_replication_role = DEFAULT`);
    // Then what the block's route does after its commit: the page whose socket it closes asks at once.
    t.app.get(SessionEndings).ended({ userId: member.user.id });
    expect((await me(member).expect(401)).body.code).toBe(ErrorCode.AccountBlocked);
  });

  it("counts this process's own writes at its very next request", async () => {
    const member = await t.member();
    await me(member).expect(200);
    await t.prisma.user.update({ where: { id: member.user.id }, data: { blocked: true } });
    expect((await me(member).expect(401)).body.code).toBe(ErrorCode.AccountBlocked);
  });
});
