/** The password of every demo login (printed at start; the browser tests sign in with it). */
export const DEMO_PASSWORD = 'Nexus-demo-2026';
