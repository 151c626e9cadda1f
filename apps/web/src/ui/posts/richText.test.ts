import { describe, expect, it } from 'vitest';
import { hashtagMarkup, mentionMarkup } from '@nexus/contracts';
import { firstLink, linkify, parseRichText, type RichToken } from './richText';

const ADA = '0b9c1f5e-1111-4222-8333-444455556666';
const NORTHWIND = '7d1e2f3a-aaaa-4bbb-8ccc-dddddddddddd';

const links = (text: string) =>
  linkify(text)
    .filter((t): t is Extract<RichToken, { kind: 'link' }> => t.kind === 'link')
    .map((t) => [t.text, t.href]);

describe('link detection (§5)', () => {
  it.each([
    ['read https://nexus.io/jobs?id=3#top now', [['https://nexus.io/jobs?id=3#top', 'https://nexus.io/jobs?id=3#top']]],
    ['plain http://example.com too', [['http://example.com', 'http://example.com']]],
    ['see www.example.org/about.', [['www.example.org/about', 'https://www.example.org/about']]],
    [
      'bare nexus.io and bbc.co.uk/news, fine',
      [
        ['nexus.io', 'https://nexus.io'],
        ['bbc.co.uk/news', 'https://bbc.co.uk/news'],
      ],
    ],
    ['write to ada.lovelace@nexus.io!', [['ada.lovelace@nexus.io', 'mailto:ada.lovelace@nexus.io']]],
    ['(see https://nexus.io/a)', [['https://nexus.io/a', 'https://nexus.io/a']]],
    [
      'wiki https://en.wikipedia.org/wiki/Lagos_(city) ok',
      [['https://en.wikipedia.org/wiki/Lagos_(city)', 'https://en.wikipedia.org/wiki/Lagos_(city)']],
    ],
    ['local dev on localhost:3000 is not a link', []],
    ['file.txt, node.js and e.g. are text', []],
    ['no link in nexusio or in a.b', []],
  ])('%s', (text, expected) => expect(links(text)).toEqual(expected));

  it('keeps the text around the links, in order', () => {
    expect(linkify('Hi, nexus.io!')).toEqual([
      { kind: 'text', text: 'Hi, ' },
      { kind: 'link', text: 'nexus.io', href: 'https://nexus.io' },
      { kind: 'text', text: '!' },
    ]);
  });

  it('does not take the domain of an e-mail as a link of its own', () => {
    expect(links('mail ada@nexus.io')).toEqual([['ada@nexus.io', 'mailto:ada@nexus.io']]);
  });
});

describe('mentions and hashtags (§5)', () => {
  it('links a member to /profile/{id}, a company to /company/{id} and a hashtag to /feed/tag/{x}', () => {
    const text = `Thanks ${mentionMarkup('Ada Lovelace', ADA, 'member')} and ${mentionMarkup('Northwind', NORTHWIND, 'partner')} ${hashtagMarkup('Design')}`;
    expect(parseRichText(text)).toEqual([
      { kind: 'text', text: 'Thanks ' },
      { kind: 'mention', text: 'Ada Lovelace', id: ADA, mentionKind: 'member', href: `/profile/${ADA}` },
      { kind: 'text', text: ' and ' },
      { kind: 'mention', text: 'Northwind', id: NORTHWIND, mentionKind: 'partner', href: `/company/${NORTHWIND}` },
      { kind: 'text', text: ' ' },
      { kind: 'hashtag', text: '#Design', tag: 'design', href: '/feed/tag/design' },
    ]);
  });

  it('finds links between the markup, and leaves broken markup as text', () => {
    const tokens = parseRichText(`[#Go](go) at nexus.io [Bob](not-an-id:member) [x](${ADA}:robot)`);
    expect(tokens.map((t) => t.kind)).toEqual(['hashtag', 'text', 'link', 'text']);
    expect(tokens.at(-1)).toEqual({ kind: 'text', text: ` [Bob](not-an-id:member) [x](${ADA}:robot)` });
  });

  it('writes a mention whose name cannot close it early', () => {
    expect(mentionMarkup('A]b [c', ADA, 'member')).toBe(`[A b  c](${ADA}:member)`);
    expect(parseRichText(mentionMarkup('A]b', ADA, 'member'))[0]).toMatchObject({ kind: 'mention', text: 'A b' });
  });

  it('takes the first web address for the link preview, not an e-mail', () => {
    expect(firstLink('mail ada@nexus.io, then www.example.com and nexus.io')).toBe('https://www.example.com');
    expect(firstLink('nothing here')).toBeNull();
  });
});
