import { Injectable } from '@nestjs/common';
import type { Db } from '../database/prisma.service';
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
 * blocks and partner_followers: one parameterised query each (see connections.sql.ts).
 */
@Injectable()
export class ConnectionReadsRepository {
  search(db: Db, viewerId: string, pattern: string | null, page: PageArgs) {
    return db.$queryRaw<SearchRow[]>(searchSql(viewerId, pattern, page));
  }

  suggestions(db: Db, viewerId: string, limit: number) {
    return db.$queryRaw<SuggestionRow[]>(suggestionsSql(viewerId, limit));
  }

  connections(db: Db, userId: string, page: PageArgs) {
    return db.$queryRaw<ListRow[]>(connectionsListSql(userId, page));
  }

  requests(db: Db, userId: string, side: 'received' | 'sent', page: PageArgs) {
    return db.$queryRaw<ListRow[]>(requestsListSql(userId, side, page));
  }

  blocked(db: Db, userId: string, page: PageArgs) {
    return db.$queryRaw<ListRow[]>(blockedListSql(userId, page));
  }

  followedCompanies(db: Db, userId: string, page: PageArgs) {
    return db.$queryRaw<FollowedCompanyRow[]>(followedCompaniesSql(userId, page));
  }
}
