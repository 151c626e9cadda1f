import { Injectable } from '@nestjs/common';
import {
  ConnectionChange,
  type ConnectionState,
  ConnectionsText,
  ErrorCode,
  NO_RELATIONSHIP,
  NotificationKind,
  type Ok,
  SocketEvent,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { UsersRepository } from '../users/users.repository';
import { type Db, PrismaService } from '../../platform/database/prisma.service';
import { BlocksRepository } from './blocks.repository';
import { ConnectionStateService } from './connection-state.service';
import { ConnectionRequestsRepository } from './connection-requests.repository';
import { ConnectionsRepository } from './connections.repository';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway';
import { lockPair } from './pair-key';
import { PolicyService } from '../../platform/policy/policy.service';
import { PingsService } from '../notifications/pings.service';

const state = (over: Partial<ConnectionState>): ConnectionState => ({ ...NO_RELATIONSHIP, ...over });

/**
 * Connection state changes. Every change between two members runs in one transaction that first takes
 * a lock on their pair, so request, accept, block and remove between the same two never interleave;
 * answers to a request (accept, decline, withdraw) are conditional deletes, so of two racing answers
 * exactly one finds the request. After a change commits, both members' open apps hear of it
 * ('connection updated'), so their tabs follow without a reload.
 */
@Injectable()
export class ConnectionsService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly requests: ConnectionRequestsRepository,
    private readonly connections: ConnectionsRepository,
    private readonly blocks: BlocksRepository,
    private readonly relationships: ConnectionStateService,
    private readonly users: UsersRepository,
    private readonly realtime: RealtimeGateway,
    private readonly policy: PolicyService,
    private readonly pings: PingsService,
  ) {}

  async request(auth: AuthContext, otherId: string): Promise<ConnectionState> {
    const me = auth.user.id;
    if (otherId === me) throw AppError.invalid('userId', ConnectionsText.cannotConnectWithSelf);
    await this.requireActiveMember(otherId);
    const result = await this.prisma.$transaction(async (tx) => {
      await lockPair(tx, me, otherId);
      const { blocked, state: current } = await this.relationships.between(me, otherId, tx);
      if (current.isBlockedByViewer) throw new AppError(ErrorCode.Conflict, ConnectionsText.unblockFirst);
      // A member who blocked the caller is, to the caller, a member who does not exist.
      if (blocked) throw AppError.notFound(ConnectionsText.memberNotFound);
      if (current.isConnection) throw new AppError(ErrorCode.Conflict, ConnectionsText.alreadyConnected);
      if (current.isRequesting) throw new AppError(ErrorCode.Conflict, ConnectionsText.alreadyRequested);
      if (current.isPending && current.requestId) return this.acceptWithin(tx, current.requestId, me);
      const id = await this.requests.createIfNone(tx, me, otherId);
      if (id) {
        await this.pings.notify({ userId: otherId, kind: NotificationKind.ConnectionRequest, actorId: me }, tx);
        return state({ isRequesting: true, requestId: id });
      }
      // Lost a race the pair lock did not cover: whoever's request won, the pair ends as one request.
      const winner = await this.requests.findBetween(tx, me, otherId);
      if (winner && winner.requesterId !== me) return this.acceptWithin(tx, winner.id, me);
      throw new AppError(ErrorCode.Conflict, ConnectionsText.alreadyRequested);
    });
    this.tell(me, otherId, result.isConnection ? ConnectionChange.Accepted : ConnectionChange.Requested);
    return result;
  }

  async accept(auth: AuthContext, requestId: string): Promise<ConnectionState> {
    const { result, requesterId } = await this.prisma.$transaction(async (tx) => {
      const request = await this.requests.findById(tx, requestId);
      if (request) await lockPair(tx, request.requesterId, request.addresseeId);
      return { result: await this.acceptWithin(tx, requestId, auth.user.id), requesterId: request!.requesterId };
    });
    this.tell(auth.user.id, requesterId, ConnectionChange.Accepted);
    return result;
  }

  async decline(auth: AuthContext, requestId: string): Promise<Ok> {
    const deleted = await this.requests.deleteAs(this.prisma, requestId, 'addressee', auth.user.id);
    if (!deleted) return this.explainMissingRequest(requestId, auth.user.id, 'addressee');
    this.tell(auth.user.id, deleted.requester_id, ConnectionChange.Declined);
    return { message: ConnectionsText.requestDeclined };
  }

  async withdraw(auth: AuthContext, requestId: string): Promise<Ok> {
    const deleted = await this.requests.deleteAs(this.prisma, requestId, 'requester', auth.user.id);
    if (!deleted) return this.explainMissingRequest(requestId, auth.user.id, 'requester');
    this.tell(auth.user.id, deleted.addressee_id, ConnectionChange.Withdrawn);
    return { message: ConnectionsText.requestWithdrawn };
  }

  async remove(auth: AuthContext, otherId: string): Promise<Ok> {
    const removed = await this.prisma.$transaction(async (tx) => {
      await lockPair(tx, auth.user.id, otherId);
      return this.connections.removeBetween(tx, auth.user.id, otherId);
    });
    if (removed === 0) throw AppError.notFound(ConnectionsText.notConnected);
    this.tell(auth.user.id, otherId, ConnectionChange.Removed);
    return { message: ConnectionsText.connectionRemoved };
  }

  async block(auth: AuthContext, otherId: string): Promise<Ok> {
    const me = auth.user.id;
    if (otherId === me) throw AppError.invalid('otherId', ConnectionsText.cannotBlockSelf);
    if (!(await this.users.findById(otherId))) throw AppError.notFound(ConnectionsText.memberNotFound);
    await this.prisma.$transaction(async (tx) => {
      await lockPair(tx, me, otherId);
      // The request first: its row lock waits for an accept in flight, whose connection rows the next delete then sees.
      await this.requests.deleteBetween(tx, me, otherId);
      await this.connections.removeBetween(tx, me, otherId);
      await this.blocks.create(tx, me, otherId);
    });
    this.tell(me, otherId, ConnectionChange.Blocked, ConnectionChange.Removed);
    return { message: ConnectionsText.memberBlocked };
  }

  async unblock(auth: AuthContext, otherId: string): Promise<Ok> {
    const removed = await this.prisma.$transaction(async (tx) => {
      await lockPair(tx, auth.user.id, otherId);
      return this.blocks.remove(tx, auth.user.id, otherId);
    });
    if (removed === 0) throw AppError.notFound(ConnectionsText.notBlocked);
    this.realtime.emitToUser(auth.user.id, SocketEvent.ConnectionUpdated, {
      otherId,
      change: ConnectionChange.Unblocked,
    });
    return { message: ConnectionsText.memberUnblocked };
  }

  /**
   * Tells both members' open apps what changed between them: `actor` hears `change`, the other `toOther`. A new
   * connection starts sharing presence, a block ends it.
   */
  private tell(actor: string, other: string, change: ConnectionChange, toOther: ConnectionChange = change): void {
    this.realtime.emitToUser(actor, SocketEvent.ConnectionUpdated, { otherId: other, change });
    this.realtime.emitToUser(other, SocketEvent.ConnectionUpdated, { otherId: actor, change: toOther });
    if (change === ConnectionChange.Accepted || change === ConnectionChange.Blocked) {
      void this.realtime.sharePresence(actor, other, change === ConnectionChange.Accepted);
    }
  }

  /** Deletes the request addressed to `me` (only if still pending) and connects both ways, in the caller's transaction. */
  private async acceptWithin(tx: Db, requestId: string, me: string): Promise<ConnectionState> {
    const deleted = await this.requests.deleteAs(tx, requestId, 'addressee', me);
    if (!deleted) return this.explainMissingRequest(requestId, me, 'addressee', tx);
    await this.connections.connect(tx, deleted.requester_id, me);
    await this.pings.notify({ userId: deleted.requester_id, kind: NotificationKind.ConnectionAccepted, actorId: me }, tx);
    return state({ isConnection: true });
  }

  /** Why a conditional delete found nothing: the other side's own request (403), or no such request (404). */
  private async explainMissingRequest(
    requestId: string,
    me: string,
    side: 'addressee' | 'requester',
    db: Db = this.prisma,
  ): Promise<never> {
    const request = await this.requests.findById(db, requestId);
    if (request && side === 'addressee' && request.requesterId === me)
      throw AppError.forbidden(ConnectionsText.cannotAnswerOwnRequest);
    if (request && side === 'requester' && request.addresseeId === me)
      throw AppError.forbidden(ConnectionsText.onlyRequesterWithdraws);
    throw AppError.notFound(ConnectionsText.requestNotFound);
  }

  private async requireActiveMember(id: string): Promise<void> {
    this.policy.assertReachable(await this.users.findById(id), null, ConnectionsText.memberNotFound);
  }
}
