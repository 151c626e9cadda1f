import { Injectable } from '@nestjs/common';

/** Sessions that ended: one, or every one of a user's but `exceptSessionId`. */
export type SessionEnd = { sessionId: string } | { userId: string; exceptSessionId?: string };

/**
 * Where auth announces, once the revocation is committed, that sessions ended, so that what is held open
 * for them ends too: the real-time gateway closes their sockets (on every instance, through its adapter).
 */
@Injectable()
export class SessionEndings {
  private readonly listeners: ((end: SessionEnd) => void)[] = [];

  onEnd(listener: (end: SessionEnd) => void): void {
    this.listeners.push(listener);
  }

  ended(end: SessionEnd): void {
    for (const listener of this.listeners) listener(end);
  }
}
