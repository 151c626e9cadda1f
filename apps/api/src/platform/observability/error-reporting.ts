import { Logger } from '@nestjs/common';
import { ERROR_REPORTING_SAMPLE_RATES } from '@nexus/contracts';
import type * as SentryNode from '@sentry/node';
import type { AppConfig } from '../config/app-config';
import { currentRequestId } from './logging';

let sentry: typeof SentryNode | undefined;

/**
 * Error reporting (§9) to Sentry, when SENTRY_DSN is set: uncaught errors, 5xx answers and socket events' server
 * errors, and traces of half the requests. Started by an entry point before the modules Sentry instruments load
 * (instrument.ts). A failure to start is only logged (§8).
 */
export function startErrorReporting({ sentryDsn, environment }: Pick<AppConfig, 'sentryDsn' | 'environment'>): void {
  if (!sentryDsn) return;
  try {
    // Loaded only when configured (it adds about 0.4 s to a start), and synchronously: before what it instruments.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const loaded = require('@sentry/node') as typeof SentryNode;
    loaded.init({ dsn: sentryDsn, environment, tracesSampleRate: ERROR_REPORTING_SAMPLE_RATES.traces });
    sentry = loaded;
  } catch (error) {
    new Logger('ErrorReporting').error(`Error reporting did not start: ${(error as Error).message}`);
  }
}

/** Reports an error the API answered with a 5xx (or a socket event's server error), with its request id. */
export function reportError(error: unknown): void {
  sentry?.captureException(error, { tags: { requestId: currentRequestId() } });
}
