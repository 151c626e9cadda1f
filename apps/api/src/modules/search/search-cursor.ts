import { decodeKeyset, encodeKeyset } from '../connections/cursor';
import type { SearchCursor } from './search.sql';

/**
 * `[score, id]` (connections' keyset pair). The score is the float8 PostgreSQL answered, which JSON writes back digit
 * for digit, so `(score, id) < cursor` resumes exactly after the last hit.
 */
export const encodeSearchCursor = ({ score, id }: SearchCursor): string => encodeKeyset(score, id);

export function decodeSearchCursor(raw: string | undefined): SearchCursor | null {
  const pair = decodeKeyset(raw, (value) => (typeof value === 'number' && Number.isFinite(value) ? value : null));
  return pair && { score: pair.value, id: pair.id };
}
