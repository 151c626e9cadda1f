import { POST_LIMITS } from '@nexus/contracts';

/** §5: a mention is `[text](<id>:member)` or `[text](<id>:partner)`; a hashtag `[#tag](x)` links to /feed/tag/x. */
const MENTION = /\[[^\]\n]*\]\(([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}):(member|partner)\)/gi;
const HASHTAG = /\[#[^\]\n]*\]\(([^)\s]+)\)/g;
const TAG = /^[\p{L}\p{N}_]+$/u;

export interface ParsedText {
  memberIds: string[];
  partnerIds: string[];
  hashtags: string[];
}

/** Who a post's text mentions and which hashtags it carries (each once; tags lowercased, malformed ones skipped). */
export function parsePostText(content: string): ParsedText {
  const members = new Set<string>();
  const partners = new Set<string>();
  for (const [, id, kind] of content.matchAll(MENTION))
    (kind!.toLowerCase() === 'member' ? members : partners).add(id!.toLowerCase());
  const tags = new Set<string>();
  for (const [, x] of content.matchAll(HASHTAG)) {
    const tag = x!.toLowerCase();
    if (tag.length <= POST_LIMITS.hashtagMaxLength && TAG.test(tag)) tags.add(tag);
  }
  return { memberIds: [...members], partnerIds: [...partners], hashtags: [...tags] };
}
