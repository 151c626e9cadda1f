import { HttpException } from '@nestjs/common';
import { type ApiError, ERROR_HTTP_STATUS, ErrorCode, Text } from '@nexus/contracts';
import { AppError, ServiceUnavailableError } from './app-error';

const tooLarge = () => new AppError(ErrorCode.PayloadTooLarge, Text.payloadTooLargeError);
const malformedJson = () =>
  new AppError(ErrorCode.MalformedJson, 'body: must be valid JSON', [{ field: 'body', message: 'must be valid JSON' }]);

/** The status an HTTP-layer error carries (Nest's HttpException, or Fastify's `statusCode`). */
const statusOf = (exception: unknown): number | undefined => {
  if (exception instanceof HttpException) return exception.getStatus();
  const { status, statusCode } = (exception ?? {}) as { status?: unknown; statusCode?: unknown };
  if (typeof statusCode === 'number') return statusCode;
  return typeof status === 'number' ? status : undefined;
};

/**
 * Failures that say the database cannot take the query now, not that the request is wrong: the pool had
 * no free connection in time (pg's connectionTimeoutMillis, Prisma's transaction maxWait), the server
 * refuses or dropped connections. Codes: Prisma's P1001/P1002/P1017/P2024/P2028, Node's socket errors,
 * PostgreSQL's classes 08 (connection) and 53 (insufficient resources), 57P01-57P03 (shutting down).
 */
const OVERLOAD_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024', 'P2028', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);
const OVERLOAD_MESSAGE =
  /timeout exceeded when trying to connect|Unable to start a transaction in the given time|Connection terminated|too many clients/i;

const isOverloadCode = (code: unknown) =>
  typeof code === 'string' && (OVERLOAD_CODES.has(code) || /^(08|53)...$|^57P0[123]$/.test(code));

function isOverload(exception: unknown): boolean {
  for (let error = exception, depth = 0; error instanceof Object && depth < 5; depth++) {
    // A raw query's failure (Prisma's P2010) carries PostgreSQL's own code in `meta`.
    const { code, meta, message } = error as { code?: unknown; meta?: { code?: unknown }; message?: unknown };
    if (isOverloadCode(code) || isOverloadCode(meta?.code)) return true;
    if (typeof message === 'string' && OVERLOAD_MESSAGE.test(message)) return true;
    error = (error as { cause?: unknown }).cause;
  }
  return false;
}

/** Turns any error into the one body of contracts' ApiError, with `code` from contracts' ErrorCode. */
export function toApiError(exception: unknown): { error: AppError; body: ApiError } {
  const error = toAppError(exception);
  const statusCode = ERROR_HTTP_STATUS[error.code];
  const body: ApiError = {
    statusCode,
    code: error.code,
    httpMessage: error.message,
    responseMessage: error.message,
    ...(error.issues ? { issues: error.issues } : {}),
    ...(error.code === ErrorCode.TotpSetupRequired && error.totpSetup ? { totpSetup: error.totpSetup } : {}),
  };
  return { error, body };
}

function toAppError(exception: unknown): AppError {
  if (exception instanceof AppError) return exception;
  if (isOverload(exception)) return new ServiceUnavailableError();
  const status = statusOf(exception);
  if (status === undefined || status >= 500) return new AppError(ErrorCode.Internal, Text.serverError);
  // Nest reports an unmatched route as a 404 HttpException; services throw AppError for what they cannot find.
  if (status === 404) return new AppError(ErrorCode.RouteNotFound, Text.notFound);
  if (status === 413) return tooLarge();
  // Fastify reports a body that failed to parse as a 400 carrying the parser's message.
  if (status === 400 && exception instanceof Error && /JSON/i.test(exception.message)) return malformedJson();
  if (exception instanceof HttpException) return new AppError(ErrorCode.ValidationFailed, exception.message);
  // Other 4xx of the HTTP layer (a path that cannot be decoded, an unsupported encoding): the request is at fault.
  return AppError.invalid('request', 'is not a valid HTTP request');
}
