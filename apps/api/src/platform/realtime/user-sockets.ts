import type { JobData } from '../queue/queues';

/**
 * Tells members' sockets of changes already committed (call it after the transaction, never inside: a client that
 * hears first and reads at once must find the change). An API process emits at once; the worker, which has no
 * sockets, queues `socket-event` jobs that an API process emits (SocketEventRelay). Socket events say what is
 * already stored, so one lost with a crash between the commit and the emit costs a live update, not data.
 */
export abstract class UserSockets {
  abstract send(events: JobData<'socket-event'>[]): Promise<void>;
}
