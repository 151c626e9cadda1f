import { ConnectionsText } from '@nexus/contracts';
import { containsPattern, searchSql, suggestionsSql } from './connections.sql';
import { decodeCursor, encodeCursor } from './cursor';

const VIEWER = '11111111-1111-4111-8111-111111111111';

describe('connections SQL', () => {
  it('matches the keyword literally: %, _ and \\ are escaped, the rest lowercased', () => {
    expect(containsPattern('Ada')).toBe('%ada%');
    expect(containsPattern('100%_x\\y')).toBe('%100\\%\\_x\\\\y%');
  });

  it('never puts the keyword or ids into the SQL text: they are parameters', () => {
    const keyword = "'; DROP TABLE users; --";
    const query = searchSql(VIEWER, containsPattern(keyword), { cursor: null, dir: 'asc', limit: 11, offset: 0 });
    expect(query.text).not.toContain('DROP');
    expect(query.text).not.toContain(VIEWER);
    expect(query.values).toContain(containsPattern(keyword));
    expect(query.text).toContain('ILIKE $');
    expect(suggestionsSql(VIEWER, 20).text).not.toContain(VIEWER);
  });

  it('orders and pages by (updated_at, id) in the asked direction', () => {
    const cursor = { at: new Date('2026-01-01T00:00:00.000Z'), id: VIEWER };
    const desc = searchSql(VIEWER, null, { cursor, dir: 'desc', limit: 11, offset: 0 }).text;
    expect(desc).toContain('(u.updated_at, u.id) < (');
    expect(desc).toContain('u.updated_at DESC, u.id DESC');
    expect(desc).not.toContain('ILIKE');
    expect(searchSql(VIEWER, null, { cursor, dir: 'asc', limit: 11, offset: 0 }).text).toContain('(u.updated_at, u.id) > (');
  });
});

describe('cursors', () => {
  it('round-trip the last row of a page', () => {
    const at = new Date('2026-03-04T05:06:07.089Z');
    expect(decodeCursor(encodeCursor(at, VIEWER))).toEqual({ at, id: VIEWER });
    expect(decodeCursor(undefined)).toBeNull();
  });

  it.each([
    'nope',
    Buffer.from('{"a":1}').toString('base64url'),
    Buffer.from('["2026-01-01","not-a-uuid"]').toString('base64url'),
    Buffer.from(`["soon","${VIEWER}"]`).toString('base64url'),
  ])('refuse %s with a 400 on the cursor field', (raw) => {
    expect(() => decodeCursor(raw)).toThrow(`cursor: ${ConnectionsText.invalidCursor}`);
  });
});
