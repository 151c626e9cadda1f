import { ConnectionsText } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';

/** Where a page of one conversation ends: the seq of its last message, as base64url (opaque to clients). */
export const encodeSeqCursor = (seq: number): string => Buffer.from(JSON.stringify(['seq', seq])).toString('base64url');

export function decodeSeqCursor(raw: string | undefined): number | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value[0] === 'seq' && Number.isSafeInteger(value[1]) && value[1] >= 0) {
      return value[1] as number;
    }
  } catch {
    // fall through
  }
  throw AppError.invalid('cursor', ConnectionsText.invalidCursor);
}
