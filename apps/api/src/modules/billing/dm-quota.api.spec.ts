import { ErrorCode, PartnerFunction, Text } from '@nexus/contracts';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { colleague, partnerAdmin, promoCode, revoke, setDmCount, utcMonth } from '../../platform/testing/billing-fixtures';

const { Dm, ManageAdmins, ManageEmployees, ManageSubscription } = PartnerFunction;

describe('direct messages through the DM function, and the monthly quota', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const send = (from: { user: { id: string }; token: string }, to: string, text = 'hi') =>
    t.http
      .post(`/v1/message/${from.user.id}/${to}`)
      .set(t.bearer(from.token))
      .send({ content: { message: text } });
  const receiverInfo = async (viewer: TestMember, other: string) =>
    (await t.http.get(`/v1/message/${viewer.user.id}/receiver/${other}`).set(t.bearer(viewer.token)).expect(200)).body;
  const usage = async (admin: { partnerId: string; token: string }) =>
    (await t.http.get(`/v1/usage-summary/${admin.partnerId}`).set(t.bearer(admin.token)).expect(200)).body;

  it('lets an admin holding DM write to a non-connection, and counts it for the partner', async () => {
    const admin = await partnerAdmin(t, [Dm]);
    // The drawer names the company the admin writes for, not the company named on their profile.
    await t.prisma.profile.update({ where: { userId: admin.user.id }, data: { companyName: 'Somewhere Else Entirely' } });
    const company = await t.prisma.partner.findUniqueOrThrow({ where: { id: admin.partnerId } });
    const member = await t.member();
    expect(await receiverInfo(admin, member.user.id)).toMatchObject({
      isConnection: false,
      hasMessagePermission: true,
      dmQuotaUsedUp: false,
    });
    await send(admin, member.user.id).expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 1, totalDM: 50 });
    // The member's drawer shows the admin as someone who may write to them ('Admin - {company}').
    const latest = await t.http.get(`/v1/message/${member.user.id}/latest`).set(t.bearer(member.token)).expect(200);
    expect(latest.body.items[0].otherUser).toMatchObject({
      id: admin.user.id,
      isConnection: false,
      hasMessagePermission: true,
      companyName: company.name,
      companyId: admin.partnerId,
    });
    // The member may reply while the conversation exists; a reply costs the partner nothing.
    await send(member, admin.user.id, 'thanks').expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 1 });
  });

  it("lets a verified employee in the company's DM group write to a non-connection, charged to the company, until deactivated", async () => {
    const admin = await partnerAdmin(t, [Dm, ManageEmployees, ManageAdmins]);
    const employee = await t.member();
    const stranger = await t.member();
    const as = (m: { token: string }) => t.bearer(m.token);
    await t.http.post(`/v1/partner-employees/${admin.partnerId}/user/${employee.user.id}`).set(as(employee)).expect(200);
    await t.http.put(`/v1/partner-employees/${admin.partnerId}/user/${employee.user.id}/verify`).set(as(admin)).expect(200);
    await t.http
      .post(`/v1/partner-admin/user-admin-role/${admin.partnerId}`)
      .set(as(admin))
      .send({ roleId: admin.roleId, userId: employee.user.id, partnerId: admin.partnerId })
      .expect(200);
    expect(await receiverInfo(employee, stranger.user.id)).toMatchObject({ hasMessagePermission: true });
    await send(employee, stranger.user.id).expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 1 });
    await t.http.delete(`/v1/user-admin-role/admin/${admin.user.id}/deactivate/${employee.user.id}`).set(as(admin)).expect(200);
    expect((await send(employee, stranger.user.id).expect(403)).body.code).toBe(ErrorCode.ChatNotAllowed);
  });

  it('refuses a member writing first to an admin, and an admin without DM (CHAT_NOT_ALLOWED)', async () => {
    const admin = await partnerAdmin(t, [Dm]);
    const without = await colleague(t, admin.partnerId, [ManageSubscription]);
    const member = await t.member();
    const first = await send(member, admin.user.id).expect(403);
    expect(first.body).toMatchObject({ code: ErrorCode.ChatNotAllowed, httpMessage: Text.noChatPermission });
    expect((await send(without, member.user.id).expect(403)).body.code).toBe(ErrorCode.ChatNotAllowed);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 0 });
  });

  it('stops at once when the function is removed or the group disabled, for the reply too', async () => {
    const admin = await partnerAdmin(t, [Dm]);
    const member = await t.member();
    await send(admin, member.user.id).expect(200);
    await revoke(t, admin.roleId, Dm);
    expect((await send(admin, member.user.id).expect(403)).body.code).toBe(ErrorCode.ChatNotAllowed);
    expect((await send(member, admin.user.id).expect(403)).body.code).toBe(ErrorCode.ChatNotAllowed);
    expect(await receiverInfo(admin, member.user.id)).toMatchObject({ hasMessagePermission: false });
    expect(await receiverInfo(member, admin.user.id)).toMatchObject({ hasMessagePermission: false });

    const second = await partnerAdmin(t, [Dm]);
    const other = await t.member();
    await send(second, other.user.id).expect(200);
    await t.prisma.adminRole.update({ where: { id: second.roleId }, data: { disabled: true } });
    expect((await send(second, other.user.id).expect(403)).body.code).toBe(ErrorCode.ChatNotAllowed);
    expect(await usage(second)).toMatchObject({ currentDMCount: 1 });
  });

  it('refuses the send past the quota with DM_QUOTA_USED_UP; a promo code raises it; connections are never counted', async () => {
    const admin = await partnerAdmin(t, [Dm, ManageSubscription]);
    const member = await t.member();
    const friend = await t.member();
    await t.connect(admin.user.id, friend.user.id);
    await setDmCount(t, admin.partnerId, 49);
    await send(admin, member.user.id, 'the last one').expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 50, totalDM: 50 });

    const refused = await send(admin, member.user.id, 'one too many').expect(403);
    expect(refused.body).toMatchObject({ code: ErrorCode.DmQuotaUsedUp, httpMessage: Text.dmLimitReached });
    expect(await receiverInfo(admin, member.user.id)).toMatchObject({ dmQuotaUsedUp: true });
    const drawer = await t.http.get(`/v1/message/${admin.user.id}/latest`).set(t.bearer(admin.token)).expect(200);
    expect(drawer.body.items[0].otherUser).toMatchObject({ id: member.user.id, dmQuotaUsedUp: true });
    // The receiver whose partner is at its limit: the member cannot reply (§5's no-permission notice).
    expect(await receiverInfo(member, admin.user.id)).toMatchObject({ isDmCountMaxed: true });
    expect((await send(member, admin.user.id).expect(403)).body.code).toBe(ErrorCode.ChatNotAllowed);
    // A connection is not a DM: it is neither refused nor counted.
    expect(await receiverInfo(admin, friend.user.id)).toMatchObject({ isConnection: true, dmQuotaUsedUp: false });
    await send(admin, friend.user.id).expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 50 });
    expect(await t.prisma.message.count({ where: { senderId: admin.user.id, receiverId: member.user.id } })).toBe(1);

    const promo = await promoCode(t, { extraDm: 1 });
    await t.http.post(`/v1/partner-profile/${admin.partnerId}/promo/${promo.code}`).set(t.bearer(admin.token)).expect(200);
    expect(await receiverInfo(admin, member.user.id)).toMatchObject({ dmQuotaUsedUp: false });
    await send(admin, member.user.id, 'thanks to the promo').expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 51, totalDM: 51 });
    expect((await send(admin, member.user.id, 'and again').expect(403)).body.code).toBe(ErrorCode.DmQuotaUsedUp);
  });

  it('gives the last DM of the month to one of two admins racing for it', async () => {
    const admin = await partnerAdmin(t, [Dm]);
    const second = await colleague(t, admin.partnerId, [Dm]);
    const [a, b] = [await t.member(), await t.member()];
    await setDmCount(t, admin.partnerId, 49);
    const answers = await Promise.all([send(admin, a.user.id), send(second, b.user.id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 403]);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 50 });
  });

  it('starts each month at 0: a full last month does not refuse this one', async () => {
    const admin = await partnerAdmin(t, [Dm]);
    const member = await t.member();
    await setDmCount(t, admin.partnerId, 50, utcMonth(-1));
    await send(admin, member.user.id).expect(200);
    expect(await usage(admin)).toMatchObject({ currentDMCount: 1, totalDM: 50 });
  });

  it('shows permission in search and on the profile (connection state)', async () => {
    const admin = await partnerAdmin(t, [Dm]);
    const member = await t.member({ firstName: 'Quotable', lastName: `Person${Date.now()}` });
    const profile = await t.http.get(`/v1/profile/${member.user.id}`).set(t.bearer(admin.token)).expect(200);
    expect(profile.body.connection).toMatchObject({ hasMessagePermission: true, isDmCountMaxed: false });
    const seen = await t.http.get(`/v1/profile/${admin.user.id}`).set(t.bearer(member.token)).expect(200);
    expect(seen.body.connection).toMatchObject({ hasMessagePermission: false });
    const search = await t.http
      .get('/v1/search/connections')
      .query({ keyword: member.entity.lastName! })
      .set(t.bearer(admin.token))
      .expect(200);
    expect(search.body.items[0].connection).toMatchObject({ hasMessagePermission: true, isDmCountMaxed: false });
  });
});
