import { POST_LIMITS } from './constants.js';

/**
 * §5's markup inside a post's text, written by the composer's pickers and read by the API (who is mentioned, which
 * hashtags a post has) and the web (links): a mention is `[Ada Lovelace](<id>:member)` or `[Northwind](<id>:partner)`,
 * linking to /profile/{id} or /company/{id}; a hashtag is `[#Design](design)`, linking to /feed/tag/design.
 * (The API's posts/post-text.ts reads the same markup.)
 */
export const MentionKind = { Member: 'member', Partner: 'partner' } as const;
export type MentionKind = (typeof MentionKind)[keyof typeof MentionKind];

const TAG = `[\\p{L}\\p{N}_]{1,${POST_LIMITS.hashtagMaxLength}}`;
/** A new expression each time: global expressions carry `lastIndex` between uses. */
export const mentionPattern = () => /\[([^[\]\n]{1,100})\]\(([0-9a-fA-F-]{36}):(member|partner)\)/gu;
export const hashtagPattern = () => new RegExp(`\\[#(${TAG})\\]\\((${TAG})\\)`, 'gu');
/** What a hashtag may be made of (the picker's keyword after '#'). */
export const hashtagWord = new RegExp(`^${TAG}$`, 'u');

/** The markup of a mention; `]` and line breaks in the name would end it early, so they are left out. */
export const mentionMarkup = (name: string, id: string, kind: MentionKind) =>
  `[${name.replace(/[\]\n[]/g, ' ').trim()}](${id}:${kind})`;

/** The markup of a hashtag: shown as typed, linked lowercased. */
export const hashtagMarkup = (tag: string) => `[#${tag}](${tag.toLowerCase()})`;
