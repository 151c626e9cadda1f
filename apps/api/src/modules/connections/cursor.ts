import { ConnectionsText } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';

/** Where a keyset page ends: the sort value and the id of its last row. */
export interface Cursor {
  at: Date;
  id: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** base64url of `[iso timestamp, id]`: opaque to clients, and nothing in it is trusted but its shape. */
export const encodeCursor = (at: Date, id: string): string =>
  Buffer.from(JSON.stringify([at.toISOString(), id])).toString('base64url');

export function decodeCursor(raw: string | undefined): Cursor | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    ) {
      const at = new Date(value[0]);
      if (!Number.isNaN(at.getTime())) return { at, id: value[1] };
    }
  } catch {
    // fall through
  }
  throw AppError.invalid('cursor', ConnectionsText.invalidCursor);
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
