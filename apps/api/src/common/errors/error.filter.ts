import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger } from '@nestjs/common';
import { type ApiError, ErrorCode, Text } from '@nexus/contracts';
import type { Response } from 'express';
import { AppError, HTTP_STATUS_BY_CODE } from './app-error';

const BODY_PARSER_ERRORS: Record<string, AppError> = {
  'entity.too.large': new AppError(ErrorCode.PayloadTooLarge, Text.payloadTooLargeError),
  'entity.parse.failed': AppError.invalid('body', 'must be valid JSON'),
};

/** Every error leaves the API in one shape (contracts' ApiError), whatever threw it. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const error = this.toAppError(exception);
    const statusCode = HTTP_STATUS_BY_CODE[error.code];
    if (statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const body: ApiError = {
      statusCode,
      code: error.code,
      httpMessage: error.message,
      responseMessage: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    };
    host.switchToHttp().getResponse<Response>().status(statusCode).json(body);
  }

  private toAppError(exception: unknown): AppError {
    if (exception instanceof AppError) return exception;
    const parserError = BODY_PARSER_ERRORS[(exception as { type?: string })?.type ?? ''];
    if (parserError) return parserError;
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status === 404) return AppError.notFound();
      if (status === 413) return BODY_PARSER_ERRORS['entity.too.large']!;
      // Nest reports a body that failed to parse as a plain 400 carrying the parser's message.
      if (status === 400 && /JSON/i.test(exception.message)) return BODY_PARSER_ERRORS['entity.parse.failed']!;
      if (status < 500) return new AppError(ErrorCode.ValidationFailed, exception.message);
    }
    return new AppError(ErrorCode.Internal, Text.serverError);
  }
}
