import { io, type Socket } from 'socket.io-client';
import {
  SOCKET_RECONNECTION_ATTEMPTS,
  SocketEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketHandshakeAuth,
} from '@nexus/contracts';

export type NexusSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

let socket: NexusSocket | null = null;

type ServerEvent = keyof ServerToClientEvents;
type Handler = { event: ServerEvent; listener: (...args: never[]) => void };
/** App-wide handlers, attached to every socket the session opens (they outlive reconnections and re-logins). */
const handlers = new Set<Handler>();

function attach(s: NexusSocket, h: Handler) {
  s.on(h.event, h.listener as never);
}

/** Listen to a server event on the current and every later socket; returns the unsubscribe. */
export function onSocketEvent<E extends ServerEvent>(event: E, listener: ServerToClientEvents[E]): () => void {
  const h: Handler = { event, listener: listener as (...args: never[]) => void };
  handlers.add(h);
  if (socket) attach(socket, h);
  return () => {
    handlers.delete(h);
    socket?.off(h.event, h.listener as never);
  };
}

let onlineUsers: readonly string[] = [];
const listeners = new Set<() => void>();

function setOnline(users: readonly string[]) {
  onlineUsers = users;
  listeners.forEach((l) => l());
}

/** The real-time socket (§4): no autoconnect; it connects once the session has loaded. */
export function connectSocket(auth: SocketHandshakeAuth): NexusSocket {
  disconnectSocket();
  const s: NexusSocket = io({
    path: '/socket.io',
    // WebSocket only: long-polling needs sticky sessions, which several API instances behind Redis lack.
    transports: ['websocket'],
    autoConnect: false,
    reconnectionAttempts: SOCKET_RECONNECTION_ATTEMPTS,
    withCredentials: true,
    auth,
  });
  s.on(SocketEvent.UsersOnline, ({ users }) => setOnline(users));
  s.on(SocketEvent.UserDisconnected, ({ users }) => setOnline(onlineUsers.filter((id) => !users.includes(id))));
  handlers.forEach((h) => attach(s, h));
  s.connect();
  socket = s;
  return s;
}

export function disconnectSocket(): void {
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  setOnline([]);
}

export const getSocket = (): NexusSocket | null => socket;

export const onlineUsersStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => onlineUsers,
};
