import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service';
import {
  blockedListSql,
  type CardRow,
  connectionsListSql,
  type FollowedCompanyRow,
  followedCompaniesSql,
  type ListRow,
  type PageArgs,
  requestsListSql,
  searchSql,
  type SearchRow,
  suggestionsSql,
  type SuggestionRow,
} from './connections.sql';

export type { CardRow, FollowedCompanyRow, ListRow, PageArgs, SearchRow, SuggestionRow };

/**
 * The reads of the connections screens, across users, profiles, connections, connection_requests,
 * blocks and partner_followers: one parameterised query each (see connections.sql.ts), run straight on the pool.
 */
@Injectable()
export class ConnectionReadsRepository {
  constructor(private readonly prisma: PrismaService) {}

  search(viewerId: string, pattern: string | null, page: PageArgs) {
    return this.prisma.read<SearchRow>(searchSql(viewerId, pattern, page));
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

  followedCompanies(userId: string, page: PageArgs) {
    return this.prisma.read<FollowedCompanyRow>(followedCompaniesSql(userId, page));
  }
}
