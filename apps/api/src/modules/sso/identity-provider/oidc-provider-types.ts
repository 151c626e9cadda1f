import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The few members of oidc-provider 9 used here. The package is ESM-only and ships no types: it is loaded with
 * `import()` and typed by these.
 */
export interface OidcProviderModule {
  default: new (issuer: string, configuration: Record<string, unknown>) => OidcProvider;
  interactionPolicy: {
    base(): { get(name: string): { checks: { add(check: unknown, index?: number): void } } | undefined };
    Check: (new (reason: string, description: string, check: (ctx: KoaContext) => boolean) => unknown) & {
      REQUEST_PROMPT: boolean;
      NO_NEED_TO_PROMPT: boolean;
    };
  };
  errors: { SessionNotFound: new (...args: never[]) => Error };
}

export interface OidcProvider {
  issuer: string;
  proxy: boolean;
  callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
  use(middleware: (ctx: KoaContext, next: () => Promise<void>) => Promise<void>): void;
  on(event: 'authorization.success', listener: (ctx: KoaContext, out?: Record<string, unknown>) => void): void;
  on(event: 'server_error', listener: (ctx: KoaContext, error: Error) => void): void;
  interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
  interactionResult(req: IncomingMessage, res: ServerResponse, result: Record<string, unknown>): Promise<string>;
  Grant: new (properties: { accountId: string; clientId: string }) => Grant;
}

export interface Interaction {
  uid: string;
  params: Record<string, string | undefined> & { client_id: string };
  prompt: { name: string; details: Record<string, unknown> };
}

export interface Grant {
  addOIDCScope(scope: string): void;
  save(): Promise<string>;
}

/** Koa's context, as oidc-provider hands it to middleware and listeners. */
export interface KoaContext {
  req: IncomingMessage;
  res: ServerResponse;
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
  set(name: string, value: string): void;
  oidc?: {
    route?: string;
    client?: { clientId: string };
    params?: Record<string, unknown>;
    responseMode?: string;
    session?: { accountId?: string };
    result?: { login?: unknown };
  };
}

/** What an oidc-provider adapter stores: a model's payload, by id. */
export type AdapterPayload = Record<string, unknown> & { grantId?: string; uid?: string; userCode?: string; consumed?: number };
