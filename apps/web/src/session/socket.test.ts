import { describe, expect, it, vi } from 'vitest';
import { SocketEvent } from '@nexus/contracts';

type Listener = (payload: unknown) => void;
const sockets: { handlers: Map<string, Listener[]> }[] = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const handlers = new Map<string, Listener[]>();
    const fake = {
      handlers,
      on: (event: string, l: Listener) => handlers.set(event, [...(handlers.get(event) ?? []), l]),
      off: (event: string, l: Listener) => handlers.set(event, (handlers.get(event) ?? []).filter((x) => x !== l)),
      connect: () => undefined,
      disconnect: () => undefined,
      removeAllListeners: () => handlers.clear(),
    };
    sockets.push(fake);
    return fake;
  },
}));
const { connectSocket, disconnectSocket, onSocketEvent } = await import('./socket');
const emit = (event: string, payload: unknown) => sockets.at(-1)!.handlers.get(event)?.forEach((l) => l(payload));

describe('app-wide socket listeners', () => {
  it('reach the current socket and every later one, until unsubscribed', () => {
    const seen: unknown[] = [];
    const off = onSocketEvent(SocketEvent.ProfileUpdated, (p) => seen.push(p));
    connectSocket({ token: 't' });
    emit(SocketEvent.ProfileUpdated, { profilePayload: 1 });
    disconnectSocket();
    connectSocket({ token: 't' });
    emit(SocketEvent.ProfileUpdated, { profilePayload: 2 });
    off();
    emit(SocketEvent.ProfileUpdated, { profilePayload: 3 });
    expect(seen).toEqual([{ profilePayload: 1 }, { profilePayload: 2 }]);
    const late: unknown[] = [];
    onSocketEvent(SocketEvent.ProfileUpdatedFromResume, (p) => late.push(p));
    emit(SocketEvent.ProfileUpdatedFromResume, 'x');
    expect(late).toEqual(['x']);
  });
});
