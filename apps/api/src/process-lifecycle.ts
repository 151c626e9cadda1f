import type { Logger } from '@nestjs/common';

/** Runs an entry point; a failure to start is printed and ends the process. */
export function runEntryPoint(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}

/** On SIGINT or SIGTERM: says what it is doing, runs `shutDown` once, then exits. */
export function exitOnSignals(logger: Logger, doing: string, shutDown: () => Promise<void>): void {
  const stop = async (signal: string) => {
    logger.log(`${signal}: ${doing}`);
    await shutDown();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}
