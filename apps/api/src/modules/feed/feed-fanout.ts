import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FEED_TIMELINE_CAP, SocketEvent } from '@nexus/contracts';
import { PrismaService } from '../../platform/database/prisma.service';
import { JobsService } from '../../platform/queue/jobs.service';
import { toManyUserSockets } from '../../platform/queue/queues';
import { fanOutSql, trimSql } from './feed.sql';

/**
 * The `feed-fanout` job: fan-out on write into capped per-member timelines (feed/README.md). One statement
 * writes every timeline's row; the members who got it hear 'feed post created' through `socket-event` jobs (one emit
 * to many rooms each, since a job cannot reach sockets); then a sample of their timelines is trimmed to the cap.
 * A retry adds no row twice and tells nobody twice (only rows it added are told).
 */
@Injectable()
export class FeedFanout implements OnModuleInit {
  constructor(
    private readonly prisma: PrismaService,
    private readonly jobs: JobsService,
  ) {}

  onModuleInit(): void {
    this.jobs.handle('feed-fanout', ({ postId }) => this.fanOut(postId));
  }

  async fanOut(postId: string): Promise<void> {
    const rows = await this.prisma.read<{ userId: string; authorId: string }>(fanOutSql(postId), 'feed-fanout');
    if (rows.length === 0) return;
    const userIds = rows.map((r) => r.userId);
    const authorId = rows[0]!.authorId;
    await this.jobs.sendMany('socket-event', toManyUserSockets(userIds, SocketEvent.FeedPostCreated, { postId, authorId }));
    await this.prisma.read(trimSql(postId, userIds, FEED_TIMELINE_CAP), 'feed-trim');
  }
}
