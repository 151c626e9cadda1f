import { AdminGroupsText, ErrorCode, PAGE_SIZE, PARTNER_FUNCTIONS, PartnerFunction } from '@nexus/contracts';
import { functionId, NO_SUCH_ID, partnerGroup, partnerOwner, partnerUser } from '../../platform/testing/partners';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

describe('§7 Partner admin', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const as = (token: string) => t.bearer(token);

  describe('GET /v1/user-function', () => {
    it('lists every function with its description, signed in only', async () => {
      const owner = await partnerOwner(t);
      const { body } = await t.http.get('/v1/user-function').set(as(owner.token)).expect(200);
      expect(body.map((f: { name: string }) => f.name).sort()).toEqual([...PARTNER_FUNCTIONS].sort());
      expect(body.find((f: { name: string }) => f.name === PartnerFunction.Dm).description).toBe(
        'Message members who are not connections',
      );
      await t.http.get('/v1/user-function').expect(401);
    });
  });

  describe('admin groups (admin-role)', () => {
    it('creates, reads, renames, disables, enables and deletes a group', async () => {
      const owner = await partnerOwner(t);
      const created = await t.http
        .post(`/v1/partner-admin/admin-role/${owner.partnerId}`)
        .set(as(owner.token))
        .send({ name: '  Recruiters ', description: 'Hiring team', createdBy: owner.user.id, partnerId: owner.partnerId })
        .expect(200);
      expect(created.body).toMatchObject({
        name: 'Recruiters',
        description: 'Hiring team',
        createdBy: owner.user.id,
        partnerId: owner.partnerId,
        disabled: false,
        functions: [],
        memberCount: 0,
      });
      const id = created.body.id as string;
      const got = await t.http.get(`/v1/partner-admin/admin-role/${id}`).set(as(owner.token)).expect(200);
      expect(got.body.name).toBe('Recruiters');

      const path = `/v1/partner-admin/admin-role/${id}/user/${owner.user.id}`;
      expect((await t.http.put(path).set(as(owner.token)).send({ name: 'Hiring' }).expect(200)).body.name).toBe('Hiring');
      expect((await t.http.put(path).set(as(owner.token)).send({ disabled: true }).expect(200)).body.disabled).toBe(true);
      expect((await t.http.put(path).set(as(owner.token)).send({ disabled: false }).expect(200)).body.disabled).toBe(false);
      expect((await t.http.delete(path).set(as(owner.token)).expect(200)).body.message).toBe(AdminGroupsText.deleted);
      await t.http.get(`/v1/partner-admin/admin-role/${id}`).set(as(owner.token)).expect(404);
      expect(await t.prisma.adminRole.findUnique({ where: { id } })).toBeNull();
    });

    it('refuses bad input (400 naming the field), a taken name (409) and an unknown partner or group (404)', async () => {
      const owner = await partnerOwner(t);
      const create = (body: object, partnerId = owner.partnerId) =>
        t.http.post(`/v1/partner-admin/admin-role/${partnerId}`).set(as(owner.token)).send(body);
      expect((await create({ name: '   ' }).expect(400)).body.httpMessage).toBe('name: must not be empty');
      expect((await create({ name: 'x'.repeat(81) }).expect(400)).body.httpMessage).toBe('name: must be at most 80 characters');
      expect((await create({ name: 'X', partnerId: NO_SUCH_ID }).expect(400)).body.httpMessage).toBe(
        `partnerId: ${AdminGroupsText.mustMatchPath}`,
      );
      expect((await create({ name: 'Owners' }).expect(409)).body.httpMessage).toBe(AdminGroupsText.nameTaken);
      expect((await create({ name: 'owners ' }).expect(409)).body.code).toBe(ErrorCode.Conflict);
      await create({ name: 'X' }, 'not-a-uuid').expect(400);
      await create({ name: 'X' }, NO_SUCH_ID).expect(404);

      const put = t.http.put(`/v1/partner-admin/admin-role/${owner.ownersId}/user/${owner.user.id}`).set(as(owner.token));
      expect((await put.send({}).expect(400)).body.httpMessage).toBe('name: must hold name, description or disabled');
      await t.http
        .put(`/v1/partner-admin/admin-role/${NO_SUCH_ID}/user/${owner.user.id}`)
        .set(as(owner.token))
        .send({ name: 'A' })
        .expect(404);
      await t.http.delete(`/v1/partner-admin/admin-role/${NO_SUCH_ID}/user/${owner.user.id}`).set(as(owner.token)).expect(404);
      await t.http.get('/v1/partner-admin/admin-role/nope').set(as(owner.token)).expect(400);
      // Nothing was written by the refusals.
      expect(await t.prisma.adminRole.count({ where: { partnerId: owner.partnerId } })).toBe(1);
    });

    it('lists the partner’s groups newest first, 10 a page, to its users only', async () => {
      const owner = await partnerOwner(t);
      for (let i = 0; i < PAGE_SIZE.adminRoles + 2; i++) await partnerGroup(t, owner.partnerId, { name: `G${i}` });
      const member = await partnerUser(t, owner.partnerId);
      const first = await t.http.get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}`).set(as(member.token)).expect(200);
      expect(first.body.items).toHaveLength(PAGE_SIZE.adminRoles);
      expect(first.body.items[0].name).toBe(`G${PAGE_SIZE.adminRoles + 1}`);
      const second = await t.http
        .get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}`)
        .query({ cursor: first.body.nextCursor })
        .set(as(member.token))
        .expect(200);
      expect(second.body.items.map((g: { name: string }) => g.name)).toEqual(['G1', 'G0', 'Owners']);
      expect(second.body.nextCursor).toBeNull();
      const owners = second.body.items[2];
      expect(owners.functions.sort()).toEqual([...PARTNER_FUNCTIONS].sort());
      expect(owners.memberCount).toBe(1);

      const other = await partnerOwner(t);
      await t.http.get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}`).set(as(other.token)).expect(403);
      await t.http.get(`/v1/partner-admin/admin-role/${owner.ownersId}`).set(as(other.token)).expect(403);
      await t.http.get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}`).expect(401);
      await t.http.get(`/v1/partner-admin/admin-role/partner/${owner.partnerId}?pageSize=0`).set(as(member.token)).expect(400);
      await t.http.get(`/v1/partner-admin/admin-role/partner/${NO_SUCH_ID}`).set(as(member.token)).expect(404);
    });

    it('refuses changes to a member, another partner’s admin, a disabled group’s admin, and without MANAGE_ADMINS (403)', async () => {
      const owner = await partnerOwner(t);
      const member = await partnerUser(t, owner.partnerId);
      const other = await partnerOwner(t);
      const disabledAdmin = await partnerUser(t, owner.partnerId);
      await partnerGroup(t, owner.partnerId, { functions: PARTNER_FUNCTIONS, members: [disabledAdmin.user.id], disabled: true });
      const dmOnly = await partnerUser(t, owner.partnerId);
      await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Dm], members: [dmOnly.user.id] });

      for (const who of [member, other, disabledAdmin, dmOnly]) {
        await t.http
          .post(`/v1/partner-admin/admin-role/${owner.partnerId}`)
          .set(as(who.token))
          .send({ name: 'Sneaky' })
          .expect(403);
        await t.http
          .put(`/v1/partner-admin/admin-role/${owner.ownersId}/user/${who.user.id}`)
          .set(as(who.token))
          .send({ disabled: true })
          .expect(403);
        await t.http.delete(`/v1/partner-admin/admin-role/${owner.ownersId}/user/${who.user.id}`).set(as(who.token)).expect(403);
      }
      // The path's userId is the admin making the change: nobody acts in another's name.
      await t.http
        .put(`/v1/partner-admin/admin-role/${owner.ownersId}/user/${member.user.id}`)
        .set(as(owner.token))
        .send({ name: 'X' })
        .expect(403);
      await t.http.post(`/v1/partner-admin/admin-role/${owner.partnerId}`).send({ name: 'X' }).expect(401);
      expect(await t.prisma.adminRole.count({ where: { partnerId: owner.partnerId, name: 'Sneaky' } })).toBe(0);
      expect((await t.prisma.adminRole.findUniqueOrThrow({ where: { id: owner.ownersId } })).disabled).toBe(false);
    });

    it('a disabled group grants nothing, and enabling it gives its functions back', async () => {
      const owner = await partnerOwner(t);
      const admin = await partnerUser(t, owner.partnerId);
      const group = await partnerGroup(t, owner.partnerId, {
        functions: [PartnerFunction.ManageAdmins],
        members: [admin.user.id],
      });
      const create = () => t.http.post(`/v1/partner-admin/admin-role/${owner.partnerId}`).set(as(admin.token));
      await create().send({ name: 'One' }).expect(200);
      await t.http
        .put(`/v1/partner-admin/admin-role/${group.id}/user/${owner.user.id}`)
        .set(as(owner.token))
        .send({ disabled: true })
        .expect(200);
      await create().send({ name: 'Two' }).expect(403);
      const held = await t.http.get(`/v1/partner-admin/user-function/user/${admin.user.id}`).set(as(admin.token)).expect(200);
      expect(held.body).toEqual([]);
      await t.http
        .put(`/v1/partner-admin/admin-role/${group.id}/user/${owner.user.id}`)
        .set(as(owner.token))
        .send({ disabled: false })
        .expect(200);
      await create().send({ name: 'Two' }).expect(200);
    });

    it('the last admin cannot disable or delete their group, nor leave it (409), and nothing changes', async () => {
      const owner = await partnerOwner(t);
      const path = `/v1/partner-admin/admin-role/${owner.ownersId}/user/${owner.user.id}`;
      expect((await t.http.put(path).set(as(owner.token)).send({ disabled: true }).expect(409)).body.httpMessage).toBe(
        AdminGroupsText.lastAdmin,
      );
      await t.http.delete(path).set(as(owner.token)).expect(409);
      await t.http
        .delete(`/v1/partner-admin/user-admin-role/${owner.ownersId}/user/${owner.user.id}`)
        .set(as(owner.token))
        .expect(409);
      const everything = await Promise.all(
        PARTNER_FUNCTIONS.filter((f) => f !== PartnerFunction.ManageAdmins).map((f) => functionId(t, f)),
      );
      await t.http
        .post(`/v1/partner-admin/user-role-function/${owner.ownersId}/bulk/user/${owner.user.id}`)
        .set(as(owner.token))
        .send({ adminRoleId: owner.ownersId, userRoleFunctions: everything.map((id) => ({ functionId: id })) })
        .expect(409);
      const owners = await t.prisma.adminRole.findUniqueOrThrow({
        where: { id: owner.ownersId },
        include: { members: true, functions: true },
      });
      expect(owners.disabled).toBe(false);
      expect(owners.members).toHaveLength(1);
      expect(owners.functions).toHaveLength(PARTNER_FUNCTIONS.length);

      // With a second admin who manages admins, the first may leave.
      const second = await partnerUser(t, owner.partnerId);
      await t.http
        .post(`/v1/partner-admin/user-admin-role/${owner.partnerId}`)
        .set(as(owner.token))
        .send({ roleId: owner.ownersId, userId: second.user.id })
        .expect(200);
      await t.http
        .delete(`/v1/partner-admin/user-admin-role/${owner.ownersId}/user/${owner.user.id}`)
        .set(as(owner.token))
        .expect(200);
      await t.http
        .post(`/v1/partner-admin/admin-role/${owner.partnerId}`)
        .set(as(owner.token))
        .send({ name: 'Gone' })
        .expect(403);
    });
  });

  describe('admins (user-admin-role)', () => {
    it('adds an admin, lists them (page, partner, user, group filter) and removes them', async () => {
      const owner = await partnerOwner(t);
      const colleague = await partnerUser(t, owner.partnerId);
      const group = await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Dm], name: 'Messengers' });
      const added = await t.http
        .post(`/v1/partner-admin/user-admin-role/${owner.partnerId}`)
        .set(as(owner.token))
        .send({ roleId: group.id, userId: colleague.user.id, partnerId: owner.partnerId, createdBy: owner.user.id })
        .expect(200);
      expect(added.body).toMatchObject({
        roleId: group.id,
        roleName: 'Messengers',
        userId: colleague.user.id,
        partnerId: owner.partnerId,
        createdBy: owner.user.id,
        user: { id: colleague.user.id, username: colleague.user.username },
      });

      const page = await t.http
        .get(`/v1/partner-admin/user-admin-role/${owner.user.id}/partner/${owner.partnerId}`)
        .query({ page: 1, pageSize: 10, dir: 'desc', sort: 'created_at' })
        .set(as(owner.token))
        .expect(200);
      expect(page.body.items.map((m: { userId: string }) => m.userId)).toEqual([colleague.user.id, owner.user.id]);
      const ofGroup = await t.http
        .get(`/v1/partner-admin/user-admin-role/${owner.user.id}/partner/${owner.partnerId}`)
        .query({ roleId: group.id })
        .set(as(owner.token))
        .expect(200);
      expect(ofGroup.body.items).toHaveLength(1);
      const all = await t.http
        .get(`/v1/partner-admin/user-admin-role/partner/${owner.partnerId}`)
        .set(as(owner.token))
        .expect(200);
      expect(all.body).toHaveLength(2);
      const mine = await t.http
        .get(`/v1/partner-admin/user-admin-role/user/${colleague.user.id}`)
        .set(as(colleague.token))
        .expect(200);
      expect(mine.body.map((m: { roleId: string }) => m.roleId)).toEqual([group.id]);
      const held = await t.http
        .get(`/v1/partner-admin/user-function/user/${colleague.user.id}`)
        .set(as(colleague.token))
        .expect(200);
      expect(held.body.map((f: { name: string }) => f.name)).toEqual([PartnerFunction.Dm]);

      await t.http
        .delete(`/v1/partner-admin/user-admin-role/${group.id}/user/${colleague.user.id}`)
        .set(as(owner.token))
        .expect(200);
      await t.http
        .delete(`/v1/partner-admin/user-admin-role/${group.id}/user/${colleague.user.id}`)
        .set(as(owner.token))
        .expect(404);
      expect(await t.prisma.userAdminRole.count({ where: { roleId: group.id } })).toBe(0);
    });

    it('refuses another partner’s user (400), a group granting what the caller lacks (403), twice (409), unknown ids (404)', async () => {
      const owner = await partnerOwner(t);
      const outsider = await partnerOwner(t);
      const colleague = await partnerUser(t, owner.partnerId);
      const add = (token: string, body: object, partnerId = owner.partnerId) =>
        t.http.post(`/v1/partner-admin/user-admin-role/${partnerId}`).set(as(token)).send(body);

      expect((await add(owner.token, { roleId: owner.ownersId, userId: outsider.user.id }).expect(400)).body.httpMessage).toBe(
        `userId: ${AdminGroupsText.notOfPartner}`,
      );
      expect((await add(owner.token, { roleId: owner.ownersId }).expect(400)).body.httpMessage).toBe(
        'userId: must be a valid id',
      );
      await add(owner.token, { roleId: owner.ownersId, userId: NO_SUCH_ID }).expect(404);
      await add(owner.token, { roleId: NO_SUCH_ID, userId: colleague.user.id }).expect(404);
      await add(owner.token, { roleId: 'nope', userId: colleague.user.id }).expect(400);
      // Another partner's group, or another partner in the path: not this admin's to manage.
      await add(owner.token, { roleId: outsider.ownersId, userId: colleague.user.id }).expect(403);
      await add(owner.token, { roleId: owner.ownersId, userId: colleague.user.id }, outsider.partnerId).expect(403);
      await add(outsider.token, { roleId: owner.ownersId, userId: colleague.user.id }).expect(403);
      await t.http
        .post(`/v1/partner-admin/user-admin-role/${owner.partnerId}`)
        .send({ roleId: owner.ownersId, userId: colleague.user.id })
        .expect(401);

      // An admin who manages admins but lacks DM cannot put anyone in a group that grants DM.
      const manager = await partnerUser(t, owner.partnerId);
      await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.ManageAdmins], members: [manager.user.id] });
      const dm = await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Dm] });
      expect((await add(manager.token, { roleId: dm.id, userId: colleague.user.id }).expect(403)).body.httpMessage).toBe(
        AdminGroupsText.functionNotHeld,
      );
      await add(owner.token, { roleId: dm.id, userId: colleague.user.id }).expect(200);
      expect((await add(owner.token, { roleId: dm.id, userId: colleague.user.id }).expect(409)).body.httpMessage).toBe(
        AdminGroupsText.alreadyMember,
      );
      await t.http
        .delete(`/v1/partner-admin/user-admin-role/${dm.id}/user/${colleague.user.id}`)
        .set(as(colleague.token))
        .expect(403);
    });

    it("lists the functions an employee holds through the company's enabled groups, to them and to the company's admin", async () => {
      const owner = await partnerOwner(t);
      const employee = await t.member();
      await t.prisma.partnerEmployee.create({
        data: { partnerId: owner.partnerId, userId: employee.user.id, status: 'verified' },
      });
      const group = await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Dm], members: [employee.user.id] });
      await partnerGroup(t, owner.partnerId, {
        functions: [PartnerFunction.PostJobs],
        members: [employee.user.id],
        disabled: true,
      });
      const names = (body: { name: string }[]) => body.map((f) => f.name);
      for (const token of [employee.token, owner.token]) {
        const held = await t.http.get(`/v1/partner-admin/user-function/user/${employee.user.id}`).set(as(token)).expect(200);
        expect(names(held.body)).toEqual([PartnerFunction.Dm]);
      }
      const groups = await t.http
        .get(`/v1/partner-admin/user-admin-role/user/${employee.user.id}`)
        .set(as(owner.token))
        .expect(200);
      expect(groups.body.map((m: { roleId: string }) => m.roleId)).toContain(group.id);
      // Deactivated, they hold nothing of the company's any more.
      await t.prisma.partnerEmployee.updateMany({ where: { userId: employee.user.id }, data: { status: 'deactivated' } });
      const none = await t.http
        .get(`/v1/partner-admin/user-function/user/${employee.user.id}`)
        .set(as(employee.token))
        .expect(200);
      expect(none.body).toEqual([]);
    });

    it('guards the lists: self in the path, the partner’s users only, known users', async () => {
      const owner = await partnerOwner(t);
      const other = await partnerOwner(t);
      const member = await partnerUser(t, owner.partnerId);
      await t.http
        .get(`/v1/partner-admin/user-admin-role/${owner.user.id}/partner/${owner.partnerId}`)
        .set(as(member.token))
        .expect(403);
      await t.http
        .get(`/v1/partner-admin/user-admin-role/${other.user.id}/partner/${owner.partnerId}`)
        .set(as(other.token))
        .expect(403);
      await t.http.get(`/v1/partner-admin/user-admin-role/${owner.user.id}/partner/${owner.partnerId}`).expect(401);
      await t.http
        .get(`/v1/partner-admin/user-admin-role/${owner.user.id}/partner/${owner.partnerId}?dir=sideways`)
        .set(as(owner.token))
        .expect(400);
      await t.http
        .get(`/v1/partner-admin/user-admin-role/${owner.user.id}/partner/${owner.partnerId}?roleId=${other.ownersId}`)
        .set(as(owner.token))
        .expect(404);
      await t.http.get(`/v1/partner-admin/user-admin-role/partner/${owner.partnerId}`).set(as(other.token)).expect(403);
      await t.http.get(`/v1/partner-admin/user-admin-role/partner/${NO_SUCH_ID}`).set(as(owner.token)).expect(404);
      await t.http.get(`/v1/partner-admin/user-admin-role/user/${owner.user.id}`).set(as(other.token)).expect(403);
      await t.http.get(`/v1/partner-admin/user-admin-role/user/${owner.user.id}`).set(as(member.token)).expect(200);
      await t.http.get(`/v1/partner-admin/user-admin-role/user/${NO_SUCH_ID}`).set(as(owner.token)).expect(404);
      await t.http.get('/v1/partner-admin/user-admin-role/user/x').set(as(owner.token)).expect(400);
      await t.http.get(`/v1/partner-admin/user-function/user/${owner.user.id}`).set(as(other.token)).expect(403);
      await t.http.get(`/v1/partner-admin/user-function/user/${NO_SUCH_ID}`).set(as(owner.token)).expect(404);
      await t.http.get(`/v1/partner-admin/user-function/user/${owner.user.id}`).expect(401);
    });
  });

  describe('functions of a group (user-role-function)', () => {
    it('grants one function, sets them in bulk, and lists them', async () => {
      const owner = await partnerOwner(t);
      const group = await partnerGroup(t, owner.partnerId);
      const dm = await functionId(t, PartnerFunction.Dm);
      const jobs = await functionId(t, PartnerFunction.PostJobs);
      const granted = await t.http
        .post(`/v1/partner-admin/user-role-function/${owner.partnerId}`)
        .set(as(owner.token))
        .send({ functionId: dm, roleId: group.id, partnerId: owner.partnerId })
        .expect(200);
      expect(granted.body).toMatchObject({
        functionId: dm,
        name: PartnerFunction.Dm,
        roleId: group.id,
        adminRoleId: group.id,
        partnerId: owner.partnerId,
      });

      const bulk = await t.http
        .post(`/v1/partner-admin/user-role-function/${group.id}/bulk/user/${owner.user.id}`)
        .set(as(owner.token))
        .send({ adminRoleId: group.id, userRoleFunctions: [{ functionId: jobs }, { functionId: jobs }] })
        .expect(200);
      expect(bulk.body.map((g: { name: string }) => g.name)).toEqual([PartnerFunction.PostJobs]);
      const listed = await t.http.get(`/v1/partner-admin/user-role-function/${group.id}`).set(as(owner.token)).expect(200);
      expect(listed.body.map((g: { name: string }) => g.name)).toEqual([PartnerFunction.PostJobs]);
      await t.http.get(`/v1/partner-admin/user-role-function/${NO_SUCH_ID}`).set(as(owner.token)).expect(404);
      await t.http.get(`/v1/partner-admin/user-role-function/${group.id}`).expect(401);
    });

    it('is all or nothing, and nobody grants or takes away a function they do not hold', async () => {
      const owner = await partnerOwner(t);
      const group = await partnerGroup(t, owner.partnerId, { functions: [PartnerFunction.Moderate] });
      const dm = await functionId(t, PartnerFunction.Dm);
      const bulk = (token: string, userId: string, body: object) =>
        t.http.post(`/v1/partner-admin/user-role-function/${group.id}/bulk/user/${userId}`).set(as(token)).send(body);

      const unknown = await bulk(owner.token, owner.user.id, {
        userRoleFunctions: [{ functionId: dm }, { functionId: NO_SUCH_ID }],
      }).expect(400);
      expect(unknown.body.httpMessage).toBe('userRoleFunctions.1.functionId: is not a known function');
      await bulk(owner.token, owner.user.id, { adminRoleId: owner.ownersId, userRoleFunctions: [] }).expect(400);
      await bulk(owner.token, owner.user.id, { userRoleFunctions: 'DM' }).expect(400);

      const manager = await partnerUser(t, owner.partnerId);
      await partnerGroup(t, owner.partnerId, {
        functions: [PartnerFunction.ManageAdmins, PartnerFunction.Dm],
        members: [manager.user.id],
      });
      // Adding DM (held) while taking MODERATE away (not held): refused whole.
      expect(
        (await bulk(manager.token, manager.user.id, { userRoleFunctions: [{ functionId: dm }] }).expect(403)).body.httpMessage,
      ).toBe(AdminGroupsText.functionNotHeld);
      const moderate = await functionId(t, PartnerFunction.Moderate);
      await bulk(manager.token, manager.user.id, { userRoleFunctions: [{ functionId: dm }, { functionId: moderate }] }).expect(
        200,
      );
      const jobs = await functionId(t, PartnerFunction.PostJobs);
      await t.http
        .post(`/v1/partner-admin/user-role-function/${owner.partnerId}`)
        .set(as(manager.token))
        .send({ functionId: jobs, roleId: group.id })
        .expect(403);
      await t.http
        .post(`/v1/partner-admin/user-role-function/${owner.partnerId}`)
        .set(as(owner.token))
        .send({ functionId: NO_SUCH_ID, roleId: group.id })
        .expect(400);
      const names = (await t.prisma.userRoleFunction.findMany({ where: { roleId: group.id }, include: { function: true } })).map(
        (g) => g.function.name,
      );
      expect(names.sort()).toEqual([PartnerFunction.Dm, PartnerFunction.Moderate]);

      const other = await partnerOwner(t);
      await bulk(other.token, other.user.id, { userRoleFunctions: [] }).expect(403);
      await bulk(owner.token, other.user.id, { userRoleFunctions: [] }).expect(403);
      await t.http
        .post(`/v1/partner-admin/user-role-function/${NO_SUCH_ID}/bulk/user/${owner.user.id}`)
        .set(as(owner.token))
        .send({ userRoleFunctions: [] })
        .expect(404);
    });
  });
});
