import type { AppConfig } from '@nexus/contracts';
import { useEffect } from 'react';
import { useAppConfig } from '../appConfig';

let started = false;

/**
 * Error reporting (§9), off unless the deployment configures a DSN (GET app/config's `errorReporting`). The Sentry SDK
 * is then loaded on its own (a dynamic import): no page's first load carries it. A failure to start is only logged (§8).
 */
export async function startErrorReporting({ errorReporting, environment }: AppConfig): Promise<void> {
  if (!errorReporting || started) return;
  started = true;
  try {
    (await import('./sentry')).startSentry(errorReporting.dsn, environment);
  } catch (error) {
    console.error('Error reporting did not start', error);
  }
}

/** Mounted once inside the app config: renders nothing. */
export function ErrorReporting(): null {
  const config = useAppConfig();
  useEffect(() => void startErrorReporting(config), [config]);
  return null;
}
