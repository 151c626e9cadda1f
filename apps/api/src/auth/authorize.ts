import { ErrorCode, Role, Text } from '@nexus/contracts';
import { AppError } from '../common/errors/app-error';
import type { AuthContext } from './auth-context';

/** The identity part of an access rule, as HTTP routes and socket events both declare it. */
export type IdentityRule = { kind: 'user' | 'self' | 'admin'; unverified?: boolean };

/**
 * The rules every signed-in call passes, over HTTP (AccessGuard) and the socket alike: a verified e-mail
 * unless the rule lets unverified members through, the admin role for `admin`, and for `self` the caller
 * must be the member the call names (`namedUserId` reads it from the params, body or payload).
 */
export function authorize(auth: AuthContext, rule: IdentityRule, namedUserId: () => unknown): void {
  const allowsUnverified = rule.kind !== 'admin' && rule.unverified === true;
  if (!auth.user.enabled && !allowsUnverified) throw new AppError(ErrorCode.AccountNotVerified, Text.notVerified);
  if (rule.kind === 'admin' && auth.user.role !== Role.Admin) throw AppError.forbidden();
  if (rule.kind === 'self' && namedUserId() !== auth.user.id) throw AppError.forbidden();
}
