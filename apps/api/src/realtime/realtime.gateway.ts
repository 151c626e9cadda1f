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
  type SocketHandshakeAuth,
  SocketEvent,
  Text,
  userRoom,
} from '@nexus/contracts';
import type { Server, Socket } from 'socket.io';
import { SessionAuthenticator } from '../auth/session-authenticator';
import { AppError } from '../common/errors/app-error';
import { Presence } from './presence';

interface SocketData {
  userId: string;
}
type NexusServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type NexusSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

/**
 * The real-time channel. A socket is admitted only with a valid access token of an enabled user, and
 * joins the room of that user: features emit to a user through `emitToUser`.
 */
@WebSocketGateway({ serveClient: false })
export class RealtimeGateway
  implements OnGatewayInit<NexusServer>, OnGatewayConnection<NexusSocket>, OnGatewayDisconnect<NexusSocket>
{
  @WebSocketServer() private server!: NexusServer;
  private readonly presence = new Presence();
  private readonly logger = new Logger('Realtime');

  constructor(private readonly authenticator: SessionAuthenticator) {}

  afterInit(server: NexusServer): void {
    server.use((socket, next) => {
      const { token } = (socket.handshake.auth ?? {}) as Partial<SocketHandshakeAuth>;
      this.authenticator
        .authenticate(token)
        .then(({ user }) => {
          if (!user.enabled) throw new AppError(ErrorCode.AccountNotVerified, Text.notVerified);
          socket.data.userId = user.id;
          next();
        })
        .catch((error: Error) => next(new Error(error.message)));
    });
  }

  async handleConnection(socket: NexusSocket): Promise<void> {
    const { userId } = socket.data;
    await socket.join(userRoom(userId));
    this.presence.connect(userId, socket.id);
    this.server.emit(SocketEvent.UsersOnline, { users: this.presence.online() });
  }

  handleDisconnect(socket: NexusSocket): void {
    const { userId } = socket.data;
    if (userId && this.presence.disconnect(userId, socket.id)) {
      this.server.emit(SocketEvent.UserDisconnected, { users: [userId] });
    }
  }

  emitToUser<E extends keyof ServerToClientEvents>(
    userId: string,
    event: E,
    ...payload: Parameters<ServerToClientEvents[E]>
  ): void {
    this.server.to(userRoom(userId)).emit(event, ...payload);
  }

  /** Closes every socket of a user: blocked or forced out users leave the real-time channel at once. */
  disconnectUser(userId: string): void {
    this.logger.log(`Disconnecting user ${userId}`);
    this.server.in(userRoom(userId)).disconnectSockets(true);
  }
}
