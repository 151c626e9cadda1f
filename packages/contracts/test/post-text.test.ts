import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parsePostText } from '../dist/index.js';

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
