import { SEARCH_KINDS, SEARCH_LIMITS, type SearchKind } from '@nexus/contracts';
import { Prisma } from '../../platform/database/generated/client';
import { blockedEitherWay } from '../connections/connections.sql';
import { LIVE, seenBy, shownTo as jobShownTo } from '../jobs/job-board.sql';
import { suspendedNow } from '../moderation/user-status-changes.repository';
import { visibleTo } from '../posts/visibility';

/**
 * The statements of one search, as parameterised SQL: the repository runs them on the pool, and bench/search.mjs runs
 * the very same text and values with `pg`. Each kind reads only its matches through its index (migration
 * search_indexes), applies the rule its own area applies, and ranks them by `score`, best first, ties by id.
 */

/**
 * A name matches when each word typed is found in it, typos allowed: pg_trgm's word similarity of the word to the
 * closest stretch of the name (operator `%>`) is at least 0.3, so 'jonh' (0.4) and 'smtih' (0.33) find 'john smith'.
 * Each word is its own index condition, so PostgreSQL intersects the words' index entries before reading a row.
 * Matching the whole query instead (`%`) at the 0.2 that 'jonh smtih' needs also let in every member who shares only a
 * first or a last name; 0.2 per word let a three-letter word match any name with a word of the same first letter:
 * thousands of rows read per query at 100,000 members (bench:search).
 */
export const NAME_WORD_THRESHOLD = 0.3;
/**
 * A title (a job's, an event's, a company's or community's name) matches when each word is found in it with a strict
 * word similarity (the stretch ends at word boundaries; operator `%>>`) of at least 0.4: 'enginer' finds 'engineer'
 * (0.7), 'analist' 'analyst' (0.45), but 'senior' does not find 'junior' (0.27). Titles repeat far more than names
 * ('Senior Software Engineer' thousands of times at 100,000 jobs), so a looser match multiplies the rows ranked.
 */
export const TITLE_WORD_THRESHOLD = 0.4;
/** Words of the query matched one by one (the rest still count in the score). */
export const MATCHED_WORDS = 4;

/** The words of `q` matched one by one: lowercased, each with a letter or digit, without repeats, at most MATCHED_WORDS. */
export function matchedWords(q: string): string[] {
  const words = q
    .toLowerCase()
    .split(/\s+/)
    .filter((w) => /[\p{L}\p{N}]/u.test(w));
  return [...new Set(words)].slice(0, MATCHED_WORDS);
}

/** A member's name as search compares it: the expression of the index users_name_trgm. */
const PERSON_NAME = Prisma.raw(`lower(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, ''))`);

/** What was typed, lowercased for trigrams (`term.text`), and as a web-search style full-text query (`term.query`). */
const TEXT = Prisma.raw('(SELECT text FROM term)');
const QUERY = Prisma.raw('(SELECT query FROM term)');

/**
 * Each of the `count` matched words is found in `text` (a lowercased name or title with a trigram index) by `operator`:
 * `%>` for names, `%>>` for titles.
 */
const hasWords = (text: Prisma.Sql, operator: '%>' | '%>>', count: number) =>
  count === 0
    ? Prisma.sql`false`
    : Prisma.join(
        Array.from(
          { length: count },
          (_, i) => Prisma.sql`${text} ${Prisma.raw(operator)} (SELECT words[${Prisma.raw(String(i + 1))}] FROM term)`,
        ),
        ' AND ',
      );

/**
 * The term of the statement. `%>` and `%>>` read their thresholds from pg_trgm's settings; set_config(…, true) sets
 * them for this statement's transaction only, so no pooled connection keeps them. They are set before any `%>` is
 * evaluated because every one takes its word from this CTE (an InitPlan, run when the index scan starts).
 */
const term = (q: string, words: string[]) => Prisma.sql`term AS MATERIALIZED (
    SELECT set_config('pg_trgm.word_similarity_threshold', ${String(NAME_WORD_THRESHOLD)}, true) AS name_threshold,
           set_config('pg_trgm.strict_word_similarity_threshold', ${String(TITLE_WORD_THRESHOLD)}, true) AS title_threshold,
           lower(${q}) AS text, ${words}::text[] AS words, websearch_to_tsquery('english', ${q}) AS query
  )`;

/** Where a page of one kind ends: the score and id of its last hit. */
export interface SearchCursor {
  score: number;
  id: string;
}

export interface HitRow {
  kind: SearchKind;
  id: string;
  title: string;
  subtitle: string | null;
  image: string | null;
  score: number;
}

/**
 * One kind's query in two steps: `match` reads the matches from the kind's own table (its index, its rule) with their
 * `score` and `key`, of which the best are taken; `show` then joins what a hit displays to those few rows only (alias
 * `hit`), so no join ever runs over every match.
 */
