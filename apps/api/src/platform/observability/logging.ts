import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import { Logger as NestLogger, type LoggerService } from '@nestjs/common';
import { Logger as NestPinoLogger, type PinoLogger } from 'nestjs-pino';
import { type Logger as Pino, pino } from 'pino';
import pretty from 'pino-pretty';
import type { LoggingConfig } from '../config/app-config';

/** The header a request id comes in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id taken from a request header: word characters, dots, colons and dashes, up to 128 (a UUID, a trace id…). */
const SANE_REQUEST_ID = /^[\w.:-]{1,128}$/;

export const newRequestId = (): string => randomUUID();

/** The request id a header (or a job's data) carries when it is sane, else a new one. */
export function requestIdFrom(value: unknown): string {
  return typeof value === 'string' && SANE_REQUEST_ID.test(value) ? value : newRequestId();
}

/** What every line logged for a unit of work (a request, a socket event, a job) says about it. */
export interface LogContext {
  requestId: string;
  [field: string]: string;
}

/** A unit of work's logger: the process's, with the work's context bound. */
export interface LogScope {
  readonly requestId: string;
  readonly logger: Pino;
}

const scopes = new AsyncLocalStorage<LogScope>();
let root: Pino = pino();

/** nestjs-pino's Nest logger writes through this: each line to the logger of the work in hand, else the process's. */
const contextualLogger = Object.fromEntries(
  (['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const).map((level) => [
    level,
    (...args: Parameters<Pino['info']>) => (scopes.getStore()?.logger ?? root)[level](...args),
  ]),
);

/**
 * The process's one logger. Logging is process-wide (Nest's static Logger writes to the last logger it was given), so
 * an entry point configures it first thing, and createApp again with its app's settings.
 */
export function configureLogging({ level, pretty: readable, destination }: LoggingConfig): LoggerService {
  // Level names rather than numbers.
  const options = { level, formatters: { level: (label: string) => ({ level: label }) } };
  root = readable
    ? pino(
        options,
        pretty({ colorize: true, ignore: 'pid,hostname,context', messageFormat: '{if context}[{context}] {end}{msg}' }),
      )
    : pino(options, destination ?? process.stdout);
  const service = new NestPinoLogger(contextualLogger as unknown as PinoLogger, {});
  NestLogger.overrideLogger(service);
  return service;
}

/**
 * The log scope of a unit of work; a request keeps its own from its first hook to its handler. Its logger is made when
 * it first logs: most requests log nothing.
 */
export function logScope(context: LogContext): LogScope {
  let logger: Pino | undefined;
  return {
    requestId: context.requestId,
    get logger() {
      return (logger ??= root.child(context));
    },
  };
}

/** Runs `work` with every line it logs, and every job it sends, carrying the context of its scope. */
export function runInLogScope<T>(scope: LogScope, work: () => T): T {
  return scopes.run(scope, work);
}

/** The request id of the work in hand (an HTTP request, a socket event, or a job they sent), if any. */
export const currentRequestId = (): string | undefined => scopes.getStore()?.requestId;
