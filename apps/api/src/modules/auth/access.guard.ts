import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { type Access, CLIENT_KEY_HEADER, ErrorCode, type RouteContract, Text } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';
import { ROUTE_CONTRACT } from '../../platform/common/http/endpoint.decorator';
import type { AuthenticatedRequest } from '../../platform/common/http/request-context';
import { APP_CONFIG, type AppConfig } from '../../platform/config/app-config';
import { PolicyService } from '../../platform/policy/policy.service';
import { SessionAuthenticator } from './session-authenticator';

const bearerToken = (request: AuthenticatedRequest) => {
  const [scheme, token] = (request.headers.authorization ?? '').split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
};

/** `keyOrUser` is the `key` rule when the key is sent (or no token is: then the key error), else the `user` rule. */
const resolveAccess = (
  access: Access,
  request: AuthenticatedRequest,
  clientKey: string,
): Exclude<Access, { kind: 'keyOrUser' }> => {
  if (access.kind !== 'keyOrUser') return access;
  return request.headers[CLIENT_KEY_HEADER] === clientKey || !bearerToken(request) ? { kind: 'key' } : { kind: 'user' };
};

/**
 * The one place HTTP access is decided. Every handler carries a route contract whose `access` says who may
 * call it; a handler without one is refused (deny by default). Signed-in rules go to the policy service.
 */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly authenticator: SessionAuthenticator,
    private readonly policy: PolicyService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const route = this.reflector.get<RouteContract | undefined>(ROUTE_CONTRACT, context.getHandler());
    if (!route) throw AppError.forbidden();
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const access = resolveAccess(route.access, request, this.config.clientKey);

    switch (access.kind) {
      case 'public':
        return true;
      case 'key': {
        if (request.headers[CLIENT_KEY_HEADER] !== this.config.clientKey) {
          throw new AppError(ErrorCode.InvalidClientKey, Text.invalidApiKey);
        }
        const token = bearerToken(request);
        if (token) request.auth = await this.authenticator.authenticate(token).catch(() => undefined);
        return true;
      }
      default: {
        const auth = await this.authenticator.authenticate(bearerToken(request));
        request.auth = auth;
        if (route.writes) this.policy.assertMayWrite(auth.user);
        const sources = { params: request.params, body: request.body, query: request.query };
        await this.policy.authorize(
          auth,
          access,
          (ref) => (sources[ref.in ?? 'params'] as Record<string, unknown> | undefined)?.[ref.field],
        );
        return true;
      }
    }
  }
}
