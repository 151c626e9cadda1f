import { API_PREFIX, REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from '@nexus/contracts';
import type { Response } from 'express';

/** The refresh token travels only in an httpOnly cookie scoped to the API. */
export function setRefreshCookie(response: Response, token: string, secure: boolean): void {
  response.cookie(REFRESH_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: `/${API_PREFIX}`,
    maxAge: REFRESH_TOKEN_TTL_SECONDS * 1000,
  });
}

export function clearRefreshCookie(response: Response, secure: boolean): void {
  response.clearCookie(REFRESH_TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: `/${API_PREFIX}` });
}
