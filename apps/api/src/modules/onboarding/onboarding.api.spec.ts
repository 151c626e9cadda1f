import { startTestApp, type TestApp } from '../../platform/testing/test-app';

const GOALS = '6f1d5c1e-0001-4000-8000-000000000001';
const CAREER = '6f1d5c1e-0001-4000-8000-000000000002';
const UNSUBSCRIBE_LINK = /(\/unsubscribe\?user=[\w-]+&token=[\w-]+)/;

describe('onboarding', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  const verified = async () => {
    const signedUp = await t.signUp({ firstName: 'Nia', lastName: 'Long' });
    await t.prisma.user.update({ where: { id: signedUp.user.id }, data: { enabled: true } });
    return signedUp;
  };
  const welcomes = (email: string) =>
    t.prisma.mailOutbox.count({ where: { recipient: email, subject: { startsWith: 'Welcome to Nexus' } } });

  it('GET /v1/user/:id/onboarding-questions-answers lists every question with the answers given', async () => {
    const { user, token } = await verified();
    const before = await t.http.get(`/v1/user/${user.id}/onboarding-questions-answers`).set(t.bearer(token)).expect(200);
    expect(before.body.map((q: { id: string }) => q.id)).toEqual([GOALS, CAREER, expect.any(String)]);
    expect(before.body[0]).toMatchObject({ prompt: 'What brings you to Nexus?', kind: 'multiple', choices: [] });

    const answers = [
      { questionId: GOALS, choices: ['Find a job', 'Grow my network'] },
      { questionId: CAREER, choices: ['Senior (10+ years)'] },
    ];
    await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({ answers }).expect(200);
    const after = await t.http.get(`/v1/user/${user.id}/onboarding-questions-answers`).set(t.bearer(token)).expect(200);
    expect(after.body[0].choices).toEqual(['Find a job', 'Grow my network']);
    expect(after.body[1].choices).toEqual(['Senior (10+ years)']);
  });

  it('PUT /v1/user/:id/onboard finishes onboarding with the names given', async () => {
    const { user, token } = await verified();
    const { body } = await t.http
      .put(`/v1/user/${user.id}/onboard`)
      .set(t.bearer(token))
      .send({ firstName: 'Lin', lastName: 'Wei' })
      .expect(200);
    expect(body).toMatchObject({ isOnBoarded: true, firstName: 'Lin', lastName: 'Wei' });
    await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({ firstName: 7 }).expect(400);
  });

  it.each([
    [
      [{ questionId: '00000000-0000-4000-8000-000000000000', choices: [] }],
      'answers.0.questionId: is not an onboarding question',
    ],
    [
      [{ questionId: GOALS, choices: ['Become an astronaut'] }],
      'answers.0.choices: "Become an astronaut" is not one of the options',
    ],
    [[{ questionId: CAREER, choices: ['Student', 'Executive'] }], 'answers.0.choices: takes one choice'],
  ])('rejects answers %j naming the field, and onboards nothing', async (answers, message) => {
    const { user, token } = await verified();
    const { body } = await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({ answers }).expect(400);
    expect(body.httpMessage).toBe(message);
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: user.id } })).isOnBoarded).toBe(false);
  });

  it('welcomes by e-mail once, when onboarding completes, with an unsubscribe link', async () => {
    const { user, token } = await verified();
    await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({}).expect(200);
    const link = await t.mailbox.find(user.username, UNSUBSCRIBE_LINK);
    expect(link).toContain(user.id);
    await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({ firstName: 'Nia' }).expect(200);
    // Every mail is queued in mail_outbox by the request that causes it: one row is one mail.
    expect(await welcomes(user.username)).toBe(1);
  });

  it('sends no welcome to a member who unsubscribed from every e-mail', async () => {
    const { user, token } = await verified();
    await t.prisma.preference.create({ data: { userId: user.id, unsubscribedAllAt: new Date() } });
    await t.http.put(`/v1/user/${user.id}/onboard`).set(t.bearer(token)).send({}).expect(200);
    expect(await welcomes(user.username)).toBe(0);
  });

  it("keeps another member's questions and onboarding out of reach", async () => {
    const a = await verified();
    const b = await verified();
    await t.http.get(`/v1/user/${a.user.id}/onboarding-questions-answers`).set(t.bearer(b.token)).expect(403);
    await t.http.get(`/v1/user/${a.user.id}/onboarding-questions-answers`).expect(401);
    await t.http.put(`/v1/user/${a.user.id}/onboard`).set(t.bearer(b.token)).send({}).expect(403);
  });
});
