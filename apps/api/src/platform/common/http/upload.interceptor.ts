import {
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  PayloadTooLargeException,
  type Type,
  mixin,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import { ErrorCode, type UploadContract } from '@nexus/contracts';
import type { Observable } from 'rxjs';
import { AppError } from '../errors/app-error';

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/**
 * Reads the route's one file into memory (@fastify/multipart, memory storage), refusing more than its limit with a 400
 * naming the field, or, when the contract gives a `tooLargeMessage`, a 413 with it.
 */
export function UploadInterceptor(upload: UploadContract): Type<NestInterceptor> {
  const Multipart = FileInterceptor(upload.field, { limits: { fileSize: upload.maxBytes, files: 1 } });
  class Upload implements NestInterceptor {
    private readonly multipart = new Multipart();

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      try {
        return await this.multipart.intercept(context, next);
      } catch (error) {
        if (error instanceof PayloadTooLargeException)
          throw upload.tooLargeMessage
            ? new AppError(ErrorCode.PayloadTooLarge, upload.tooLargeMessage)
            : AppError.invalid(upload.field, `must be at most ${megabytes(upload.maxBytes)}`);
        throw error;
      }
    }
  }
  return mixin(Upload);
}
