import { DeleteUserReasons, Role, SocketEvent, clientEvents } from '@nexus/contracts';
import { randomUUID } from 'node:crypto';
import { type ClientSocket, disconnection, socketClients } from '../testing/sockets';
import { startTestApp, TEST_PASSWORD, type TestApp } from '../testing/test-app';
import { RealtimeGateway } from './realtime.gateway';

const SERVER_CLOSED = 'io server disconnect';
const RESET_TOKEN = /reset-password\?token=([A-Za-z0-9_-]+)/;
const DELETE_LINK = /account\/delete\?token=([\w-]+)/;

describe('a session’s end ends its sockets', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  /** A member signed in twice (two sessions), with a socket on each. */
  async function memberOnTwoDevices() {
    const member = await t.member();
    const login = await t.http
      .put('/v1/user/login')
      .send({ username: member.user.username, password: TEST_PASSWORD, role: Role.Member })
      .expect(200);
    const otherToken = login.body.session.accessToken as string;
    return { ...member, otherToken, here: await sockets.connect(member.token), there: await sockets.connect(otherToken) };
  }

  /** The socket is still connected: an event to its user reaches it. */
  async function stillConnected(socket: ClientSocket, userId: string) {
    const received = new Promise((resolve) => socket.once(SocketEvent.UnreadMessageCount, resolve));
    t.app.get(RealtimeGateway).emitToUser(userId, SocketEvent.UnreadMessageCount, { unreadMessagesCount: 1 });
    expect(await received).toEqual({ unreadMessagesCount: 1 });
  }

  it('logout closes the sockets of that session only', async () => {
    const { user, token, here, there } = await memberOnTwoDevices();
    const hereAgain = await sockets.connect(token);
    const closed = Promise.all([disconnection(here), disconnection(hereAgain)]);
    await t.http.put(`/v1/user/logout/${user.id}`).set(t.bearer(token)).expect(200);
    expect(await closed).toEqual([SERVER_CLOSED, SERVER_CLOSED]);
    await stillConnected(there, user.id);
  });

  it('a password change closes the other sessions’ sockets and keeps this one’s', async () => {
    const { user, token, here, there } = await memberOnTwoDevices();
    const closed = disconnection(there);
    await t.http
      .put(`/v1/user/${user.id}/change`)
      .set(t.bearer(token))
      .send({ currentPassword: TEST_PASSWORD, password: 'another-horse-43' })
      .expect(200);
    expect(await closed).toBe(SERVER_CLOSED);
    await stillConnected(here, user.id);
  });

  it('a password reset closes every socket of the user', async () => {
    const { user, here, there } = await memberOnTwoDevices();
    const closed = Promise.all([disconnection(here), disconnection(there)]);
    await t.http.put('/v1/user/reset').send({ email: user.username }).expect(200);
    const resetToken = await t.mailbox.find(user.username, RESET_TOKEN);
    await t.http.put('/v1/user/reset/complete').send({ token: resetToken, password: 'another-horse-43' }).expect(200);
    expect(await closed).toEqual([SERVER_CLOSED, SERVER_CLOSED]);
  });

  it('a blocked member’s next socket event closes every socket of theirs', async () => {
    const { user, here, there } = await memberOnTwoDevices();
    await t.prisma.user.update({ where: { id: user.id }, data: { blocked: true } });
    const closed = Promise.all([disconnection(here), disconnection(there)]);
    here.emit(clientEvents.chatMessageRead.event, { id: randomUUID(), payload: { userId: user.id, receiverId: randomUUID() } });
    expect(await closed).toEqual([SERVER_CLOSED, SERVER_CLOSED]);
  });

  it('a blocked member’s next call closes every socket of theirs', async () => {
    const { user, token, here, there } = await memberOnTwoDevices();
    await t.prisma.user.update({ where: { id: user.id }, data: { blocked: true } });
    const closed = Promise.all([disconnection(here), disconnection(there)]);
    await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401);
    expect(await closed).toEqual([SERVER_CLOSED, SERVER_CLOSED]);
  });

  it('a requested sign-out closes every socket of the user', async () => {
    const { user, token, here, there } = await memberOnTwoDevices();
    await t.prisma.user.update({ where: { id: user.id }, data: { signoutRequested: true } });
    const closed = Promise.all([disconnection(here), disconnection(there)]);
    await t.http.get(`/v1/user/${user.id}`).set(t.bearer(token)).expect(401);
    expect(await closed).toEqual([SERVER_CLOSED, SERVER_CLOSED]);
  });

  it('deleting the account closes every socket of the user', async () => {
    const { user, token, here, there } = await memberOnTwoDevices();
    const closed = Promise.all([disconnection(here), disconnection(there)]);
    await t.http
      .put(`/v1/user/${user.id}/send-verification/delete`)
      .set(t.bearer(token))
      .send({ reasonId: DeleteUserReasons.Other, otherReasonText: 'Moving on' })
      .expect(200);
    const deletion = await t.mailbox.find(user.username, DELETE_LINK);
    await t.http.put('/v1/user/delete/confirm').send({ token: deletion }).expect(200);
    expect(await closed).toEqual([SERVER_CLOSED, SERVER_CLOSED]);
  });
});

// Redis is a service on the machines this project runs its CI on; a laptop without one skips only this.
const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('a session’s end across API instances (REDIS_URL)', () => {
  it('logout on one instance closes the session’s socket on another', async () => {
    const first = await startTestApp({ redisUrl });
    const second = await startTestApp({ redisUrl, jwtSecret: first.config.jwtSecret });
    const sockets = socketClients(() => second.url);
    try {
      const { user, token } = await first.member();
      const socket = await sockets.connect(token);
      const closed = disconnection(socket);
      await first.http.put(`/v1/user/logout/${user.id}`).set(first.bearer(token)).expect(200);
      expect(await closed).toBe(SERVER_CLOSED);
    } finally {
      sockets.closeAll();
      await Promise.all([first.close(), second.close()]);
    }
  });
});
