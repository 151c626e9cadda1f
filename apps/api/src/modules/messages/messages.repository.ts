import { Injectable } from '@nestjs/common';
import { MESSAGE_LIMITS } from '@nexus/contracts';
import { PrismaService } from '../../platform/database/prisma.service';
import {
  type ArchiveRow,
  archiveSql,
  type ChatCompanyRow,
  chatCompanySql,
  type ConversationMessageRow,
  type ConversationPageArgs,
  conversationSql,
  type DeleteRow,
  deleteSql,
  type EditRow,
  editSql,
  type KeysetArgs,
  type LatestRow,
  latestSql,
  type MessageRow,
  messageSql,
  type ReadRow,
  readSql,
  type SendRow,
  sendSql,
  type TypingRow,
  typingSql,
  unreadTotalSql,
} from './messages.sql';

/**
 * messages, conversations and conversation_members: each change is one call of a SQL function that keeps the three
 * together under the pair lock (see messages.sql.ts); reads are one statement each, on the pool.
 */
@Injectable()
export class MessagesRepository {
  constructor(private readonly prisma: PrismaService) {}

  private async one<Row extends object>(query: Parameters<PrismaService['read']>[0], name?: string): Promise<Row> {
    const [row] = await this.prisma.read<Row>(query, name);
    return row!;
  }

  send(senderId: string, receiverId: string, clientMessageId: string | null, content: string) {
    const flood = { messages: MESSAGE_LIMITS.floodMessages, windowMs: MESSAGE_LIMITS.floodWindowMs };
    return this.one<SendRow>(sendSql(senderId, receiverId, clientMessageId, content, flood), 'dm-send');
  }

  read(readerId: string, messageId: string) {
    return this.one<ReadRow>(readSql(readerId, messageId), 'dm-read');
  }

  edit(userId: string, messageId: string, content: string) {
    return this.one<EditRow>(editSql(userId, messageId, content), 'dm-edit');
  }

  remove(userId: string, messageId: string) {
    return this.one<DeleteRow>(deleteSql(userId, messageId), 'dm-delete');
  }

  archive(userId: string, otherId: string) {
    return this.one<ArchiveRow>(archiveSql(userId, otherId), 'dm-archive');
  }

  async message(messageId: string): Promise<MessageRow | undefined> {
    return (await this.prisma.read<MessageRow>(messageSql(messageId), 'dm-message'))[0];
  }

  async unreadTotal(userId: string): Promise<number> {
    return (await this.one<{ total: number }>(unreadTotalSql(userId), 'dm-unread-total')).total;
  }

  latest(userId: string, page: KeysetArgs) {
    return this.prisma.read<LatestRow>(latestSql(userId, page));
  }

  conversation(userId: string, otherId: string, page: ConversationPageArgs) {
    return this.prisma.read<ConversationMessageRow>(conversationSql(userId, otherId, page));
  }

  /** The company the member writes for in chats (their partner's, or the one granting them DM), if any. */
  async chatCompany(userId: string): Promise<ChatCompanyRow | undefined> {
    return (await this.prisma.read<ChatCompanyRow>(chatCompanySql(userId), 'dm-chat-company'))[0];
  }

  typing(userId: string, receiverId: string) {
    return this.one<TypingRow>(typingSql(userId, receiverId), 'dm-typing');
  }
}
