import { startTestApp, type TestApp } from '../../platform/testing/test-app';

describe('preferences', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp()));
  afterAll(() => t.close());

  it('GET creates the default on first read, once', async () => {
    const { user, token } = await t.member();
    const [first, second] = await Promise.all(
      [1, 2].map(() => t.http.get(`/v1/preference/${user.id}`).set(t.bearer(token)).expect(200)),
    );
    expect(first!.body).toEqual({
      id: expect.any(String),
      userId: user.id,
      darkMode: null,
      readReceipts: true,
      typingIndicators: true,
    });
    expect(second!.body.id).toBe(first!.body.id);
  });

  it('PUT and POST save dark mode', async () => {
    const { user, token } = await t.member();
    const { body: created } = await t.http.get(`/v1/preference/${user.id}`).set(t.bearer(token)).expect(200);
    const { body } = await t.http
      .put(`/v1/preference/${user.id}/${created.id}`)
      .set(t.bearer(token))
      .send({ darkMode: true })
      .expect(200);
    expect(body.darkMode).toBe(true);
    const posted = await t.http
      .post('/v1/preference')
      .set(t.bearer(token))
      .send({ userId: user.id, darkMode: false })
      .expect(200);
    expect(posted.body).toMatchObject({ id: created.id, darkMode: false });
  });

  it('PUT changes only the privacy switches given (read receipts, typing indicators)', async () => {
    const { user, token } = await t.member();
    const { body: created } = await t.http.get(`/v1/preference/${user.id}`).set(t.bearer(token)).expect(200);
    const put = (body: object) => t.http.put(`/v1/preference/${user.id}/${created.id}`).set(t.bearer(token)).send(body);
    await put({ darkMode: true }).expect(200);
    expect((await put({ readReceipts: false }).expect(200)).body).toMatchObject({
      darkMode: true,
      readReceipts: false,
      typingIndicators: true,
    });
    expect((await put({ typingIndicators: false }).expect(200)).body).toMatchObject({
      darkMode: true,
      readReceipts: false,
      typingIndicators: false,
    });
    expect((await put({ readReceipts: 'no' }).expect(400)).body.httpMessage).toBe('readReceipts: must be true or false');
    expect((await put({ typingIndicators: 1 }).expect(400)).body.httpMessage).toBe('typingIndicators: must be true or false');
  });

  it('validates input with the field named', async () => {
    const { user, token } = await t.member();
    const { body: created } = await t.http.get(`/v1/preference/${user.id}`).set(t.bearer(token)).expect(200);
    const { body } = await t.http
      .put(`/v1/preference/${user.id}/${created.id}`)
      .set(t.bearer(token))
      .send({ darkMode: 'yes' })
      .expect(400);
    expect(body.httpMessage).toBe('darkMode: must be true or false');
  });

  it("never reads or changes another member's preferences", async () => {
    const a = await t.member();
    const b = await t.member();
    const { body: aPreference } = await t.http.get(`/v1/preference/${a.user.id}`).set(t.bearer(a.token)).expect(200);
    await t.http.get(`/v1/preference/${a.user.id}`).set(t.bearer(b.token)).expect(403);
    await t.http.get(`/v1/preference/${a.user.id}`).expect(401);
    await t.http.put(`/v1/preference/${a.user.id}/${aPreference.id}`).set(t.bearer(b.token)).send({ darkMode: true }).expect(403);
    await t.http.post('/v1/preference').set(t.bearer(b.token)).send({ userId: a.user.id, darkMode: true }).expect(403);
    // b's own path with a's preference id: the row is not b's.
    await t.http.put(`/v1/preference/${b.user.id}/${aPreference.id}`).set(t.bearer(b.token)).send({ darkMode: true }).expect(404);
    expect((await t.prisma.preference.findUniqueOrThrow({ where: { id: aPreference.id } })).darkMode).toBeNull();
  });
});
