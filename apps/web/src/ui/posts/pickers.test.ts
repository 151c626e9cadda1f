import { describe, expect, it } from 'vitest';
import { hashtagMarkup, mentionMarkup } from '@nexus/contracts';
import { applyPick, findTrigger } from './pickers';

const ADA = '0b9c1f5e-1111-4222-8333-444455556666';

describe("the composer's pickers", () => {
  it.each([
    ['@', { kind: 'mention', start: 0, keyword: '' }],
    ['Thanks @Ad', { kind: 'mention', start: 7, keyword: 'Ad' }],
    ["(@o'brien", { kind: 'mention', start: 1, keyword: "o'brien" }],
    ['Love #des', { kind: 'hashtag', start: 5, keyword: 'des' }],
    ['line\n#Ünï', { kind: 'hashtag', start: 5, keyword: 'Ünï' }],
  ])('%j opens %o', (text, expected) => expect(findTrigger(text, text.length)).toEqual(expected));

  it.each([['mail ada@nexus.io'], ['[#Design](design)'], ['Thanks @Ada '], ['#a-b'], ['plain']])('%j opens none', (text) =>
    expect(findTrigger(text, text.length)).toBeNull(),
  );

  it('looks only before the caret', () => {
    expect(findTrigger('Hi @Ad and more', 6)).toEqual({ kind: 'mention', start: 3, keyword: 'Ad' });
  });

  it('writes the §5 markup in place of the keyword, with a space after', () => {
    const text = 'Thanks @Ad for #de';
    const mention = applyPick(text, findTrigger(text, 10)!, 10, mentionMarkup('Ada Lovelace', ADA, 'member'));
    expect(mention.text).toBe(`Thanks [Ada Lovelace](${ADA}:member) for #de`);
    expect(mention.text.slice(0, mention.caret)).toBe(`Thanks [Ada Lovelace](${ADA}:member) `);
    const tag = applyPick(
      mention.text,
      findTrigger(mention.text, mention.text.length)!,
      mention.text.length,
      hashtagMarkup('Design'),
    );
    expect(tag.text).toBe(`Thanks [Ada Lovelace](${ADA}:member) for [#Design](design) `);
  });
});
