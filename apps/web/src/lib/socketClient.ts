import { io } from 'socket.io-client';
import { SOCKET_RECONNECTION_ATTEMPTS, SocketEvent, type SocketHandshakeAuth } from '@nexus/contracts';
import type { NexusSocket } from './socket';

/** What the session's socket reports to `lib/socket`: presence, and each (re)connection. */
export interface SocketReports {
  online(users: readonly string[]): void;
  offline(users: readonly string[]): void;
  connected(recovered: boolean): void;
  /** The server closed the socket (its session ended: a logout elsewhere, a block); Socket.IO does not reconnect. */
  closedByServer(): void;
}

/**
 * Socket.IO's side of `lib/socket`, loaded by its first connection (with the contracts' socket module and its
 * schemas): the socket for `auth`, not yet connected.
 */
export function openSocket(auth: SocketHandshakeAuth, reports: SocketReports): NexusSocket {
  const s: NexusSocket = io({
    path: '/socket.io',
    // WebSocket only: long-polling needs sticky sessions, which several API instances behind Redis lack.
    transports: ['websocket'],
    autoConnect: false,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    withCredentials: true,
    auth,
  });
  // Scoped presence (§4): 'users online' names members who came online (all of them on connect), never the others.
  s.on(SocketEvent.UsersOnline, ({ users }) => reports.online(users));
  s.on(SocketEvent.UserDisconnected, ({ users }) => reports.offline(users));
  s.on('connect', () => reports.connected(s.recovered));
  s.on('disconnect', (reason) => {
    if (reason === 'io server disconnect') reports.closedByServer();
  });
  return s;
}
