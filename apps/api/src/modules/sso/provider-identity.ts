import { ErrorCode, SsoType, Text } from '@nexus/contracts';
import { AppError } from '../../platform/common/errors/app-error';

/** Who the provider says signed in, from the checked ID token (and Apple's first-time `user` form field). */
export interface ProviderIdentity {
  provider: SsoType;
  subject: string;
  email: string;
  emailVerified: boolean;
  firstName?: string;
  lastName?: string;
  image?: string;
  /** Slack: the workspace the account belongs to. */
  team?: string;
}

const SLACK_TEAM_CLAIM = 'https://slack.com/team_id';
const text = (value: unknown, max = 100) => (typeof value === 'string' && value.trim() ? value.trim().slice(0, max) : undefined);

/** Apple sends the name once, as JSON in the form it posts: `{"name":{"firstName","lastName"},"email"}`. */
function appleName(user: string | undefined): { firstName?: string; lastName?: string } {
  if (!user) return {};
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    return { firstName: text(name?.firstName), lastName: text(name?.lastName) };
  } catch {
    return {};
  }
}

export function identityFromClaims(provider: SsoType, claims: Record<string, unknown>, appleUser?: string): ProviderIdentity {
  const email = text(claims.email, 254)?.toLowerCase();
  if (!email) throw new AppError(ErrorCode.SsoFailed, Text.ssoNoEmail);
  const [givenFromName, ...rest] = (text(claims.name, 200) ?? '').split(/\s+/);
  const fromApple = provider === SsoType.Apple ? appleName(appleUser) : {};
  const picture = text(claims.picture, 2048);
  return {
    provider,
    subject: String(claims.sub),
    email,
    // Apple sends the string 'true'.
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    firstName: fromApple.firstName ?? text(claims.given_name) ?? text(givenFromName),
    lastName: fromApple.lastName ?? text(claims.family_name) ?? text(rest.join(' ')),
    image: picture?.startsWith('https://') ? picture : undefined,
    team: text(claims[SLACK_TEAM_CLAIM]),
  };
}
