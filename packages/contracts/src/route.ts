import type { z } from 'zod';
import type { PartnerFunction } from './enums.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Where a rule reads an id from the request: a path parameter unless `in` says the body or the query. */
export interface RequestField {
  field: string;
  in?: 'params' | 'body' | 'query';
}

/**
 * How a `partner` rule finds the partner from the id it reads: the id is the partner's own (default), or it names
 * an admin group (`adminRole`: the group's partner), a user (`user`: the partners that user belongs to, their own
 * and the companies that verified them as an employee; any one admitting the caller will do) or an event (`event`:
 * its organiser).
 */
export type PartnerLookup = 'partner' | 'adminRole' | 'user' | 'event';

/**
 * Who may call a route. The API's one guard enforces it through the policy service, for HTTP routes and
 * socket events alike; the web client reads it to decide which credential to send. Deny by default: a route
 * must say which of these it is.
 * - public: anyone, no credential (login, refresh, health).
 * - key: the client key (`x-api-key`) identifies the app; a bearer token, when sent, identifies the user too.
 * - keyOrUser: §7's calls listed both with a bearer token and with KEY: the client key as for `key`, or, without
 *   it, a signed-in user (the `user` rule); a bearer token sent with the key identifies the user too.
 * - user: any signed-in user.
 * - self: the signed-in user named by `field` (a path parameter, or the body for `in: 'body'`).
 * - admin: a signed-in platform admin; with `fn`, one who holds that function through an enabled platform
 *   admin group.
 * - partner: a signed-in user of the partner found from `partner`; with `fn`, one who holds that function through
 *   an enabled admin group of that partner.
 * - all / any: every one, or at least one, of the signed-in rules in `rules`.
 * `unverified` lets a signed-in user whose e-mail is not verified yet through (verification, session load).
 */
export type Access = { kind: 'public' } | { kind: 'key' } | { kind: 'keyOrUser' } | SignedInAccess;

export type SignedInAccess =
  | { kind: 'user'; unverified?: boolean }
  | { kind: 'self'; field: string; in?: 'params' | 'body'; unverified?: boolean }
  | { kind: 'admin'; fn?: PartnerFunction }
  | { kind: 'partner'; partner: RequestField & { lookup?: PartnerLookup }; fn?: PartnerFunction }
  | { kind: 'all' | 'any'; rules: readonly SignedInAccess[] };

/** A multipart upload: one file in `field`, at most `maxBytes`, of one of `contentTypes` (checked on its bytes). */
export interface UploadContract {
  field: string;
  maxBytes: number;
  contentTypes: readonly string[];
  /** How the accepted types are named in messages, e.g. 'a PNG, JPEG or WebP image'. */
  description: string;
  /** Set: a file over the limit is a 413 PAYLOAD_TOO_LARGE with this message, instead of a 400 naming the field. */
  tooLargeMessage?: string;
}

/** What a client uploads: a browser File or Blob (any object with these). */
export interface UploadFile {
  readonly size: number;
  readonly type: string;
}

export interface RouteContract {
  method: HttpMethod;
  /** Path below /v1 with `:name` parameters, e.g. `/user/:id`. */
  path: string;
  access: Access;
  /**
   * A member's write: content others see, or contacting others (post, comment, react, message, apply, register,
   * follow, connect, create…). Refused with 403 ACCOUNT_SUSPENDED while the caller is suspended (`memberStatusOf`);
   * reading, settings, deleting one's own content and leaving stay open. Never on an `admin` route.
   */
  writes?: boolean;
  tag: string;
  summary: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  upload?: UploadContract;
  /** The response is a file, not JSON: `response` is then not checked. */
  binary?: boolean;
  response: z.ZodType;
}

export const defineRoute = <const R extends RouteContract>(route: R): R => route;

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;
type In<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What a handler receives once the API has validated a request. */
export interface RouteInput<R extends RouteContract> {
  params: Out<R['params']>;
  query: Out<R['query']>;
  body: Out<R['body']>;
}

/** What a client sends: only the parts the route has. */
export type RouteRequest<R extends RouteContract> = (R['params'] extends z.ZodType
  ? { params: In<R['params']> }
  : { params?: undefined }) &
  (R['query'] extends z.ZodType ? { query?: In<R['query']> } : { query?: undefined }) &
  (R['body'] extends z.ZodType ? { body: In<R['body']> } : { body?: undefined }) &
  (R['upload'] extends UploadContract ? { file: UploadFile } : { file?: undefined });

export type RouteResponse<R extends RouteContract> = z.output<R['response']>;

/** `/user/:id` with `{ id: 'x' }` gives `/user/x`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** Express `:id` to OpenAPI `{id}`. */
export const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
