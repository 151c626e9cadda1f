import { type ClientToServerEvents, type ServerToClientEvents, SocketEvent, Text, UnauthorizedMessage } from '@nexus/contracts';
import { io, type Socket } from 'socket.io-client';
import { startTestApp, type TestApp } from '../testing/test-app';
import { RealtimeGateway } from './realtime.gateway';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

describe('the real-time socket', () => {
  let t: TestApp;
  const open: ClientSocket[] = [];
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => open.splice(0).forEach((s) => s.disconnect()));
  afterAll(() => t.close());

  const connect = (token?: string): ClientSocket => {
    const socket: ClientSocket = io(t.url, {
      auth: token ? { token } : {},
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    open.push(socket);
    return socket;
  };
  const refused = (socket: ClientSocket) =>
    new Promise<string>((resolve) => socket.on('connect_error', (e) => resolve(e.message)));

  it('admits a valid token, announces the user online to a connection and reports who left', async () => {
    const a = await t.member();
    const b = await t.member();
    await t.connect(a.user.id, b.user.id);
    const first = connect(a.token);
    await new Promise<void>((resolve) =>
      first.on(SocketEvent.UsersOnline, ({ users }) => users.includes(a.user.id) && resolve()),
    );
    const seesB = new Promise<void>((resolve) =>
      first.on(SocketEvent.UsersOnline, ({ users }) => users.includes(b.user.id) && resolve()),
    );
    const second = connect(b.token);
    await seesB;
    const left = new Promise<string[]>((resolve) => first.on(SocketEvent.UserDisconnected, ({ users }) => resolve(users)));
    second.disconnect();
    expect(await left).toEqual([b.user.id]);
  });

  it('refuses a missing, bad or revoked token, and an unverified user', async () => {
    expect(await refused(connect())).toBe(UnauthorizedMessage.invalidAccessToken);
    expect(await refused(connect('nope'))).toBe(UnauthorizedMessage.invalidAccessToken);
    const loggedOut = await t.member();
    await t.http.put(`/v1/user/logout/${loggedOut.user.id}`).set(t.bearer(loggedOut.token)).expect(200);
    expect(await refused(connect(loggedOut.token))).toBe(UnauthorizedMessage.sessionNotFound);
    const unverified = await t.signUp();
    expect(await refused(connect(unverified.token))).toBe(Text.notVerified);
  });

  it('delivers events to every socket of one user and no one else', async () => {
    const a = await t.member();
    const b = await t.member();
    const sockets = [connect(a.token), connect(a.token), connect(b.token)];
    await Promise.all(sockets.map((s) => new Promise((resolve) => s.on('connect', () => resolve(undefined)))));
    const gateway = t.app.get(RealtimeGateway);
    const received: string[] = [];
    sockets.forEach((s, i) => s.on(SocketEvent.UnreadMessageCount, () => received.push(i === 2 ? 'b' : 'a')));
    gateway.emitToUser(a.user.id, SocketEvent.UnreadMessageCount, { unreadMessagesCount: 3 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received.sort()).toEqual(['a', 'a']);
  });
});

// Redis is a service on the machines this project runs its CI on (and in docker compose); a laptop
// without one skips only this cross-instance check.
const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('the real-time socket across API instances (REDIS_URL)', () => {
  it('delivers an event emitted on one instance to the user connected to another', async () => {
    const first = await startTestApp({ redisUrl });
    const second = await startTestApp({ redisUrl, jwtSecret: first.config.jwtSecret });
    try {
      const { user, token } = await first.member();
      const socket: ClientSocket = io(second.url, {
        auth: { token },
        transports: ['websocket'],
        reconnection: false,
        forceNew: true,
      });
      await new Promise((resolve) => socket.on('connect', () => resolve(undefined)));
      const received = new Promise((resolve) => socket.on(SocketEvent.UnreadMessageCount, resolve));
      first.app.get(RealtimeGateway).emitToUser(user.id, SocketEvent.UnreadMessageCount, { unreadMessagesCount: 7 });
      expect(await received).toEqual({ unreadMessagesCount: 7 });
      socket.disconnect();
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
