import { PartnerType, Role, type Partner, type User, SignUpStep } from '@nexus/contracts';
import type { PartnerConfig } from './storage';

export const Paths = {
  root: '/',
  signUp: '/signup',
  authenticate: '/authenticate',
  feed: '/feed',
  resetPassword: '/reset-password',
  messagesMobile: '/messages',
  messagesPage: '/page/messages',
  /** The platform admin's console lands on its review queue (issue 19 §4). */
  adminHome: '/admin/reports',
} as const;

/** Where a signed-in user goes by default: a platform admin to the console, everyone else to the feed (§2). */
export function homePathFor(user: Partial<Pick<User, 'role'>>): string {
  return user.role === Role.Admin ? Paths.adminHome : Paths.feed;
}

export type PostLoginDecision =
  /** Onboarded, with a stored partner config: look the partner up, then use `partnerRedirect`. */
  | { kind: 'partner' }
  | { kind: 'navigate'; to: string; clearForwardUrl: boolean }
  | { kind: 'onboarding'; to: string; step: SignUpStep };

/** Where the onboarding of a signed-in, not yet onboarded user picks up. */
export function onboardingStepFor(user: Pick<User, 'enabled' | 'isOnBoarded'>): SignUpStep {
  if (!user.enabled) return SignUpStep.VerifyEmail;
  if (!user.isOnBoarded) return SignUpStep.AboutYou;
  return SignUpStep.AllSet;
}

/** A forward URL is only followed inside the app, never back into the sign-in pages. */
export function safeForwardUrl(url: string | null | undefined): string | null {
  if (!url || !url.startsWith('/') || url.startsWith('//')) return null;
  const path = url.split(/[?#]/)[0] ?? '';
  if (path === Paths.root || path === Paths.authenticate || path === Paths.signUp) return null;
  return url;
}

/** §4 'Login by e-mail': what happens once the user and token are stored. */
export function decidePostLogin(input: {
  user: Pick<User, 'enabled' | 'isOnBoarded'> & Partial<Pick<User, 'role'>>;
  partnerConfig: PartnerConfig | null;
  forwardUrl: string | null;
}): PostLoginDecision {
  const { user, partnerConfig, forwardUrl } = input;
  if (user.isOnBoarded && user.enabled) {
    if (partnerConfig && user.role !== Role.Admin) return { kind: 'partner' };
    const forward = safeForwardUrl(forwardUrl);
    return { kind: 'navigate', to: forward ?? homePathFor(user), clearForwardUrl: true };
  }
  return { kind: 'onboarding', to: Paths.signUp, step: onboardingStepFor(user) };
}

export type PartnerRedirectDecision =
  { to: string; step: SignUpStep; clearPartnerConfig: false } | { to: string; step: null; clearPartnerConfig: true };

/** §2 routing rules, after partner login: not welcomed → step 2 of sign-up (community variant); else the feed. */
export function decidePartnerRedirect(partner: Pick<Partner, 'type' | 'welcomed'>): PartnerRedirectDecision {
  if (!partner.welcomed) {
    const to = partner.type === PartnerType.Community ? `${Paths.signUp}?community=true` : Paths.signUp;
    return { to, step: SignUpStep.VerifyEmail, clearPartnerConfig: false };
  }
  return { to: Paths.feed, step: null, clearPartnerConfig: true };
}

/** §4 'Logout': a session started over 24 hours ago, or with no recorded start, gets the nudge. */
export function shouldNudgeOnLogout(sessionStart: number | null, now: number, nudgeAfterMs: number): boolean {
  return sessionStart === null || now - sessionStart > nudgeAfterMs;
}
