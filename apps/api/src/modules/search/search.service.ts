import { Injectable } from '@nestjs/common';
import {
  type RouteInput,
  type routes,
  SEARCH_KINDS,
  type SearchHit,
  searchHitPath,
  type SearchKind,
  type SearchResults,
} from '@nexus/contracts';
import type { AuthContext } from '../auth/auth-context';
import { decodeSearchCursor, encodeSearchCursor } from './search-cursor';
import { SearchRepository } from './search.repository';
import type { HitRow } from './search.sql';

type AllQuery = RouteInput<typeof routes.search.all>['query'];
type KindInput = RouteInput<typeof routes.search.kind>;

const toHit = (r: HitRow): SearchHit => ({
  kind: r.kind,
  id: r.id,
  title: r.title,
  subtitle: r.subtitle,
  image: r.image,
  path: searchHitPath(r.kind, r.id),
});

/**
 * One search across the product. The rules are in the statements (search.sql.ts), each kind under its own area's
 * rule; here the hits are grouped and paged.
 */
@Injectable()
export class SearchService {
  constructor(private readonly repository: SearchRepository) {}

  /** The best few hits of every kind, grouped in SEARCH_KINDS order; a kind without hits is left out. */
  async all(auth: AuthContext, { q, perKind }: AllQuery): Promise<SearchResults> {
    const rows = await this.repository.all(auth.user.id, q, perKind);
    const groups = SEARCH_KINDS.map((kind) => ({ kind, items: rows.filter((r) => r.kind === kind).map(toHit) }));
    return { q, groups: groups.filter((g) => g.items.length > 0) };
  }

  /** One kind's hits, best first, by keyset pages over (score, id). */
  async kind(auth: AuthContext, kind: SearchKind, { q, cursor, pageSize }: KindInput['query']) {
    const rows = await this.repository.kind(auth.user.id, kind, q, pageSize + 1, decodeSearchCursor(cursor));
    const items = rows.slice(0, pageSize);
    const last = items[items.length - 1];
    return {
      items: items.map(toHit),
      nextCursor: rows.length > pageSize && last ? encodeSearchCursor(last) : null,
    };
  }
}
