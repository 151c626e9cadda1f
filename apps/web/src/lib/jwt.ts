/** Reads a JWT's payload without verifying it (the server verifies); null when the token is not a JWT. */
export function decodeJwtPayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The user id of an access token (its `sub` claim). */
export function userIdFromToken(token: string): string | null {
  const sub = decodeJwtPayload(token)?.sub;
  return typeof sub === 'string' && sub.length > 0 ? sub : null;
}
