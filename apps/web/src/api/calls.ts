// The one chunk `loadApi` (lazy.ts) brings: the client and the parts of the contracts that carry schemas.
export { api, isHandledError } from './client';
export { loginBodySchema, routes } from '@nexus/contracts';
