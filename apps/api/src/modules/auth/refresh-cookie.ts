import { API_PREFIX, REFRESH_TOKEN_COOKIE, REFRESH_TOKEN_TTL_SECONDS } from '@nexus/contracts';
import type { FastifyReply } from 'fastify';

/** The refresh token travels only in an httpOnly cookie scoped to the API. */
export function setRefreshCookie(response: FastifyReply, token: string, secure: boolean): void {
  void response.setCookie(REFRESH_TOKEN_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: `/${API_PREFIX}`,
    maxAge: REFRESH_TOKEN_TTL_SECONDS,
  });
}

export function clearRefreshCookie(response: FastifyReply, secure: boolean): void {
  void response.clearCookie(REFRESH_TOKEN_COOKIE, { httpOnly: true, sameSite: 'lax', secure, path: `/${API_PREFIX}` });
}
