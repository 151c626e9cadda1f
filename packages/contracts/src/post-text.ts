import { POST_LIMITS } from './constants.js';

/**
 * §5's markup inside a post's text, written by the composer's pickers and read by the API (who is mentioned, which
 * hashtags a post has) and the web (links): a mention is `[Ada Lovelace](<id>:member)` or `[Northwind](<id>:partner)`,
 * linking to /profile/{id} or /company/{id}; a hashtag is `[#Design](design)`, linking to /feed/tag/design.
 */
export const MentionKind = { Member: 'member', Partner: 'partner' } as const;
export type MentionKind = (typeof MentionKind)[keyof typeof MentionKind];

const TAG = `[\\p{L}\\p{N}_]{1,${POST_LIMITS.hashtagMaxLength}}`;
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';
/** A new expression each time: global expressions carry `lastIndex` between uses. */
export const mentionPattern = () => new RegExp(`\\[([^[\\]\\n]{1,100})\\]\\((${UUID}):(member|partner)\\)`, 'gu');
export const hashtagPattern = () => new RegExp(`\\[#(${TAG})\\]\\((${TAG})\\)`, 'gu');
/** What a hashtag may be made of (the picker's keyword after '#'). */
export const hashtagWord = new RegExp(`^${TAG}$`, 'u');

/** The markup of a mention; `]` and line breaks in the name would end it early, so they are left out. */
export const mentionMarkup = (name: string, id: string, kind: MentionKind) =>
  `[${name.replace(/[\]\n[]/g, ' ').trim()}](${id}:${kind})`;

/** The markup of a hashtag: shown as typed, linked lowercased. */
export const hashtagMarkup = (tag: string) => `[#${tag}](${tag.toLowerCase()})`;

export interface ParsedPostText {
  memberIds: string[];
  partnerIds: string[];
  hashtags: string[];
}

/** Who a text mentions and which hashtags it carries (each once; ids and tags lowercased). */
export function parsePostText(content: string): ParsedPostText {
  const members = new Set<string>();
  const partners = new Set<string>();
  for (const [, , id, kind] of content.matchAll(mentionPattern()))
    (kind === MentionKind.Member ? members : partners).add(id!.toLowerCase());
  const tags = new Set<string>();
  for (const [, , link] of content.matchAll(hashtagPattern())) tags.add(link!.toLowerCase());
  return { memberIds: [...members], partnerIds: [...partners], hashtags: [...tags] };
}

/**
 * The text as a reader sees it: mentions as their names, hashtags as `#tag`. What a preview quotes (pings, their
 * e-mails) is made from this before it is cut, so it never shows markup or half an id.
 */
export const plainPostText = (content: string): string =>
  content.replace(mentionPattern(), (_, name: string) => name).replace(hashtagPattern(), (_, tag: string) => `#${tag}`);
