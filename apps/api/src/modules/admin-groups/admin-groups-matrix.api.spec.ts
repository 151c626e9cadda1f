import { buildPath, PartnerFunction, type RouteContract, routes } from '@nexus/contracts';
import { functionId, NO_SUCH_ID, partnerOwner, platformAdmin } from '../../platform/testing/partners';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

/**
 * Every call of the slice, the same three refusals: an outsider (another partner's admin holding every function, or
 * for platform calls a partner's admin) is 403; a malformed id is 400; an unknown id is 404. The success and the
 * rules of each call are in partner-admin.api.spec.ts and admin-roles.api.spec.ts.
 */
describe('admin-group calls: 403 for outsiders, 400 for malformed ids, 404 for unknown ones', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof partnerOwner>>;
  let outsider: Awaited<ReturnType<typeof partnerOwner>>;
  let admin: Awaited<ReturnType<typeof platformAdmin>>;
  let dm = '';
  beforeAll(async () => {
    t = await startTestApp();
    owner = await partnerOwner(t);
    outsider = await partnerOwner(t);
    admin = await platformAdmin(t);
    dm = await functionId(t, PartnerFunction.Dm);
  });
  afterAll(() => t.close());

  interface Case {
    route: RouteContract;
    params: (ids: { partner: string; role: string; user: string }) => Record<string, string>;
    body?: (ids: { role: string; user: string }) => object;
    /** The parameter whose malformed or unknown value is answered 400 / 404. */
    key: string;
    /** No 404 case (the unknown id is refused before it is looked up, e.g. 403 for self in the path). */
    no404?: boolean;
  }
  const p = routes.partnerAdmin;
  const partnerCases: Case[] = [
    { route: p.listGroups, params: (i) => ({ partnerId: i.partner }), key: 'partnerId' },
    { route: p.getGroup, params: (i) => ({ id: i.role }), key: 'id' },
    { route: p.createGroup, params: (i) => ({ partnerId: i.partner }), body: () => ({ name: 'M' }), key: 'partnerId' },
    { route: p.updateGroup, params: (i) => ({ roleId: i.role, userId: i.user }), body: () => ({ name: 'M' }), key: 'roleId' },
    { route: p.deleteGroup, params: (i) => ({ roleId: i.role, userId: i.user }), key: 'roleId' },
    { route: p.adminsPage, params: (i) => ({ userId: i.user, partnerId: i.partner }), key: 'partnerId' },
    { route: p.partnerAdmins, params: (i) => ({ id: i.partner }), key: 'id' },
    { route: p.userGroups, params: (i) => ({ id: i.user }), key: 'id' },
    { route: p.addAdmin, params: (i) => ({ id: i.partner }), body: (i) => ({ roleId: i.role, userId: i.user }), key: 'id' },
    { route: p.removeAdmin, params: (i) => ({ roleId: i.role, userId: i.user }), key: 'roleId' },
    { route: p.groupFunctions, params: (i) => ({ id: i.role }), key: 'id' },
    { route: p.userFunctions, params: (i) => ({ id: i.user }), key: 'id' },
    { route: p.grantFunction, params: (i) => ({ id: i.partner }), body: (i) => ({ functionId: dm, roleId: i.role }), key: 'id' },
    {
      route: p.setFunctions,
      params: (i) => ({ roleId: i.role, userId: i.user }),
      body: () => ({ userRoleFunctions: [] }),
      key: 'roleId',
    },
  ];

  const send = (route: RouteContract, params: Record<string, string>, token: string, body?: object) => {
    const request = t.http[route.method.toLowerCase() as 'get'](`/v1${buildPath(route.path, params)}`).set(t.bearer(token));
    return body ? request.send(body) : request;
  };
  const ownIds = () => ({ partner: owner.partnerId, role: owner.ownersId, user: owner.user.id });

  it('covers every partner-admin call but the functions list (open to any signed-in user)', () => {
    expect(new Set(partnerCases.map((c) => c.route))).toEqual(new Set(Object.values(p).filter((r) => r !== p.functions)));
  });

  it.each(partnerCases.map((c) => [`${c.route.method} ${c.route.path}`, c] as const))('%s', async (_, c) => {
    const ids = ownIds();
    // Another partner's admin, about this partner's things (their own id where the path names the acting admin).
    const asOutsider = {
      ...c.params(ids),
      ...('userId' in c.params(ids) && c.key !== 'userId' ? { userId: outsider.user.id } : {}),
    };
    const outsiderBody = c.body?.({ role: ids.role, user: ids.user });
    expect((await send(c.route, asOutsider, outsider.token, outsiderBody)).status).toBe(403);
    const malformed = await send(c.route, { ...c.params(ids), [c.key]: 'not-an-id' }, owner.token, c.body?.(ids));
    expect(malformed.status).toBe(400);
    expect(malformed.body.httpMessage).toMatch(new RegExp(`^${c.key}: `));
    if (!c.no404)
      expect((await send(c.route, { ...c.params(ids), [c.key]: NO_SUCH_ID }, owner.token, c.body?.(ids))).status).toBe(404);
  });

  const a = routes.adminRoles;
  const platformCases: { route: RouteContract; params: Record<string, string>; body?: object; key?: string }[] = [
    { route: a.list, params: {} },
    { route: a.create, params: {}, body: { name: 'M' } },
    { route: a.update, params: { id: NO_SUCH_ID }, body: { name: 'M' }, key: 'id' },
    { route: a.remove, params: { id: NO_SUCH_ID }, key: 'id' },
    { route: a.userGroups, params: { id: NO_SUCH_ID }, key: 'id' },
    { route: a.page, params: {} },
    { route: a.grantFunction, params: {}, body: { functionId: NO_SUCH_ID, roleId: NO_SUCH_ID } },
    { route: a.setFunctions, params: { id: NO_SUCH_ID }, body: { userRoleFunctions: [] }, key: 'id' },
    { route: a.members, params: { id: NO_SUCH_ID }, key: 'id' },
    { route: a.removeMember, params: { adminId: NO_SUCH_ID, roleId: NO_SUCH_ID }, key: 'roleId' },
  ];

  it('covers every non-partner admin call', () => {
    expect(new Set(platformCases.map((c) => c.route))).toEqual(new Set(Object.values(a)));
  });

  it.each(platformCases.map((c) => [`${c.route.method} ${c.route.path}`, c] as const))('%s', async (_, c) => {
    expect((await send(c.route, c.params, owner.token, c.body)).status).toBe(403);
    if (!c.key) return;
    const malformed = await send(c.route, { ...c.params, [c.key]: 'nope' }, admin.token, c.body);
    expect(malformed.status).toBe(400);
    expect(malformed.body.httpMessage).toMatch(new RegExp(`^${c.key}: `));
    // An unknown id: 404 (a write by an admin who does not manage admins is refused first once one does: 403).
    expect([403, 404]).toContain((await send(c.route, c.params, admin.token, c.body)).status);
  });
});
