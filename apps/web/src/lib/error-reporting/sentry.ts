import { ERROR_REPORTING_SAMPLE_RATES } from '@nexus/contracts';
import { browserTracingIntegration, init, replayIntegration } from '@sentry/react';

/**
 * Sentry in the browser (§9): errors, traces of half the page loads and navigations, a replay of half the sessions and
 * of every session with an error. Its own chunk, loaded only where a DSN is configured (index.ts).
 */
export function startSentry(dsn: string, environment: string): void {
  init({
    dsn,
    environment,
    integrations: [browserTracingIntegration(), replayIntegration()],
    tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces,
    replaysSessionSampleRate: ERROR_REPORTING_SAMPLE_RATES.sessionReplays,
    replaysOnErrorSampleRate: ERROR_REPORTING_SAMPLE_RATES.replaysOnError,
  });
}
