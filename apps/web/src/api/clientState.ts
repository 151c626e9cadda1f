/**
 * What the app tells the HTTP client before its first call, kept apart from the client (which brings the contracts'
 * route table and zod): the first screen sets these and makes no call, so it does not load the client.
 */
let clientKey: string | null = null;
let onSessionEnded: (() => void) | null = null;

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
