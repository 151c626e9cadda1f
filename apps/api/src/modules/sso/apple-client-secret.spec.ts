import { appleClientSecret } from './apple-client-secret';

describe("Sign in with Apple's client secret", () => {
  it('is an ES256 JWT from the team about the Services ID for Apple, signed with the key Apple gave', async () => {
    const { exportPKCS8, generateKeyPair, jwtVerify } = await import('jose');
    const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
    const privateKeyPem = await exportPKCS8(privateKey);
    const secret = await appleClientSecret(
      'com.nexus.web',
      { teamId: 'TEAM123456', keyId: 'KEY1234567', privateKeyPem },
      'https://appleid.apple.com',
    );
    const { payload, protectedHeader } = await jwtVerify(secret, publicKey, {
      issuer: 'TEAM123456',
      subject: 'com.nexus.web',
      audience: 'https://appleid.apple.com',
      algorithms: ['ES256'],
    });
    expect(protectedHeader.kid).toBe('KEY1234567');
    expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(300);
  });
});