interface KindQuery {
  score: Prisma.Sql;
  key: Prisma.Sql;
  match: Prisma.Sql;
  show: Prisma.Sql;
  /**
   * A rule too dear to ask of every match (a condition on alias `ranked`): asked of the matches best first, only until
   * a page is full. `match` then selects every column it reads.
   */
  lateRule?: Prisma.Sql;
}

const excerpt = (column: string) =>
  Prisma.sql`nullif(left(regexp_replace(${Prisma.raw(column)}, '\\s+', ' ', 'g'), ${SEARCH_LIMITS.excerptLength}::int), '')`;
const fullName = (u: string) =>
  Prisma.raw(`nullif(trim(coalesce(${u}.first_name, '') || ' ' || coalesce(${u}.last_name, '')), '')`);

function kindQuery(kind: SearchKind, viewer: Prisma.Sql, words: number): KindQuery {
  switch (kind) {
    // Members by name: enabled, neither blocked nor suspended by moderation, in no block with the viewer either way
    // (connection search's rule); a deleted member has no row.
    case 'people': {
      const score = Prisma.sql`similarity(${PERSON_NAME}, ${TEXT})::float8`;
      return {
        score,
        key: Prisma.raw('u.id'),
        match: Prisma.sql`
          SELECT u.id AS key, u.first_name, u.last_name, u.image, ${score} AS score
            FROM users u
           WHERE ${hasWords(PERSON_NAME, '%>', words)}
             AND u.enabled AND NOT u.blocked AND NOT ${suspendedNow('u')} AND u.id <> ${viewer}
             AND u.id NOT IN ${blockedEitherWay(viewer)}`,
        show: Prisma.sql`
          SELECT 'people'::text AS kind, hit.key::text AS id, ${fullName('hit')} AS title,
                 coalesce(pr.headline, pr.job_title) AS subtitle, hit.image, hit.score
            FROM hit LEFT JOIN profiles pr ON pr.user_id = hit.key`,
      };
    }
    // Company pages (corporate and recruit partners) and communities, by name.
    case 'companies':
    case 'communities': {
      const score = Prisma.sql`similarity(lower(pa.name), ${TEXT})::float8`;
      const subtitle =
        kind === 'companies' ? Prisma.sql`nullif(concat_ws(' · ', hit.industry, hit.location), '')` : excerpt('hit.about');
      return {
        score,
        key: Prisma.raw('pa.id'),
        match: Prisma.sql`
          SELECT pa.id AS key, pa.name, pa.industry, pa.location, pa.about, pa.logo, ${score} AS score
            FROM partners pa
           WHERE ${hasWords(Prisma.sql`lower(pa.name)`, '%>>', words)}
             AND ${kind === 'communities' ? Prisma.sql`pa.type = 'community'` : Prisma.sql`pa.type <> 'community'`}`,
        show: Prisma.sql`
          SELECT ${kind}::text AS kind, hit.key::text AS id, hit.name AS title, ${subtitle} AS subtitle,
                 hit.logo AS image, hit.score
            FROM hit`,
      };
    }
    // Jobs by title (trigram) or by their words (full text: title, company, description): the job board's rule, live
    // jobs the viewer may see (private ones to the invited and the company's people) and moderation's.
    case 'jobs': {
      const score = Prisma.sql`(similarity(lower(j.title), ${TEXT}) + ts_rank(j.search_vector, ${QUERY}))::float8`;
      return {
        score,
        key: Prisma.raw('j.id'),
        match: Prisma.sql`
          SELECT j.id AS key, j.partner_id, j.title, j.company_name, j.city, j.country, ${score} AS score
            FROM jobs j
           WHERE ((${hasWords(Prisma.sql`lower(j.title)`, '%>>', words)}) OR j.search_vector @@ ${QUERY})
             AND ${LIVE} AND ${seenBy(viewer)} AND ${jobShownTo(viewer)}`,
        show: Prisma.sql`
          SELECT 'jobs'::text AS kind, hit.key::text AS id, hit.title,
                 concat_ws(' · ', hit.company_name, nullif(concat_ws(', ', hit.city, hit.country), '')) AS subtitle,
                 pa.logo AS image, hit.score
            FROM hit JOIN partners pa ON pa.id = hit.partner_id`,
      };
    }
    // Posts by their words (full text): the posts' own rule (post_visible and post_shown: audience, channel
    // membership, blocks either way, moderation), asked of the best matches first: it costs several times the
    // ranking (bench:search), and a page needs only a few posts that pass it.
    case 'posts': {
      const score = Prisma.sql`ts_rank(p.search_vector, ${QUERY})::float8`;
      return {
        score,
        key: Prisma.raw('p.id'),
        match: Prisma.sql`
          SELECT p.id AS key, p.author_id, p.partner_id, p.community_id, p.channel_id, p.visibility, p.hidden_at,
                 p.content, ${score} AS score
            FROM posts p
           WHERE p.search_vector @@ ${QUERY}`,
        lateRule: visibleTo(viewer, 'ranked'),
        show: Prisma.sql`
          SELECT 'posts'::text AS kind, hit.key::text AS id, ${excerpt('hit.content')} AS title,
                 coalesce(co.name, ${fullName('u')}) AS subtitle, coalesce(co.logo, u.image) AS image, hit.score
            FROM hit JOIN users u ON u.id = hit.author_id LEFT JOIN partners co ON co.id = hit.partner_id`,
      };
    }
    // Published events by title (a draft exists only for its organisers: the events area's rule for members).
    case 'events': {
      const score = Prisma.sql`similarity(lower(e.title), ${TEXT})::float8`;
      return {
        score,
        key: Prisma.raw('e.id'),
        match: Prisma.sql`
          SELECT e.id AS key, e.partner_id, e.title, e.cover_image, ${score} AS score
            FROM events e
           WHERE ${hasWords(Prisma.sql`lower(e.title)`, '%>>', words)} AND e.status <> 'draft'`,
        show: Prisma.sql`
          SELECT 'events'::text AS kind, hit.key::text AS id, hit.title, pa.name AS subtitle, hit.cover_image AS image,
                 hit.score
            FROM hit JOIN partners pa ON pa.id = hit.partner_id`,
      };
    }
  }
}

