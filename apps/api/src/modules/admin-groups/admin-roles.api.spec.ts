import { AdminGroupsText, PAGE_SIZE, PartnerFunction } from '@nexus/contracts';
import { functionId, NO_SUCH_ID, partnerGroup, partnerOwner, platformAdmin } from '../../platform/testing/partners';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

/**
 * §7 'Non-partner admin': the platform's own groups. The platform state is shared by the whole run, so the
 * tests below run in order over one setup: a first admin bootstraps, then the function rule applies.
 */
describe('§7 Non-partner admin (platform admin groups)', () => {
  let t: TestApp;
  let first: Awaited<ReturnType<typeof platformAdmin>>;
  let second: Awaited<ReturnType<typeof platformAdmin>>;
  let rootId: string;
  beforeAll(async () => {
    t = await startTestApp();
    await t.prisma.adminRole.deleteMany({ where: { partnerId: null } });
    first = await platformAdmin(t);
    second = await platformAdmin(t);
  });
  afterAll(async () => {
    await t.prisma.adminRole.deleteMany({ where: { partnerId: null } });
    await t.close();
  });
  const as = (token: string) => t.bearer(token);

  it('lets a platform admin set up the first group while nobody manages admins (bootstrap)', async () => {
    const created = await t.http
      .post('/v1/admin-role')
      .set(as(first.token))
      .send({ name: 'Platform owners', userId: first.user.id })
      .expect(200);
    expect(created.body).toMatchObject({ name: 'Platform owners', partnerId: null, memberCount: 1, createdBy: first.user.id });
    rootId = created.body.id;
    const ids = await Promise.all([PartnerFunction.ManageAdmins, PartnerFunction.Moderate].map((f) => functionId(t, f)));
    const set = await t.http
      .post(`/v1/user-role-function/${rootId}/bulk`)
      .set(as(first.token))
      .send({ userRoleFunctions: ids.map((id) => ({ functionId: id })) })
      .expect(200);
    expect(set.body.map((g: { name: string }) => g.name)).toEqual([PartnerFunction.ManageAdmins, PartnerFunction.Moderate]);
  });

  it('then needs MANAGE_ADMINS, and the functions granted, from every platform admin', async () => {
    await t.http.post('/v1/admin-role').set(as(second.token)).send({ name: 'Mine' }).expect(403);
    await t.http.put(`/v1/admin-role/${rootId}`).set(as(second.token)).send({ disabled: true }).expect(403);
    const dm = await functionId(t, PartnerFunction.Dm);
    const moderators = await t.http
      .post('/v1/admin-role')
      .set(as(first.token))
      .send({ name: 'Moderators', userId: second.user.id })
      .expect(200);
    expect(
      (
        await t.http
          .post('/v1/user-role-function')
          .set(as(first.token))
          .send({ functionId: dm, roleId: moderators.body.id })
          .expect(403)
      ).body.httpMessage,
    ).toBe(AdminGroupsText.functionNotHeld);
    const moderate = await functionId(t, PartnerFunction.Moderate);
    const granted = await t.http
      .post('/v1/user-role-function')
      .set(as(first.token))
      .send({ functionId: moderate, roleId: moderators.body.id })
      .expect(200);
    expect(granted.body).toMatchObject({ name: PartnerFunction.Moderate, partnerId: null });
  });

  it('lists groups (all, a page of 10, a user’s) and members', async () => {
    for (let i = 0; i < PAGE_SIZE.adminRoles; i++) await partnerGroup(t, null, { name: `P${i}` });
    const all = await t.http.get('/v1/admin-role').set(as(second.token)).expect(200);
    expect(all.body).toHaveLength(PAGE_SIZE.adminRoles + 2);
    const page = await t.http
      .get('/v1/admin-role/non-partner/roles?page=1&pageSize=10&dir=desc&sort=created_at')
      .set(as(second.token))
      .expect(200);
    expect(page.body.items).toHaveLength(PAGE_SIZE.adminRoles);
    const next = await t.http
      .get('/v1/admin-role/non-partner/roles')
      .query({ cursor: page.body.nextCursor })
      .set(as(second.token))
      .expect(200);
    expect(next.body.items.map((g: { name: string }) => g.name)).toEqual(['Moderators', 'Platform owners']);
    const mine = await t.http.get(`/v1/admin-role/user/${second.user.id}`).set(as(second.token)).expect(200);
    expect(mine.body.map((g: { name: string }) => g.name)).toEqual(['Moderators']);
    const members = await t.http.get(`/v1/user-admin-role/${rootId}?dir=asc&sort=created_at`).set(as(second.token)).expect(200);
    expect(members.body.map((m: { userId: string }) => m.userId)).toEqual([first.user.id]);
    await t.http.get(`/v1/user-admin-role/${NO_SUCH_ID}`).set(as(second.token)).expect(404);
    await t.http.get(`/v1/admin-role/user/${NO_SUCH_ID}`).set(as(second.token)).expect(404);
    await t.http.get('/v1/admin-role/non-partner/roles?pageSize=51').set(as(second.token)).expect(400);
  });

  it('keeps the platform’s last admin manager (409), and refuses members, partners and strangers', async () => {
    const leave = await t.http
      .delete(`/v1/user-admin-role/admin/${first.user.id}/role/${rootId}`)
      .set(as(first.token))
      .expect(409);
    expect(leave.body.httpMessage).toBe(AdminGroupsText.lastPlatformAdmin);
    await t.http.delete(`/v1/admin-role/${rootId}`).set(as(first.token)).expect(409);
    await t.http.put(`/v1/admin-role/${rootId}`).set(as(first.token)).send({ disabled: true }).expect(409);
    await t.http.put(`/v1/admin-role/${rootId}`).set(as(first.token)).send({ name: 'Root' }).expect(200);

    const member = await t.member();
    const partner = await partnerOwner(t);
    for (const who of [member, partner]) {
      await t.http.get('/v1/admin-role').set(as(who.token)).expect(403);
      await t.http.post('/v1/admin-role').set(as(who.token)).send({ name: 'X' }).expect(403);
    }
    await t.http.get('/v1/admin-role').expect(401);
    // A partner's group is not the platform's, and the other way round.
    await t.http.put(`/v1/admin-role/${partner.ownersId}`).set(as(first.token)).send({ name: 'Mine now' }).expect(404);
    await t.http.get(`/v1/partner-admin/admin-role/${rootId}`).set(as(partner.token)).expect(403);
    expect(
      (await t.http.post('/v1/admin-role').set(as(first.token)).send({ name: 'Y', userId: member.user.id }).expect(400)).body
        .httpMessage,
    ).toBe(`userId: ${AdminGroupsText.notPlatformAdmin}`);
    await t.http.post('/v1/admin-role').set(as(first.token)).send({ name: 'Z', partnerId: partner.partnerId }).expect(400);
    await t.http.post('/v1/admin-role').set(as(first.token)).send({ name: 'root' }).expect(409);
  });

  it('removes a member and deletes a group', async () => {
    const moderators = (await t.prisma.adminRole.findFirstOrThrow({ where: { partnerId: null, name: 'Moderators' } })).id;
    await t.http.delete(`/v1/user-admin-role/admin/${second.user.id}/role/${moderators}`).set(as(first.token)).expect(200);
    await t.http.delete(`/v1/user-admin-role/admin/${second.user.id}/role/${moderators}`).set(as(first.token)).expect(404);
    await t.http.delete(`/v1/admin-role/${moderators}`).set(as(first.token)).expect(200);
    await t.http.delete(`/v1/admin-role/${moderators}`).set(as(first.token)).expect(404);
    await t.http.delete('/v1/admin-role/abc').set(as(first.token)).expect(400);
  });
});
