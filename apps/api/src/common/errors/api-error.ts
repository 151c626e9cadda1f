import { HttpException } from '@nestjs/common';
import { type ApiError, ERROR_HTTP_STATUS, ErrorCode, Text } from '@nexus/contracts';
import { AppError } from './app-error';

const tooLarge = () => new AppError(ErrorCode.PayloadTooLarge, Text.payloadTooLargeError);
const malformedJson = () =>
  new AppError(ErrorCode.MalformedJson, 'body: must be valid JSON', [{ field: 'body', message: 'must be valid JSON' }]);

/** The status an HTTP-layer error carries: Nest's HttpException, or the server's own (`status` or `statusCode`). */
const statusOf = (exception: unknown): number | undefined => {
  if (exception instanceof HttpException) return exception.getStatus();
  const { status, statusCode } = (exception ?? {}) as { status?: unknown; statusCode?: unknown };
  const found = status ?? statusCode;
  return typeof found === 'number' ? found : undefined;
};

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
  };
  return { error, body };
}

function toAppError(exception: unknown): AppError {
  if (exception instanceof AppError) return exception;
  const type = (exception as { type?: unknown } | undefined)?.type;
  if (type === 'entity.too.large') return tooLarge();
  if (type === 'entity.parse.failed') return malformedJson();
  const status = statusOf(exception);
  if (status === undefined || status >= 500) return new AppError(ErrorCode.Internal, Text.serverError);
  // Nest reports an unmatched route as a 404 HttpException; services throw AppError for what they cannot find.
  if (status === 404) return new AppError(ErrorCode.RouteNotFound, Text.notFound);
  if (status === 413) return tooLarge();
  // Nest reports a body that failed to parse as a plain 400 carrying the parser's message.
  if (status === 400 && exception instanceof HttpException && /JSON/i.test(exception.message)) return malformedJson();
  if (exception instanceof HttpException) return new AppError(ErrorCode.ValidationFailed, exception.message);
  // Other 4xx of the HTTP layer (a path that cannot be decoded, an unsupported encoding): the request is at fault.
  return AppError.invalid('request', 'is not a valid HTTP request');
}
