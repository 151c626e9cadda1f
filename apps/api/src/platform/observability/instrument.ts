import { loadConfigOrExit } from '../config/app-config';
import { startErrorReporting } from './error-reporting';
import { configureLogging } from './logging';

/**
 * The first import of an entry point (main.ts, worker.ts): the configuration, then JSON logs and error reporting, before
 * anything else loads. Sentry instruments the HTTP server and the database driver as they load, so it starts first.
 */
export const config = loadConfigOrExit();
configureLogging(config.logging);
startErrorReporting(config);
