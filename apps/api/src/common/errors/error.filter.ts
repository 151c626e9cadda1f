import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ApiError, ErrorCode, Text } from '@nexus/contracts';
import type { FastifyReply } from 'fastify';
import { AppError, HTTP_STATUS_BY_CODE, RETRY_AFTER_SECONDS, ServiceUnavailableError } from './app-error';

const PAYLOAD_TOO_LARGE = new AppError(ErrorCode.PayloadTooLarge, Text.payloadTooLargeError);
const INVALID_JSON = AppError.invalid('body', 'must be valid JSON');

/**
 * Failures that say the database cannot take the query now, not that the request is wrong: the pool had
 * no free connection in time (pg's connectionTimeoutMillis, Prisma's transaction maxWait), the server
 * refuses or dropped connections. Codes: Prisma's P1001/P1002/P1017/P2024/P2028, Node's socket errors,
 * PostgreSQL's classes 08 (connection) and 53 (insufficient resources), 57P01-57P03 (shutting down).
 */
const OVERLOAD_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024', 'P2028', 'ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT']);
const OVERLOAD_MESSAGE =
  /timeout exceeded when trying to connect|Unable to start a transaction in the given time|Connection terminated|too many clients/i;

function isOverload(exception: unknown): boolean {
  for (let error = exception, depth = 0; error instanceof Object && depth < 5; depth++) {
    const { code, message } = error as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (OVERLOAD_CODES.has(code) || /^(08|53)...$|^57P0[123]$/.test(code))) return true;
    if (typeof message === 'string' && OVERLOAD_MESSAGE.test(message)) return true;
    error = (error as { cause?: unknown }).cause;
  }
  return false;
}

/** Every error leaves the API in one shape (contracts' ApiError), whatever threw it. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const error = this.toAppError(exception);
    const statusCode = HTTP_STATUS_BY_CODE[error.code];
    if (error instanceof ServiceUnavailableError) this.logger.warn(`503: ${String(exception)}`);
    else if (statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const body: ApiError = {
      statusCode,
      code: error.code,
      httpMessage: error.message,
      responseMessage: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (statusCode === 503) reply.header('Retry-After', RETRY_AFTER_SECONDS);
    void reply.status(statusCode).send(body);
  }

  private toAppError(exception: unknown): AppError {
    if (exception instanceof AppError) return exception;
    if (isOverload(exception)) return new ServiceUnavailableError();
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) return AppError.notFound();
      if (status === 413) return PAYLOAD_TOO_LARGE;
      // Fastify reports a body that failed to parse as a plain 400 carrying the parser's message.
      if (status === 400 && /JSON/i.test(exception.message)) return INVALID_JSON;
      if (status < 500) return new AppError(ErrorCode.ValidationFailed, exception.message);
    }
    return new AppError(ErrorCode.Internal, Text.serverError);
  }
}
