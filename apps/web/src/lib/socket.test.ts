// @vitest-environment node
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocketEvent } from '@nexus/contracts';
import { connectSocket, disconnectSocket, onlineUsersStore, onSocketClosedByServer, onSocketEvent } from './socket';

/** A real Socket.IO server, standing where the API's gateway stands for the page (same origin, /socket.io). */
let server: Server;
beforeAll(async () => {
  const http = createServer();
  server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  // The page's origin: the client connects to it, as the web app does in the browser.
  Object.assign(globalThis, { location: new URL(`http://127.0.0.1:${(http.address() as AddressInfo).port}`) });
});
afterAll(async () => {
  disconnectSocket();
  await server.close();
});

const nextConnection = () => new Promise<ServerSocket>((resolve) => server.once('connection', resolve));
async function until(check: () => boolean) {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
  expect(check()).toBe(true);
}

describe('app-wide socket listeners', () => {
  it('reach the current socket and every later one, until unsubscribed', async () => {
    const seen: unknown[] = [];
    const off = onSocketEvent(SocketEvent.ProfileUpdated, (p) => seen.push(p));
    let connection = nextConnection();
    connectSocket({ token: 't' });
    let client = await connection;
    expect(client.handshake.auth).toEqual({ token: 't' });
    client.emit(SocketEvent.ProfileUpdated, { profilePayload: 1 });
    await until(() => seen.length === 1);

    disconnectSocket();
    connection = nextConnection();
    connectSocket({ token: 't' });
    client = await connection;
    client.emit(SocketEvent.ProfileUpdated, { profilePayload: 2 });
    await until(() => seen.length === 2);

    off();
    client.emit(SocketEvent.ProfileUpdated, { profilePayload: 3 });
    const late: unknown[] = [];
    onSocketEvent(SocketEvent.ProfileUpdatedFromResume, (p) => late.push(p));
    client.emit(SocketEvent.ProfileUpdatedFromResume, 'x');
    // One connection delivers in order: once 'x' is here, 3 would have been too.
    await until(() => late.length === 1);
    expect(seen).toEqual([{ profilePayload: 1 }, { profilePayload: 2 }]);
    expect(late).toEqual(['x']);
  });

  it('opens only the latest connection when the session changes before Socket.IO’s client has arrived', async () => {
    const auths: unknown[] = [];
    const record = (client: ServerSocket) => auths.push(client.handshake.auth);
    server.on('connection', record);
    connectSocket({ token: 'first' });
    disconnectSocket();
    connectSocket({ token: 'second' });
    const seen: unknown[] = [];
    const off = onSocketEvent(SocketEvent.ProfileUpdated, (p) => seen.push(p));
    await until(() => auths.length === 1);
    const [client] = await server.fetchSockets();
    client!.emit(SocketEvent.ProfileUpdated, { profilePayload: 'late listener' });
    await until(() => seen.length === 1);
    expect(auths).toEqual([{ token: 'second' }]);
    expect(seen).toEqual([{ profilePayload: 'late listener' }]);
    off();
    server.off('connection', record);
    disconnectSocket();
  });

  it('keeps who is online from the server’s announcements, and forgets them on disconnect', async () => {
    const connection = nextConnection();
    connectSocket({ token: 't' });
    const client = await connection;
    client.emit(SocketEvent.UsersOnline, { users: ['a', 'b'] });
    await until(() => onlineUsersStore.getSnapshot().length === 2);
    client.emit(SocketEvent.UserDisconnected, { users: ['a'] });
    await until(() => onlineUsersStore.getSnapshot().length === 1);
    expect(onlineUsersStore.getSnapshot()).toEqual(['b']);
    disconnectSocket();
    expect(onlineUsersStore.getSnapshot()).toEqual([]);
  });

  it('tells the page when the server closes the socket (a session ended), never when the page does', async () => {
    let closed = 0;
    const off = onSocketClosedByServer(() => (closed += 1));
    let connection = nextConnection();
    connectSocket({ token: 't' });
    let client = await connection;
    client.disconnect(true);
    await until(() => closed === 1);

    connection = nextConnection();
    connectSocket({ token: 't' });
    client = await connection;
    const gone = new Promise((resolve) => client.once('disconnect', resolve));
    disconnectSocket();
    await gone;
    expect(closed).toBe(1);
    off();
  });
});
