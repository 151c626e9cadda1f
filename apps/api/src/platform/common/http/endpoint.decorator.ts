import { applyDecorators, Delete, Get, HttpCode, Post, Put, SetMetadata, UseInterceptors } from '@nestjs/common';
import type { RouteContract } from '@nexus/contracts';
import { UploadInterceptor } from './upload.interceptor';

export const ROUTE_CONTRACT = 'nexus:route-contract';

const METHOD = { GET: Get, POST: Post, PUT: Put, DELETE: Delete } as const;

/**
 * Binds a handler to one entry of the contracts' route table: its method and path, and the access
 * rule the AccessGuard enforces and the schemas @Input() validates against.
 */
export function Endpoint(route: RouteContract): MethodDecorator {
  const decorators = [METHOD[route.method](route.path), HttpCode(200), SetMetadata(ROUTE_CONTRACT, route)];
  if (route.upload) decorators.push(UseInterceptors(UploadInterceptor(route.upload)));
  return applyDecorators(...decorators);
}
