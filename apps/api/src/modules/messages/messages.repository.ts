import { Injectable } from '@nestjs/common';
import { MESSAGE_LIMITS } from '@nexus/contracts';
import { GroupCommit } from '../../platform/database/group-commit';
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
  pairOrder,
  type SendInput,
  sendManySql,
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
  private readonly flood = { messages: MESSAGE_LIMITS.floodMessages, windowMs: MESSAGE_LIMITS.floodWindowMs };
  /**
   * Sends are group-committed: at 1,000 sends/s, most of a send's database time was its own statement and commit.
   * Two statements in flight keep a slow one from holding every send up, and leave the rest of the pool to others.
   */
  private readonly sends = new GroupCommit<SendInput, SendRow>(
    {
      one: (send) => this.one<SendRow>(sendSql(send, this.flood), 'dm-send'),
      many: (sends) => this.sendMany(sends),
    },
    { maxInFlight: 2, maxBatch: 100 },
  );

  constructor(private readonly prisma: PrismaService) {}

  private async one<Row extends object>(query: Parameters<PrismaService['read']>[0], name?: string): Promise<Row> {
    const [row] = await this.prisma.read<Row>(query, name);
    return row!;
  }

  send(senderId: string, receiverId: string, clientMessageId: string | null, content: string): Promise<SendRow> {
    return this.sends.write({ senderId, receiverId, clientMessageId, content });
  }

  private async sendMany(sends: SendInput[]): Promise<SendRow[]> {
    const ordered = sends.map((send, index) => ({ send, index, pair: pairOrder(send) }));
    ordered.sort((a, b) => (a.pair < b.pair ? -1 : a.pair > b.pair ? 1 : a.index - b.index));
    const rows = await this.prisma.read<SendRow & { ord: number }>(
      sendManySql(
        ordered.map(({ send }) => send),
        this.flood,
      ),
      'dm-send-many',
    );
    const answers: SendRow[] = new Array(sends.length);
    for (const { ord, ...row } of rows) answers[ordered[ord - 1]!.index] = row;
    return answers;
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