/**
 * The matches the app bar's search ranks per kind: the first it reads, in the table's order. A common pair of words
 * matches thousands of posts or jobs at 1,000,000 posts; ranking them all cost 35 to 45 ms a kind (bench:search), and
 * a typeahead shows three. The results page's tabs rank every match.
 */
export const TYPEAHEAD_CANDIDATES = 300;

/**
 * One kind's best `limit` hits after `cursor`, as a parenthesised SELECT (its rows in no particular order); with
 * `candidates`, only that many matches are ranked.
 */
function hits(
  kind: SearchKind,
  viewer: Prisma.Sql,
  words: number,
  limit: number,
  cursor: SearchCursor | null,
  candidates: number | null = null,
): Prisma.Sql {
  const { score, key, match, show, lateRule } = kindQuery(kind, viewer, words);
  const after =
    cursor === null ? Prisma.empty : Prisma.sql`AND (${score}, ${key}) < (${cursor.score}::float8, ${cursor.id}::uuid)`;
  const matches =
    candidates === null
      ? Prisma.sql`${match} ${after} ORDER BY score DESC, ${key} DESC`
      : Prisma.sql`SELECT * FROM (${match} ${after} LIMIT ${candidates}::int) AS candidate ORDER BY score DESC, key DESC`;
  if (lateRule === undefined) {
    return Prisma.sql`(WITH hit AS (${matches} LIMIT ${limit}::int) ${show})`;
  }
  // Every match ranked (MATERIALIZED: the rule is not pushed down into it), then read in that order through the rule
  // until the page is full: a CTE scan returns the rows in the order the CTE wrote them.
  return Prisma.sql`(WITH ranked AS MATERIALIZED (${matches}),
       hit AS (SELECT * FROM ranked WHERE ${lateRule} LIMIT ${limit}::int)
     ${show})`;
}

/** The app bar's search: the best `perKind` hits of every kind, one statement, in SEARCH_KINDS order then best first. */
export function searchAllSql(viewerId: string, q: string, perKind: number): Prisma.Sql {
  const viewer = Prisma.sql`${viewerId}::uuid`;
  const words = matchedWords(q);
  const parts = SEARCH_KINDS.map((kind) => hits(kind, viewer, words.length, perKind, null, TYPEAHEAD_CANDIDATES));
  return Prisma.sql`
    WITH ${term(q, words)}
    SELECT kind, id, title, subtitle, image, score
      FROM (${Prisma.join(parts, ' UNION ALL ')}) AS found
     ORDER BY array_position(${SEARCH_KINDS}::text[], kind), score DESC, id DESC`;
}

/** One kind's page: `limit` hits after `cursor`, best first. */
export function searchKindSql(
  viewerId: string,
  kind: SearchKind,
  q: string,
  limit: number,
  cursor: SearchCursor | null,
): Prisma.Sql {
  const words = matchedWords(q);
  return Prisma.sql`
    WITH ${term(q, words)}
    SELECT kind, id, title, subtitle, image, score
      FROM ${hits(kind, Prisma.sql`${viewerId}::uuid`, words.length, limit, cursor)} AS found
     ORDER BY score DESC, id DESC`;
}
