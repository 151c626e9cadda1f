import { Prisma } from '../../platform/database/generated/client';
import { type Cursor, decodeCursor } from './cursor';

/**
 * The read queries of connections, as parameterised SQL (Prisma.sql tagged templates): the
 * repositories run them with `$queryRaw`, and the benchmark runs the very same text and values with `pg`.
 */

export type Dir = 'asc' | 'desc';

/** A member card's columns, from `u` (users) and `p` (profiles); a hidden city is never read out. */
export const CARD = Prisma.raw(`u.id::text AS id, u.first_name, u.last_name, u.image, p.headline, p.job_title, p.company_name,
  CASE WHEN p.show_city THEN p.city END AS city`);

export interface CardRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  image: string | null;
  headline: string | null;
  job_title: string | null;
  company_name: string | null;
  city: string | null;
}

/** The pair key of connection_requests (lower id ':' higher id): uuid order is byte order, as the text order of their lowercase form. */
const pairKeyOf = (a: Prisma.Sql, b: Prisma.Sql) =>
  Prisma.sql`CASE WHEN ${a} < ${b} THEN ${a}::text || ':' || ${b}::text ELSE ${b}::text || ':' || ${a}::text END`;

/** `(at, id) > cursor` for ascending pages, `<` for descending ones. */
const after = (at: Prisma.Sql, id: Prisma.Sql, dir: Dir, cursor: Cursor | null) =>
  cursor === null
    ? Prisma.empty
    : dir === 'asc'
      ? Prisma.sql`AND (${at}, ${id}) > (${cursor.at}::timestamptz, ${cursor.id}::uuid)`
      : Prisma.sql`AND (${at}, ${id}) < (${cursor.at}::timestamptz, ${cursor.id}::uuid)`;

const orderBy = (at: string, id: string, dir: Dir) =>
  Prisma.raw(dir === 'asc' ? `${at} ASC, ${id} ASC` : `${at} DESC, ${id} DESC`);

/** `%keyword%` for ILIKE, with the pattern characters (% _ \) matched literally. */
export const containsPattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface PageArgs {
  cursor: Cursor | null;
  dir: Dir;
  /** Rows to read: the page size plus one, to know whether another page follows. */
  limit: number;
  /** Only for `page` > 1 without a cursor (the spec's page-number callers). */
  offset: number;
}

/** Keyset page arguments of a list query; `page` > 1 without a cursor reads by offset, for the spec's page-number callers. */
export function pageArgs(query: { cursor?: string; page: number; pageSize: number }, dir: Dir): PageArgs {
  const cursor = decodeCursor(query.cursor);
  return { cursor, dir, limit: query.pageSize + 1, offset: cursor === null ? (query.page - 1) * query.pageSize : 0 };
}

/** The members in a block with the viewer, either way (a subquery for `NOT IN`): no list of members shows them. */
export const blockedEitherWay = (viewer: Prisma.Sql) => Prisma.sql`(SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}
  UNION ALL SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer})`;

export interface SearchRow extends CardRow {
  updated_at: Date;
  is_connection: boolean;
  request_id: string | null;
  requester_id: string | null;
  /** The viewer may message them without a connection (a partner's DM function, see migration partner_dm_quota). */
  has_message_permission: boolean;
  /** Their partner used up its DMs this month. */
  is_dm_count_maxed: boolean;
}

/**
 * Connection search: enabled, unblocked members other than the viewer (within one community when
 * `communityId` is given), matching the keyword in search_text (trigram index), with nobody in a block
 * with the viewer either way; each row with its connection state in the same query.
 *
 * A community's members are its followers and its own people (users of the partner). Each is its own
 * branch, a plain join the planner estimates well (an OR of the two, or an IN over their union, led it
 * to scan every user), and the page is taken from the union of the two branches' pages.
 */
