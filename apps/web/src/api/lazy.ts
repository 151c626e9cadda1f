/**
 * The HTTP client with the contracts' route table and its zod schemas, loaded by the first call: the first screen
 * (landing, sign-in) makes none, so it carries neither. Modules the first screen loads call through this;
 * the areas' chunks import `./client` and `@nexus/contracts` directly.
 */
export const loadApi = () => import('./calls');
