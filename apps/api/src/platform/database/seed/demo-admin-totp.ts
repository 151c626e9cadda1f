/**
 * The demo admin's (admin@nexus.test) authenticator secret, seeded already confirmed: on a server without a real
 * Google or Apple client, a platform admin's password sign-in asks for a TOTP code. `pnpm demo:admin-code` prints the
 * current code for it, and the browser tests make theirs from it. It guards nothing real: the demo only.
 */
export const DEMO_ADMIN_TOTP_SECRET = 'NEXUSDEMOADMINTOTPSECRETNOTREAL2';
