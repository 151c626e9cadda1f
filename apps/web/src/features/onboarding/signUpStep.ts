import { SignUpStep } from '@nexus/contracts';
import type { User } from '@nexus/contracts';

export type SessionStatusLike = 'loading' | 'anonymous' | 'unverified' | 'authenticated';

/**
 * Which onboarding step /signup shows. The account's state wins over a stale stored step; an onboarded user with no
 * step in progress does not belong here ('redirect': to the authenticate page, §2).
 */
export function resolveSignUpStep(
  status: SessionStatusLike,
  user: Pick<User, 'enabled' | 'isOnBoarded'> | null,
  storedStep: SignUpStep | null,
): SignUpStep | 'redirect' | 'loading' {
  if (status === 'loading') return 'loading';
  if (status === 'anonymous' || !user) return SignUpStep.CreateAccount;
  if (status === 'unverified' || !user.enabled) return SignUpStep.VerifyEmail;
  if (!user.isOnBoarded) return SignUpStep.AboutYou;
  return storedStep === null ? 'redirect' : SignUpStep.AllSet;
}
