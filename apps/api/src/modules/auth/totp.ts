import { generateSecret, generateSync, generateURI, verifySync } from 'otplib';

/**
 * A platform admin's second factor (RFC 6238, what authenticator apps show): 6 digits, a 30-second step, and a code of
 * the step before or after the current one still accepted (clocks drift, typing takes time).
 */
export const TOTP = { issuer: 'Nexus', digits: 6, periodSeconds: 30, toleranceSteps: 1 } as const;

/** A new base32 secret (20 random bytes), to add to an authenticator app. */
export const newTotpSecret = (): string => generateSecret();

/** The otpauth:// address of a secret (the QR code an authenticator app scans): issuer Nexus, labelled with the e-mail. */
export const totpAddress = (secret: string, email: string): string =>
  generateURI({ issuer: TOTP.issuer, label: email, secret, digits: TOTP.digits, period: TOTP.periodSeconds });

/** The code an authenticator app shows for `secret` at `atMs` (now unless given). */
export const totpCode = (secret: string, atMs: number = Date.now()): string =>
  generateSync({ secret, digits: TOTP.digits, period: TOTP.periodSeconds, epoch: Math.floor(atMs / 1000) });

/** The time step `atMs` is in. */
export const totpStep = (atMs: number = Date.now()): number => Math.floor(atMs / 1000 / TOTP.periodSeconds);

/**
 * The time step of `code` when it is right for now (within the tolerance) and later than `afterStep` (the last one
 * accepted, so that no code is accepted twice); undefined otherwise.
 */
export function acceptedTotpStep(secret: string, code: string, afterStep: number | null): number | undefined {
  // Every step within the tolerance already used (otplib throws on an afterTimeStep past its window).
  if (afterStep !== null && afterStep >= totpStep() + TOTP.toleranceSteps) return undefined;
  const result = verifySync({
    secret,
    token: code,
    digits: TOTP.digits,
    period: TOTP.periodSeconds,
    epochTolerance: TOTP.periodSeconds * TOTP.toleranceSteps,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
