import { BillingText, ErrorCode, PartnerFunction } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';
import { adminGroup, colleague, partnerAdmin, promoCode, setDmCount, utcMonth } from '../../platform/testing/billing-fixtures';

const NOBODY = '00000000-0000-4000-8000-000000000000';
const STARTER = '5b5c0001-0000-4000-8000-000000000001';
const GROWTH = '5b5c0001-0000-4000-8000-000000000002';
const { ManageSubscription, Dm } = PartnerFunction;

describe('plans, promo codes and usage', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  describe('GET /v1/partner-subscription/plans', () => {
    it('lists the plans cheapest first, to a signed-in user only', async () => {
      const member = await t.member();
      const { body } = await t.http.get('/v1/partner-subscription/plans').set(t.bearer(member.token)).expect(200);
      expect(body.map((p: { name: string }) => p.name)).toEqual(['Starter', 'Growth', 'Scale']);
      expect(body[0]).toEqual({ id: STARTER, name: 'Starter', monthlyDmTotal: 50, priceCents: 0 });
      await t.http.get('/v1/partner-subscription/plans').expect(401);
    });
  });

  describe('GET /v1/partner-subscription/subscription/:id', () => {
    it("answers the free plan until one is chosen, to the partner's own users", async () => {
      const admin = await partnerAdmin(t, []);
      const { body } = await t.http
        .get(`/v1/partner-subscription/subscription/${admin.partnerId}`)
        .set(t.bearer(admin.token))
        .expect(200);
      expect(body).toEqual({ partnerId: admin.partnerId, chosen: false, plan: expect.objectContaining({ id: STARTER }) });
    });

    it('refuses no token (401), a bad id (400), an unknown partner (404), a member and another partner (403)', async () => {
      const admin = await partnerAdmin(t, [ManageSubscription]);
      const other = await partnerAdmin(t, [ManageSubscription]);
      const member = await t.member();
      const path = `/v1/partner-subscription/subscription/${admin.partnerId}`;
      await t.http.get(path).expect(401);
      await t.http.get('/v1/partner-subscription/subscription/nope').set(t.bearer(admin.token)).expect(400);
      await t.http.get(`/v1/partner-subscription/subscription/${NOBODY}`).set(t.bearer(admin.token)).expect(404);
      await t.http.get(path).set(t.bearer(member.token)).expect(403);
      await t.http.get(path).set(t.bearer(other.token)).expect(403);
    });
  });

  describe('POST /v1/partner-profile/:id/subscription/:subId', () => {
    it('lets an admin holding MANAGE_SUBSCRIPTION choose the plan, which raises totalDM', async () => {
      const admin = await partnerAdmin(t, [ManageSubscription]);
      const { body } = await t.http
        .post(`/v1/partner-profile/${admin.partnerId}/subscription/${GROWTH}`)
        .set(t.bearer(admin.token))
        .expect(200);
      expect(body).toEqual({
        partnerId: admin.partnerId,
        chosen: true,
        plan: expect.objectContaining({ name: 'Growth', monthlyDmTotal: 250 }),
      });
      const usage = await t.http.get(`/v1/usage-summary/${admin.partnerId}`).set(t.bearer(admin.token)).expect(200);
      expect(usage.body).toMatchObject({ currentDMCount: 0, totalDM: 250, bonusDM: 0 });
    });

    it('refuses an admin without the function, a disabled group, a member, another partner (403), 400, 401 and 404', async () => {
      const admin = await partnerAdmin(t, [ManageSubscription]);
      const without = await colleague(t, admin.partnerId, [Dm]);
      const disabled = await colleague(t, admin.partnerId);
      await adminGroup(t, admin.partnerId, disabled.user.id, [ManageSubscription], { disabled: true });
      const other = await partnerAdmin(t, [ManageSubscription]);
      const member = await t.member();
      const path = `/v1/partner-profile/${admin.partnerId}/subscription/${GROWTH}`;
      for (const caller of [without, disabled, other, member]) {
        const refused = await t.http.post(path).set(t.bearer(caller.token)).expect(403);
        expect(refused.body.code).toBe(ErrorCode.Forbidden);
      }
      await t.http.post(path).expect(401);
      const bad = await t.http
        .post(`/v1/partner-profile/${admin.partnerId}/subscription/growth`)
        .set(t.bearer(admin.token))
        .expect(400);
      expect(bad.body.httpMessage).toBe('subId: must be a valid id');
      const unknown = await t.http
        .post(`/v1/partner-profile/${admin.partnerId}/subscription/${NOBODY}`)
        .set(t.bearer(admin.token))
        .expect(404);
      expect(unknown.body.httpMessage).toBe(BillingText.planNotFound);
      await t.http.post(`/v1/partner-profile/${NOBODY}/subscription/${GROWTH}`).set(t.bearer(admin.token)).expect(404);
      const partner = await t.prisma.partner.findUniqueOrThrow({ where: { id: admin.partnerId } });
      expect(partner.subscriptionId).toBeNull();
    });
  });

  describe('POST /v1/partner-profile/:id/promo/:code', () => {
    it("adds the code's DMs to this month's total, once, whatever the case typed", async () => {
      const admin = await partnerAdmin(t, [ManageSubscription]);
      const promo = await promoCode(t, { extraDm: 25, maxUses: 5 });
      const { body } = await t.http
        .post(`/v1/partner-profile/${admin.partnerId}/promo/${promo.code.toLowerCase()}`)
        .set(t.bearer(admin.token))
        .expect(200);
      expect(body).toEqual({
        code: promo.code,
        extraDM: 25,
        usage: {
          partnerId: admin.partnerId,
          month: utcMonth().toISOString().slice(0, 10),
          currentDMCount: 0,
          totalDM: 75,
          bonusDM: 25,
        },
      });
      expect((await t.prisma.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).uses).toBe(1);
      const again = await t.http
        .post(`/v1/partner-profile/${admin.partnerId}/promo/${promo.code}`)
        .set(t.bearer(admin.token))
        .expect(409);
      expect(again.body).toMatchObject({
        code: ErrorCode.PromoCodeAlreadyRedeemed,
        httpMessage: BillingText.promoAlreadyRedeemed,
      });
      expect((await t.prisma.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).uses).toBe(1);
    });

    it('refuses each failure with its own code and message, and changes nothing', async () => {
      const admin = await partnerAdmin(t, [ManageSubscription]);
      const day = 86_400_000;
      const cases = [
        [null, 404, ErrorCode.PromoCodeNotFound, BillingText.promoUnknown],
        [{ validFrom: new Date(Date.now() + day) }, 400, ErrorCode.PromoCodeNotYetValid, BillingText.promoNotYetValid],
        [
          { validFrom: new Date(Date.now() - 2 * day), validUntil: new Date(Date.now() - day) },
          400,
          ErrorCode.PromoCodeExpired,
          BillingText.promoExpired,
        ],
        [{ maxUses: 2, uses: 2 }, 409, ErrorCode.PromoCodeUsedUp, BillingText.promoUsedUp],
      ] as const;
      for (const [data, status, code, message] of cases) {
        const promo = data ? (await promoCode(t, data)).code : 'NOSUCHCODE42';
        const { body } = await t.http
          .post(`/v1/partner-profile/${admin.partnerId}/promo/${promo}`)
          .set(t.bearer(admin.token))
          .expect(status);
        expect(body).toMatchObject({ code, httpMessage: message });
      }
      expect(await t.prisma.promoRedemption.count({ where: { partnerId: admin.partnerId } })).toBe(0);
      const usage = await t.http.get(`/v1/usage-summary/${admin.partnerId}`).set(t.bearer(admin.token)).expect(200);
      expect(usage.body).toMatchObject({ totalDM: 50, bonusDM: 0 });
    });

    it('lets the last use go to one partner only', async () => {
      const a = await partnerAdmin(t, [ManageSubscription]);
      const b = await partnerAdmin(t, [ManageSubscription]);
      const promo = await promoCode(t, { maxUses: 1 });
      const answers = await Promise.all(
        [a, b].map((x) => t.http.post(`/v1/partner-profile/${x.partnerId}/promo/${promo.code}`).set(t.bearer(x.token))),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect((await t.prisma.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).uses).toBe(1);
    });

    it('refuses a malformed code (400), no token (401), no function, a member and another partner (403)', async () => {
      const admin = await partnerAdmin(t, [ManageSubscription]);
      const without = await colleague(t, admin.partnerId, [Dm]);
      const other = await partnerAdmin(t, [ManageSubscription]);
      const member = await t.member();
      const promo = await promoCode(t);
      const path = `/v1/partner-profile/${admin.partnerId}/promo/${promo.code}`;
      const bad = await t.http
        .post(`/v1/partner-profile/${admin.partnerId}/promo/no%20way`)
        .set(t.bearer(admin.token))
        .expect(400);
      expect(bad.body.httpMessage).toBe('code: may hold only letters, digits, - and _');
      await t.http.post(path).expect(401);
      for (const caller of [without, other, member]) await t.http.post(path).set(t.bearer(caller.token)).expect(403);
      expect((await t.prisma.promoCode.findUniqueOrThrow({ where: { id: promo.id } })).uses).toBe(0);
    });
  });

  describe('GET /v1/usage-summary/:id', () => {
    it("counts the current UTC month only: last month's row does not carry over", async () => {
      const admin = await partnerAdmin(t, []);
      await t.prisma.partnerDmUsage.create({
        data: { partnerId: admin.partnerId, month: utcMonth(-1), dmCount: 50, bonusDm: 30 },
      });
      const { body } = await t.http.get(`/v1/usage-summary/${admin.partnerId}`).set(t.bearer(admin.token)).expect(200);
      expect(body).toEqual({
        partnerId: admin.partnerId,
        month: utcMonth().toISOString().slice(0, 10),
        currentDMCount: 0,
        totalDM: 50,
        bonusDM: 0,
      });
      await setDmCount(t, admin.partnerId, 7);
      const after = await t.http.get(`/v1/usage-summary/${admin.partnerId}`).set(t.bearer(admin.token)).expect(200);
      expect(after.body.currentDMCount).toBe(7);
    });

    it('refuses 400, 401, 404, a member and another partner (403)', async () => {
      const admin = await partnerAdmin(t, []);
      const other = await partnerAdmin(t, []);
      const member = await t.member();
      const path = `/v1/usage-summary/${admin.partnerId}`;
      await t.http.get(path).expect(401);
      await t.http.get('/v1/usage-summary/12').set(t.bearer(admin.token)).expect(400);
      await t.http.get(`/v1/usage-summary/${NOBODY}`).set(t.bearer(admin.token)).expect(404);
      await t.http.get(path).set(t.bearer(member.token)).expect(403);
      await t.http.get(path).set(t.bearer(other.token)).expect(403);
    });
  });

  describe('GET /v1/usage-summary/metrics', () => {
    it("gives the caller's partner's figures", async () => {
      const admin = await partnerAdmin(t, [Dm]);
      const follower = await t.member();
      await t.prisma.partnerFollower.create({ data: { partnerId: admin.partnerId, userId: follower.user.id } });
      await t.prisma.partnerEmployee.create({
        data: { partnerId: admin.partnerId, userId: follower.user.id, status: 'verified' },
      });
      await t.message(admin, follower.user.id, 'hello from the company');
      const { body } = await t.http.get('/v1/usage-summary/metrics').set(t.bearer(admin.token)).expect(200);
      const today = new Date().toISOString().slice(0, 10);
      expect(body.partnerId).toBe(admin.partnerId);
      expect(body.messagesPerDay).toHaveLength(new Date().getUTCDate());
      expect(body.messagesPerDay.at(-1)).toEqual({ date: today, count: 1 });
      expect(body.followersByMonth).toHaveLength(6);
      expect(body.followersByMonth.at(-1)).toEqual({ month: today.slice(0, 7), total: 1 });
      expect(body.followersByMonth[0].total).toBe(0);
      expect(body.employees).toEqual({ verified: 1, pending: 0, deactivated: 0 });
      expect(body.admins).toBe(1);
    });

    it('refuses a member (403) and no token (401)', async () => {
      const member = await t.member();
      const refused = await t.http.get('/v1/usage-summary/metrics').set(t.bearer(member.token)).expect(403);
      expect(refused.body.httpMessage).toBe(BillingText.notAPartner);
      await t.http.get('/v1/usage-summary/metrics').expect(401);
    });
  });
});
