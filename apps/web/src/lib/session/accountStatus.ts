import { UserStatus, accountSuspendedText, type User } from '@nexus/contracts';

/** What a suspended member can still do, after the sentence the API's refusals say too (issue 19 §3). */
export const SUSPENDED_CAN_READ = 'You can read, but not post, comment, react, message or apply.';

/**
 * The banner of a suspended member, or null. A suspension ends by itself at its date (the read rule of
 * `memberStatusOf`): once past it, no banner even if the user row was read before.
 */
export function suspensionNotice(user: Pick<User, 'status' | 'suspendedUntil'> | null, now: Date = new Date()): string | null {
  if (!user || user.status !== UserStatus.Suspended) return null;
  const suspendedUntil = user.suspendedUntil ?? null;
  if (suspendedUntil !== null && new Date(suspendedUntil) <= now) return null;
  return `${accountSuspendedText({ suspendedUntil })}. ${SUSPENDED_CAN_READ}`;
}
