import { type BeforeApplicationShutdown, Inject, Logger } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  ADMINS_ROOM,
  type ClientToServerEvents,
  ErrorCode,
  Role,
  type ServerToClientEvents,
  type SocketAck,
  type SocketEventContract,
  type SocketHandshakeAuth,
  SocketEvent,
  Text,
  clientEvents,
  sessionRoom,
  userRoom,
} from '@nexus/contracts';
import type { Server, Socket } from 'socket.io';
import type { z } from 'zod';
import type { AuthContext } from '../../modules/auth/auth-context';
import { PolicyService } from '../policy/policy.service';
import { SessionAuthenticator } from '../../modules/auth/session-authenticator';
import { type SessionEnd, SessionEndings } from '../../modules/auth/session-endings';
import { AppError } from '../common/errors/app-error';
import { toApiError } from '../common/errors/api-error';
import { PrismaService } from '../database/prisma.service';
import { reportError } from '../observability/error-reporting';
import { logScope, newRequestId, runInLogScope } from '../observability/logging';
import { PRESENCE, type Presence } from './presence';
import { audienceLoader } from './presence-audience';

export interface SocketData {
  userId: string;
  sessionId: string;
  /** A platform admin's socket: it also joins ADMINS_ROOM (the review queue's live updates). */
  admin?: boolean;
  /** Counted in presence (from the end of its connect to its disconnect). */
  present?: boolean;
  /** The member this socket's page shows the conversation with, while the member can see it ('conversation open'). */
  openConversationWith?: string;
}
type NexusServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type NexusSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * What a feature does with a client event, once the gateway has checked its payload and its sender. `socket` is the
 * data of the socket it came on, for state that belongs to one page (the conversation it shows).
 */
export type SocketEventHandler<E extends SocketEventContract> = (
  auth: AuthContext,
  payload: z.output<E['payload']>,
  socket: SocketData,
) => Promise<void>;

const CONTRACTS = new Map<string, SocketEventContract>(Object.values(clientEvents).map((c) => [c.event, c]));

const tokenOf = (socket: NexusSocket) => (socket.handshake.auth as Partial<SocketHandshakeAuth> | undefined)?.token;

const valueAt = (payload: unknown, path: string) =>
  path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], payload);

/**
 * The real-time channel. A socket is admitted only with a valid access token of an enabled user, and
 * joins the room of that user and of its session: features emit to a user through `emitToUser`, and
 * a session's end closes its sockets. Client events are taken only as contracts' `clientEvents` declare
 * them (payload schema, access), each checked again against the session; any other is refused.
 */
