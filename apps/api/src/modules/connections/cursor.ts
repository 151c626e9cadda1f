import { ConnectionsText } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';

/** Where a keyset page ends: the sort value and the id of its last row. */
export interface Cursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** base64url of a keyset pair `[value, id]`: opaque to clients, and nothing in it is trusted but its shape. */
export const encodeKeyset = (value: string | number, id: string): string =>
  Buffer.from(JSON.stringify([value, id])).toString('base64url');

/** Reads `encodeKeyset`'s pair, `read` checking its value; any other cursor is a 400 naming `cursor`. */
export function decodeKeyset<T>(raw: string | undefined, read: (value: unknown) => T | null): { value: T; id: string } | null {
  if (!raw) return null;
  try {
    const pair: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(pair) && pair.length === 2 && typeof pair[1] === 'string' && UUID.test(pair[1])) {
      const value = read(pair[0]);
      if (value !== null) return { value, id: pair[1] };
    }
  } catch {
    // fall through
  }
  throw AppError.invalid('cursor', ConnectionsText.invalidCursor);
}

/** `[iso timestamp, id]`. */
export const encodeCursor = (at: Date, id: string): string => encodeKeyset(at.toISOString(), id);

export function decodeCursor(raw: string | undefined): Cursor | null {
  const pair = decodeKeyset(raw, (value) => {
    if (typeof value !== 'string') return null;
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : at;
  });
  return pair && { at: pair.value, id: pair.id };
}

/** Rows of one page read with `LIMIT size + 1`: the extra row only says that another page follows. */
export function pageFrom<R, T>(rows: R[], size: number, key: (row: R) => [Date, string], map: (row: R) => T) {
  const items = rows.slice(0, size);
  const last = items[items.length - 1];
  return {
    items: items.map(map),
    nextCursor: rows.length > size && last ? encodeCursor(...key(last)) : null,
  };
}
