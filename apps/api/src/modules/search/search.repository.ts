import { Injectable } from '@nestjs/common';
import type { SearchKind } from '@nexus/contracts';
import { PrismaService } from '../../platform/database/prisma.service';
import { type HitRow, matchedWords, type SearchCursor, searchAllSql, searchKindSql } from './search.sql';

/**
 * Runs search's statements (search.sql.ts) on the pool, each a prepared statement: one per kind, cursor or not, and
 * number of matched words (the text of the statement differs by each).
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly prisma: PrismaService) {}

  all(viewerId: string, q: string, perKind: number): Promise<HitRow[]> {
    return this.prisma.read<HitRow>(searchAllSql(viewerId, q, perKind), `search_all_${matchedWords(q).length}`);
  }

  kind(viewerId: string, kind: SearchKind, q: string, limit: number, cursor: SearchCursor | null): Promise<HitRow[]> {
    return this.prisma.read<HitRow>(
      searchKindSql(viewerId, kind, q, limit, cursor),
      `search_${kind}_${matchedWords(q).length}${cursor === null ? '' : '_after'}`,
    );
  }
}
