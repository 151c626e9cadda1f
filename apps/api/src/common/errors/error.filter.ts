import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { ErrorCode } from '@nexus/contracts';
import type { FastifyReply } from 'fastify';
import { toApiError } from './api-error';

/** Every error leaves the API in one shape (contracts' ApiError), whatever threw it. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const { error, body } = toApiError(exception);
    if (error.code === ErrorCode.ServiceUnavailable) this.logger.warn(`503: ${String(exception)}`);
    else if (body.statusCode >= 500) this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    void reply.status(body.statusCode).send(body);
  }
}
