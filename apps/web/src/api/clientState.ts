/**
 * What the app tells the HTTP client before its first call, kept apart from the client (which brings the contracts'
 * route table and zod): the first screen sets these and makes no call, so it does not load the client.
 */
let clientKey: string | null = null;
let onSessionEnded: (() => void) | null = null;
let onAccountBlocked: (() => void) | null = null;
let onAccountSuspended: (() => void) | null = null;

/** The client key from GET app/config, sent on 'key' routes. */
export function setClientKey(key: string | null): void {
  clientKey = key;
}

export const currentClientKey = (): string | null => clientKey;

/** Called after a session-ending 401 has cleared the local session (navigates to the authenticate page). */
export function setSessionEndedHandler(handler: (() => void) | null): void {
  onSessionEnded = handler;
}

export const notifySessionEnded = (): void => onSessionEnded?.();

/** Called after a 401 ACCOUNT_BLOCKED on a signed-in call has cleared the local session (§4: toast, then /). */
export function setAccountBlockedHandler(handler: (() => void) | null): void {
  onAccountBlocked = handler;
}

export const notifyAccountBlocked = (): void => onAccountBlocked?.();

/** Called after a write was refused with 403 ACCOUNT_SUSPENDED (the session reads the user again for its banner). */
export function setAccountSuspendedHandler(handler: (() => void) | null): void {
  onAccountSuspended = handler;
}

export const notifyAccountSuspended = (): void => onAccountSuspended?.();
