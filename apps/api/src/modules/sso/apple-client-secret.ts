import type { SsoProviderConfig } from '../../platform/config/app-config';

/** How long each secret made for Apple's token endpoint is valid (Apple allows up to six months). */
const APPLE_SECRET_TTL_SECONDS = 300;

/**
 * Sign in with Apple's client secret: a JWT signed (ES256) with the team's key, issued by the team, about the
 * Services ID, for Apple's issuer.
 */
export async function appleClientSecret(
  clientId: string,
  { teamId, keyId, privateKeyPem }: NonNullable<SsoProviderConfig['appleKey']>,
  audience: string,
): Promise<string> {
  const { SignJWT, importPKCS8 } = await import('jose');
  const key = await importPKCS8(privateKeyPem, 'ES256');
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: keyId })
    .setIssuer(teamId)
    .setSubject(clientId)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(`${APPLE_SECRET_TTL_SECONDS}s`)
    .sign(key);
}
