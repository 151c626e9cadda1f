import { Logger } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import {
  type ClientToServerEvents,
  ErrorCode,
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
import type { AuthContext } from '../auth/auth-context';
import { authorize } from '../auth/authorize';
import { SessionAuthenticator } from '../auth/session-authenticator';
import { type SessionEnd, SessionEndings } from '../auth/session-endings';
import { AppError } from '../common/errors/app-error';
import { toApiError } from '../common/errors/api-error';
import { Presence } from './presence';

interface SocketData {
  userId: string;
  sessionId: string;
}
type NexusServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type NexusSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/** What a feature does with a client event, once the gateway has checked its payload and its sender. */
export type SocketEventHandler<E extends SocketEventContract> = (
  auth: AuthContext,
  payload: z.output<E['payload']>,
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
  implements OnGatewayInit<NexusServer>, OnGatewayConnection<NexusSocket>, OnGatewayDisconnect<NexusSocket>
{
  @WebSocketServer() private server!: NexusServer;
  private readonly presence = new Presence();
  private readonly handlers = new Map<string, SocketEventHandler<SocketEventContract>>();
  private readonly logger = new Logger('Realtime');

  constructor(
    private readonly authenticator: SessionAuthenticator,
    endings: SessionEndings,
  ) {
    endings.onEnd((end) => this.disconnect(end));
  }

  afterInit(server: NexusServer): void {
    server.use((socket, next) => {
      this.authenticator
        .authenticate(tokenOf(socket))
        .then(({ user, sessionId }) => {
          if (!user.enabled) throw new AppError(ErrorCode.AccountNotVerified, Text.notVerified);
          socket.data.userId = user.id;
          socket.data.sessionId = sessionId;
          next();
        })
        .catch((error: Error) => next(new Error(error.message)));
    });
  }

  async handleConnection(socket: NexusSocket): Promise<void> {
    const { userId, sessionId } = socket.data;
    socket.onAny((event: string, ...args: unknown[]) => void this.receive(socket, event, args));
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    this.presence.connect(userId, socket.id);
    this.server.emit(SocketEvent.UsersOnline, { users: this.presence.online() });
  }

  handleDisconnect(socket: NexusSocket): void {
    const { userId } = socket.data;
    if (userId && this.presence.disconnect(userId, socket.id)) {
      this.server.emit(SocketEvent.UserDisconnected, { users: [userId] });
    }
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
      const parsed = contract.payload.safeParse(args[0]);
      if (!parsed.success) throw AppError.validation(AppError.fieldIssues(parsed.error, 'payload'));
      const { access } = contract;
      authorize(auth, access, () => (access.kind === 'self' ? valueAt(parsed.data, access.field) : undefined));
      await handler(auth, parsed.data);
      ack?.({ ok: true });
    } catch (exception) {
      const { body } = toApiError(exception);
      if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      if (ack) ack({ ok: false, error: body });
      else socket.emit(SocketEvent.Exception, { event: String(event), error: body });
    }
  }
}
