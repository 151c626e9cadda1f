import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { type FieldIssue, type RouteContract, type RouteInput } from '@nexus/contracts';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';
import { ROUTE_CONTRACT } from './endpoint.decorator';

const PARTS = ['params', 'query', 'body'] as const;

/** An upload read into memory by the route's UploadInterceptor. */
export type UploadedFile = UploadedMultipartFile & { buffer: Buffer };

/** Validates a request against its route's schemas; the first issue names the field in the message. */
export function parseRouteInput(
  route: RouteContract,
  request: Pick<FastifyRequest, (typeof PARTS)[number]> & { file?: UploadedFile },
) {
  const issues: FieldIssue[] = [];
  const input: Record<string, unknown> = {};
  for (const part of PARTS) {
    const schema = route[part] as z.ZodType | undefined;
    if (!schema) continue;
    const raw = part === 'body' ? (request.body ?? {}) : { ...(request[part] as object) };
    const result = schema.safeParse(raw);
    if (result.success) input[part] = result.data;
    else issues.push(...AppError.fieldIssues(result.error, part));
  }
  if (route.upload) {
    const file = request.file;
    if (!file) issues.push({ field: route.upload.field, message: 'is required' });
    else input.file = file;
  }
  if (issues.length > 0) throw AppError.validation(issues);
  return input;
}

/** The handler's validated input: `{ params, query, body, file }` typed by `RouteInput<typeof route>`. */
export const Input = createParamDecorator((_: unknown, context: ExecutionContext) => {
  const route = Reflect.getMetadata(ROUTE_CONTRACT, context.getHandler()) as RouteContract;
  return parseRouteInput(route, context.switchToHttp().getRequest<FastifyRequest>());
});

/** The input of an upload route: the validated parts and the uploaded file. */
export type UploadInput<R extends RouteContract> = RouteInput<R> & { file: UploadedFile };
