import { PASSWORD_BCRYPT_COST } from '@nexus/contracts';
import bcrypt from 'bcrypt';

export const hashPassword = (password: string) => bcrypt.hash(password, PASSWORD_BCRYPT_COST);

let decoy: Promise<string> | undefined;

/**
 * Compares against the stored hash, or against a decoy when there is none, so that a login for an
 * unknown e-mail takes as long as one for a known e-mail (no account discovery by timing).
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  decoy ??= hashPassword('decoy-password-never-matches-1');
  const matches = await bcrypt.compare(password, hash ?? (await decoy));
  return hash !== null && matches;
}