@WebSocketGateway({ serveClient: false })
export class RealtimeGateway
  implements
    OnGatewayInit<NexusServer>,
    OnGatewayConnection<NexusSocket>,
    OnGatewayDisconnect<NexusSocket>,
    BeforeApplicationShutdown
{
  @WebSocketServer() private server!: NexusServer;
  /**
   * Set once the app is closing: the sockets it closes are not announced as leaving, since the Redis clients close
   * beside them (an emit then rejects inside the adapter) and the other instances count this one's sockets out anyway.
   */
  private closing = false;
  private readonly handlers = new Map<string, SocketEventHandler<SocketEventContract>>();
  private readonly logger = new Logger('Realtime');
  private readonly audiences: ReturnType<typeof audienceLoader>;

  constructor(
    private readonly authenticator: SessionAuthenticator,
    endings: SessionEndings,
    prisma: PrismaService,
    @Inject(PRESENCE) private readonly presence: Presence,
    private readonly policy: PolicyService,
  ) {
    this.audiences = audienceLoader(prisma);
    endings.onEnd((end) => this.disconnect(end));
    presence.onGone((userIds) => userIds.forEach((userId) => void this.announceLeft(userId)));
  }

  afterInit(server: NexusServer): void {
    server.use((socket, next) => {
      this.authenticator
        .authenticate(tokenOf(socket))
        .then(({ user, sessionId }) => {
          if (!user.enabled) throw new AppError(ErrorCode.AccountNotVerified, Text.notVerified);
          socket.data.userId = user.id;
          socket.data.sessionId = sessionId;
          socket.data.admin = user.role === Role.Admin;
          next();
        })
        .catch((error: Error) => next(new Error(error.message)));
    });
  }

  /**
   * Presence is scoped: the member hears which of their audience (connections and conversation partners) is online,
   * and, on their first socket anywhere, the online ones among them hear that the member is. Two statements (the
   * session, and the audience, one statement for all the members connecting in the same turn of the event loop) and one
   * emit per audience, never a broadcast to everyone.
   */
  async handleConnection(socket: NexusSocket): Promise<void> {
    const { userId, sessionId } = socket.data;
    socket.onAny(
      (event: string, ...args: unknown[]) =>
        void runInLogScope(logScope({ requestId: newRequestId(), event, socketId: socket.id, userId }), () =>
          this.receive(socket, event, args),
        ),
    );
    await socket.join([userRoom(userId), sessionRoom(sessionId), ...(socket.data.admin ? [ADMINS_ROOM] : [])]);
    try {
      const [audience, first] = await Promise.all([this.audience(userId), this.presence.connect(userId)]);
      socket.data.present = true;
      if (socket.disconnected) return await this.leave(socket);
      const online = await this.presence.onlineAmong(audience);
      socket.emit(SocketEvent.UsersOnline, { users: [userId, ...online] });
      if (first && online.size) this.server.to([...online].map(userRoom)).emit(SocketEvent.UsersOnline, { users: [userId] });
    } catch (error) {
      this.logger.warn(`Presence of a connecting socket failed: ${(error as Error).message}`);
    }
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
  }

  async handleDisconnect(socket: NexusSocket): Promise<void> {
    try {
      await this.leave(socket);
    } catch (error) {
      this.logger.warn(`Presence of a closing socket failed: ${(error as Error).message}`);
    }
  }

  /**
   * Two members' audiences changed between them (a connection accepted, a block): with `shared`, each hears whether
   * the other is online now; without, each hears the other leave (whatever the truth, which they may no longer know).
   */
  async sharePresence(a: string, b: string, shared: boolean): Promise<void> {
    try {
      const online = shared ? await this.presence.onlineAmong([a, b]) : new Set([a, b]);
      const event = shared ? SocketEvent.UsersOnline : SocketEvent.UserDisconnected;
      if (online.has(b)) this.emitToUser(a, event, { users: [b] });
      if (online.has(a)) this.emitToUser(b, event, { users: [a] });
    } catch (error) {
      this.logger.warn(`Sharing presence failed: ${(error as Error).message}`);
    }
  }

  /** Sockets connected to this instance (the metrics' gauge). */
  get openSockets(): number {
    return this.server.of('/').sockets.size;
  }

  /** Which of these members have a socket open (on any instance). */
  onlineAmong(userIds: readonly string[]): Promise<Set<string>> {
    return this.presence.onlineAmong(userIds);
  }

  /**
   * Whether one of the member's sockets, on any instance (the adapter asks the others), shows the conversation with
   * `withUserId` where the member can see it.
   */
  async hasConversationOpen(userId: string, withUserId: string): Promise<boolean> {
    const sockets = await this.server.in(userRoom(userId)).fetchSockets();
    return sockets.some((socket) => socket.data.openConversationWith === withUserId);
  }

  private async leave(socket: NexusSocket): Promise<void> {
    if (!socket.data.present) return;
    socket.data.present = false;
    if (await this.presence.disconnect(socket.data.userId)) await this.announceLeft(socket.data.userId);
  }

  /** Tells the member's audience that they left: one emit to all their rooms (rooms without sockets cost nothing). */
  private async announceLeft(userId: string): Promise<void> {
    const audience = this.closing ? [] : await this.audience(userId);
    if (audience.length && !this.closing) {
      this.server.to(audience.map(userRoom)).emit(SocketEvent.UserDisconnected, { users: [userId] });
    }
  }

  private audience(userId: string): Promise<string[]> {
    return this.audiences.load(userId);
  }

  /** Binds a client event of contracts' `clientEvents` to the feature that handles it. */
  handle<E extends SocketEventContract>(contract: E, handler: SocketEventHandler<E>): void {
    this.handlers.set(contract.event, handler as SocketEventHandler<SocketEventContract>);
  }

  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.server.to(userRoom(userId)).emit(event, ...payload);
  }

  /** One emit to the rooms of many members (the adapter sends it once, however many rooms). */
  emitToUsers<E extends keyof ServerToClientEvents>(
    userIds: string[],
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.server.to(userIds.map(userRoom)).emit(event, ...payload);
  }

  /** To the sockets of every platform admin (ADMINS_ROOM), on every instance. */
  emitToAdmins<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.server.to(ADMINS_ROOM).emit(event, ...payload);
  }

  /** To every connected client (all are signed in: the handshake checks the session), on every instance. */
  emitToAll<E extends keyof ServerToClientEvents>(event: E, ...payload: Parameters<ServerToClientEvents[E]>): void {
    this.server.emit(event, ...payload);
  }

  /** Closes the sockets of ended sessions, on every instance (the Redis adapter carries it). */
  private disconnect(end: SessionEnd): void {
    if ('sessionId' in end) {
      this.server.in(sessionRoom(end.sessionId)).disconnectSockets(true);
      return;
    }
    const sockets = this.server.in(userRoom(end.userId));
    (end.exceptSessionId ? sockets.except(sessionRoom(end.exceptSessionId)) : sockets).disconnectSockets(true);
  }

  /** One client event: its contract, its sender's session and access, its payload, then its handler. */
  private async receive(socket: NexusSocket, event: string, args: unknown[]): Promise<void> {
    const ack = typeof args.at(-1) === 'function' ? (args.pop() as (answer: SocketAck) => void) : undefined;
    try {
      const contract = CONTRACTS.get(event);
      const handler = this.handlers.get(event);
      if (!contract || !handler) throw new AppError(ErrorCode.RouteNotFound, Text.unknownSocketEvent);
      const auth = await this.authenticator.authenticate(tokenOf(socket));
      if (contract.writes) this.policy.assertMayWrite(auth.user);
      const parsed = contract.payload.safeParse(args[0]);
      if (!parsed.success) throw AppError.validation(AppError.fieldIssues(parsed.error, 'payload'));
      await this.policy.authorize(auth, contract.access, (ref) => valueAt(parsed.data, ref.field));
      await handler(auth, parsed.data, socket.data);
      ack?.({ ok: true });
    } catch (exception) {
      const { body } = toApiError(exception);
      if (body.statusCode >= 500) {
        this.logger.error(exception instanceof Error ? exception.stack : String(exception));
        reportError(exception);
      }
      if (ack) ack({ ok: false, error: body });
      else socket.emit(SocketEvent.Exception, { event: String(event), error: body });
    }
  }
}
