import { Injectable } from '@nestjs/common';
import { type FeedReasonInfo, type Post } from '@nexus/contracts';
import type { PageArgs } from '../connections/connections.sql';
import { decodeCursor, pageFrom } from '../connections/cursor';
import { PrismaService } from '../../platform/database/prisma.service';
import { PostViews } from '../posts/post-views.repository';
import { type FeedPageRow, feedPageSql, type HashtagPageRow, hashtagPageSql } from './feed.sql';

interface PageQuery {
  cursor?: string;
  pageSize: number;
}

/** Keyset pages only, newest first: `page` numbers are not read (a feed moves under them). */
const pageArgs = (query: PageQuery): PageArgs => ({
  cursor: decodeCursor(query.cursor),
  dir: 'desc',
  limit: query.pageSize + 1,
  offset: 0,
});

/** A prepared statement per shape: the first page and the next ones differ by their cursor condition. */
const statement = (name: string, page: PageArgs) => (page.cursor ? `${name}-next` : name);

/**
 * The home timeline and hashtag pages: a page of ids (one statement on an index, visibility re-checked), then the
 * posts as the member sees them (PostViews, one statement).
 */
@Injectable()
export class FeedService {
  constructor(
    private readonly prisma: PrismaService,
    private readonly posts: PostViews,
  ) {}

  async feed(viewerId: string, query: PageQuery) {
    const page = pageArgs(query);
    const rows = await this.prisma.read<FeedPageRow>(feedPageSql(viewerId, page), statement('feed-page', page));
    const reasons = new Map<string, FeedReasonInfo>(
      rows.map((r) => [
        r.post_id,
        { kind: r.reason, partner: r.partner_id ? { id: r.partner_id, name: r.partner_name ?? '' } : null },
      ]),
    );
    return this.page(viewerId, rows, query.pageSize, reasons);
  }

  async hashtag(viewerId: string, tag: string, query: PageQuery) {
    const page = pageArgs(query);
    const rows = await this.prisma.read<HashtagPageRow>(hashtagPageSql(viewerId, tag, page), statement('hashtag-page', page));
    return this.page(viewerId, rows, query.pageSize);
  }

  /** The page's posts in the page's order; the cursor is the last row read, whatever PostViews left out meanwhile. */
  private async page(
    viewerId: string,
    rows: { post_id: string; at: Date }[],
    size: number,
    reasons?: Map<string, FeedReasonInfo>,
  ): Promise<{ items: Post[]; nextCursor: string | null }> {
    const { nextCursor } = pageFrom(
      rows,
      size,
      (r) => [r.at, r.post_id],
      (r) => r.post_id,
    );
    const items = await this.posts.load(
      viewerId,
      rows.slice(0, size).map((r) => r.post_id),
      reasons,
    );
    return { items, nextCursor };
  }
}