export function searchSql(
  viewerId: string,
  pattern: string | null,
  page: PageArgs,
  communityId: string | null = null,
): Prisma.Sql {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const matching = (members: Prisma.Sql, only: Prisma.Sql = Prisma.empty) => Prisma.sql`
      SELECT ${CARD}, u.updated_at, u.id AS uid
        FROM ${members}
        JOIN profiles p ON p.user_id = u.id
       WHERE u.enabled AND NOT u.blocked AND u.id <> ${viewer} ${only}
         ${pattern === null ? Prisma.empty : Prisma.sql`AND p.search_text ILIKE ${pattern}`}
         ${after(Prisma.raw('u.updated_at'), Prisma.raw('u.id'), page.dir, page.cursor)}
         AND u.id NOT IN ${blockedEitherWay(viewer)}
       ORDER BY ${orderBy('u.updated_at', 'u.id', page.dir)}
       LIMIT ${page.limit + page.offset}::int`;
  const candidates =
    communityId === null
      ? matching(Prisma.sql`users u`)
      : Prisma.sql`(${matching(Prisma.sql`partner_followers f JOIN users u ON u.id = f.user_id AND f.partner_id = ${communityId}::uuid`)})
          UNION
          (${matching(Prisma.sql`users u`, Prisma.sql`AND u.partner_id = ${communityId}::uuid`)})`;
  return Prisma.sql`
    WITH page AS (
      SELECT * FROM (${candidates}) AS candidates
       ORDER BY ${orderBy('updated_at', 'uid', page.dir)}
       LIMIT ${page.limit}::int OFFSET ${page.offset}::int
    )
    SELECT page.id, page.first_name, page.last_name, page.image, page.headline, page.job_title, page.company_name,
           page.city, page.updated_at,
           EXISTS (SELECT 1 FROM connections c WHERE c.user_id = ${viewer} AND c.connected_user_id = page.uid) AS is_connection,
           r.id::text AS request_id, r.requester_id::text AS requester_id,
           dm_has_message_permission(${viewer}, page.uid) AS has_message_permission,
           dm_quota_used_up(page.uid) AS is_dm_count_maxed
      FROM page
      LEFT JOIN connection_requests r ON r.pair_key = ${pairKeyOf(Prisma.raw('page.uid'), viewer)}
     ORDER BY ${orderBy('page.updated_at', 'page.uid', page.dir)}`;
}

export interface SuggestionRow extends CardRow {
  industry: string | null;
  mutual: number;
  same_company: boolean;
  same_industry: boolean;
  same_city: boolean;
}

/** Candidates read per source before ranking: what keeps suggestions fast however large the network. */
export const SUGGESTION_CANDIDATES_PER_SOURCE = 100;
/** Own connections walked to find mutual ones. */
export const SUGGESTION_OWN_CONNECTIONS = 1000;

/**
 * Suggestions: members sharing connections, company, industry or (shown) city with the viewer, each
 * source bounded (LIMIT in its CTE, on an index), minus the viewer's own small sets (self, connections,
 * requests and blocks either way, each an index range), filtered (not opted out, enabled and unblocked) and ranked.
 */
export function suggestionsSql(viewerId: string, limit: number): Prisma.Sql {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const per = SUGGESTION_CANDIDATES_PER_SOURCE;
  // Each source reads its candidates' users and profiles rows once, and says every reason they share.
  const reasons = Prisma.sql`p.user_id AS id, u.updated_at,
    COALESCE(p.company_name = me.company_name, false) AS same_company,
    COALESCE(p.industry = me.industry, false) AS same_industry,
    COALESCE(p.show_city AND p.city = me.city, false) AS same_city`;
  const eligible = Prisma.sql`JOIN users u ON u.id = p.user_id AND u.enabled AND NOT u.blocked
    WHERE NOT p.hidden_from_suggestions AND p.user_id NOT IN (SELECT id FROM excluded)`;
  return Prisma.sql`
    WITH me AS (
      SELECT company_name, industry, CASE WHEN show_city THEN city END AS city FROM profiles WHERE user_id = ${viewer}
    ),
    excluded AS (
      SELECT ${viewer} AS id
      UNION ALL SELECT connected_user_id FROM connections WHERE user_id = ${viewer}
      UNION ALL SELECT addressee_id FROM connection_requests WHERE requester_id = ${viewer}
      UNION ALL SELECT requester_id FROM connection_requests WHERE addressee_id = ${viewer}
      UNION ALL SELECT blocked_id FROM blocks WHERE blocker_id = ${viewer}
      UNION ALL SELECT blocker_id FROM blocks WHERE blocked_id = ${viewer}
    ),
    mine AS (
      SELECT connected_user_id AS id FROM connections WHERE user_id = ${viewer} LIMIT ${SUGGESTION_OWN_CONNECTIONS}::int
    ),
    mutual AS (
      SELECT c.connected_user_id AS id, count(*)::int AS n
        FROM mine JOIN connections c ON c.user_id = mine.id
       WHERE c.connected_user_id NOT IN (SELECT id FROM excluded)
       GROUP BY c.connected_user_id
       ORDER BY n DESC
       LIMIT ${per}::int
    ),
    candidates AS (
      (SELECT ${reasons}, m.n AS mutual FROM mutual m JOIN profiles p ON p.user_id = m.id LEFT JOIN me ON true ${eligible})
      UNION ALL
      (SELECT ${reasons}, 0 FROM me JOIN profiles p ON p.company_name = me.company_name ${eligible} LIMIT ${per}::int)
      UNION ALL
      (SELECT ${reasons}, 0 FROM me JOIN profiles p ON p.industry = me.industry ${eligible} LIMIT ${per}::int)
      UNION ALL
      (SELECT ${reasons}, 0 FROM me JOIN profiles p ON p.city = me.city AND p.show_city ${eligible} LIMIT ${per}::int)
    ),
    top AS (
      SELECT id, max(mutual) AS mutual, bool_or(same_company) AS same_company, bool_or(same_industry) AS same_industry,
             bool_or(same_city) AS same_city, max(updated_at) AS updated_at
        FROM candidates
       GROUP BY id
       ORDER BY max(mutual) * 3 + bool_or(same_company)::int * 3 + bool_or(same_industry)::int * 2 + bool_or(same_city)::int DESC,
                max(updated_at) DESC, id
       LIMIT ${limit}::int
    )
    SELECT ${CARD}, p.industry, t.mutual, t.same_company, t.same_industry, t.same_city
      FROM top t
      JOIN users u ON u.id = t.id
      JOIN profiles p ON p.user_id = t.id
     ORDER BY t.mutual * 3 + t.same_company::int * 3 + t.same_industry::int * 2 + t.same_city::int DESC, t.updated_at DESC, t.id`;
}

