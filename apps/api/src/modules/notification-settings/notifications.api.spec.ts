import { Text } from '@nexus/contracts';
import { startTestApp, type TestApp } from '../../platform/testing/test-app';

const MESSAGES = '6f1d5c1e-0002-4000-8000-000000000003';
const NEWSLETTER = '6f1d5c1e-0002-4000-8000-000000000007';
const TOO_MANY = '6f1d5c1e-0003-4000-8000-000000000001';
const UNSUBSCRIBE_LINK = /unsubscribe\?user=([\w-]+)&token=([\w-]+)/;

describe('notification settings, unsubscribe and interactions', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const setting = (body: { settings: { typeId: string; email: boolean; inApp: boolean }[] }, typeId: string) =>
    body.settings.find((s) => s.typeId === typeId)!;

  /** A member who onboarded, and the token from the unsubscribe link of their welcome e-mail. */
  async function welcomed() {
    const m = await t.signUp();
    await t.prisma.user.update({ where: { id: m.user.id }, data: { enabled: true } });
    await t.http.put(`/v1/user/${m.user.id}/onboard`).set(t.bearer(m.token)).send({}).expect(200);
    const mail = await t.mailbox.find(m.user.username, /(unsubscribe\?user=[\w-]+&token=[\w-]+)/);
    const [, , token] = UNSUBSCRIBE_LINK.exec(mail)!;
    return { ...m, unsubscribeToken: token! };
  }

  it('GET /v1/notification-types lists every type; settings start on for both channels', async () => {
    const { user, token } = await t.member();
    const types = await t.http.get('/v1/notification-types').set(t.bearer(token)).expect(200);
    expect(types.body.map((x: { key: string }) => x.key)).toContain('connection_request');
    const { body } = await t.http.get(`/v1/preference/notifications/${user.id}`).set(t.bearer(token)).expect(200);
    expect(body.unsubscribedAll).toBe(false);
    expect(body.settings).toHaveLength(types.body.length);
    expect(body.settings.every((s: { email: boolean; inApp: boolean }) => s.email && s.inApp)).toBe(true);
    await t.http.get('/v1/notification-types').expect(401);
  });

  it('POST /v1/preference/notification and /bulk switch channels per type', async () => {
    const { user, token } = await t.member();
    const one = await t.http
      .post('/v1/preference/notification')
      .set(t.bearer(token))
      .send({ userId: user.id, typeId: MESSAGES, email: false })
      .expect(200);
    expect(one.body).toMatchObject({ typeId: MESSAGES, email: false, inApp: true });
    const bulk = await t.http
      .post('/v1/preference/notification/bulk')
      .set(t.bearer(token))
      .send({
        userId: user.id,
        settings: [
          { typeId: NEWSLETTER, email: false, inApp: false },
          { typeId: MESSAGES, inApp: false },
        ],
      })
      .expect(200);
    expect(setting(bulk.body, NEWSLETTER)).toMatchObject({ email: false, inApp: false });
    expect(setting(bulk.body, MESSAGES)).toMatchObject({ email: false, inApp: false });
  });

  it('validates settings with the field named', async () => {
    const { user, token } = await t.member();
    const unknown = await t.http
      .post('/v1/preference/notification')
      .set(t.bearer(token))
      .send({ userId: user.id, typeId: '00000000-0000-4000-8000-000000000000', email: false })
      .expect(400);
    expect(unknown.body.httpMessage).toBe('typeId: is not a notification type');
    const bad = await t.http
      .post('/v1/preference/notification')
      .set(t.bearer(token))
      .send({ userId: user.id, typeId: MESSAGES, email: 'no' })
      .expect(400);
    expect(bad.body.httpMessage).toBe('email: must be true or false');
    await t.http
      .post('/v1/preference/notification/bulk')
      .set(t.bearer(token))
      .send({ userId: user.id, settings: [] })
      .expect(400);
  });

  it("never reads or changes another member's settings", async () => {
    const a = await t.member();
    const b = await t.member();
    await t.http.get(`/v1/preference/notifications/${a.user.id}`).set(t.bearer(b.token)).expect(403);
    await t.http
      .post('/v1/preference/notification')
      .set(t.bearer(b.token))
      .send({ userId: a.user.id, typeId: MESSAGES, email: false })
      .expect(403);
    await t.http
      .post('/v1/preference/notification/bulk')
      .set(t.bearer(b.token))
      .send({ userId: a.user.id, settings: [{ typeId: MESSAGES, email: false }] })
      .expect(403);
    expect(await t.prisma.notificationSetting.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it('unsubscribes from every e-mail with one click on the signed link, without logging in', async () => {
    const { user, token, unsubscribeToken } = await welcomed();
    await t.http.put(`/v1/preference/unsubscribe/all/user/${user.id}`).set(t.key).send({ token: unsubscribeToken }).expect(200);
    const { body } = await t.http.get(`/v1/preference/notifications/${user.id}`).set(t.bearer(token)).expect(200);
    expect(body.unsubscribedAll).toBe(true);
    // Switching an e-mail back on is a new choice that ends the unsubscribe.
    await t.http
      .post('/v1/preference/notification')
      .set(t.bearer(token))
      .send({ userId: user.id, typeId: MESSAGES, email: true })
      .expect(200);
    expect((await t.http.get(`/v1/preference/notifications/${user.id}`).set(t.bearer(token))).body.unsubscribedAll).toBe(false);
  });

  it("refuses a forged token, another member's token and a call without the client key", async () => {
    const a = await welcomed();
    const b = await welcomed();
    const forged = await t.http
      .put(`/v1/preference/unsubscribe/all/user/${a.user.id}`)
      .set(t.key)
      .send({ token: 'x'.repeat(43) })
      .expect(400);
    expect(forged.body.httpMessage).toBe(Text.tokenInvalid);
    await t.http
      .put(`/v1/preference/unsubscribe/all/user/${a.user.id}`)
      .set(t.key)
      .send({ token: b.unsubscribeToken })
      .expect(400);
    await t.http.put(`/v1/preference/unsubscribe/all/user/${a.user.id}`).send({ token: a.unsubscribeToken }).expect(401);
    await t.http.put(`/v1/preference/unsubscribe/all/user/${a.user.id}`).set(t.key).send({}).expect(400);
    expect(await t.prisma.preference.findFirst({ where: { userId: a.user.id, unsubscribedAllAt: { not: null } } })).toBeNull();
  });

  it('asks why, and keeps the answer given with the signed token', async () => {
    const { user, unsubscribeToken } = await welcomed();
    const reasons = await t.http.get('/v1/unsubscribe-reason/questions').set(t.key).expect(200);
    expect(reasons.body[0]).toEqual({ id: TOO_MANY, text: 'I get too many e-mails' });
    await t.http
      .post('/v1/unsubscribe-reason/responses')
      .set(t.key)
      .send({ userId: user.id, token: unsubscribeToken, reasonId: TOO_MANY, comment: 'Weekly would be fine' })
      .expect(200);
    await t.http
      .post('/v1/unsubscribe-reason/responses')
      .set(t.key)
      .send({ userId: user.id, token: unsubscribeToken, reasonId: '00000000-0000-4000-8000-000000000000' })
      .expect(400);
    await t.http
      .post('/v1/unsubscribe-reason/responses')
      .set(t.key)
      .send({ userId: user.id, token: 'y'.repeat(43), reasonId: TOO_MANY })
      .expect(400);
    expect(
      await t.prisma.unsubscribeResponse.findMany({ where: { userId: user.id }, select: { reasonId: true, comment: true } }),
    ).toEqual([{ reasonId: TOO_MANY, comment: 'Weekly would be fine' }]);
  });

  it('GET and POST /v1/user-interactions record what a member did once', async () => {
    const { token } = await t.member();
    expect((await t.http.get('/v1/user-interactions').set(t.bearer(token)).expect(200)).body).toEqual({ names: [] });
    await t.http.post('/v1/user-interactions').set(t.bearer(token)).send({ name: 'hasInteractedWithChat' }).expect(200);
    const { body } = await t.http
      .post('/v1/user-interactions')
      .set(t.bearer(token))
      .send({ name: 'hasInteractedWithChat' })
      .expect(200);
    expect(body).toEqual({ names: ['hasInteractedWithChat'] });
    const bad = await t.http.post('/v1/user-interactions').set(t.bearer(token)).send({ name: 'no spaces please' }).expect(400);
    expect(bad.body.httpMessage).toBe('name: must be a name like hasInteractedWithChat');
    await t.http.get('/v1/user-interactions').expect(401);
  });
});
