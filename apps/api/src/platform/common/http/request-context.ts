import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../../modules/auth/auth-context';

/** Who is calling, from where: what services need to know about a request besides its input. */
export interface RequestContext {
  ip: string | undefined;
  userAgent: string | undefined;
  auth: AuthContext | undefined;
  cookies: Record<string, string>;
  response: FastifyReply;
}

/** `auth` is declared on every request at start (bootstrap), so requests keep one shape. */
export type AuthenticatedRequest = FastifyRequest & { auth?: AuthContext | null };

export const Context = createParamDecorator((_: unknown, context: ExecutionContext): RequestContext => {
  const http = context.switchToHttp();
  const request = http.getRequest<AuthenticatedRequest>();
  return {
    ip: request.ip,
    userAgent: request.headers['user-agent'],
    auth: request.auth ?? undefined,
    cookies: (request.cookies ?? {}) as Record<string, string>,
    response: http.getResponse<FastifyReply>(),
  };
});

/** The signed-in caller; only on routes whose access requires a user (the guard has checked it). */
export const CurrentAuth = createParamDecorator((_: unknown, context: ExecutionContext): AuthContext => {
  const auth = context.switchToHttp().getRequest<AuthenticatedRequest>().auth;
  if (!auth) throw new Error('CurrentAuth used on a route that does not require a signed-in user');
  return auth;
});
