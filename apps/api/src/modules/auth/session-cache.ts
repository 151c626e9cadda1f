import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DatabaseNotifications } from '../../platform/database/database-notifications';
import { PrismaService } from '../../platform/database/prisma.service';
import { SessionEndings } from './session-endings';
import type { SessionWithUser } from './sessions.repository';

/** Announced by the database, with the user's id, on every change to a user's row or to a session (its trigger). */
export const AUTH_CHANGES_CHANNEL = 'auth_changes';
/** How long a checked session is answered from memory at most: a change to it or its user ends that at once. */
const SESSION_CACHE_TTL_MS = 60_000;
/**
 * Each session is kept for a random part of the last half of SESSION_CACHE_TTL_MS. Sessions checked together (every
 * socket reconnecting after a restart; bench:dm's 1,000 at its connect storm) would otherwise all expire together and
 * be read again in the same few seconds a minute later, in the middle of whatever load runs then.
 */
const keptFor = () => SESSION_CACHE_TTL_MS * (1 - Math.random() / 2);
/** Past this many sessions the oldest cached is dropped first. */
const SESSION_CACHE_MAX = 20_000;

/**
 * The sessions this process found valid lately, with their users, so that a request needs no database read to know
 * its caller (bench:dm: the read was a second round trip on every send, a fifth of the database's CPU per message).
 *
 * A user's are forgotten when their row or one of their sessions changes, by anyone: the database announces it on
 * commit to every process (migration `auth_change_notifications`), and this process's own writes to users or
 * sessions forget everything as they run, so its next request never waits on the announcement. Sessions this process
 * ends (SessionEndings: a block, a logout) are forgotten as they are announced too: the statements that end them run
 * on the bare pool, unseen by Prisma, and a closed socket's page asks at once whether it is still signed in. Nothing
 * is kept while the announcements cannot be heard, nor a read that a change overtook.
 */
@Injectable()
export class SessionCache implements OnModuleInit {
  private readonly entries = new Map<string, { session: SessionWithUser; until: number }>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private listening = false;
  /** Counts what was forgotten: a read that saw it change is not kept. */
  private forgettings = 0;

  constructor(
    private readonly notifications: DatabaseNotifications,
    private readonly prisma: PrismaService,
    private readonly endings: SessionEndings,
  ) {}

  onModuleInit(): void {
    this.notifications.listen(AUTH_CHANGES_CHANNEL, {
      heard: (userId) => this.forgetUser(userId),
      listening: (listening) => {
        this.listening = listening;
        this.forgetAll();
      },
    });
    this.prisma.onWrite(['users', 'sessions'], () => this.forgetAll());
    this.endings.onEnd((end) => ('sessionId' in end ? this.forgetSession(end.sessionId) : this.forgetUser(end.userId)));
  }

  /** The session, from memory if kept, else by `read`; kept when `usable` says so. */
  async get(
    sessionId: string,
    read: (sessionId: string) => Promise<SessionWithUser | undefined>,
    usable: (session: SessionWithUser) => boolean,
  ): Promise<SessionWithUser | undefined> {
    const entry = this.entries.get(sessionId);
    if (entry && entry.until > Date.now()) return entry.session;
    const before = this.forgettings;
    const session = await read(sessionId);
    if (session && this.listening && this.forgettings === before && usable(session)) this.keep(session);
    return session;
  }

  private keep(session: SessionWithUser): void {
    this.forget(session.id);
    if (this.entries.size >= SESSION_CACHE_MAX) this.forget(this.entries.keys().next().value!);
    this.entries.set(session.id, { session, until: Date.now() + keptFor() });
    const ofUser = this.sessionsOfUser.get(session.userId);
    if (ofUser) ofUser.add(session.id);
    else this.sessionsOfUser.set(session.userId, new Set([session.id]));
  }

  private forget(sessionId: string): void {
    const entry = this.entries.get(sessionId);
    if (!entry) return;
    this.entries.delete(sessionId);
    const ofUser = this.sessionsOfUser.get(entry.session.userId);
    ofUser?.delete(sessionId);
    if (ofUser?.size === 0) this.sessionsOfUser.delete(entry.session.userId);
  }

  private forgetSession(sessionId: string): void {
    this.forgettings++;
    this.forget(sessionId);
  }

  private forgetUser(userId: string): void {
    this.forgettings++;
    for (const sessionId of this.sessionsOfUser.get(userId) ?? []) this.forget(sessionId);
  }

  private forgetAll(): void {
    this.forgettings++;
    this.entries.clear();
    this.sessionsOfUser.clear();
  }
}
