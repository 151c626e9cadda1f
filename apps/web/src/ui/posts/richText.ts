import { hashtagPattern, mentionPattern, MentionKind } from '@nexus/contracts';

/** A piece of a post's text as the reader sees it (§5): plain text, a detected link, a mention or a hashtag. */
export type RichToken =
  | { kind: 'text'; text: string }
  | { kind: 'link'; text: string; href: string }
  | { kind: 'mention'; text: string; href: string; id: string; mentionKind: MentionKind }
  | { kind: 'hashtag'; text: string; href: string; tag: string };

export const profilePath = (id: string) => `/profile/${id}`;
export const companyPath = (id: string) => `/company/${id}`;
export const hashtagPath = (tag: string) => `/feed/tag/${encodeURIComponent(tag.toLowerCase())}`;

/**
 * Top-level domains a bare domain ('nexus.io', 'bbc.co.uk/news') may end with. A closed list, so 'file.txt',
 * 'node.js' or 'e.g.' stay text.
 */
const TLDS = [
  'com',
  'org',
  'net',
  'edu',
  'gov',
  'mil',
  'int',
  'io',
  'co',
  'ai',
  'app',
  'dev',
  'info',
  'biz',
  'me',
  'tv',
  'us',
  'uk',
  'ca',
  'de',
  'fr',
  'es',
  'it',
  'nl',
  'se',
  'no',
  'dk',
  'fi',
  'ie',
  'ch',
  'at',
  'be',
  'pt',
  'pl',
  'au',
  'nz',
  'in',
  'jp',
  'cn',
  'hk',
  'sg',
  'za',
  'ng',
  'ke',
  'gh',
  'eg',
  'ma',
  'rw',
  'br',
  'mx',
  'ar',
  'cl',
  'tech',
  'xyz',
  'online',
  'site',
  'store',
  'blog',
  'news',
  'cloud',
  'ly',
  'gg',
  'so',
  'africa',
  'global',
  'agency',
  'studio',
  'jobs',
  'page',
  'link',
  'eu',
  'asia',
].join('|');

const LABEL = '[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?';
const TAIL = '(?:[/?#][^\\s<>"\']*)?';
/** E-mail addresses, then http(s) URLs, www. addresses and bare domains (not inside a word or after an '@'). */
const LINK = new RegExp(
  [
    `(?<email>[a-z0-9._%+-]+@(?:${LABEL}\\.)+[a-z]{2,24})`,
    `(?<url>https?://[^\\s<>"']+)`,
    `(?<www>(?<![\\w.@/])www\\.(?:${LABEL}\\.)+[a-z]{2,24}(?::\\d{1,5})?${TAIL})`,
    `(?<domain>(?<![\\w.@/-])(?:${LABEL}\\.)+(?:${TLDS})(?::\\d{1,5})?(?![\\w-])${TAIL})`,
  ].join('|'),
  'giu',
);

/** Punctuation that ends a sentence rather than a link ('see nexus.io.'); a ')' only when the link opened none. */
function trimTrailing(link: string): string {
  let end = link.length;
  for (;;) {
    const c = link[end - 1];
    if (c && '.,!?;:\'"'.includes(c)) end -= 1;
    else if (c === ')' && !link.slice(0, end).includes('(')) end -= 1;
    else break;
  }
  return link.slice(0, end);
}

/** Text with its links found: URLs, www., bare domains and e-mail addresses (§5). */
export function linkify(text: string): RichToken[] {
  const tokens: RichToken[] = [];
  let last = 0;
  for (const m of text.matchAll(LINK)) {
    const groups = m.groups!;
    const raw = trimTrailing(m[0]);
    if (!raw) continue;
    const href = groups.email ? `mailto:${raw}` : groups.url ? raw : `https://${raw}`;
    if (m.index > last) tokens.push({ kind: 'text', text: text.slice(last, m.index) });
    tokens.push({ kind: 'link', text: raw, href });
    last = m.index + raw.length;
  }
  if (last < text.length) tokens.push({ kind: 'text', text: text.slice(last) });
  return tokens;
}

/** A post's or comment's text as tokens: §5 mentions and hashtags, and the links in the text between them. */
export function parseRichText(content: string): RichToken[] {
  const markup = new RegExp(`${mentionPattern().source}|${hashtagPattern().source}`, 'gu');
  const tokens: RichToken[] = [];
  let last = 0;
  for (const m of content.matchAll(markup)) {
    if (m.index > last) tokens.push(...linkify(content.slice(last, m.index)));
    const [, name, id, kind, tag, link] = m;
    if (name && id && kind) {
      const mentionKind = kind as MentionKind;
      tokens.push({
        kind: 'mention',
        text: name,
        id,
        mentionKind,
        href: mentionKind === MentionKind.Partner ? companyPath(id) : profilePath(id),
      });
    } else if (tag && link) {
      tokens.push({ kind: 'hashtag', text: `#${tag}`, tag: link.toLowerCase(), href: hashtagPath(link) });
    }
    last = m.index + m[0].length;
  }
  if (last < content.length) tokens.push(...linkify(content.slice(last)));
  return tokens;
}

/** The first web address of a text (not an e-mail, not a mention), for the composer's link preview. */
export function firstLink(content: string): string | null {
  const link = parseRichText(content).find((t) => t.kind === 'link' && !t.href.startsWith('mailto:'));
  return link?.kind === 'link' ? link.href : null;
}
