import { Injectable, type OnModuleInit } from '@nestjs/common';
import {
  type ChatPartner,
  type ChatTypingPayload,
  type ConversationPage,
  type ConversationQuery,
  ConnectionsText,
  DirectMessagesText,
  ErrorCode,
  type LatestMessagesQuery,
  MESSAGE_LIMITS,
  type Message,
  type MessagePage,
  MessageStatus,
  type Ok,
  type SendMessageBody,
  SocketEvent,
  Text,
  type UpdateMessageBody,
  clientEvents,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { ConnectionStateService } from '../connections/connection-state.service';
import { decodeCursor, pageFrom } from '../connections/cursor';
import { RealtimeGateway } from '../../platform/realtime/realtime.gateway';
import { UsersRepository } from '../users/users.repository';
import { MessagesRepository } from './messages.repository';
import type { LatestRow, MessageRow, SendRow } from './messages.sql';
import { decodeSeqCursor, encodeSeqCursor } from './seq-cursor';
import { PolicyService } from '../../platform/policy/policy.service';

/**
 * A message as `viewerId` sees it: the sender sees 'read' only when both share read receipts, and only the sender
 * sees their clientMessageId.
 */
const toMessage = (m: MessageRow, viewerId: string): Message => ({
  id: m.id,
  senderId: m.sender_id,
  receiverId: m.receiver_id,
  status: m.sender_id === viewerId && !m.receipts_shared ? MessageStatus.Unread : m.status,
  content: { message: m.content },
  createdAt: m.created_at.toISOString(),
  edited: m.edited,
  senderFirstName: m.sender_first_name,
  senderLastName: m.sender_last_name,
  senderImage: m.sender_image,
  receiverFirstName: m.receiver_first_name,
  receiverLastName: m.receiver_last_name,
  receiverImage: m.receiver_image,
  seq: m.seq,
  clientMessageId: m.sender_id === viewerId ? m.client_message_id : null,
});

const nameOf = (first: string | null, last: string | null) => [first, last].filter(Boolean).join(' ');

const chatRefused = () => new AppError(ErrorCode.ChatNotAllowed, Text.noChatPermission);

/**
 * Direct messages (§7). Every change is one SQL statement under the pair lock that blocks and connection changes
 * take (messages.sql.ts), so a message is never stored after a block, and the conversation's counters change with
 * it. Events go out after the statement: to both members' sockets, every tab (§4).
 */
@Injectable()
export class MessagesService implements OnModuleInit {
  constructor(
    private readonly messages: MessagesRepository,
    private readonly users: UsersRepository,
    private readonly relationships: ConnectionStateService,
    private readonly realtime: RealtimeGateway,
    private readonly policy: PolicyService,
  ) {}

  onModuleInit(): void {
    this.realtime.handle(clientEvents.chatMessageRead, async (auth, { id, payload }) => {
      await this.markRead(auth, id, payload.receiverId);
    });
    this.realtime.handle(clientEvents.chatTyping, (auth, payload) => this.typing(auth, payload));
  }

  async send(auth: AuthContext, receiverId: string, { clientMessageId, content }: SendMessageBody): Promise<Message> {
    const me = auth.user.id;
    if (receiverId === me) throw AppError.invalid('receiverId', DirectMessagesText.cannotMessageSelf);
    const row = await this.messages.send(me, receiverId, clientMessageId ?? null, content.message);
    this.refuseUnsent(row);
    const message = toMessage(row, me);
    // A replay answers the stored message and tells nobody again: the first send did.
    if (row.outcome === 'sent') {
      const forReceiver = toMessage(row, receiverId);
      this.realtime.emitToUser(receiverId, SocketEvent.ChatMessageCreated, {
        message: forReceiver,
        unreadMessagesCount: row.receiver_unread,
      });
      this.realtime.emitToUser(receiverId, SocketEvent.NotificationReceived, { kind: 'message', message: forReceiver });
      this.realtime.emitToUser(me, SocketEvent.ChatMessageCreated, { message, unreadMessagesCount: row.sender_unread });
    }
    return message;
  }

  private refuseUnsent(row: SendRow): void {
    switch (row.outcome) {
      case 'not_found':
        throw AppError.notFound(ConnectionsText.memberNotFound);
      case 'not_allowed':
        throw chatRefused();
      case 'quota_used_up':
        throw new AppError(ErrorCode.DmQuotaUsedUp, Text.dmLimitReached);
      case 'flood':
        // The window is short: by its end the oldest of the messages that filled it has left it.
        throw AppError.retryLater(ErrorCode.MessageFlood, Text.floodLimit, Math.ceil(MESSAGE_LIMITS.floodWindowMs / 1000));
      case 'client_id_taken':
        throw AppError.invalid('clientMessageId', DirectMessagesText.clientMessageIdTaken);
    }
  }

  /**
   * §4: the receiver read a message and every one before it (`partnerId`, from the socket event, must be its sender).
   * The reader's sockets hear the new unread count and the receipt; the sender hears the receipt only when both share
   * read receipts.
   */
  async markRead(auth: AuthContext, id: string, partnerId?: string): Promise<void> {
    const me = auth.user.id;
    const row = await this.messages.read(me, id);
    if (row.outcome === 'not_found') throw AppError.notFound(DirectMessagesText.messageNotFound);
    if (row.outcome === 'not_receiver') throw AppError.forbidden(DirectMessagesText.onlyReceiverMarksRead);
    if (partnerId !== undefined && row.other_id !== partnerId) throw AppError.notFound(DirectMessagesText.messageNotFound);
    if (!row.changed) return;
    const other = row.other_id!;
    const receipt = { id, payload: { userId: me, receiverId: other } };
    this.realtime.emitToUser(me, SocketEvent.UnreadMessageCount, { unreadMessagesCount: row.reader_unread });
    this.realtime.emitToUser(me, SocketEvent.ChatMessageRead, receipt);
    if (row.receipts_shared) this.realtime.emitToUser(other, SocketEvent.ChatMessageRead, receipt);
  }

  /** PUT message/:id: mark read (the receiver) or edit (the sender). */
  async update(auth: AuthContext, id: string, body: UpdateMessageBody): Promise<Message> {
    if ('status' in body) {
      await this.markRead(auth, id);
      const row = await this.messages.message(id);
      if (!row) throw AppError.notFound(DirectMessagesText.messageNotFound);
      return toMessage(row, auth.user.id);
    }
    return this.edit(auth, id, body.content.message);
  }

  private async edit(auth: AuthContext, id: string, text: string): Promise<Message> {
    const me = auth.user.id;
    const row = await this.messages.edit(me, id, text);
    if (!row.visible) throw AppError.notFound(DirectMessagesText.messageNotFound);
    if (row.owner_id !== me || !row.id) throw AppError.forbidden(DirectMessagesText.onlySenderEdits);
    const edited = row as MessageRow;
    const message = toMessage(edited, me);
    this.realtime.emitToUser(me, SocketEvent.ChatMessageUpdated, { message });
    this.realtime.emitToUser(edited.receiver_id, SocketEvent.ChatMessageUpdated, {
      message: toMessage(edited, edited.receiver_id),
    });
    return message;
  }

  async remove(auth: AuthContext, messageId: string): Promise<Ok> {
    const row = await this.messages.remove(auth.user.id, messageId);
    if (row.outcome === 'not_found') throw AppError.notFound(DirectMessagesText.messageNotFound);
    if (row.outcome === 'not_sender') throw AppError.forbidden(DirectMessagesText.onlySenderDeletes);
    const senderId = row.sender_id!;
    const receiverId = row.receiver_id!;
    const deleted = { id: messageId, senderId, receiverId };
    this.realtime.emitToUser(senderId, SocketEvent.ChatMessageDeleted, { ...deleted, unreadMessagesCount: row.sender_unread });
    this.realtime.emitToUser(receiverId, SocketEvent.ChatMessageDeleted, {
      ...deleted,
      unreadMessagesCount: row.receiver_unread,
    });
    return { message: DirectMessagesText.messageDeleted };
  }

  /** 'Delete Conversation': for the member only; their other tabs close it too. */
  async archive(auth: AuthContext, otherId: string): Promise<Ok> {
    const me = auth.user.id;
    const row = await this.messages.archive(me, otherId);
    if (row.outcome === 'not_found') throw AppError.notFound(DirectMessagesText.conversationNotFound);
    this.realtime.emitToUser(me, SocketEvent.ChatArchived, { userId: me, otherId });
    this.realtime.emitToUser(me, SocketEvent.UnreadMessageCount, { unreadMessagesCount: row.user_unread });
    return { message: DirectMessagesText.conversationArchived };
  }

  /** The drawer: one row per conversation, newest first, with the other member, online and unread. */
  async latest(auth: AuthContext, query: LatestMessagesQuery): Promise<ConversationPage> {
    const me = auth.user.id;
    const cursor = decodeCursor(query.cursor);
    const size = query.pageSize;
    const [rows, unreadMessagesCount] = await Promise.all([
      this.messages.latest(me, { cursor, limit: size + 1, offset: cursor ? 0 : (query.page - 1) * size }),
      this.messages.unreadTotal(me),
    ]);
    const online = await this.realtime.onlineAmong(rows.map((r) => r.other_id));
    const page = pageFrom(
      rows,
      size,
      (r) => [r.last_message_at, r.conversation_id],
      (r: LatestRow) => ({
        ...toMessage(r, me),
        otherUser: {
          id: r.other_id,
          name: nameOf(r.other_first_name, r.other_last_name),
          image: r.other_image,
          isConnection: r.is_connection,
          hasMessagePermission: r.has_message_permission,
          companyName: r.other_company_name,
          companyId: r.other_partner_id,
          isDmCountMaxed: r.is_dm_count_maxed,
          dmQuotaUsedUp: !r.is_connection && r.dm_quota_used_up,
          online: online.has(r.other_id),
        },
        unread: r.unread_count > 0,
        unreadCount: r.unread_count,
      }),
    );
    return { ...page, unreadMessagesCount };
  }

  /**
   * A conversation as the member sees it (after their archive point): pages of 10, newest first; with `after`, the
   * messages after that one, oldest first. Across a block, or with a member who is gone, it is not there (404).
   */
  async conversation(auth: AuthContext, otherId: string, query: ConversationQuery): Promise<MessagePage> {
    const me = auth.user.id;
    const cursorSeq = decodeSeqCursor(query.cursor);
    const catchUp = query.after !== undefined;
    const size = query.pageSize;
    const rows = await this.messages.conversation(me, otherId, {
      beforeSeq: catchUp ? null : cursorSeq,
      afterSeq: catchUp && cursorSeq !== null ? cursorSeq : null,
      afterMessageId: catchUp && cursorSeq === null ? query.after! : null,
      limit: size + 1,
      offset: cursorSeq === null ? (query.page - 1) * size : 0,
    });
    const first = rows[0];
    if (!first?.readable) throw AppError.notFound(ConnectionsText.memberNotFound);
    if (catchUp && cursorSeq === null && !first.after_found) {
      throw AppError.invalid('after', DirectMessagesText.afterNotInConversation);
    }
    const found = rows.filter((r) => r.id !== null);
    const items = found.slice(0, size);
    const last = items[items.length - 1];
    return {
      items: items.map((r) => toMessage(r, me)),
      nextCursor: found.length > size && last ? encodeSeqCursor(last.seq) : null,
    };
  }

  /** The chat header: who the other member is and whether the caller may write to them. Across a block they do not exist. */
  async chatPartner(auth: AuthContext, receiverId: string): Promise<ChatPartner> {
    const [member, relationship, company] = await Promise.all([
      this.users.findWithProfile(receiverId),
      this.relationships.between(auth.user.id, receiverId),
      this.messages.chatCompany(receiverId),
    ]);
    this.policy.assertReachable(member, relationship, ConnectionsText.memberNotFound);
    return {
      id: member.id,
      name: nameOf(member.firstName, member.lastName),
      image: member.image,
      isConnection: relationship.state.isConnection,
      hasMessagePermission: relationship.state.hasMessagePermission,
      companyName: company?.name ?? member.profile?.companyName ?? null,
      companyId: company?.id ?? null,
      isDmCountMaxed: relationship.state.isDmCountMaxed,
      dmQuotaUsedUp: relationship.dmQuotaUsedUp,
    };
  }

  /** Relays 'typing' to the receiver when the two may chat and both share typing indicators; otherwise tells nobody. */
  private async typing(auth: AuthContext, payload: ChatTypingPayload): Promise<void> {
    if (payload.receiverId === auth.user.id) throw AppError.invalid('receiverId', DirectMessagesText.cannotMessageSelf);
    const row = await this.messages.typing(auth.user.id, payload.receiverId);
    if (!row.may_chat) throw chatRefused();
    if (row.both_share_typing) this.realtime.emitToUser(payload.receiverId, SocketEvent.ChatTyping, payload);
  }
}
