import { EmployeesText, INVITATION_TTL_SECONDS, PartnerFunction, Role } from '@nexus/contracts';
import jwt from 'jsonwebtoken';
import { TEST_PASSWORD, startTestApp, type TestApp, type TestMember } from '../../platform/testing/test-app';
import { partnerUser } from '../../platform/testing/partners';
import { partnerWithAdmin } from './test-partners';

const MISSING = '00000000-0000-4000-8000-000000000000';
const LINK = /\/signup\?invitation=([A-Za-z0-9_.-]+)/;

describe('invitations', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const send = (from: TestMember, companyId: string, email: string) =>
    t.http
      .put(`/v1/user/${from.user.id}/admin/${from.user.id}/company/${companyId}/send-invitation`)
      .set(t.bearer(from.token))
      .send({ email });
  const signUpWith = (username: string, invitation: string) =>
    t.http.post('/v1/user').set(t.key).send({ username, password: TEST_PASSWORD, role: Role.Member, invitation });

  it('mails a signed link; signing up with it makes a verified employee, and the link works once', async () => {
    const company = await partnerWithAdmin(t, [PartnerFunction.ManageEmployees], {});
    const email = t.email('invitee');
    const { body } = await send(company, company.partnerId, email.toUpperCase()).expect(200);
    expect(body).toMatchObject({ partnerId: company.partnerId, email, acceptedAt: null });
    expect(new Date(body.expiresAt).getTime() - new Date(body.createdAt).getTime()).toBeCloseTo(
      INVITATION_TTL_SECONDS * 1000,
      -4,
    );

    const token = await t.mailbox.find(email, LINK);
    const [mail] = t.mailbox.delivered(email);
    expect(mail!.text).toContain(`invites you to join Nexus as an employee of ${company.name}`);

    const preview = await t.http.get('/v1/invitation/preview').query({ token }).set(t.key).expect(200);
    expect(preview.body).toEqual({ companyId: company.partnerId, companyName: company.name, email, expiresAt: body.expiresAt });

    const signedUp = await signUpWith(email, token).expect(200);
    const userId = signedUp.body.user.id as string;
    const employee = await t.prisma.partnerEmployee.findFirstOrThrow({ where: { userId } });
    expect(employee).toMatchObject({ partnerId: company.partnerId, status: 'verified', verifiedBy: company.user.id });
    // A member account that belongs to the company as its employee, not one of the company's own accounts (§6).
    expect(signedUp.body.user.partnerId).toBeNull();
    expect((await t.prisma.invitation.findUniqueOrThrow({ where: { id: body.id } })).acceptedAt).not.toBeNull();

    const reused = await signUpWith(t.email('again'), token).expect(400);
    expect(reused.body.httpMessage).toBe(`invitation: ${EmployeesText.invitationUsed}`);
    const previewUsed = await t.http.get('/v1/invitation/preview').query({ token }).set(t.key).expect(400);
    expect(previewUsed.body.code).toBe('INVALID_TOKEN');
  });

  it('refuses a forged, expired or someone else’s link with a 400, and writes nothing', async () => {
    const company = await partnerWithAdmin(t, [PartnerFunction.ManageEmployees]);
    const email = t.email('expiring');
    const { body } = await send(company, company.partnerId, email).expect(200);
    const token = await t.mailbox.find(email, LINK);

    const other = t.email('other');
    const wrongMail = await signUpWith(other, token).expect(400);
    expect(wrongMail.body.httpMessage).toBe(`invitation: ${EmployeesText.invitationOtherEmail}`);

    const forged = jwt.sign({ exp: Math.floor(Date.now() / 1000) + 60 }, 'not-the-secret', {
      subject: body.id,
      issuer: 'nexus',
      audience: 'nexus-invitation',
    });
    expect((await signUpWith(email, forged).expect(400)).body.httpMessage).toBe(`invitation: ${EmployeesText.invitationInvalid}`);
    const lapsed = jwt.sign({ exp: Math.floor(Date.now() / 1000) - 60 }, t.config.jwtSecret, {
      subject: body.id,
      issuer: 'nexus',
      audience: 'nexus-invitation',
    });
    expect((await signUpWith(email, lapsed).expect(400)).body.httpMessage).toBe(`invitation: ${EmployeesText.invitationExpired}`);

    await t.prisma.invitation.update({ where: { id: body.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await signUpWith(email, token).expect(400)).body.httpMessage).toBe(`invitation: ${EmployeesText.invitationExpired}`);
    const partnerInvite = await t.http
      .post('/v1/user')
      .set(t.key)
      .send({
        username: email,
        password: TEST_PASSWORD,
        role: Role.Partner,
        partner: { name: `P ${body.id}`, type: 'community' },
        invitation: token,
      })
      .expect(400);
    expect(partnerInvite.body.httpMessage).toBe(`invitation: ${EmployeesText.invitationForMembers}`);
    expect(await t.prisma.user.count({ where: { username: { in: [email, other] } } })).toBe(0);
    await t.http.get('/v1/invitation/preview').query({ token: 'short' }).set(t.key).expect(400);
    await t.http.get('/v1/invitation/preview').query({ token }).expect(401);
  });

  it('lets a platform admin invite to any company, through PUT user/:id/invite too', async () => {
    const company = await partnerWithAdmin(t, [PartnerFunction.ManageEmployees]);
    const admin = await t.member();
    await t.prisma.user.update({ where: { id: admin.user.id }, data: { role: Role.Admin } });
    const email = t.email('by-admin');
    await t.http
      .put(`/v1/user/${admin.user.id}/invite`)
      .set(t.bearer(admin.token))
      .send({ email, companyId: company.partnerId })
      .expect(200);
    expect(await t.mailbox.find(email, LINK)).not.toBe('');
    await send(admin, MISSING, t.email('nowhere')).expect(404);
    const viaBody = t.email('via-body');
    await t.http
      .put(`/v1/user/${company.user.id}/invite`)
      .set(t.bearer(company.token))
      .send({ email: viaBody, companyId: company.partnerId })
      .expect(200);
  });

  it('refuses a member, another company, a function not held (403), no token (401), bad input (400), a taken e-mail (409)', async () => {
    const company = await partnerWithAdmin(t, [PartnerFunction.ManageEmployees]);
    const other = await partnerWithAdmin(t, [PartnerFunction.ManageEmployees]);
    const noFunction = await partnerWithAdmin(t, [PartnerFunction.Dm]);
    const withoutFn = await partnerUser(t, company.partnerId);
    const member = await t.member();
    const email = t.email('refused');

    for (const caller of [member, other, noFunction, withoutFn]) await send(caller, company.partnerId, email).expect(403);
    await t.http
      .put(`/v1/user/${member.user.id}/invite`)
      .set(t.bearer(member.token))
      .send({ email, companyId: company.partnerId })
      .expect(403);
    await t.http
      .put(`/v1/user/${company.user.id}/admin/${other.user.id}/company/${company.partnerId}/send-invitation`)
      .set(t.bearer(company.token))
      .send({ email })
      .expect(403);
    await t.http
      .put(`/v1/user/${company.user.id}/admin/${company.user.id}/company/${company.partnerId}/send-invitation`)
      .send({ email })
      .expect(401);
    const bad = await send(company, company.partnerId, 'not-an-email').expect(400);
    expect(bad.body.httpMessage).toBe('email: must be a valid e-mail address');
    await t.http.put(`/v1/user/${company.user.id}/invite`).set(t.bearer(company.token)).send({ email }).expect(400);
    const taken = await send(company, company.partnerId, member.user.username).expect(409);
    expect(taken.body.httpMessage).toBe(EmployeesText.alreadyHasAccount);
    expect(await t.prisma.invitation.count({ where: { email: { in: [email, member.user.username] } } })).toBe(0);
  });
});
