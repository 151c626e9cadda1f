import { type ChatMessageCreatedPayload, SocketEvent } from '@nexus/contracts';
import { io } from 'socket.io-client';
import { type ClientSocket, socketClients, until } from '../testing/sockets';
import { audienceLoader } from './presence-audience';
import { startTestApp, type TestApp } from '../testing/test-app';

/** The user ids a socket hears come online and leave, in order (but its own member's). */
function presenceOf(socket: ClientSocket, own: { user: { id: string } }) {
  const events: string[] = [];
  const others = (users: string[]) => users.filter((u) => u !== own.user.id);
  socket.on(SocketEvent.UsersOnline, ({ users }) => others(users).forEach((u) => events.push(`on:${u}`)));
  socket.on(SocketEvent.UserDisconnected, ({ users }) => others(users).forEach((u) => events.push(`off:${u}`)));
  return events;
}

const opened: ClientSocket[] = [];
afterEach(() => opened.splice(0).forEach((s) => s.disconnect()));

/** A connected socket that has had its own first 'users online' (its connect is done, presence included). */
async function settled(url: string, member: { token: string }) {
  const socket: ClientSocket = io(url, {
    auth: { token: member.token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  opened.push(socket);
  const users = await new Promise<string[]>((resolve) => socket.once(SocketEvent.UsersOnline, ({ users }) => resolve(users)));
  return Object.assign(socket, { firstOnline: users });
}

describe('presence is scoped to connections and conversation partners', () => {
  let t: TestApp;
  const sockets = socketClients(() => t.url);
  beforeAll(async () => (t = await startTestApp()));
  afterEach(() => sockets.closeAll());
  afterAll(() => t.close());

  it('a connection is told on and off (once for several tabs); a stranger is never told, nor told about', async () => {
    const [me, friend, partner, stranger] = await Promise.all([t.member(), t.member(), t.member(), t.member()]);
    await t.connect(me.user.id, friend.user.id);
    // A conversation partner who is no longer a connection still shares presence.
    await t.connect(me.user.id, partner.user.id);
    await t.message(partner, me.user.id, 'hello');
    await t.prisma.connection.deleteMany({
      where: { userId: { in: [me.user.id, partner.user.id] }, connectedUserId: { in: [me.user.id, partner.user.id] } },
    });
    const [f1, p1, s1] = await Promise.all([settled(t.url, friend), settled(t.url, partner), settled(t.url, stranger)]);
    const [friendHeard, partnerHeard, strangerHeard] = [
      presenceOf(f1, friend),
      presenceOf(p1, partner),
      presenceOf(s1, stranger),
    ];
    const m1 = await sockets.connect(me.token);
    const mine = presenceOf(m1, me);
    await until(() => friendHeard.length === 1 && partnerHeard.length === 1);
    expect(friendHeard).toEqual([`on:${me.user.id}`]);
    expect(partnerHeard).toEqual([`on:${me.user.id}`]);
    const m2 = await settled(t.url, me);
    expect(m2.firstOnline.sort()).toEqual([me.user.id, friend.user.id, partner.user.id].sort());
    m1.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(friendHeard).toEqual([`on:${me.user.id}`]); // a tab is still open
    m2.disconnect();
    await until(() => friendHeard.length === 2 && partnerHeard.length === 2);
    expect(friendHeard).toEqual([`on:${me.user.id}`, `off:${me.user.id}`]);
    f1.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(strangerHeard).toEqual([]);
    expect(mine.some((e) => e.includes(stranger.user.id))).toBe(false);
  });

  it('audiences asked in the same turn share one statement, and each member gets only their own', async () => {
    const [a, b, c, d, stranger] = await Promise.all([t.member(), t.member(), t.member(), t.member(), t.member()]);
    await Promise.all([t.connect(a.user.id, b.user.id), t.connect(c.user.id, d.user.id)]);
    const audiences = audienceLoader(t.prisma);
    const [ofA, ofC, ofStranger] = await Promise.all([a, c, stranger].map((member) => audiences.load(member.user.id)));
    expect(ofA).toEqual([b.user.id]);
    expect(ofC).toEqual([d.user.id]);
    expect(ofStranger).toEqual([]);
  });

  it('a new connection starts sharing presence at once, and a block ends it for both', async () => {
    const [a, b] = await Promise.all([t.member(), t.member()]);
    const [a1, b1] = await Promise.all([settled(t.url, a), settled(t.url, b)]);
    const [heardByA, heardByB] = [presenceOf(a1, a), presenceOf(b1, b)];
    const ask = (from: typeof a, to: typeof a) =>
      t.http
        .post(`/v1/user/${from.user.id}/connection-requests`)
        .set(t.bearer(from.token))
        .send({ userId: to.user.id })
        .expect(200);
    await ask(a, b);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect([heardByA, heardByB]).toEqual([[], []]); // a request is not a connection
    await ask(b, a); // crosses a's request: accepted
    await until(() => heardByA.length === 1 && heardByB.length === 1);
    expect([heardByA, heardByB]).toEqual([[`on:${b.user.id}`], [`on:${a.user.id}`]]);
    await t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(t.bearer(a.token)).expect(200);
    await until(() => heardByA.length === 2 && heardByB.length === 2);
    expect([heardByA, heardByB]).toEqual([
      [`on:${b.user.id}`, `off:${b.user.id}`],
      [`on:${a.user.id}`, `off:${a.user.id}`],
    ]);
  });

  it('a block ends sharing presence, both ways', async () => {
    const [a, b] = await Promise.all([t.member(), t.member()]);
    await t.connect(a.user.id, b.user.id);
    await t.message(a, b.user.id, 'before the block');
    await t.http.put(`/v1/user/${a.user.id}/blocks/${b.user.id}`).set(t.bearer(a.token)).expect(200);
    const b1 = await settled(t.url, b);
    const heardByB = presenceOf(b1, b);
    const a1 = await settled(t.url, a);
    expect(a1.firstOnline).toEqual([a.user.id]);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(heardByB).toEqual([]);
  });
});

// Real Redis: presence and delivery are right across API instances.
const redisUrl = process.env.REDIS_URL;
(redisUrl ? describe : describe.skip)('presence and messages across API instances (REDIS_URL)', () => {
  let first: TestApp;
  let second: TestApp;
  const sockets = socketClients(() => first.url);
  beforeAll(async () => {
    first = await startTestApp({ redisUrl });
    second = await startTestApp({ redisUrl, jwtSecret: first.config.jwtSecret });
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => Promise.all([first.close(), second.close()]));

  it('a member on one instance sees a connection on another come and go, and gets their messages', async () => {
    const [a, b] = await Promise.all([first.member(), first.member()]);
    await first.connect(a.user.id, b.user.id);
    const a1 = await settled(first.url, a);
    const heardByA = presenceOf(a1, a);
    const created: ChatMessageCreatedPayload[] = [];
    const b1 = await sockets.connect(b.token, second.url);
    b1.on(SocketEvent.ChatMessageCreated, (p) => created.push(p));
    await until(() => heardByA.includes(`on:${b.user.id}`));
    expect(heardByA).toEqual([`on:${b.user.id}`]);
    // Presence asked on the other instance (the drawer's online flag) is the same.
    const { body } = await second.http.get(`/v1/message/${a.user.id}/latest`).set(second.bearer(a.token)).expect(200);
    expect(body.items).toEqual([]);
    const sent = await first.message(a, b.user.id, 'across instances');
    await until(() => created.length === 1);
    expect(created[0]!.message.id).toBe(sent.id);
    const latest = await first.http.get(`/v1/message/${b.user.id}/latest`).set(first.bearer(b.token)).expect(200);
    expect(latest.body.items[0].otherUser.online).toBe(true);
    b1.disconnect();
    await until(() => heardByA.includes(`off:${b.user.id}`));
    const after = await second.http.get(`/v1/message/${a.user.id}/latest`).set(second.bearer(a.token)).expect(200);
    expect(after.body.items[0].otherUser.online).toBe(false);
  });
});
