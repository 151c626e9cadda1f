import { type ArgumentsHost, Catch, type ExceptionFilter, Logger } from '@nestjs/common';
import { ErrorCode } from '@nexus/contracts';
import type { FastifyReply } from 'fastify';
import { reportError } from '../../observability/error-reporting';
import { sampledLog } from '../logging/sampled-log';
import { toApiError } from './api-error';

/** Under overload every waiting request can time out at once: one line per this window says it. */
const UNAVAILABLE_LOG_WINDOW_MS = 10_000;

/** Every error leaves the API in one shape (contracts' ApiError), whatever threw it. */
@Catch()
export class ErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');
  private readonly logUnavailable = sampledLog((line) => this.logger.warn(line), UNAVAILABLE_LOG_WINDOW_MS);

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const { error, body } = toApiError(exception);
    if (error.code === ErrorCode.ServiceUnavailable) this.logUnavailable(`503: ${String(exception)}`);
    else if (body.statusCode >= 500) {
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
      reportError(exception);
    }
    const reply = host.switchToHttp().getResponse<FastifyReply>();
    if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
    void reply.status(body.statusCode).send(body);
  }
}