/** The rest of a keyset list query over (at, id): past the cursor, in order, one page. */
export const keysetPage = (
  at: string,
  id: string,
  page: PageArgs,
) => Prisma.sql`${after(Prisma.raw(at), Prisma.raw(id), page.dir, page.cursor)}
     ORDER BY ${orderBy(at, id, page.dir)}
     LIMIT ${page.limit}::int OFFSET ${page.offset}::int`;

export interface ListRow extends CardRow {
  at: Date;
  key: string;
}

/** The member's connections, newest or oldest first by when they connected. */
export function connectionsListSql(userId: string, page: PageArgs): Prisma.Sql {
  return Prisma.sql`
    SELECT ${CARD}, c.created_at AS at, c.connected_user_id::text AS key
      FROM connections c
      JOIN users u ON u.id = c.connected_user_id
      LEFT JOIN profiles p ON p.user_id = u.id
     WHERE c.user_id = ${userId}::uuid AND u.enabled AND NOT u.blocked
       ${keysetPage('c.created_at', 'c.connected_user_id', page)}`;
}

/** Pending requests received by (`received`) or sent by (`sent`) the member, with the other member's card. */
export function requestsListSql(userId: string, side: 'received' | 'sent', page: PageArgs): Prisma.Sql {
  const [mine, other] = side === 'received' ? ['addressee_id', 'requester_id'] : ['requester_id', 'addressee_id'];
  return Prisma.sql`
    SELECT ${CARD}, r.created_at AS at, r.id::text AS key
      FROM connection_requests r
      JOIN users u ON u.id = r.${Prisma.raw(other)}
      LEFT JOIN profiles p ON p.user_id = u.id
     WHERE r.${Prisma.raw(mine)} = ${userId}::uuid AND u.enabled AND NOT u.blocked
       ${keysetPage('r.created_at', 'r.id', page)}`;
}

/** Members the member blocked, by when (every one, so that each can be unblocked). */
export function blockedListSql(userId: string, page: PageArgs): Prisma.Sql {
  return Prisma.sql`
    SELECT ${CARD}, b.created_at AS at, b.blocked_id::text AS key
      FROM blocks b
      JOIN users u ON u.id = b.blocked_id
      LEFT JOIN profiles p ON p.user_id = u.id
     WHERE b.blocker_id = ${userId}::uuid
       ${keysetPage('b.created_at', 'b.blocked_id', page)}`;
}

export interface CommunityAccessRow {
  is_community: boolean;
  is_member: boolean;
}

/** Whether the partner is a community, and whether the member belongs to it (no row: no such partner). */
export function communityAccessSql(communityId: string, userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT pa.type = 'community' AS is_community,
           (EXISTS (SELECT 1 FROM partner_followers WHERE partner_id = pa.id AND user_id = ${userId}::uuid)
            OR EXISTS (SELECT 1 FROM users WHERE id = ${userId}::uuid AND partner_id = pa.id)) AS is_member
      FROM partners pa
     WHERE pa.id = ${communityId}::uuid`;
}

export interface CommunityRow {
  id: string;
  name: string;
}

/** The communities a member belongs to: community partners they follow or work for, by name. */
export function memberCommunitiesSql(userId: string): Prisma.Sql {
  return Prisma.sql`
    SELECT pa.id::text AS id, pa.name
      FROM partners pa
     WHERE pa.type = 'community'
       AND (pa.id IN (SELECT partner_id FROM partner_followers WHERE user_id = ${userId}::uuid)
            OR pa.id = (SELECT partner_id FROM users WHERE id = ${userId}::uuid))
     ORDER BY pa.name, pa.id`;
}
