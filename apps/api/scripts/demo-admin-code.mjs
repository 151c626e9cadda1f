// Prints the demo admin's (admin@nexus.test) current authenticator code: the seed confirms a fixed TOTP secret for
// them, and a platform admin's password sign-in asks for the code when no real Google or Apple client is configured.
// Reads the TypeScript sources directly (Node strips the types), so it works before any build.
import { TOTP, totpCode } from '../src/modules/auth/totp.ts';
import { DEMO_ADMIN_TOTP_SECRET } from '../src/platform/database/seed/demo-admin-totp.ts';

const now = Date.now();
const left = TOTP.periodSeconds - (Math.floor(now / 1000) % TOTP.periodSeconds);
console.log(`${totpCode(DEMO_ADMIN_TOTP_SECRET, now)}  (admin@nexus.test, valid for about ${left + TOTP.periodSeconds} s)`);
