import { Injectable } from '@nestjs/common';
import { MessageStatus } from '@nexus/contracts';
import type { Db } from '../database/prisma.service';

const PERSON = { select: { firstName: true, lastName: true, image: true } } as const;

/** messages: direct messages between two members. */
@Injectable()
export class MessagesRepository {
  create(db: Db, data: { senderId: string; receiverId: string; content: string }) {
    return db.message.create({ data, include: { sender: PERSON, receiver: PERSON } });
  }

  /** Messages from one member to another since a moment (the flood rule). */
  countSentSince(db: Db, senderId: string, receiverId: string, since: Date) {
    return db.message.count({ where: { senderId, receiverId, createdAt: { gt: since } } });
  }

  /** Marks one message read, only if it is to `receiverId` from `senderId`: true when it changed. */
  async markRead(db: Db, id: string, receiverId: string, senderId: string): Promise<boolean> {
    const { count } = await db.message.updateMany({
      where: { id, receiverId, senderId, status: MessageStatus.Unread },
      data: { status: MessageStatus.Read },
    });
    return count === 1;
  }

  unreadCount(db: Db, receiverId: string) {
    return db.message.count({ where: { receiverId, status: MessageStatus.Unread } });
  }
}
