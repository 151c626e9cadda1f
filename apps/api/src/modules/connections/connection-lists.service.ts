import { Injectable } from '@nestjs/common';
import {
  type Community,
  type ConnectionRequest,
  type ConnectionSearchQuery,
  ConnectionsText,
  type ListQuery,
  type MemberCard,
  Role,
  type SearchResult,
  type Suggestion,
  SuggestionReasonKind,
  SUGGESTIONS_LIMIT,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { AppError } from '../../platform/common/errors/app-error';
import { containsPattern, type Dir, pageArgs } from './connections.sql';
import { type CardRow, ConnectionReadsRepository, type ListRow } from './connection-reads.repository';
import { pageFrom } from './cursor';

export const toCard = (r: CardRow): MemberCard => ({
  id: r.id,
  firstName: r.first_name,
  lastName: r.last_name,
  image: r.image,
  headline: r.headline,
  jobTitle: r.job_title,
  companyName: r.company_name,
  city: r.city,
});

const listKey = (r: ListRow): [Date, string] => [r.at, r.key];

/** Search, the connections tabs and suggestions: reads only, one query each. */
@Injectable()
export class ConnectionListsService {
  constructor(private readonly reads: ConnectionReadsRepository) {}

  /** Members anywhere, or only within a community the caller belongs to (platform admins may search any). */
  async search(auth: AuthContext, query: ConnectionSearchQuery, communityId: string | null = null) {
    const me = auth.user.id;
    if (communityId !== null) {
      const access = await this.reads.communityAccess(communityId, me);
      if (!access?.is_community) throw AppError.notFound(ConnectionsText.communityNotFound);
      if (!access.is_member && auth.user.role !== Role.Admin) throw AppError.forbidden(ConnectionsText.notCommunityMember);
    }
    const pattern = query.keyword ? containsPattern(query.keyword) : null;
    const rows = await this.reads.search(me, pattern, pageArgs(query, query.dir as Dir), communityId);
    return pageFrom(
      rows,
      query.pageSize,
      (r) => [r.updated_at, r.id],
      (r): SearchResult => ({
        ...toCard(r),
        connection: {
          isConnection: r.is_connection,
          isRequesting: r.requester_id === me,
          isPending: r.requester_id !== null && r.requester_id !== me,
          requestId: r.request_id,
          hasMessagePermission: r.has_message_permission,
          isDmCountMaxed: r.is_dm_count_maxed,
          // Search never shows a member in a block with the viewer.
          isBlockedByViewer: false,
        },
      }),
    );
  }

  communities(auth: AuthContext): Promise<Community[]> {
    return this.reads.communities(auth.user.id);
  }

  async connections(auth: AuthContext, query: ListQuery) {
    const rows = await this.reads.connections(auth.user.id, pageArgs(query, query.dir as Dir));
    return pageFrom(rows, query.pageSize, listKey, toCard);
  }

  async requests(auth: AuthContext, side: 'received' | 'sent', query: ListQuery) {
    const rows = await this.reads.requests(auth.user.id, side, pageArgs(query, query.dir as Dir));
    return pageFrom(rows, query.pageSize, listKey, (r): ConnectionRequest => ({
      id: r.key,
      createdAt: r.at.toISOString(),
      member: toCard(r),
    }));
  }

  async blocked(auth: AuthContext, query: ListQuery) {
    const rows = await this.reads.blocked(auth.user.id, pageArgs(query, query.dir as Dir));
    return pageFrom(rows, query.pageSize, listKey, toCard);
  }

  async suggestions(auth: AuthContext): Promise<Suggestion[]> {
    const me = auth.user;
    const rows = await this.reads.suggestions(me.id, SUGGESTIONS_LIMIT);
    return rows.map((r) => {
      const reasons: Suggestion['reasons'] = [];
      if (r.mutual > 0) reasons.push({ kind: SuggestionReasonKind.Mutual, text: ConnectionsText.mutualConnections(r.mutual) });
      if (r.same_company && r.company_name)
        reasons.push({ kind: SuggestionReasonKind.Company, text: ConnectionsText.alsoAt(r.company_name) });
      if (r.same_industry && r.industry)
        reasons.push({ kind: SuggestionReasonKind.Industry, text: ConnectionsText.alsoIn(r.industry) });
      if (r.same_city && r.city) reasons.push({ kind: SuggestionReasonKind.City, text: ConnectionsText.alsoIn(r.city) });
      return { ...toCard(r), mutualConnections: r.mutual, reasons };
    });
  }
}
