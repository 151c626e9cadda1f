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

  unreadCount(db: Db, receiverId: string) {
    return db.message.count({ where: { receiverId, status: MessageStatus.Unread } });
  }
}
