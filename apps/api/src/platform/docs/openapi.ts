import {
  API_PREFIX,
  type Access,
  CLIENT_KEY_HEADER,
  type RouteContract,
  apiErrorSchema,
  routes,
  toOpenApiPath,
} from '@nexus/contracts';
import { z } from 'zod';

const schema = (s: z.ZodType, io: 'input' | 'output') => z.toJSONSchema(s, { target: 'openapi-3.0', io, unrepresentable: 'any' });

const security = (access: Access) => {
  if (access.kind === 'public') return [];
  if (access.kind === 'key') return [{ clientKey: [] }];
  // Either one: the OpenAPI list of requirements is a choice.
  if (access.kind === 'keyOrUser') return [{ clientKey: [] }, { bearer: [] }];
  return [{ bearer: [] }];
};

function parameters(route: RouteContract) {
  const list: object[] = [];
  for (const [location, s] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!s) continue;
    const json = schema(s, 'input') as { properties?: Record<string, object>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      list.push({ name, in: location, required: location === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  return list;
}

/** The OpenAPI document, generated from the contracts' route table: the docs cannot drift from the API. */
export function buildOpenApiDocument(version: string) {
  const paths: Record<string, Record<string, object>> = {};
  for (const route of Object.values(routes).flatMap((group) => Object.values(group)) as RouteContract[]) {
    const path = `/${API_PREFIX}${toOpenApiPath(route.path)}`;
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = {
      tags: [route.tag],
      summary: route.summary,
      security: security(route.access),
      parameters: parameters(route),
      ...(route.body
        ? { requestBody: { required: true, content: { 'application/json': { schema: schema(route.body, 'input') } } } }
        : {}),
      responses: {
        200: { description: 'Success', content: { 'application/json': { schema: schema(route.response, 'output') } } },
        default: { description: 'Error', content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
      },
    };
  }
  return {
    openapi: '3.0.3',
    info: { title: 'Nexus API', version, description: 'The career and networking community API. Every path is under /v1.' },
    paths,
    components: {
      schemas: { ApiError: schema(apiErrorSchema, 'output') },
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        clientKey: { type: 'apiKey', in: 'header', name: CLIENT_KEY_HEADER },
      },
    },
  };
}
