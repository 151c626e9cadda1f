import type { ClientToServerEvents, ServerToClientEvents } from '@nexus/contracts';
import { io, type Socket } from 'socket.io-client';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Real Socket.IO clients of a test app; `closeAll` in afterEach. */
export function socketClients(url: () => string) {
  const open: ClientSocket[] = [];
  return {
    /** A connected socket with this access token. */
    async connect(token: string, at: string = url()): Promise<ClientSocket> {
      const socket: ClientSocket = io(at, { auth: { token }, transports: ['websocket'], reconnection: false, forceNew: true });
      open.push(socket);
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      return socket;
    },
    closeAll: () => open.splice(0).forEach((s) => s.disconnect()),
  };
}

/** Why the server closed this socket, once it does. */
export const disconnection = (socket: ClientSocket) =>
  new Promise<string>((resolve) => (socket.connected ? socket.once('disconnect', resolve) : resolve('not connected')));

/** Waits (up to 2 s) for what a socket should have heard. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}
