import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ErrorCode, Text } from '@nexus/contracts';
import { ThrottlerGuard, type ThrottlerLimitDetail, type ThrottlerOptions } from '@nestjs/throttler';
import { AppError } from '../errors/app-error';

/**
 * The general rate limit: requests per minute from one address, on every route. Failed logins and
 * sign-ups have their own counters, shared by every instance (AttemptCounters).
 */
export const throttlers = (requestsPerMinute: number): ThrottlerOptions[] => [
  { name: 'default', ttl: 60_000, limit: requestsPerMinute },
];

@Injectable()
export class NexusThrottlerGuard extends ThrottlerGuard {
  protected override async throwThrottlingException(_context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    throw AppError.retryLater(ErrorCode.RateLimited, Text.tooManyRequests, Math.max(1, detail.timeToBlockExpire));
  }
}
