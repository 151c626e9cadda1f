import { ErrorCode, PartnerFunction } from '@nexus/contracts';
import { NO_SUCH_ID, partnerGroup, partnerOwner, partnerUser } from '../testing/partners';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';

/**
 * The policy's kinds through real routes: `partner` with a function (create an admin group), `partner` without one
 * (list the groups), `partner` by an admin group's id, `all` of self and partner, and `admin`.
 */
describe('the access policy through real routes', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof partnerOwner>>;
  beforeAll(async () => {
    t = await startTestApp();
    owner = await partnerOwner(t);
  });
  afterAll(() => t.close());

  const create = (token: string, partnerId = owner.partnerId) =>
    t.http
      .post(`/v1/partner-admin/admin-role/${partnerId}`)
      .set(t.bearer(token))
      .send({ name: `G ${Math.random()}` });

  it('lets an admin holding the function through an enabled group through', async () => {
    await create(owner.token).expect(200);
  });

  it("refuses another partner's admin (403)", async () => {
    const other = await partnerOwner(t);
    expect((await create(other.token).expect(403)).body.code).toBe(ErrorCode.Forbidden);
    await t.http.get(`/v1/partner-admin/admin-role/${owner.ownersId}`).set(t.bearer(other.token)).expect(403);
  });

  it('refuses a member of no partner and a user of the partner in no group (403)', async () => {
    const member = await t.member();
    await create(member.token).expect(403);
    await t.http.get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}`).set(t.bearer(member.token)).expect(403);
    const colleague = await partnerUser(t, owner.partnerId);
    await create(colleague.token).expect(403);
    // Reading the partner's groups needs only to be one of its users.
    await t.http.get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}`).set(t.bearer(colleague.token)).expect(200);
  });

  it('refuses the function held only through a disabled group (403)', async () => {
    const colleague = await partnerUser(t, owner.partnerId);
    await partnerGroup(t, owner.partnerId, {
      functions: [PartnerFunction.ManageAdmins],
      members: [colleague.user.id],
      disabled: true,
    });
    await create(colleague.token).expect(403);
  });

  it('refuses a function not held (403)', async () => {
    const colleague = await partnerUser(t, owner.partnerId);
    await partnerGroup(t, owner.partnerId, {
      functions: [PartnerFunction.Dm, PartnerFunction.EditCompanyPage],
      members: [colleague.user.id],
    });
    await create(colleague.token).expect(403);
  });

  it('answers a malformed id 400 and an unknown one 404, before any other check', async () => {
    const member = await t.member();
    const malformed = await create(member.token, 'not-an-id').expect(400);
    expect(malformed.body.httpMessage).toBe('partnerId: must be a UUID');
    await create(member.token, NO_SUCH_ID).expect(404);
    await t.http.get(`/v1/partner-admin/admin-role/${NO_SUCH_ID}`).set(t.bearer(owner.token)).expect(404);
    await t.http
      .post(`/v1/partner-admin/user-admin-role/${owner.partnerId}`)
      .set(t.bearer(owner.token))
      .send({ roleId: 12, userId: owner.user.id })
      .expect(400);
  });

  it("§7's KEY variants of a member's own calls: the key beside the token works, the key alone is nobody", async () => {
    const me = await t.member();
    const other = await t.member();
    const calls = [
      () => t.http.get(`/v1/user/${me.user.id}`),
      () => t.http.put(`/v1/user/${me.user.id}`).send({ firstName: 'Keyed' }),
      () => t.http.get(`/v1/preference/${me.user.id}`),
    ];
    for (const call of calls) {
      await call().set(t.bearer(me.token)).expect(200);
      await call().set(t.key).set(t.bearer(me.token)).expect(200);
      expect((await call().set(t.key).expect(401)).body.code).toBe(ErrorCode.InvalidAccessToken);
      await call().set(t.key).set(t.bearer(other.token)).expect(403);
    }
    const change = () =>
      t.http.put(`/v1/user/${me.user.id}/change`).send({ currentPassword: TEST_PASSWORD, password: TEST_PASSWORD });
    await change().set(t.key).expect(401);
    await change().set(t.key).set(t.bearer(other.token)).expect(403);
    await change().set(t.key).set(t.bearer(me.token)).expect(200);
    await change().set(t.bearer(me.token)).expect(200);
  });

  it("a partner rule looking up a user finds the companies that employ them: the company's admin reads its employee", async () => {
    const employee = await t.member();
    const stranger = await t.member();
    await t.prisma.partnerEmployee.create({
      data: { partnerId: owner.partnerId, userId: employee.user.id, status: 'verified' },
    });
    await t.prisma.partnerEmployee.create({
      data: { partnerId: owner.partnerId, userId: stranger.user.id, status: 'pending' },
    });
    const group = await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Dm], members: [employee.user.id] });
    const groups = await t.http
      .get(`/v1/partner-admin/user-admin-role/user/${employee.user.id}`)
      .set(t.bearer(owner.token))
      .expect(200);
    expect(groups.body.map((m: { roleId: string }) => m.roleId)).toEqual([group.id]);
    await t.http.get(`/v1/partner-admin/user-function/user/${employee.user.id}`).set(t.bearer(owner.token)).expect(200);
    // Not another company's admin, and not for a member whose claim the company has not verified.
    const other = await partnerOwner(t);
    await t.http.get(`/v1/partner-admin/user-admin-role/user/${employee.user.id}`).set(t.bearer(other.token)).expect(403);
    await t.http.get(`/v1/partner-admin/user-admin-role/user/${stranger.user.id}`).set(t.bearer(owner.token)).expect(403);
    // A deactivated employee is no longer the company's.
    await t.prisma.partnerEmployee.updateMany({ where: { userId: employee.user.id }, data: { status: 'deactivated' } });
    await t.http.get(`/v1/partner-admin/user-admin-role/user/${employee.user.id}`).set(t.bearer(owner.token)).expect(403);
  });

  it('needs a token (401) and, for admin rules, the ADMIN role (403)', async () => {
    await t.http.post(`/v1/partner-admin/admin-role/${owner.partnerId}`).send({ name: 'x' }).expect(401);
    await t.http.get('/v1/admin-role').set(t.bearer(owner.token)).expect(403);
  });
});
