import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { NotificationKind, parsePostText, pingText, plainPostText, trimText } from '../dist/index.js';

describe('parsePostText (§5 markup)', () => {
  const ada = '3f2b8c1e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
  const acme = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

  it('finds mentions of members and partners, and hashtags lowercased, each once', () => {
    const text = `Hi [Ada](${ada}:member) and [Acme](${acme.toUpperCase()}:partner)! [#Rust](Rust) [#rust](rust) [#Été](Été) [Ada](${ada}:member)`;
    assert.deepEqual(parsePostText(text), { memberIds: [ada], partnerIds: [acme], hashtags: ['rust', 'été'] });
  });

  it('skips what is not the syntax: plain links, unknown kinds, malformed ids and tags', () => {
    const notUuid = '-'.repeat(36);
    const text = `[x](https://example.com) [y](${ada}:company) [z](${notUuid}:member) [](${ada}:member) [#bad](a-b) [#long](${'a'.repeat(51)}) #plain`;
    assert.deepEqual(parsePostText(text), { memberIds: [], partnerIds: [], hashtags: [] });
  });
});

describe('plainPostText (what a preview quotes)', () => {
  const dee = 'cf3272fc-4bb1-4ed6-9a1b-2c3d4e5f6a7b';
  const acme = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c5d';

  it('shows mentions as names and hashtags as #tags, and leaves other brackets alone', () => {
    const text = `Thanks [Dee Lane](${dee}:member) and [Acme](${acme}:partner) for [#Design](design)! See [x](https://example.com)`;
    assert.equal(plainPostText(text), 'Thanks Dee Lane and Acme for #Design! See [x](https://example.com)');
  });

  it('is rendered before the preview is cut: a ping never quotes markup cut mid-id', () => {
    const content = `Thanks [Dee Lane](${dee}:member) ${'for everything '.repeat(10)}`;
    const text = pingText(NotificationKind.Mention, { actor: 'Bo', preview: trimText(plainPostText(content)) });
    assert.ok(text.startsWith('Bo mentioned you in a post: "Thanks Dee Lane for everything'));
    assert.ok(!text.includes('](') && !text.includes(dee.slice(0, 8)));
  });
});
