import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { type PingsQuery, PingsText, type UnreadPings } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { decodeCursor, pageFrom } from '../connections/cursor';
import type { Db } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { type PingInsert, PingsRepository, toNotification } from './pings.repository';

export type PingInput = Omit<PingInsert, 'id'>;

/**
 * Notifications (/pings). Producers call `notify`, which only queues the durable `ping` job (PingsDelivery writes,
 * emits and mails): with `tx`, the ping exists only if the caller's change commits. Reads and marks act on the
 * caller's own pings.
 */
@Injectable()
export class PingsService {
  constructor(
    private readonly pings: PingsRepository,
    private readonly jobs: JobsService,
  ) {}

  /** Queues one ping. A member is never pinged about their own action (blocks and gone members: the job checks). */
  async notify(input: PingInput, tx?: Db): Promise<void> {
    if (input.actorId === input.userId) return;
    await this.jobs.send('ping', { id: randomUUID(), ...input }, tx);
  }

  /** Pings a company's own accounts (its admins: `users.partner_id`), e.g. that someone followed it. */
  async notifyPartnerAccounts(partnerId: string, input: Omit<PingInput, 'userId' | 'partnerId'>, tx?: Db): Promise<void> {
    for (const userId of await this.pings.partnerAccounts(partnerId)) await this.notify({ ...input, userId, partnerId }, tx);
  }

  async list(userId: string, query: PingsQuery) {
    const cursor = decodeCursor(query.cursor);
    const size = query.pageSize;
    const rows = await this.pings.page(userId, cursor, size + 1);
    return pageFrom(rows, size, (r) => [r.created_at, r.id], toNotification);
  }

  async unreadCount(userId: string): Promise<UnreadPings> {
    return { unreadNotificationsCount: await this.pings.unreadCount(userId) };
  }

  async markRead(userId: string, id: string): Promise<UnreadPings> {
    const owner = await this.pings.markRead(userId, id);
    if (owner === 'none') throw AppError.notFound(PingsText.notificationNotFound);
    if (owner === 'other') throw AppError.forbidden(PingsText.notYours);
    return this.unreadCount(userId);
  }

  async markAllRead(userId: string): Promise<UnreadPings> {
    await this.pings.markAllRead(userId);
    return this.unreadCount(userId);
  }
}
