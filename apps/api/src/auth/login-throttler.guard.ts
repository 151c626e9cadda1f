import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ErrorCode, LOGIN_THROTTLE, Text, routes } from '@nexus/contracts';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import { AppError } from '../common/errors/app-error';
import { ROUTE_CONTRACT } from '../common/http/endpoint.decorator';

const isLogin = (context: ExecutionContext) => Reflect.getMetadata(ROUTE_CONTRACT, context.getHandler()) === routes.auth.login;

const accountOf = (request: { body?: { username?: unknown } }) =>
  String(request.body?.username ?? '')
    .trim()
    .toLowerCase();

/** Rate limits: a general one per address, and login attempts per account and per address (§ Accounts). */
export const throttlers = (requestsPerMinute: number): ThrottlerOptions[] => [
  { name: 'default', ttl: 60_000, limit: requestsPerMinute, skipIf: isLogin },
  {
    name: 'login-account',
    ttl: LOGIN_THROTTLE.perAccount.windowMs,
    limit: LOGIN_THROTTLE.perAccount.limit,
    getTracker: accountOf,
    skipIf: (context) => !isLogin(context),
  },
  {
    name: 'login-address',
    ttl: LOGIN_THROTTLE.perAddress.windowMs,
    limit: LOGIN_THROTTLE.perAddress.limit,
    skipIf: (context) => !isLogin(context),
  },
];

@Injectable()
export class NexusThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(context: ExecutionContext, _detail: ThrottlerLimitDetail): Promise<void> {
    if (isLogin(context)) throw new AppError(ErrorCode.AccountLocked, Text.accountLocked);
    throw new AppError(ErrorCode.RateLimited, 'Too many requests, slow down a little');
  }
}
