import { ConnectionsText } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import type { SearchCursor } from './search.sql';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * base64url of `[score, id]`. The score is the float8 PostgreSQL answered, which JSON writes back digit for digit, so
 * `(score, id) < cursor` resumes exactly after the last hit.
 */
export const encodeSearchCursor = ({ score, id }: SearchCursor): string =>
  Buffer.from(JSON.stringify([score, id])).toString('base64url');

export function decodeSearchCursor(raw: string | undefined): SearchCursor | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      Number.isFinite(value[0]) &&
      typeof value[1] === 'string' &&
      UUID.test(value[1])
    ) {
      return { score: value[0] as number, id: value[1] };
    }
  } catch {
    // fall through
  }
  throw AppError.invalid('cursor', ConnectionsText.invalidCursor);
}
