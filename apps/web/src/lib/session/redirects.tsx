import { useEffect } from 'react';
import { Navigate } from 'react-router';
import type { User } from '@nexus/contracts';
import { Paths, homePathFor, onboardingStepFor, safeForwardUrl } from '../postLogin';
import { storage } from '../storage';

/** A signed-in user on the authenticate page: onboarding first, else the forward URL or their home (homePathFor). */
export function ForwardSignedIn({ user }: { user: User }) {
  if (!user.isOnBoarded) return <ToOnboarding user={user} />;
  const to = safeForwardUrl(storage.getForwardUrl()) ?? homePathFor(user);
  return <ForwardOnce to={to} />;
}

function ForwardOnce({ to }: { to: string }) {
  useEffect(() => storage.setForwardUrl(null), []);
  return <Navigate to={to} replace />;
}

export function ToOnboarding({ user }: { user: User }) {
  useEffect(() => {
    if (storage.getCurrentStep() === null) storage.setCurrentStep(onboardingStepFor(user));
  }, [user]);
  return <Navigate to={Paths.signUp} replace />;
}
