import { EmployeesText, PartnerFunction } from '@nexus/contracts';
import { startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { partnerUser, platformAdmin } from '../../platform/testing/partners';
import { partnerWithAdmin } from './test-partners';

const MISSING = '00000000-0000-4000-8000-000000000000';
const ME = PartnerFunction.ManageEmployees;

describe('employees', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const claim = (m: TestMember, partnerId: string) =>
    t.http.post(`/v1/partner-employees/${partnerId}/user/${m.user.id}`).set(t.bearer(m.token));
  const verify = (admin: TestMember, partnerId: string, userId: string) =>
    t.http.put(`/v1/partner-employees/${partnerId}/user/${userId}/verify`).set(t.bearer(admin.token));
  const deactivate = (admin: TestMember, userId: string, adminId = admin.user.id) =>
    t.http.delete(`/v1/user-admin-role/admin/${adminId}/deactivate/${userId}`).set(t.bearer(admin.token));
  const reactivate = (admin: TestMember, userId: string, adminId = admin.user.id) =>
    t.http.put(`/v1/user-admin-role/admin/${adminId}/reactivate-employee/${userId}`).set(t.bearer(admin.token));

  describe('POST and GET partner-employees/:partnerId/user/:userId (claim)', () => {
    it('records a pending claim the member can read back (null before it), once', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      const before = await t.http
        .get(`/v1/partner-employees/${company.partnerId}/user/${member.user.id}`)
        .set(t.bearer(member.token))
        .expect(200);
      expect(before.body).toBeNull();
      const { body } = await claim(member, company.partnerId).expect(200);
      expect(body).toMatchObject({ partnerId: company.partnerId, userId: member.user.id, status: 'pending', verifiedAt: null });
      const mine = await t.http
        .get(`/v1/partner-employees/${company.partnerId}/user/${member.user.id}`)
        .set(t.bearer(member.token))
        .expect(200);
      expect(mine.body.id).toBe(body.id);
      const again = await claim(member, company.partnerId).expect(409);
      expect(again.body.httpMessage).toBe(EmployeesText.alreadyClaimed);
    });

    it('refuses a bad id (400), no token (401), another member (403) and an unknown company (404)', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      const other = await t.member();
      const bad = await t.http.post(`/v1/partner-employees/abc/user/${member.user.id}`).set(t.bearer(member.token)).expect(400);
      expect(bad.body.httpMessage).toBe('partnerId: must be a valid id');
      await t.http.post(`/v1/partner-employees/${company.partnerId}/user/${member.user.id}`).expect(401);
      await t.http
        .post(`/v1/partner-employees/${company.partnerId}/user/${member.user.id}`)
        .set(t.bearer(other.token))
        .expect(403);
      await claim(member, MISSING).expect(404);
      expect(await t.prisma.partnerEmployee.count({ where: { userId: member.user.id } })).toBe(0);
    });
  });

  describe('PUT partner-employees/:partnerId/user/:userId/verify', () => {
    it('verifies a pending claim: the badge shows on the profile and the member on the company page', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member({ firstName: 'Vera', lastName: 'Fied' });
      await claim(member, company.partnerId).expect(200);
      const viewer = await t.member();
      const before = await t.http.get(`/v1/partner-employees/${company.partnerId}`).set(t.bearer(viewer.token)).expect(200);
      expect(before.body).toEqual({ items: [], nextCursor: null });

      const { body } = await verify(company, company.partnerId, member.user.id).expect(200);
      expect(body).toMatchObject({ status: 'verified', verifiedAt: expect.any(String) });

      const page = await t.http.get(`/v1/partner-employees/${company.partnerId}`).set(t.bearer(viewer.token)).expect(200);
      expect(page.body.items).toEqual([
        expect.objectContaining({ userId: member.user.id, firstName: 'Vera', lastName: 'Fied', verifiedAt: body.verifiedAt }),
      ]);
      const profile = await t.http.get(`/v1/profile/${member.user.id}`).set(t.bearer(viewer.token)).expect(200);
      expect(profile.body.verifiedEmployer).toEqual({ id: company.partnerId, name: company.name });
      const own = await t.http.get(`/v1/profile/${member.user.id}`).set(t.bearer(member.token)).expect(200);
      expect(own.body.verifiedEmployer).toEqual({ id: company.partnerId, name: company.name });

      const twice = await verify(company, company.partnerId, member.user.id).expect(409);
      expect(twice.body.httpMessage).toBe(EmployeesText.alreadyVerified);
    });

    it('makes the verified member one of the company, who stays a member account: its admins can add them to a group, for each company that verified them', async () => {
      const company = await partnerWithAdmin(t, [ME, PartnerFunction.ManageAdmins]);
      const member = await t.member();
      await claim(member, company.partnerId).expect(200);
      const addToGroup = () =>
        t.http
          .post(`/v1/partner-admin/user-admin-role/${company.partnerId}`)
          .set(t.bearer(company.token))
          .send({ roleId: company.role.id, userId: member.user.id, partnerId: company.partnerId });
      await addToGroup().expect(400);
      await verify(company, company.partnerId, member.user.id).expect(200);
      await addToGroup().expect(200);
      // §6: users.partner_id marks the company's own accounts; an employee keeps their member account.
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: member.user.id } })).partnerId).toBeNull();

      const next = await partnerWithAdmin(t, [ME]);
      await claim(member, next.partnerId).expect(200);
      await verify(next, next.partnerId, member.user.id).expect(200);

      await deactivate(company, member.user.id).expect(200);
      expect(
        await t.prisma.userAdminRole.count({ where: { userId: member.user.id, role: { partnerId: company.partnerId } } }),
      ).toBe(0);
      await addToGroup().expect(400);
      await reactivate(company, member.user.id).expect(200);
      await addToGroup().expect(200);
    });

    it('refuses a member, another company, a function not held and a disabled group (403), no token (401), a bad id (400)', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      await claim(member, company.partnerId).expect(200);
      const otherCompany = await partnerWithAdmin(t, [ME]);
      const noFunction = await partnerWithAdmin(t, [PartnerFunction.Dm]);
      const withoutFn = await partnerUser(t, company.partnerId);
      const disabled = await partnerWithAdmin(t, [ME], { disabled: true });
      await claim(member, disabled.partnerId).expect(200);
      const stranger = await t.member();

      await verify(stranger, company.partnerId, member.user.id).expect(403);
      await verify(otherCompany, company.partnerId, member.user.id).expect(403);
      await verify(noFunction, company.partnerId, member.user.id).expect(403);
      await verify(withoutFn, company.partnerId, member.user.id).expect(403);
      await verify(disabled, disabled.partnerId, member.user.id).expect(403);
      await t.http.put(`/v1/partner-employees/${company.partnerId}/user/${member.user.id}/verify`).expect(401);
      await verify(company, company.partnerId, 'nope').expect(400);
      expect((await t.prisma.partnerEmployee.findMany({ where: { userId: member.user.id } })).map((e) => e.status)).toEqual([
        'pending',
        'pending',
      ]);
    });

    it('answers 404 for someone who never said they work there, and an unknown company', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      const res = await verify(company, company.partnerId, member.user.id).expect(404);
      expect(res.body.httpMessage).toBe(EmployeesText.notAnEmployee);
      await verify(company, MISSING, member.user.id).expect(404);
      await t.http.get(`/v1/partner-employees/${MISSING}`).set(t.bearer(member.token)).expect(404);
      await t.http.get(`/v1/partner-employees/${company.partnerId}`).expect(401);
    });
  });

  describe('GET user-admin-role/employee/roles', () => {
    it("lists every employee with status and the company's groups, by first name", async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const zed = await t.member({ firstName: 'Zed' });
      const amy = await t.member({ firstName: 'amy' });
      await claim(zed, company.partnerId).expect(200);
      await claim(amy, company.partnerId).expect(200);
      await verify(company, company.partnerId, zed.user.id).expect(200);
      await t.prisma.userAdminRole.create({
        data: { roleId: company.role.id, userId: zed.user.id, partnerId: company.partnerId },
      });

      const { body } = await t.http
        .get('/v1/user-admin-role/employee/roles')
        .query({ partnerId: company.partnerId, sort: 'first_name', dir: 'asc', page: 1, pageSize: 2000 })
        .set(t.bearer(company.token))
        .expect(200);
      expect(body.total).toBe(2);
      expect(body.items.map((e: { firstName: string; status: string }) => [e.firstName, e.status])).toEqual([
        ['amy', 'pending'],
        ['Zed', 'verified'],
      ]);
      expect(body.items[1].roles).toEqual([{ id: company.role.id, name: 'Test group', disabled: false }]);
      const desc = await t.http
        .get('/v1/user-admin-role/employee/roles')
        .query({ partnerId: company.partnerId, dir: 'desc' })
        .set(t.bearer(company.token))
        .expect(200);
      expect(desc.body.items[0].firstName).toBe('Zed');
    });

    it('refuses a missing or bad query (400), no token (401), a member and another company (403)', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const other = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      const missing = await t.http.get('/v1/user-admin-role/employee/roles').set(t.bearer(company.token)).expect(400);
      expect(missing.body.httpMessage).toMatch(/^partnerId: /);
      const big = await t.http
        .get('/v1/user-admin-role/employee/roles')
        .query({ partnerId: company.partnerId, pageSize: 2001 })
        .set(t.bearer(company.token))
        .expect(400);
      expect(big.body.httpMessage).toBe('pageSize: must be at most 2000');
      await t.http.get('/v1/user-admin-role/employee/roles').query({ partnerId: company.partnerId }).expect(401);
      for (const caller of [member, other]) {
        await t.http
          .get('/v1/user-admin-role/employee/roles')
          .query({ partnerId: company.partnerId })
          .set(t.bearer(caller.token))
          .expect(403);
      }
      await t.http
        .get('/v1/user-admin-role/employee/roles')
        .query({ partnerId: MISSING })
        .set(t.bearer(company.token))
        .expect(404);
    });
  });

  describe('Deactivate Employee and Reactivate Employee', () => {
    it('deactivates (badge and admin groups gone) and reactivates an employee', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      await claim(member, company.partnerId).expect(200);
      await verify(company, company.partnerId, member.user.id).expect(200);
      await t.prisma.userAdminRole.create({
        data: { roleId: company.role.id, userId: member.user.id, partnerId: company.partnerId },
      });

      const off = await deactivate(company, member.user.id).expect(200);
      expect(off.body.status).toBe('deactivated');
      expect(await t.prisma.userAdminRole.count({ where: { userId: member.user.id } })).toBe(0);
      const profile = await t.http.get(`/v1/profile/${member.user.id}`).set(t.bearer(company.token)).expect(200);
      expect(profile.body.verifiedEmployer).toBeNull();
      const twice = await deactivate(company, member.user.id).expect(409);
      expect(twice.body.httpMessage).toBe(EmployeesText.alreadyDeactivated);
      const claimAgain = await claim(member, company.partnerId).expect(409);
      expect(claimAgain.body.httpMessage).toBe(EmployeesText.claimDeactivated);
      const verifyAgain = await verify(company, company.partnerId, member.user.id).expect(409);
      expect(verifyAgain.body.httpMessage).toBe(EmployeesText.verifyDeactivated);

      const on = await reactivate(company, member.user.id).expect(200);
      expect(on.body.status).toBe('verified');
      const again = await reactivate(company, member.user.id).expect(409);
      expect(again.body.httpMessage).toBe(EmployeesText.notDeactivated);
      const back = await t.http.get(`/v1/profile/${member.user.id}`).set(t.bearer(company.token)).expect(200);
      expect(back.body.verifiedEmployer).toEqual({ id: company.partnerId, name: company.name });
    });

    it("refuses acting for another admin, a member, a function not held (403), no token (401), bad ids (400), another company's employee (404)", async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      await claim(member, company.partnerId).expect(200);
      await verify(company, company.partnerId, member.user.id).expect(200);
      const other = await partnerWithAdmin(t, [ME]);
      const noFunction = await partnerWithAdmin(t, [PartnerFunction.ManageAdmins]);
      const withoutFn = await partnerUser(t, company.partnerId);
      const stranger = await t.member();

      for (const call of [deactivate, reactivate]) {
        await call(other, member.user.id, company.user.id).expect(403);
        await call(stranger, member.user.id).expect(403);
        await call(noFunction, member.user.id).expect(403);
        await call(withoutFn, member.user.id).expect(403);
        await call(company, 'abc').expect(400);
        const notOurs = await call(other, member.user.id).expect(404);
        expect(notOurs.body.httpMessage).toBe(EmployeesText.notAnEmployee);
      }
      await t.http.delete(`/v1/user-admin-role/admin/${company.user.id}/deactivate/${member.user.id}`).expect(401);
      await t.http.put(`/v1/user-admin-role/admin/${company.user.id}/reactivate-employee/${member.user.id}`).expect(401);
      const self = await deactivate(company, company.user.id).expect(400);
      expect(self.body.httpMessage).toBe(`userId: ${EmployeesText.notYourself}`);
      expect((await t.prisma.partnerEmployee.findFirstOrThrow({ where: { userId: member.user.id } })).status).toBe('verified');
    });
  });

  describe('a platform admin (the console)', () => {
    const roles = (caller: TestMember, partnerId: string) =>
      t.http
        .get('/v1/user-admin-role/employee/roles')
        .query({ partnerId, page: 1, pageSize: 2000, sort: 'first_name', dir: 'asc' })
        .set(t.bearer(caller.token));

    it("lists a company's employee roles, deactivates and reactivates an employee of the company it names", async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const admin = await platformAdmin(t);
      const member = await t.member({ firstName: 'Pat' });
      await claim(member, company.partnerId).expect(200);
      await verify(company, company.partnerId, member.user.id).expect(200);
      await t.prisma.userAdminRole.create({
        data: { roleId: company.role.id, userId: member.user.id, partnerId: company.partnerId },
      });

      const listed = await roles(admin, company.partnerId).expect(200);
      expect(listed.body).toMatchObject({ total: 1, page: 1, pageSize: 2000 });
      expect(listed.body.items[0]).toMatchObject({
        userId: member.user.id,
        status: 'verified',
        roles: [{ id: company.role.id }],
      });

      const off = await deactivate(admin, member.user.id).query({ partnerId: company.partnerId }).expect(200);
      expect(off.body).toMatchObject({ partnerId: company.partnerId, status: 'deactivated' });
      expect(await t.prisma.userAdminRole.count({ where: { userId: member.user.id } })).toBe(0);
      const twice = await deactivate(admin, member.user.id).query({ partnerId: company.partnerId }).expect(409);
      expect(twice.body.httpMessage).toBe(EmployeesText.alreadyDeactivated);
      const on = await reactivate(admin, member.user.id).query({ partnerId: company.partnerId }).expect(200);
      expect(on.body.status).toBe('verified');
      expect((await roles(admin, company.partnerId).expect(200)).body.items[0].status).toBe('verified');
    });

    it('must name the company (400 partnerId), acts as itself only, and finds nothing elsewhere (404)', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const other = await partnerWithAdmin(t, [ME]);
      const admin = await platformAdmin(t);
      const member = await t.member();
      await claim(member, company.partnerId).expect(200);
      await verify(company, company.partnerId, member.user.id).expect(200);

      for (const call of [deactivate, reactivate]) {
        const missing = await call(admin, member.user.id).expect(400);
        expect(missing.body.httpMessage).toBe(`partnerId: ${EmployeesText.companyRequired}`);
        const bad = await call(admin, member.user.id).query({ partnerId: 'abc' }).expect(400);
        expect(bad.body.httpMessage).toMatch(/^partnerId: /);
        await call(admin, member.user.id, company.user.id).query({ partnerId: company.partnerId }).expect(403);
        const elsewhere = await call(admin, member.user.id).query({ partnerId: other.partnerId }).expect(404);
        expect(elsewhere.body.httpMessage).toBe(EmployeesText.notAnEmployee);
      }
      const unknown = await roles(admin, MISSING).expect(404);
      expect(unknown.body.httpMessage).toBe(EmployeesText.partnerNotFound);
      expect((await t.prisma.partnerEmployee.findFirstOrThrow({ where: { userId: member.user.id } })).status).toBe('verified');
    });

    it('leaves a member refused (403), and a company admin to its own company whatever partnerId says', async () => {
      const company = await partnerWithAdmin(t, [ME]);
      const other = await partnerWithAdmin(t, [ME]);
      const member = await t.member();
      await claim(member, company.partnerId).expect(200);
      await verify(company, company.partnerId, member.user.id).expect(200);
      const stranger = await t.member();

      await roles(stranger, company.partnerId).expect(403);
      for (const call of [deactivate, reactivate]) {
        await call(stranger, member.user.id).query({ partnerId: company.partnerId }).expect(403);
        await call(other, member.user.id).query({ partnerId: company.partnerId }).expect(403);
      }
      await deactivate(company, member.user.id).query({ partnerId: other.partnerId }).expect(403);
      await deactivate(company, member.user.id).query({ partnerId: company.partnerId }).expect(200);
      await reactivate(company, member.user.id).query({ partnerId: company.partnerId }).expect(200);
    });
  });
});
