import type { Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents, SocketHandshakeAuth } from '@nexus/contracts';
import { createStore } from './store';

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

/** What a connect listener hears: whether this is a reconnection, and whether Socket.IO recovered the missed events. */
export interface SocketConnectInfo {
  reconnected: boolean;
  recovered: boolean;
}
const connectListeners = new Set<(info: SocketConnectInfo) => void>();

/** Called on every (re)connection of the session's socket; a reconnection that was not recovered needs a catch-up. */
export function onSocketConnected(listener: (info: SocketConnectInfo) => void): () => void {
  connectListeners.add(listener);
  return () => void connectListeners.delete(listener);
}

const closedListeners = new Set<() => void>();

/**
 * Called when the server closes the session's socket (Socket.IO's 'io server disconnect'), which it does when the
 * session ends: the page asks the API what happened (a block answers 401 ACCOUNT_BLOCKED) rather than wait.
 */
export function onSocketClosedByServer(listener: () => void): () => void {
  closedListeners.add(listener);
  return () => void closedListeners.delete(listener);
}

const online = createStore<readonly string[]>([]);
const setOnline = online.set;

/**
 * Socket.IO's client (`socketClient.ts`), loaded by the first connection once the page has loaded (its code, and
 * what index.html started) and the main thread is first idle (the signed-in page has rendered): the page paints
 * without it. Listeners registered before it arrives attach then.
 */
const loadClient = async () => {
  if (typeof document !== 'undefined' && document.readyState !== 'complete') {
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  }
  if (typeof requestIdleCallback === 'function') {
    await new Promise((resolve) => requestIdleCallback(resolve, { timeout: IDLE_WAIT_MS }));
  }
  return import('./socketClient');
};
/** The longest a connection waits for an idle moment. */
const IDLE_WAIT_MS = 2_000;
/** Counts connects and disconnects: a connection whose client arrives after a later call is not opened. */
let generation = 0;

/** The real-time socket (§4): it connects once the session has loaded, and Socket.IO's client has arrived. */
export function connectSocket(auth: SocketHandshakeAuth): void {
  disconnectSocket();
  const current = generation;
  void loadClient().then(({ openSocket }) => {
    if (current !== generation) return;
    let connects = 0;
    const s = openSocket(auth, {
      online: (users) => setOnline((current) => [...new Set([...current, ...users])]),
      offline: (users) => setOnline((current) => current.filter((id) => !users.includes(id))),
      connected: (recovered) => {
        const reconnected = connects++ > 0;
        connectListeners.forEach((l) => l({ reconnected, recovered }));
      },
      closedByServer: () => {
        setOnline([]);
        closedListeners.forEach((l) => l());
      },
    });
    handlers.forEach((h) => attach(s, h));
    s.connect();
    socket = s;
  });
}

export function disconnectSocket(): void {
  generation += 1;
  socket?.removeAllListeners();
  socket?.disconnect();
  socket = null;
  setOnline([]);
}

export const getSocket = (): NexusSocket | null => socket;

export const onlineUsersStore = { subscribe: online.subscribe, getSnapshot: online.get };
