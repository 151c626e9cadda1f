import { describe, expect, it } from 'vitest';
import { PartnerType, Role, SESSION_NUDGE_AFTER_MS, SignUpStep } from '@nexus/contracts';
import { decidePartnerRedirect, decidePostLogin, homePathFor, safeForwardUrl, shouldNudgeOnLogout } from './postLogin';

const onboarded = { enabled: true, isOnBoarded: true };

describe('post-login routing (§4)', () => {
  it('sends an onboarded user to /feed, or to the forward URL which is then cleared', () => {
    expect(decidePostLogin({ user: onboarded, partnerConfig: null, forwardUrl: null })).toEqual({
      kind: 'navigate',
      to: '/feed',
      clearForwardUrl: true,
    });
    expect(decidePostLogin({ user: onboarded, partnerConfig: null, forwardUrl: '/jobs?x=1' })).toEqual({
      kind: 'navigate',
      to: '/jobs?x=1',
      clearForwardUrl: true,
    });
  });

  it('sends a platform admin to the console, or to the forward URL', () => {
    const admin = { ...onboarded, role: Role.Admin };
    expect(decidePostLogin({ user: admin, partnerConfig: null, forwardUrl: null })).toEqual({
      kind: 'navigate',
      to: '/admin/reports',
      clearForwardUrl: true,
    });
    expect(decidePostLogin({ user: admin, partnerConfig: null, forwardUrl: '/admin/members' })).toMatchObject({
      to: '/admin/members',
    });
    expect(homePathFor({ role: Role.Member })).toBe('/feed');
    expect(homePathFor({ role: Role.Partner })).toBe('/feed');
  });

  it('never forwards back into the sign-in pages or off-site', () => {
    for (const url of ['/', '/authenticate', '/signup?community=true', '//evil.example', 'https://x.test/a']) {
      expect(safeForwardUrl(url)).toBeNull();
    }
    expect(safeForwardUrl('/profile/1')).toBe('/profile/1');
  });

  it('sends an onboarded user with a partner config to the partner redirect', () => {
    expect(decidePostLogin({ user: onboarded, partnerConfig: { type: PartnerType.Community }, forwardUrl: '/jobs' })).toEqual({
      kind: 'partner',
    });
  });

  it('sends a user who is not onboarded to the right step of /signup', () => {
    expect(decidePostLogin({ user: { enabled: true, isOnBoarded: false }, partnerConfig: null, forwardUrl: null })).toEqual({
      kind: 'onboarding',
      to: '/signup',
      step: SignUpStep.AboutYou,
    });
    expect(decidePostLogin({ user: { enabled: false, isOnBoarded: false }, partnerConfig: null, forwardUrl: null })).toEqual({
      kind: 'onboarding',
      to: '/signup',
      step: SignUpStep.VerifyEmail,
    });
  });

  it('partner redirect: not welcomed → step 2 of sign-up (community variant); welcomed → feed', () => {
    expect(decidePartnerRedirect({ type: PartnerType.Community, welcomed: false })).toEqual({
      to: '/signup?community=true',
      step: 2,
      clearPartnerConfig: false,
    });
    expect(decidePartnerRedirect({ type: PartnerType.Corporate, welcomed: false })).toEqual({
      to: '/signup',
      step: 2,
      clearPartnerConfig: false,
    });
    expect(decidePartnerRedirect({ type: PartnerType.Corporate, welcomed: true })).toEqual({
      to: '/feed',
      step: null,
      clearPartnerConfig: true,
    });
  });

  it('nudges on logout after more than 24 hours, or with no recorded start', () => {
    const now = 1_000_000_000_000;
    expect(shouldNudgeOnLogout(null, now, SESSION_NUDGE_AFTER_MS)).toBe(true);
    expect(shouldNudgeOnLogout(now - SESSION_NUDGE_AFTER_MS - 1, now, SESSION_NUDGE_AFTER_MS)).toBe(true);
    expect(shouldNudgeOnLogout(now - 1000, now, SESSION_NUDGE_AFTER_MS)).toBe(false);
  });
});
