import type { Partner, User } from '@nexus/contracts';
import { Paths, decidePartnerRedirect, decidePostLogin } from '../postLogin';
import { storage } from '../storage';
import { loadPartner } from './sessionData';

/** §4 post-login routing: stores what the destination needs and returns it (the caller goes there). */
export async function destinationAfterLogin(user: User, partner: Partner | null): Promise<string> {
  const decision = decidePostLogin({
    user,
    partnerConfig: storage.getPartnerConfig(),
    forwardUrl: storage.getForwardUrl(),
  });
  if (decision.kind === 'onboarding') {
    storage.setCurrentStep(decision.step);
    return decision.to;
  }
  if (decision.kind === 'navigate') {
    if (decision.clearForwardUrl) storage.setForwardUrl(null);
    storage.setCurrentStep(null);
    return decision.to;
  }
  const found = partner ?? (await loadPartner(user.partnerId));
  if (!found) {
    // No partner behind this account: nothing to welcome.
    storage.setPartnerConfig(null);
    storage.setCurrentStep(null);
    return Paths.feed;
  }
  const redirect = decidePartnerRedirect(found);
  if (redirect.clearPartnerConfig) storage.setPartnerConfig(null);
  storage.setCurrentStep(redirect.step);
  return redirect.to;
}
