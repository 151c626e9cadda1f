import { Injectable } from '@nestjs/common';
import {
  type ChatPartner,
  ConnectionsText,
  DirectMessagesText,
  ErrorCode,
  type Message,
  MESSAGE_LIMITS,
  SocketEvent,
  Text,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../common/errors/app-error';
import { ConnectionStateService, type Relationship } from '../connections/connection-state.service';
import { lockPair } from '../connections/pair-key';
import { PrismaService } from '../database/prisma.service';
import { RealtimeGateway } from '../realtime/realtime.gateway';
import { isActiveMember } from '../users/active-member';
import { UsersRepository } from '../users/users.repository';
import { MessagesRepository } from './messages.repository';

type StoredMessage = Awaited<ReturnType<MessagesRepository['create']>>;

const toMessage = (m: StoredMessage): Message => ({
  id: m.id,
  senderId: m.senderId,
  receiverId: m.receiverId,
  status: m.status,
  content: { message: m.content },
  createdAt: m.createdAt.toISOString(),
  edited: m.edited,
  senderFirstName: m.sender.firstName,
  senderLastName: m.sender.lastName,
  senderImage: m.sender.image,
  receiverFirstName: m.receiver.firstName,
  receiverLastName: m.receiver.lastName,
  receiverImage: m.receiver.image,
});

/** Chat is allowed between connections, or to a member with message permission; never across a block (§6). */
const maySend = (r: Relationship) => !r.blocked && (r.state.isConnection || r.state.hasMessagePermission);

/**
 * Direct messages. A send takes the pair lock that blocks and connection changes take, and checks the
 * relationship under it, so a message is never stored after a block or a removal between the two.
 */
@Injectable()
export class MessagesService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly messages: MessagesRepository,
    private readonly users: UsersRepository,
    private readonly relationships: ConnectionStateService,
    private readonly realtime: RealtimeGateway,
  ) {}

  async send(auth: AuthContext, receiverId: string, text: string): Promise<Message> {
    const me = auth.user.id;
    if (receiverId === me) throw AppError.invalid('receiverId', DirectMessagesText.cannotMessageSelf);
    await this.requireActiveMember(receiverId);
    const stored = await this.prisma.$transaction(async (tx) => {
      await lockPair(tx, me, receiverId);
      if (!maySend(await this.relationships.between(me, receiverId, tx))) throw AppError.forbidden(Text.noChatPermission);
      const since = new Date(Date.now() - MESSAGE_LIMITS.floodWindowMs);
      if ((await this.messages.countSentSince(tx, me, receiverId, since)) >= MESSAGE_LIMITS.floodMessages) {
        throw new AppError(ErrorCode.RateLimited, Text.floodLimit);
      }
      return this.messages.create(tx, { senderId: me, receiverId, content: text });
    });
    const message = toMessage(stored);
    const unreadMessagesCount = await this.messages.unreadCount(this.prisma, receiverId);
    this.realtime.emitToUser(receiverId, SocketEvent.ChatMessageCreated, { message, unreadMessagesCount });
    return message;
  }

  /** The chat header: who the other member is and whether the caller may write to them. Across a block they do not exist. */
  async chatPartner(auth: AuthContext, receiverId: string): Promise<ChatPartner> {
    const member = await this.requireActiveMember(receiverId);
    const relationship = await this.relationships.between(auth.user.id, receiverId);
    if (relationship.blocked) throw AppError.notFound(ConnectionsText.memberNotFound);
    return {
      id: member.id,
      name: [member.firstName, member.lastName].filter(Boolean).join(' '),
      image: member.image,
      isConnection: relationship.state.isConnection,
      hasMessagePermission: relationship.state.hasMessagePermission,
      companyName: member.profile?.companyName ?? null,
      companyId: member.partnerId,
    };
  }

  private async requireActiveMember(id: string) {
    const member = await this.users.findWithProfile(id);
    if (!isActiveMember(member)) throw AppError.notFound(ConnectionsText.memberNotFound);
    return member;
  }
}
