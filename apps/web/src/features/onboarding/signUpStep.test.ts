import { describe, expect, it } from 'vitest';
import { SignUpStep } from '@nexus/contracts';
import { resolveSignUpStep } from './signUpStep';

const onboarded = { enabled: true, isOnBoarded: true };

describe('sign-up step resolution', () => {
  it('follows the account state over a stale stored step', () => {
    expect(resolveSignUpStep('loading', null, null)).toBe('loading');
    expect(resolveSignUpStep('anonymous', null, SignUpStep.AboutYou)).toBe(SignUpStep.CreateAccount);
    expect(resolveSignUpStep('unverified', { enabled: false, isOnBoarded: false }, null)).toBe(SignUpStep.VerifyEmail);
    expect(resolveSignUpStep('authenticated', { enabled: true, isOnBoarded: false }, SignUpStep.VerifyEmail)).toBe(
      SignUpStep.AboutYou,
    );
    expect(resolveSignUpStep('authenticated', onboarded, SignUpStep.VerifyEmail)).toBe(SignUpStep.AllSet);
    expect(resolveSignUpStep('authenticated', onboarded, null)).toBe('redirect');
  });
});
