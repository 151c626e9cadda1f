import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../platform/database/prisma.service';
import {
  blockedListSql,
  type CardRow,
  communityAccessSql,
  type CommunityAccessRow,
  type CommunityRow,
  connectionsListSql,
  type ListRow,
  memberCommunitiesSql,
  type PageArgs,
  requestsListSql,
  searchSql,
  type SearchRow,
  suggestionsSql,
  type SuggestionRow,
} from './connections.sql';

export type { CardRow, ListRow, PageArgs, SearchRow, SuggestionRow };

/**
 * The reads of the connections screens, across users, profiles, connections, connection_requests,
 * blocks, partners and partner_followers: one parameterised query each (see connections.sql.ts), run straight on the pool.
 */
@Injectable()
export class ConnectionReadsRepository {
  constructor(private readonly prisma: PrismaService) {}

  search(viewerId: string, pattern: string | null, page: PageArgs, communityId: string | null) {
    return this.prisma.read<SearchRow>(searchSql(viewerId, pattern, page, communityId));
  }

  async communityAccess(communityId: string, userId: string): Promise<CommunityAccessRow | undefined> {
    const [row] = await this.prisma.read<CommunityAccessRow>(communityAccessSql(communityId, userId));
    return row;
  }

  communities(userId: string) {
    return this.prisma.read<CommunityRow>(memberCommunitiesSql(userId));
  }

  suggestions(viewerId: string, limit: number) {
    return this.prisma.read<SuggestionRow>(suggestionsSql(viewerId, limit));
  }

  connections(userId: string, page: PageArgs) {
    return this.prisma.read<ListRow>(connectionsListSql(userId, page));
  }

  requests(userId: string, side: 'received' | 'sent', page: PageArgs) {
    return this.prisma.read<ListRow>(requestsListSql(userId, side, page));
  }

  blocked(userId: string, page: PageArgs) {
    return this.prisma.read<ListRow>(blockedListSql(userId, page));
  }
}
